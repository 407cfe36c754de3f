/**
 * The one rich-text path (PRODUCT.md "Rich text"; ARCHITECTURE "Rich text"; docs/screens.md "Rich text"): every
 * rich-text field (vacancy descriptions, pages, notification templates) is stored as a tiptap JSON document of the
 * allow-list in contract/rich-text-nodes.ts and rendered to HTML on the server by `renderRichText`.
 *
 * - `richTextInput` (API writes): a tiptap document (object) or a Markdown string (the no-JS textarea) → a
 *   normalised document; `richTextDoc` takes the object form only. Over 100,000 characters of JSON (or Markdown)
 *   → an issue `too_long`; nested deeper than 20 levels, or not a document → `invalid`.
 * - `renderRichText(doc)` HTML, `richTextToMarkdown(doc)` the textarea's text, `richTextToPlainText(doc)` search
 *   and summaries, `markdownToRichText(markdown)`.
 */
import { z } from "zod";
import { markdownTooDeep, markdownToRichText } from "./rich-text-markdown";
import { normalizeRichText, RICH_TEXT_MAX_DEPTH, RICH_TEXT_MAX_LENGTH, type RichTextDoc, richTextDepth } from "./rich-text-nodes";

export { markdownToRichText } from "./rich-text-markdown";
export {
  emptyRichText,
  HEADING_LEVELS,
  type HeadingLevel,
  MARK_TYPES,
  normalizeRichText,
  RICH_TEXT_MAX_DEPTH,
  RICH_TEXT_MAX_LENGTH,
  type RichTextBlock,
  type RichTextBlockquote,
  type RichTextBulletList,
  type RichTextDoc,
  type RichTextHardBreak,
  type RichTextHeading,
  type RichTextHorizontalRule,
  type RichTextInline,
  type RichTextListItem,
  type RichTextMark,
  type RichTextOrderedList,
  type RichTextParagraph,
  type RichTextText,
  richTextDepth,
  safeRichTextHref,
} from "./rich-text-nodes";
export { LINK_REL, renderRichText, richTextToMarkdown, richTextToPlainText } from "./rich-text-serialize";

const tooLong = {
  message: `Is too long (maximum is ${RICH_TEXT_MAX_LENGTH} characters).`,
  params: { code: "too_long" },
};
const tooDeep = {
  message: `Is nested too deeply (maximum is ${RICH_TEXT_MAX_DEPTH} levels).`,
  params: { code: "invalid" },
};
const notADocument = { message: "Is not a rich-text document.", params: { code: "invalid" } };

function jsonLength(value: unknown): number {
  try {
    return JSON.stringify(value)?.length ?? 0;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/** The document's checks; the normalised document, or the issue's text and code. */
function checkedDoc(value: unknown): RichTextDoc | typeof tooLong | typeof notADocument {
  if (typeof value !== "object" || value === null || Array.isArray(value) || (value as { type?: unknown }).type !== "doc") {
    return notADocument;
  }
  if (richTextDepth(value) > RICH_TEXT_MAX_DEPTH) return tooDeep;
  if (jsonLength(value) > RICH_TEXT_MAX_LENGTH) return tooLong;
  const doc = normalizeRichText(value);
  return jsonLength(doc) > RICH_TEXT_MAX_LENGTH ? tooLong : doc;
}

function checkedInput(value: unknown): RichTextDoc | typeof tooLong | typeof notADocument {
  if (typeof value !== "string") return checkedDoc(value);
  if (value.length > RICH_TEXT_MAX_LENGTH) return tooLong;
  if (markdownTooDeep(value)) return tooDeep;
  return checkedDoc(markdownToRichText(value));
}

const asSchema = (check: (value: unknown) => RichTextDoc | typeof tooLong) =>
  z.unknown().transform((value, ctx): RichTextDoc => {
    const result = check(value);
    if ("type" in result) return result;
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: result.message, params: result.params });
    return z.NEVER;
  });

/** A tiptap JSON document, normalised to the allow-list (see contract/rich-text-nodes.ts). */
export const richTextDoc = asSchema(checkedDoc);

/** What an API input's rich-text field accepts: a tiptap JSON document or a Markdown string. */
export const richTextInput = asSchema(checkedInput);

/** `richTextInput` outside a schema: the document, or a ZodError with the issue. */
export function parseRichTextInput(value: unknown): RichTextDoc {
  return richTextInput.parse(value);
}

/** Whether a document has no text (an empty editor): a required field's check. */
export function isRichTextEmpty(doc: RichTextDoc): boolean {
  return doc.content.every(
    (block) => block.type === "paragraph" && !block.content?.some((n) => n.type === "text" && n.text.trim()),
  );
}
