import { describe, expect, it } from "vitest";
import {
  isRichTextEmpty,
  markdownToRichText,
  normalizeRichText,
  parseRichTextInput,
  type RichTextDoc,
  renderRichText,
  richTextDoc,
  richTextInput,
  richTextToPlainText,
} from "./rich-text";

const doc = (...content: unknown[]) => ({ type: "doc", content });
const p = (...content: unknown[]) => ({ type: "paragraph", content });
const t = (text: string, ...marks: unknown[]) => (marks.length ? { type: "text", text, marks } : { type: "text", text });
const _html = (markdown: string) => renderRichText(markdownToRichText(markdown));
const issueOf = (schema: typeof richTextInput, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success
    ? null
    : { code: (result.error.issues[0] as { params?: { code?: string } }).params?.code, message: result.error.issues[0].message };
};

describe("renderRichText", () => {
  it("renders every node and mark of the allow-list", () => {
    const value = doc(
      { type: "heading", attrs: { level: 2 }, content: [t("Wie")] },
      { type: "heading", attrs: { level: 4 }, content: [t("Wat")] },
      p(
        t("vet", { type: "bold" }),
        t(" "),
        t("cursief", { type: "italic" }),
        t(" "),
        t("weg", { type: "strike" }),
        t(" "),
        t("x<y", { type: "code" }),
      ),
      p(t("regel"), { type: "hardBreak" }, t("twee")),
      { type: "bulletList", content: [{ type: "listItem", content: [p(t("een"))] }] },
      { type: "orderedList", attrs: { start: 3 }, content: [{ type: "listItem", content: [p(t("drie"))] }] },
      { type: "blockquote", content: [p(t("citaat"))] },
      { type: "horizontalRule" },
      p(
        t("site", { type: "link", attrs: { href: "https://example.org/?a=1&b=2" } }),
        t(" "),
        t("mail", { type: "link", attrs: { href: "mailto:a@b.nl" } }),
      ),
    );
    expect(renderRichText(value)).toBe(
      "<h2>Wie</h2><h4>Wat</h4><p><strong>vet</strong> <em>cursief</em> <s>weg</s> <code>x&lt;y</code></p>" +
        '<p>regel<br>twee</p><ul><li><p>een</p></li></ul><ol start="3"><li><p>drie</p></li></ol>' +
        "<blockquote><p>citaat</p></blockquote><hr>" +
        '<p><a href="https://example.org/?a=1&amp;b=2" rel="noopener noreferrer nofollow">site</a> <a href="mailto:a@b.nl" rel="noopener noreferrer nofollow">mail</a></p>',
    );
  });

  it("keeps one link around text with more marks inside it", () => {
    const link = { type: "link", attrs: { href: "https://a.nl" } };
    expect(renderRichText(doc(p(t("a ", link), t("b", link, { type: "bold" }))))).toBe(
      '<p><a href="https://a.nl" rel="noopener noreferrer nofollow">a <strong>b</strong></a></p>',
    );
  });

  it("escapes text and attributes and renders nothing outside the allow-list", () => {
    const hostile = doc(
      p(t('<script>alert(1)</script> & "q" \'s')),
      { type: "image", attrs: { src: "x", onerror: "alert(1)" } },
      { type: "paragraph", attrs: { style: "color:red", onclick: "alert(1)" }, content: [t("p")] },
      { type: "iframe", attrs: { src: "https://evil" }, content: [t("frame text")] },
      p(t("x", { type: "link", attrs: { href: 'https://a.nl/" onmouseover="alert(1)', target: "_blank", class: "c" } })),
      { type: "heading", attrs: { level: 1 }, content: [t("h1")] },
      { type: "heading", attrs: { level: 6 }, content: [t("h6")] },
    );
    const out = renderRichText(hostile);
    expect(out).toBe(
      "<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;q&quot; &#39;s</p><p>p</p><p>frame text</p>" +
        '<p><a href="https://a.nl/&quot; onmouseover=&quot;alert(1)" rel="noopener noreferrer nofollow">x</a></p><h2>h1</h2><h4>h6</h4>',
    );
    expect(out).not.toMatch(/<(script|img|iframe)|style=|onclick=|target=/);
  });

  it("drops unsafe links and keeps their text", () => {
    for (const href of [
      "javascript:alert(1)",
      " JaVaScRiPt:alert(1)",
      "data:text/html,<b>",
      "vbscript:x",
      "//evil.nl",
      "/\\evil.nl",
      "java\nscript:x",
      "https:/x",
    ]) {
      expect(renderRichText(doc(p(t("klik", { type: "link", attrs: { href } }))))).toBe("<p>klik</p>");
    }
  });
});

it("keeps a link to a path of this site, without rel, localised when asked", () => {
  const linked = doc(p(t("over ons", { type: "link", attrs: { href: "/over-ons" } })));
  expect(renderRichText(linked)).toBe('<p><a href="/over-ons">over ons</a></p>');
  expect(renderRichText(linked, { localizePath: (path) => `/en${path}` })).toBe('<p><a href="/en/over-ons">over ons</a></p>');
});

