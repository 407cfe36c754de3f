/**
 * A notification template's link targets (ADR 0060): `{{vacancy_link}}` is no address the rich-text allow-list
 * knows, so placeholder targets cross normalisation as a stand-in address and come back as typed. Kept apart from
 * contract/notification-template-edit.ts (which also reads Markdown), so the rich-text field imports only these.
 */
import { normalizeRichText, type RichTextDoc, safeRichTextHref } from "./rich-text-nodes";
import { richTextToMarkdown } from "./rich-text-serialize";

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** Link targets that are placeholders cross normalisation as this address and come back as typed. */
const STAND_IN = "https://placeholder.invalid/~";
const STAND_IN_BACK = /https:\/\/placeholder\.invalid\/~([a-z_]+)~/g;
const NAMED = /\{\{\s*([a-z_]+)\s*\}\}/g;
export const standIn = (href: string) => href.replace(NAMED, (_, name: string) => `${STAND_IN}${name}~`);
export const restored = (href: string) => href.replace(STAND_IN_BACK, (_, name: string) => `{{${name}}}`);

/** Each link target with its placeholders stood in; anything else as it was. */
export function mapHrefs(doc: unknown, map: (href: string) => string): unknown {
  if (Array.isArray(doc)) return doc.map((d) => mapHrefs(d, map));
  if (!isObject(doc)) return doc;
  const out: Record<string, unknown> = { ...doc };
  if (Array.isArray(doc.marks)) {
    out.marks = doc.marks.map((m) =>
      isObject(m) && isObject(m.attrs) && typeof m.attrs.href === "string"
        ? { ...m, attrs: { ...m.attrs, href: map(m.attrs.href) } }
        : m,
    );
  }
  if (Array.isArray(doc.content)) out.content = doc.content.map((d) => mapHrefs(d, map));
  return out;
}

/** A stored or sent template document normalised to the allow-list, its placeholder links kept (the editor's load). */
export function templateDocNormalized(doc: unknown): RichTextDoc {
  return mapHrefs(normalizeRichText(mapHrefs(doc, standIn)), restored) as RichTextDoc;
}

/** A template document as the editor's textarea shows it (Markdown), its placeholder links kept (`[x]({{vacancy_link}})`). */
export function templateDocToMarkdown(doc: unknown): string {
  const markdown = richTextToMarkdown(normalizeRichText(mapHrefs(doc, standIn)));
  return markdown.replace(
    /https:\/\/placeholder\.invalid\/~((?:[a-z]|\\?_)+)~/g,
    (_, name: string) => `{{${name.replace(/\\/g, "")}}}`,
  );
}

/** Whether an editor may link to `href` in a template: a safe address, with placeholders standing for addresses. */
export const templateHrefAllowed = (href: string) => safeRichTextHref(standIn(href)) !== null;
