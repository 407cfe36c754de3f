/**
 * The rich-text document (tiptap/ProseMirror JSON) of the one rich-text path (PRODUCT.md "Rich text"; ARCHITECTURE
 * "Rich text"): the allow-listed nodes and marks, and `normalizeRichText`, which turns any JSON into a document of
 * those only. Unknown nodes are unwrapped to their content (their text stays), unknown marks and attributes are
 * dropped, a link whose href is not http(s), mailto or a site path loses its mark (its text stays), and the structure is repaired the
 * way tiptap's schema needs it (inline content wrapped in paragraphs, a list item starts with a paragraph, …).
 * Pure: no DOM, no dependencies. The public entry is contract/rich-text.ts.
 */

export const RICH_TEXT_MAX_LENGTH = 100_000;
export const RICH_TEXT_MAX_DEPTH = 20;
export const HEADING_LEVELS = [2, 3, 4] as const;
/** The order marks are kept and written in: a link outermost, code innermost. */
export const MARK_TYPES = ["link", "bold", "italic", "strike", "code"] as const;

export type HeadingLevel = (typeof HEADING_LEVELS)[number];
export type RichTextMark =
  | { type: "bold" }
  | { type: "italic" }
  | { type: "strike" }
  | { type: "code" }
  | { type: "link"; attrs: { href: string } };
export interface RichTextText {
  type: "text";
  text: string;
  marks?: RichTextMark[];
}
export interface RichTextHardBreak {
  type: "hardBreak";
}
export type RichTextInline = RichTextText | RichTextHardBreak;
export interface RichTextParagraph {
  type: "paragraph";
  content?: RichTextInline[];
}
export interface RichTextHeading {
  type: "heading";
  attrs: { level: HeadingLevel };
  content?: RichTextInline[];
}
export interface RichTextListItem {
  type: "listItem";
  content: RichTextBlock[];
}
export interface RichTextBulletList {
  type: "bulletList";
  content: RichTextListItem[];
}
export interface RichTextOrderedList {
  type: "orderedList";
  attrs: { start: number };
  content: RichTextListItem[];
}
export interface RichTextBlockquote {
  type: "blockquote";
  content: RichTextBlock[];
}
export interface RichTextHorizontalRule {
  type: "horizontalRule";
}
export type RichTextBlock =
  | RichTextParagraph
  | RichTextHeading
  | RichTextBulletList
  | RichTextOrderedList
  | RichTextBlockquote
  | RichTextHorizontalRule;
export interface RichTextDoc {
  type: "doc";
  content: RichTextBlock[];
}

/** The empty document, as tiptap writes it. */
export const emptyRichText = (): RichTextDoc => ({ type: "doc", content: [{ type: "paragraph" }] });

