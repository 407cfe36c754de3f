/**
 * The server half of a `RichTextEditor` field (app/components/ui/rich-text-editor.tsx): what the form sent, as the
 * value an API rich-text attribute takes (`richTextInput` in contract/rich-text.ts). With JavaScript the editor
 * sent the tiptap JSON in `${name}_json`; without, the textarea sent Markdown in `name`. The API validates,
 * caps and normalises either; nothing is trusted here.
 */
import type { RichTextDoc } from "../../contract/rich-text-nodes";

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
