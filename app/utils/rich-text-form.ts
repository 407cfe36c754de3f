/**
 * The server half of a `RichTextEditor` field (app/components/ui/rich-text-editor.tsx): what the form sent, as the
 * value an API rich-text attribute takes (`richTextInput` in contract/rich-text.ts). With JavaScript the editor
 * sent the tiptap JSON in `${name}_json`; without, the textarea sent Markdown in `name`. The API validates,
 * caps and normalises either; nothing is trusted here.
 */
import { templateHrefAllowed } from "../../contract/notification-template-links";
import { type RichTextDoc, safeRichTextHref } from "../../contract/rich-text-nodes";

export const RICH_TEXT_JSON_SUFFIX = "_json";

/** The editor's JSON document when present and parseable, else the Markdown string; null when neither was sent. */
export function richTextFromForm(formData: FormData, name: string): RichTextDoc | string | null {
  const json = formData.get(`${name}${RICH_TEXT_JSON_SUFFIX}`);
  if (typeof json === "string" && json.trim() !== "") {
    try {
      const doc: unknown = JSON.parse(json);
      if (typeof doc === "object" && doc !== null && !Array.isArray(doc)) return doc as RichTextDoc;
    } catch {}
  }
  const markdown = formData.get(name);
  return typeof markdown === "string" ? markdown : null;
}

/** The event a text to insert at a rich-text field's cursor travels by (the tiptap half listens for its id). */
export const RICH_TEXT_INSERT_EVENT = "rich-text:insert";
export interface RichTextInsert {
  /** The field's control id. */
  id: string;
  text: string;
}

/**
 * Inserts `text` at the cursor of the rich-text field with control id `id` (browser only): into the tiptap editor
 * once it has loaded, else into the textarea it starts as.
 */
export function insertIntoRichText(id: string, text: string): void {
  const control = document.getElementById(id);
  if (control instanceof HTMLTextAreaElement) {
    const start = control.selectionStart ?? control.value.length;
    const end = control.selectionEnd ?? start;
    control.setRangeText(text, start, end, "end");
    control.dispatchEvent(new Event("input", { bubbles: true }));
    control.focus();
    return;
  }
  document.dispatchEvent(new CustomEvent<RichTextInsert>(RICH_TEXT_INSERT_EVENT, { detail: { id, text } }));
}

/**
 * The address a link typed in the editor's link panel goes to, or null when it may not be a link: a bare host gets
 * `https://`, an address with `@` `mailto:`. In a notification template's body (`placeholderLinks`, ADR 0060) a
 * placeholder stands for a whole address (`{{vacancy_link}}`: no scheme put before it) and may sit in one.
 */
export function linkTargetOf(typed: string, placeholderLinks = false): string | null {
  const asTyped = /^[a-z][a-z0-9+.-]*:/i.test(typed) || typed === "" || (placeholderLinks && typed.startsWith("{{"));
  const withScheme = asTyped ? typed : typed.includes("@") ? `mailto:${typed}` : `https://${typed}`;
  if (!placeholderLinks) return safeRichTextHref(withScheme);
  return templateHrefAllowed(withScheme) ? withScheme.trim() : null;
}
