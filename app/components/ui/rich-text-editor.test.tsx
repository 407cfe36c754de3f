import { createInstance } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { describe, expect, it } from "vitest";
import { markdownToRichText } from "../../../contract/rich-text";
import en from "../../../locales/en/ui.json";
import nl from "../../../locales/nl/ui.json";
import { RichTextEditor, type RichTextEditorProps } from "./rich-text-editor";

async function render(props: Partial<RichTextEditorProps> = {}, lng = "nl") {
  const i18n = createInstance();
  await i18n
    .use(initReactI18next)
    .init({ lng, resources: { nl: { ui: nl }, en: { ui: en } }, interpolation: { escapeValue: false } });
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <RichTextEditor name="description" label="Omschrijving" errorId="description-error" {...props} />
    </I18nextProvider>,
  );
}

// The server render is what visitors without JavaScript get (and what hydration starts from).
describe("RichTextEditor on the server (no JavaScript)", () => {
  it("is a labelled textarea holding the document as Markdown, with the Markdown hint", async () => {
    const html = await render({ initialDoc: markdownToRichText("## Wie\n\nWij zoeken **jou**.\n\n- een") });
    expect(html).toContain('<label id="description-field-label" for="description-field"');
    expect(html).toMatch(
      /<textarea id="description-field" name="description"[^>]*aria-describedby="description-field-hint description-error"/,
    );
    expect(html).toContain(">## Wie\n\nWij zoeken **jou**.\n\n- een</textarea>");
    expect(html).toContain("Markdown: **vet**, *cursief*, - lijst");
    expect(html).not.toContain("description_json");
  });

  it("escapes what the document holds and shows Markdown sent back as it was", async () => {
    const html = await render({ initialDoc: markdownToRichText("<script>alert(1)</script>") });
    expect(html).toContain("\\&lt;script&gt;alert(1)\\&lt;/script&gt;</textarea>");
    expect(await render({ initialDoc: "eigen **tekst**" })).toContain(">eigen **tekst**</textarea>");
  });

  it("marks the field invalid and shows the first error, in English too", async () => {
    const html = await render({ errors: ["validation:required"], required: true }, "en");
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('<p id="description-error"');
    expect(html).toContain("Markdown: **bold**, *italic*, - list");
  });
});

describe("a notification template's body (placeholderLinks, ADR 0060)", () => {
  const doc = {
    type: "doc" as const,
    content: [
      {
        type: "paragraph" as const,
        content: [
          { type: "text" as const, text: "Hallo {{applicant_name}}, " },
          { type: "text" as const, text: "trek in", marks: [{ type: "link" as const, attrs: { href: "{{withdraw_link}}" } }] },
        ],
      },
    ],
  };

  it("keeps a link to a placeholder in the textarea's Markdown, which a plain rich-text field drops", async () => {
    expect(await render({ initialDoc: doc, placeholderLinks: true })).toContain("[trek in]({{withdraw_link}})</textarea>");
    expect(await render({ initialDoc: doc })).not.toContain("{{withdraw_link}}");
  });
});
