/**
 * A list placeholder's items (the periodic mail's vacancies, ADR 0066): a paragraph of the template whose whole text
 * is `{{name}}` becomes a bulleted list of them — each a link when it has one, with its own items below it. Lists
 * come apart from the text values, and only for the names the key declares, so no text value (a message someone
 * typed) can become a list or a link.
 */
export interface MailListItem {
  text: string;
  href?: string;
  items?: MailListItem[];
}
export type MailLists = Record<string, MailListItem[]>;

/** The rich-text nodes a list is made of (the tiptap JSON the template body is). */
export interface DocNode {
  type?: string;
  text?: string;
  content?: DocNode[];
  marks?: Array<{ type?: string; attrs?: { href?: string } }>;
}

const LIST_PLACEHOLDER = /^\s*\{\{\s*([a-z_]+)\s*\}\}\s*$/;

export function listNode(items: MailListItem[]): DocNode {
  return {
    type: "bulletList",
    content: items.map((item) => ({
      type: "listItem",
      content: [
        {
          type: "paragraph",
          content: [
            item.href
              ? { type: "text", text: item.text, marks: [{ type: "link", attrs: { href: item.href } }] }
              : { type: "text", text: item.text },
          ],
        },
        ...(item.items?.length ? [listNode(item.items)] : []),
      ],
    })),
  };
}

/** The list's name when a paragraph's whole text is one placeholder `{{name}}`. */
export const listPlaceholderName = (text: string): string | undefined => LIST_PLACEHOLDER.exec(text)?.[1];