describe("normalizeRichText", () => {
  it("unwraps unknown nodes to their text and repairs the structure", () => {
    const value = {
      type: "doc",
      content: [
        t("los"),
        { type: "codeBlock", content: [t("code")] },
        { type: "table", content: [{ type: "tableRow", content: [{ type: "tableCell", content: [p(t("cel"))] }] }] },
        {
          type: "bulletList",
          content: [
            p(t("zonder item")),
            { type: "listItem", content: [{ type: "bulletList", content: [{ type: "listItem", content: [p(t("diep"))] }] }] },
          ],
        },
        { type: "paragraph", content: [p(t("blok")), t("in alinea")] },
        { type: "blockquote", content: [] },
        "tekst",
        42,
        null,
      ],
    };
    expect(normalizeRichText(value)).toEqual(
      doc(
        p(t("los")),
        p(t("code")),
        p(t("cel")),
        {
          type: "bulletList",
          content: [
            { type: "listItem", content: [p(t("zonder item"))] },
            {
              type: "listItem",
              content: [{ type: "paragraph" }, { type: "bulletList", content: [{ type: "listItem", content: [p(t("diep"))] }] }],
            },
          ],
        },
        p(t("blok"), { type: "hardBreak" }, t("in alinea")),
        p(t("tekst")),
      ),
    );
  });

  it("drops unknown attributes and marks, merges runs, turns newlines into breaks", () => {
    expect(
      normalizeRichText(
        doc({
          type: "paragraph",
          attrs: { textAlign: "center" },
          content: [
            t("a", { type: "underline" }),
            t("b"),
            t("c\nd", { type: "bold" }, { type: "bold" }),
            t("", { type: "bold" }),
          ],
        }),
      ),
    ).toEqual(doc(p(t("ab"), t("c", { type: "bold" }), { type: "hardBreak" }, t("d", { type: "bold" }))));
  });

  it("lets code stand alone, unless linked", () => {
    const link = { type: "link", attrs: { href: "https://a.nl" } };
    expect(normalizeRichText(doc(p(t("x", { type: "bold" }, { type: "code" }))))).toEqual(doc(p(t("x", { type: "code" }))));
    expect(normalizeRichText(doc(p(t("x", { type: "code" }, link))))).toEqual(doc(p(t("x", link))));
  });

  it("gives the empty document for nothing", () => {
    expect(normalizeRichText({ type: "doc" })).toEqual(doc({ type: "paragraph" }));
    expect(isRichTextEmpty(normalizeRichText("x"))).toBe(true);
    expect(isRichTextEmpty(markdownToRichText("  \n\n "))).toBe(true);
    expect(isRichTextEmpty(markdownToRichText("a"))).toBe(false);
  });
});
describe("richTextToPlainText", () => {
  it("gives the text, blocks and breaks on their own lines", () => {
    expect(richTextToPlainText(markdownToRichText("## Kop\n\nEen **vet** woord\nregel\n\n- a\n- b\n\n> c\n\n---"))).toBe(
      "Kop\nEen vet woord\nregel\na\nb\nc",
    );
  });
});

describe("richTextInput and richTextDoc", () => {
  it("accept a document or Markdown and give the normalised document", () => {
    const value = doc(p(t("a", { type: "bold", attrs: { x: 1 } })));
    expect(parseRichTextInput(value)).toEqual(doc(p(t("a", { type: "bold" }))));
    expect(parseRichTextInput("**a**")).toEqual(doc(p(t("a", { type: "bold" }))));
    expect(richTextDoc.parse(value)).toEqual(doc(p(t("a", { type: "bold" }))));
  });

  it("refuse what is not a document", () => {
    for (const value of [42, null, [], { type: "paragraph" }, { content: [] }, true]) {
      expect(issueOf(richTextInput, value)?.code).toBe("invalid");
    }
    expect(issueOf(richTextDoc, "**a**")?.code).toBe("invalid");
  });

  it("refuse over 100,000 characters: a 1 MB string, a large document", () => {
    const started = performance.now();
    expect(issueOf(richTextInput, "a".repeat(1_000_000))).toEqual({
      code: "too_long",
      message: "Is too long (maximum is 100000 characters).",
    });
    expect(issueOf(richTextInput, doc(p(t("a".repeat(100_000)))))?.code).toBe("too_long");
    expect(issueOf(richTextInput, "a".repeat(90_000))).toBeNull();
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("refuse nesting over 20 levels, as JSON and as Markdown", () => {
    let deep: unknown = p(t("x"));
    for (let i = 0; i < 30; i++) deep = { type: "blockquote", content: [deep] };
    expect(issueOf(richTextInput, doc(deep))).toMatchObject({ code: "invalid" });
    expect(issueOf(richTextInput, `${">".repeat(50)} x`)?.code).toBe("invalid");
    expect(issueOf(richTextInput, `${"- ".repeat(2000)}x`)?.code).toBe("invalid");
    expect(issueOf(richTextInput, "> > - x")).toBeNull();
  });

  it("stay fast on marked's slow inputs and never throw", () => {
    // The worst within the budget (read as Markdown), then far over it (read as plain text).
    const withinBudget = [
      Array.from({ length: 4 }, () => "**a *b ".repeat(99)).join("\n\n"),
      Array.from({ length: 8 }, () => "[a](".repeat(49)).join("\n\n"),
      Array.from({ length: 4 }, () => "*a".repeat(299)).join("\n\n"),
    ];
    for (const hostile of [
      ...withinBudget,
      "[a](".repeat(25_000),
      "**a *b ".repeat(14_000),
      "*a".repeat(50_000),
      "***".repeat(16_000),
      "`a".repeat(50_000),
      ">".repeat(99_999),
    ]) {
      const started = performance.now();
      const result = richTextInput.safeParse(hostile);
      if (result.success) expect(richTextToPlainText(result.data).length).toBeGreaterThan(0);
      // Generous for a shared test machine; alone, the worst here takes ~100 ms.
      expect(performance.now() - started, hostile.slice(0, 8)).toBeLessThan(1500);
    }
  });

  it("render a stored document that was never validated without recursing without end", () => {
    let deep: unknown = p(t("bodem"));
    for (let i = 0; i < 5000; i++) deep = { type: "blockquote", content: [deep] };
    expect(renderRichText(doc(deep) as RichTextDoc)).toContain("bodem");
  });
});
