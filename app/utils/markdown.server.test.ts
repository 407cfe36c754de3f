import { describe, expect, it } from "vitest";
import { renderMarkdown, safeLinkHref } from "./markdown.server";

describe("renderMarkdown", () => {
  it("renders the usual Markdown", () => {
    const html = renderMarkdown("Tekst met **vet**, *cursief* en een lijst:\n\n- een\n- twee");
    expect(html).toContain("<strong>vet</strong>");
    expect(html).toContain("<em>cursief</em>");
    expect(html).toMatch(/<ul>\s*<li>een<\/li>\s*<li>twee<\/li>\s*<\/ul>/);
  });

  it("escapes raw HTML, block and inline", () => {
    const html = renderMarkdown('<script>alert(1)</script>\n\nHallo <img src=x onerror="alert(1)"> daar');
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
  });

  it("escapes HTML inside code", () => {
    expect(renderMarkdown("`<b>x</b>`")).toContain("<code>&lt;b&gt;x&lt;/b&gt;</code>");
    expect(renderMarkdown("```\n<i>y</i>\n```")).toContain("&lt;i&gt;y&lt;/i&gt;");
  });

  it.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "javascript&#58;alert(1)",
    "data:text/html;base64,PHNjcmlwdD4=",
    "vbscript:msgbox(1)",
    "//evil.example/path",
    "/\\evil.example",
    "ftp://files.example",
    "relative/path",
  ])("drops the link but keeps the text for %s", (href) => {
    const html = renderMarkdown(`[klik hier](${href})`);
    expect(html).not.toContain("<a");
    expect(html).toContain("klik hier");
  });

  it("gives external links rel=noopener noreferrer", () => {
    const html = renderMarkdown("[Site](https://example.org/a?b=1) en <https://example.com>");
    expect(html).toContain('<a href="https://example.org/a?b=1" rel="noopener noreferrer">Site</a>');
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer">https://example.com</a>');
  });

  it("keeps mailto:, tel:, anchors and site paths without rel", () => {
    const html = renderMarkdown("[m](mailto:info@example.nl) [t](tel:+31525632040) [a](#contact) [s](/over-ons)");
    expect(html).toContain('<a href="mailto:info@example.nl">m</a>');
    expect(html).toContain('<a href="tel:+31525632040">t</a>');
    expect(html).toContain('<a href="#contact">a</a>');
    expect(html).toContain('<a href="/over-ons">s</a>');
  });

  it("localises site paths only", () => {
    const html = renderMarkdown("[s](/over-ons) [e](https://example.org/x)", { localizePath: (p) => `/en${p}` });
    expect(html).toContain('href="/en/over-ons"');
    expect(html).toContain('href="https://example.org/x"');
  });

  it("escapes quotes in link targets and titles, so nothing breaks out of the attribute", () => {
    const html = renderMarkdown('[x](https://example.org/"onmouseover="alert(1) "t\\"><script>")');
    expect(html).not.toMatch(/<a [^>]*\sonmouseover=/);
    expect(html).not.toContain("<script");
  });

  it("allows images from site paths and https only, lazily loaded", () => {
    expect(renderMarkdown("![Tuin](/demo/images/garden.svg)")).toContain(
      '<img src="/demo/images/garden.svg" alt="Tuin" loading="lazy" decoding="async">',
    );
    const insecure = renderMarkdown("![Tracker](http://example.org/pixel.gif) ![Script](javascript:alert(1))");
    expect(insecure).not.toContain("<img");
    expect(insecure).toContain("Tracker");
  });

  it("starts headings at h2: the page title is the only h1", () => {
    const html = renderMarkdown("# Een\n\n## Twee\n\n### Drie");
    expect(html).not.toContain("<h1");
    expect(html).toContain("<h2>Een</h2>");
    expect(html).toContain("<h2>Twee</h2>");
    expect(html).toContain("<h3>Drie</h3>");
  });
});

describe("safeLinkHref", () => {
  it("classifies allowed links", () => {
    expect(safeLinkHref(" https://example.org ")).toEqual({ href: "https://example.org", kind: "external" });
    expect(safeLinkHref("/nieuws")).toEqual({ href: "/nieuws", kind: "site" });
    expect(safeLinkHref("tel:0525")).toEqual({ href: "tel:0525", kind: "other" });
    expect(safeLinkHref("javascript:void(0)")).toBeNull();
  });
});

describe("renderMarkdown on one shared Marked instance", () => {
  it("applies each call's own path rewriter, and none after it", () => {
    const md = "[Over ons](/over-ons) en [extern](https://example.org)";
    const en = renderMarkdown(md, { localizePath: (path) => `/en${path}` });
    const nl = renderMarkdown(md, { localizePath: (path) => `/nl${path}` });
    const plain = renderMarkdown(md);
    expect(en).toContain('href="/en/over-ons"');
    expect(nl).toContain('href="/nl/over-ons"');
    expect(plain).toContain('href="/over-ons"');
    expect(en).toContain('href="https://example.org"');
  });

  it("resets the rewriter when a rewriter throws", () => {
    expect(() =>
      renderMarkdown("[a](/a)", {
        localizePath: () => {
          throw new Error("boom");
        },
      }),
    ).toThrow("boom");
    expect(renderMarkdown("[a](/a)")).toContain('href="/a"');
  });
});
