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
      "/pad",
      "java\nscript:x",
      "https:/x",
    ]) {
      expect(renderRichText(doc(p(t("klik", { type: "link", attrs: { href } }))))).toBe("<p>klik</p>");
    }
  });
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
    for (const hostile of [
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
      expect(performance.now() - started, hostile.slice(0, 8)).toBeLessThan(2000);
    }
  });

  it("render a stored document that was never validated without recursing without end", () => {
    let deep: unknown = p(t("bodem"));
    for (let i = 0; i < 5000; i++) deep = { type: "blockquote", content: [deep] };
    expect(renderRichText(doc(deep) as RichTextDoc)).toContain("bodem");
  });
});

describe("markdownToRichText on hostile input", () => {
  it("reads text with more syntax than marked handles quickly as plain text, keeping every character", () => {
    const hostile = "[a](".repeat(60);
    expect(richTextToPlainText(markdownToRichText(hostile))).toBe(hostile);
    const many = Array.from({ length: 20 }, () => "**vet** ".repeat(40)).join("\n\n");
    expect(renderRichText(markdownToRichText(many))).not.toContain("<strong>");
    expect(renderRichText(markdownToRichText("**vet** ".repeat(40))).match(/<strong>/g)).toHaveLength(40);
  });
});
