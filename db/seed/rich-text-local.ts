/**
 * A stand-in for contract/rich-text.ts until it lands on main (issue 15's rich-text part): a tiptap document of
 * paragraphs and bullet lists, its HTML and its plain text. Only the seed's own texts go through it (no marks, no
 * links), so escaping the text is all the HTML needs.
 */

export type RichBlock = string | string[];

interface Node {
  type: string;
  content?: Node[];
  text?: string;
}

const paragraph = (text: string): Node => ({ type: "paragraph", content: [{ type: "text", text }] });

export function seedDoc(blocks: RichBlock[]): Node {
  return {
    type: "doc",
    content: blocks.map((block) =>
      typeof block === "string"
        ? paragraph(block)
        : { type: "bulletList", content: block.map((item) => ({ type: "listItem", content: [paragraph(item)] })) },
    ),
  };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function seedDocHtml(blocks: RichBlock[]): string {
  return blocks
    .map((block) =>
      typeof block === "string"
        ? `<p>${escapeHtml(block)}</p>`
        : `<ul>${block.map((i) => `<li><p>${escapeHtml(i)}</p></li>`).join("")}</ul>`,
    )
    .join("");
}

export function seedDocText(blocks: RichBlock[]): string {
  return blocks.map((block) => (typeof block === "string" ? block : block.join("\n"))).join("\n\n");
}
