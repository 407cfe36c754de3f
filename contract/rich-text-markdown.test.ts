import { describe, expect, it } from "vitest";
import {
  markdownToRichText,
  normalizeRichText,
  renderRichText,
  richTextInput,
  richTextToMarkdown,
  richTextToPlainText,
} from "./rich-text";

const doc = (...content: unknown[]) => ({ type: "doc", content });
const p = (...content: unknown[]) => ({ type: "paragraph", content });
const t = (text: string, ...marks: unknown[]) => (marks.length ? { type: "text", text, marks } : { type: "text", text });
const html = (markdown: string) => renderRichText(markdownToRichText(markdown));
const issueOf = (schema: typeof richTextInput, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success
    ? null
    : { code: (result.error.issues[0] as { params?: { code?: string } }).params?.code, message: result.error.issues[0].message };
};

describe("markdownToRichText", () => {
  it("reads paragraphs, headings, lists, quotes, rules, marks, links and breaks", () => {
    expect(
      html(
        "# Titel\n\nWij zoeken **vet** *cursief* ~~weg~~ `code` [link](https://a.nl)\nnieuwe regel\n\n- een\n- twee\n  1. diep\n\n3. drie\n\n> citaat\n\n---\n\n##### vijf",
      ),
    ).toBe(
      '<h2>Titel</h2><p>Wij zoeken <strong>vet</strong> <em>cursief</em> <s>weg</s> <code>code</code> <a href="https://a.nl" rel="noopener noreferrer nofollow">link</a><br>nieuwe regel</p>' +
        '<ul><li><p>een</p></li><li><p>twee</p><ol><li><p>diep</p></li></ol></li></ul><ol start="3"><li><p>drie</p></li></ol>' +
        "<blockquote><p>citaat</p></blockquote><hr><h4>vijf</h4>",
    );
  });

  it("never passes raw HTML through: it is text", () => {
    expect(html("<script>alert(1)</script>")).toBe("<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>");
    expect(html('Hallo <img src=x onerror="alert(1)"> en <b>vet</b>')).toBe(
      "<p>Hallo &lt;img src=x onerror=&quot;alert(1)&quot;&gt; en &lt;b&gt;vet&lt;/b&gt;</p>",
    );
    expect(html('<iframe src="https://evil"></iframe>')).toBe(
      "<p>&lt;iframe src=&quot;https://evil&quot;&gt;&lt;/iframe&gt;</p>",
    );
    expect(html("<div onclick=alert(1)>\n\nx\n\n</div>")).not.toMatch(/<div|<\/div/);
  });

  it("does not let entities smuggle markup in", () => {
    expect(html("&lt;script&gt;alert(1)&lt;/script&gt; &amp;lt; &#60;b&#62; &#x3C;i&#x3e; &copy;")).toBe(
      "<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp;lt; &lt;b&gt; &lt;i&gt; &amp;copy;</p>",
    );
    expect(html("[x](javascript&#58;alert(1)) [y](&#106;avascript:alert(1)) [z](JAVASCRIPT:alert(1))")).toBe("<p>x y z</p>");
    expect(html("[x](data:text/html;base64,PHNjcmlwdD4=) ![img](https://a.nl/x.png)")).toBe("<p>x img</p>");
    expect(html("<javascript:alert(1)>")).not.toContain("href");
  });

  it("keeps the text of what the allow-list lacks", () => {
    expect(html("```\nlet a = 1;\nlet b;\n```")).toBe("<p><code>let a = 1;<br>let b;</code></p>");
    expect(html("- [ ] taak\n- [x] klaar")).toBe("<ul><li><p>[ ] taak</p></li><li><p>[x] klaar</p></li></ul>");
    expect(html("| a | b |\n|---|---|\n| 1 | 2 |")).toBe("<p>a | b</p><p>1 | 2</p>");
  });
});

describe("richTextToMarkdown", () => {
  const roundTrips = [
    "## Titel\n\nWij zoeken **vet** *cursief* ~~weg~~ `co`de` [link](https://a.nl) en [mail](mailto:a@b.nl)\nnieuwe regel",
    "- een\n- twee\n  - diep\n    - dieper\n- drie\n\n* tweede lijst\n\n1. a\n2. b\n\n1) c\n\n7. zeven",
    "> citaat\n> - lijst\n\n---\n\n### Drie\n\n#### Vier",
    "Sterretjes \\* en _lage streepjes_ \\_ [haken] <b>tag</b> &amp; &copy; 1. geen lijst\n# geen kop\n- geen item\n+ plus\n===\n2026. jaar\n\\> geen citaat en a > b",
    "**vet met [link](https://a.nl/(x)) erin** en ***beide*** en **a**b en Hallo![x](https://a.nl) en `` ` `` \\\\",
    "- [ ] taak\n- tekst\n\n  tweede alinea\n\n  > quote in item",
    "<script>alert(1)</script>\n\n| a | b |\n|---|---|\n| 1 | 2 |",
  ];
  it.each(roundTrips)("round-trips Markdown → document → Markdown → the same document (%#)", (markdown) => {
    const first = markdownToRichText(markdown);
    const written = richTextToMarkdown(first);
    expect(markdownToRichText(written), written).toEqual(first);
    expect(richTextToMarkdown(markdownToRichText(written))).toBe(written);
  });

  it("writes readable Markdown", () => {
    expect(richTextToMarkdown(markdownToRichText("## Kop\n\nTekst met **vet**.\n\n- een\n- twee"))).toBe(
      "## Kop\n\nTekst met **vet**.\n\n- een\n- twee",
    );
    expect(richTextToMarkdown(doc(p(t("Help mee!"))))).toBe("Help mee!");
  });

  it("round-trips what the editor writes", () => {
    const value = normalizeRichText(
      doc(
        p(t("a "), t("vet ", { type: "bold" }), t("en", { type: "bold" }, { type: "italic" }), t(" eind")),
        p(t("# niet"), { type: "hardBreak" }, t("- ook niet"), { type: "hardBreak" }, t("1. nee")),
        { type: "bulletList", content: [{ type: "listItem", content: [p(t("x"))] }] },
        { type: "bulletList", content: [{ type: "listItem", content: [p(t("y"))] }] },
      ),
    );
    expect(markdownToRichText(richTextToMarkdown(value))).toEqual(value);
  });
});

describe("markdownToRichText on hostile input", () => {
  it("reads text with more syntax than marked handles quickly as plain text, keeping every character", () => {
    const hostile = "[a](".repeat(60);
    expect(richTextToPlainText(markdownToRichText(hostile))).toBe(hostile);
    const many = Array.from({ length: 30 }, () => "**vet** ".repeat(70)).join("\n\n");
    expect(renderRichText(markdownToRichText(many))).not.toContain("<strong>");
    // A long real text keeps its formatting (and is measured as the document's JSON: 200 such paragraphs fit).
    const long = Array.from({ length: 1000 }, () => "Een **vet** woord en een [link](https://a.nl).").join("\n\n");
    expect(renderRichText(markdownToRichText(long)).match(/<strong>/g)).toHaveLength(1000);
    expect(issueOf(richTextInput, long)?.code).toBe("too_long");
    expect(issueOf(richTextInput, long.slice(0, 200 * 48))).toBeNull();
    expect(renderRichText(markdownToRichText("**vet** ".repeat(40))).match(/<strong>/g)).toHaveLength(40);
  });
});
