/**
 * The seed's descriptions as the API stores them: a tiptap document of paragraphs and bullet lists
 * (contract/rich-text.ts), its HTML from the same allow-list renderer and its plain text (the search index's body).
 */
import { type RichTextDoc, renderRichText, richTextToPlainText } from "../../contract/rich-text";

/** A paragraph (string) or a bullet list (its items). */
export type RichBlock = string | string[];

const paragraph = (text: string) => ({ type: "paragraph", content: [{ type: "text", text }] });

export function seedDoc(blocks: RichBlock[]): RichTextDoc {
  return {
    type: "doc",
    content: blocks.map((block) =>
      typeof block === "string"
        ? paragraph(block)
        : { type: "bulletList", content: block.map((item) => ({ type: "listItem", content: [paragraph(item)] })) },
    ),
  } as RichTextDoc;
}

/** The three columns of a description: `description` (JSON), `description_html`, `search_body`. */
export function seedDescription(blocks: RichBlock[]): { json: RichTextDoc; html: string; text: string } {
  const json = seedDoc(blocks);
  return { json, html: renderRichText(json), text: richTextToPlainText(json) };
}