/** The href a link may keep: http(s), mailto and a path of this site (no javascript:, data:, relative or protocol-relative URLs). */
export function safeRichTextHref(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const href = value.trim();
  if (href.length > 2000 || [...href].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127)) return null;
  if (/^https?:\/\/[^\s/?#\\]/i.test(href)) return href;
  if (/^mailto:[^\s]/i.test(href)) return href;
  // A path of this site (`/over-ons`, `/vacatures?q=x`); never `//host` or `/\host`, which browsers read as another site.
  if (/^\/(?![/\\])[^\s]*$/.test(href)) return href;
  return null;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);
const childrenOf = (node: Json): unknown[] => (Array.isArray(node.content) ? node.content : []);

function markOf(value: unknown): RichTextMark | null {
  if (!isObject(value)) return null;
  switch (value.type) {
    case "bold":
    case "italic":
    case "strike":
    case "code":
      return { type: value.type };
    case "link": {
      const href = safeRichTextHref(isObject(value.attrs) ? value.attrs.href : undefined);
      return href ? { type: "link", attrs: { href } } : null;
    }
    default:
      return null;
  }
}

/** Known marks once each, in MARK_TYPES order; code stands alone (tiptap's code excludes the others) unless linked. */
export function normalizeMarks(values: unknown): RichTextMark[] {
  if (!Array.isArray(values)) return [];
  const byType = new Map<string, RichTextMark>();
  for (const value of values) {
    const mark = markOf(value);
    if (mark && !byType.has(mark.type)) byType.set(mark.type, mark);
  }
  if (byType.has("code")) {
    const link = byType.get("link");
    return link ? [link] : [{ type: "code" }];
  }
  return MARK_TYPES.flatMap((type) => byType.get(type) ?? []);
}

const sameMarks = (a: RichTextMark[] = [], b: RichTextMark[] = []) => JSON.stringify(a) === JSON.stringify(b);

const EMPHASIS = new Set(["bold", "italic", "strike"]);

/**
 * Adds a text run (newlines become hard breaks), joining it to the previous text of the same marks. Spaces at the
 * edges of bold, italic and strike text are kept outside those marks (Markdown's `**` must touch its text; it looks
 * the same), so a document reads back from its Markdown unchanged.
 */
export function pushText(into: RichTextInline[], text: string, marks: RichTextMark[]) {
  const lines = text.replace(/\r\n?/g, "\n").replaceAll("\u0000", "\ufffd").split("\n");
  lines.forEach((line, index) => {
    if (index > 0) into.push({ type: "hardBreak" });
    if (!marks.some((m) => EMPHASIS.has(m.type))) pushRun(into, line, marks);
    else {
      const [, lead, core, trail] = /^(\s*)([\s\S]*?)(\s*)$/.exec(line)!;
      const outer = marks.filter((m) => !EMPHASIS.has(m.type));
      pushRun(into, lead, outer);
      pushRun(into, core, marks);
      pushRun(into, trail, outer);
    }
  });
}

function pushRun(into: RichTextInline[], text: string, marks: RichTextMark[]) {
  if (text === "") return;
  const last = into[into.length - 1];
  if (last?.type === "text" && sameMarks(last.marks, marks)) last.text += text;
  else into.push(marks.length ? { type: "text", text, marks } : { type: "text", text });
}

/** All text under a node, iteratively (for content below the depth cap). */
function textBelow(value: unknown): string {
  let text = "";
  const stack: unknown[] = [value];
  while (stack.length) {
    const node = stack.pop();
    if (typeof node === "string") text += node;
    else if (isObject(node)) {
      if (typeof node.text === "string") text += node.text;
      else if (node.type === "hardBreak") text += "\n";
      stack.push(...childrenOf(node).slice().reverse());
    }
  }
  return text;
}

/** A node's output: a block, inline content, or the edge of an unknown node (its text is a paragraph of its own). */
type Part = { inline: RichTextInline[] } | { block: RichTextBlock } | { edge: true };

function headingLevel(attrs: unknown): HeadingLevel {
  const level = isObject(attrs) ? Number(attrs.level) : 2;
  return (Number.isInteger(level) ? Math.min(Math.max(level, 2), 4) : 2) as HeadingLevel;
}

function listStart(attrs: unknown): number {
  const start = isObject(attrs) ? Number(attrs.start) : 1;
  return Number.isInteger(start) && start >= 0 && start <= 999_999_999 ? start : 1;
}

/** A node → blocks and inline runs, in order (an unknown node contributes its children's parts). */
function partsOf(value: unknown, depth: number, into: Part[]) {
  const inline = (nodes: RichTextInline[]) => {
    const last = into[into.length - 1];
    if (last && "inline" in last) {
      for (const node of nodes) {
        if (node.type === "text") pushText(last.inline, node.text, node.marks ?? []);
        else last.inline.push(node);
      }
    } else into.push({ inline: nodes });
  };
  if (typeof value === "string") return inline(textRun(value, []));
  if (!isObject(value)) return;
  if (depth > RICH_TEXT_MAX_DEPTH + 1) return inline(textRun(textBelow(value), []));
  const children = childrenOf(value);
  switch (value.type) {
    case "text":
      return inline(typeof value.text === "string" ? textRun(value.text, normalizeMarks(value.marks)) : []);
    case "hardBreak":
      return inline([{ type: "hardBreak" }]);
    case "paragraph":
      return into.push({ block: paragraph(inlineOf(children, depth)) });
    case "heading": {
      const content = inlineOf(children, depth);
      const heading: RichTextHeading = { type: "heading", attrs: { level: headingLevel(value.attrs) } };
      return into.push({ block: content.length ? { ...heading, content } : heading });
    }
    case "horizontalRule":
      return into.push({ block: { type: "horizontalRule" } });
    case "blockquote": {
      const content = blocksOf(children, depth);
      if (content.length) into.push({ block: { type: "blockquote", content } });
      return;
    }
    case "bulletList":
    case "orderedList": {
      const items = children.flatMap((child) => listItemsOf(child, depth + 1));
      if (!items.length) return;
      into.push({
        block:
          value.type === "bulletList"
            ? { type: "bulletList", content: items }
            : { type: "orderedList", attrs: { start: listStart(value.attrs) }, content: items },
      });
      return;
    }
    default:
      // listItem outside a list, doc inside a doc, or anything unknown: its content, in place.
      if (typeof value.text === "string") return inline(textRun(value.text, normalizeMarks(value.marks)));
      into.push({ edge: true });
      for (const child of children) partsOf(child, depth + 1, into);
      into.push({ edge: true });
  }
}

function textRun(text: string, marks: RichTextMark[]): RichTextInline[] {
  const run: RichTextInline[] = [];
  pushText(run, text, marks);
  return run;
}

const paragraph = (content: RichTextInline[]): RichTextParagraph =>
  content.length ? { type: "paragraph", content } : { type: "paragraph" };

/** Inline content of a paragraph or heading: blocks inside it (hostile or unknown) give their text. */
function inlineOf(children: unknown[], depth: number): RichTextInline[] {
  const parts: Part[] = [];
  for (const child of children) partsOf(child, depth + 1, parts);
  const content: RichTextInline[] = [];
  let afterBlock = false;
  for (const part of parts) {
    if ("edge" in part) continue;
    // A block inside inline content: its text, on lines of its own.
    if (content.length && (afterBlock || "block" in part)) content.push({ type: "hardBreak" });
    afterBlock = "block" in part;
    const nodes = "inline" in part ? part.inline : textRun(textBelow(part.block), []);
    for (const node of nodes) {
      if (node.type === "text") pushText(content, node.text, node.marks ?? []);
      else content.push(node);
    }
  }
  return content;
}

/** Block content: inline runs between blocks become paragraphs; empty paragraphs go. */
export function blocksOf(children: unknown[], depth: number): RichTextBlock[] {
  const parts: Part[] = [];
  for (const child of children) partsOf(child, depth + 1, parts);
  // Empty paragraphs (an editor's blank lines) are dropped: Markdown has none, and CSS spaces the blocks.
  return parts
    .flatMap((part) =>
      "edge" in part || ("inline" in part && !part.inline.length) ? [] : "inline" in part ? paragraph(part.inline) : part.block,
    )
    .filter((block) => block.type !== "paragraph" || block.content?.length);
}

/** A list's child as list items: a listItem starts with a paragraph; anything else is wrapped in one item. */
function listItemsOf(value: unknown, depth: number): RichTextListItem[] {
  const isItem = isObject(value) && value.type === "listItem";
  const content = isItem ? blocksOf(childrenOf(value), depth) : blocksOf([value], depth - 1);
  if (!content.length) return isItem ? [{ type: "listItem", content: [{ type: "paragraph" }] }] : [];
  if (content[0].type !== "paragraph") content.unshift({ type: "paragraph" });
  return [{ type: "listItem", content }];
}

/** Any JSON → a document of the allow-list only (see the top of this file). Never throws. */
export function normalizeRichText(value: unknown): RichTextDoc {
  const children = isObject(value) ? (value.type === "doc" ? childrenOf(value) : [value]) : [];
  const content = blocksOf(children, 0);
  return content.length ? { type: "doc", content } : emptyRichText();
}

/** The nesting depth of a JSON document's nodes (the doc is level 1), counted up to `limit + 1`, iteratively. */
export function richTextDepth(value: unknown, limit = RICH_TEXT_MAX_DEPTH): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (!isObject(node)) continue;
    deepest = Math.max(deepest, depth);
    if (deepest > limit) return deepest;
    for (const child of childrenOf(node)) stack.push([child, depth + 1]);
  }
  return deepest;
}
