/**
 * A rich-text document written out: HTML from the allow-list (every text and attribute escaped), Markdown for the
 * no-JS textarea (so an edit round-trips through contract/rich-text-markdown.ts) and plain text for search and
 * summaries. Each first normalises its input (contract/rich-text-nodes.ts), so a stored document that was never
 * validated still renders nothing outside the allow-list. No dependencies: the editor imports this file in the
 * browser without bringing `marked` along.
 */
import {
  normalizeRichText,
  type RichTextBlock,
  type RichTextDoc,
  type RichTextInline,
  type RichTextMark,
} from "./rich-text-nodes";

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
export const LINK_REL = "noopener noreferrer nofollow";

const sameMark = (a: RichTextMark, b: RichTextMark) => JSON.stringify(a) === JSON.stringify(b);
const hasMark = (marks: RichTextMark[], mark: RichTextMark) => marks.some((m) => sameMark(m, mark));

type MarkWriter = { open: (mark: RichTextMark) => string; close: (mark: RichTextMark) => string };

/**
 * Inline content with its marks nested: a mark that goes on stays open across nodes (one `<a>` for a link with a
 * bold word inside), marks that end are closed innermost first. (Spaces at the edges of bold, italic and strike are
 * outside them already: normalizeRichText.)
 */
function writeInline(
  nodes: RichTextInline[],
  writer: MarkWriter,
  writeText: (text: string, marks: RichTextMark[]) => string,
  hardBreak: string,
) {
  let out = "";
  let active: RichTextMark[] = [];
  const moveTo = (marks: RichTextMark[]) => {
    let keep = 0;
    while (keep < active.length && hasMark(marks, active[keep])) keep++;
    for (let i = active.length - 1; i >= keep; i--) out += writer.close(active[i]);
    const opened = marks.filter((m) => !hasMark(active.slice(0, keep), m));
    for (const mark of opened) out += writer.open(mark);
    active = [...active.slice(0, keep), ...opened];
  };
  // The marks of the next text after each node: marks it does not carry end before a break.
  const nextMarks: RichTextMark[][] = [];
  for (let i = nodes.length - 1, marks: RichTextMark[] = []; i >= 0; i--) {
    nextMarks[i] = marks;
    const node = nodes[i];
    if (node.type === "text") marks = node.marks ?? [];
  }
  nodes.forEach((node, index) => {
    if (node.type === "hardBreak") {
      moveTo(active.filter((m) => hasMark(nextMarks[index], m)));
      out += hardBreak;
    } else {
      moveTo(node.marks ?? []);
      out += writeText(node.text, node.marks ?? []);
    }
  });
  moveTo([]);
  return out;
}

const HTML_TAGS: Record<string, string> = { bold: "strong", italic: "em", strike: "s", code: "code" };
/** Options of `renderRichText`. */
export interface RichTextRenderOptions {
  /** Rewrites a site path (`/over-ons`) for the visitor's language, e.g. to `/en/over-ons`. */
  localizePath?: (path: string) => string;
}

/** A site path (`/over-ons`) is a link of this site: no rel; anything else gets LINK_REL. */
const isSitePath = (href: string) => href.startsWith("/");

const htmlMarksWith = (options: RichTextRenderOptions): MarkWriter => ({
  open: (mark) => {
    if (mark.type !== "link") return `<${HTML_TAGS[mark.type]}>`;
    const { href } = mark.attrs;
    if (isSitePath(href)) return `<a href="${escapeHtml(options.localizePath ? options.localizePath(href) : href)}">`;
    return `<a href="${escapeHtml(href)}" rel="${LINK_REL}">`;
  },
  close: (mark) => (mark.type === "link" ? "</a>" : `</${HTML_TAGS[mark.type]}>`),
});
const htmlMarks = htmlMarksWith({});

function htmlOf(blocks: RichTextBlock[], marks: MarkWriter = htmlMarks): string {
  return blocks
    .map((block) => {
      switch (block.type) {
        case "paragraph":
          return `<p>${writeInline(block.content ?? [], marks, escapeHtml, "<br>")}</p>`;
        case "heading":
          return `<h${block.attrs.level}>${writeInline(block.content ?? [], marks, escapeHtml, "<br>")}</h${block.attrs.level}>`;
        case "bulletList":
          return `<ul>${block.content.map((item) => `<li>${htmlOf(item.content, marks)}</li>`).join("")}</ul>`;
        case "orderedList": {
          const start = block.attrs.start === 1 ? "" : ` start="${block.attrs.start}"`;
          return `<ol${start}>${block.content.map((item) => `<li>${htmlOf(item.content, marks)}</li>`).join("")}</ol>`;
        }
        case "blockquote":
          return `<blockquote>${htmlOf(block.content, marks)}</blockquote>`;
        default:
          return "<hr>";
      }
    })
    .join("");
}

/**
 * The document as HTML of the allow-list only; links to other sites get rel="noopener noreferrer nofollow", no link
 * a target; a site path is rewritten by `options.localizePath` when given.
 */
export function renderRichText(doc: RichTextDoc | unknown, options: RichTextRenderOptions = {}): string {
  return htmlOf(normalizeRichText(doc).content, options.localizePath ? htmlMarksWith(options) : htmlMarks);
}

/** Characters that are Markdown syntax anywhere in running text. */
const INLINE_SPECIAL = /[\\`*_[\]<~]/g;
/**
 * What would start a block at the beginning of a line: a heading, a list item, a setext underline or thematic
 * break, a quote, a table's delimiter row (`*`, `_`, `<`, backticks and `~` of the text are escaped already).
 */
const LINE_START = /^(?:#|>|[-+](?=[ \t]|$)|=+[ \t]*$|[-| \t:]*-[-| \t:]*$|\d{1,9}(?=[.)](?:[ \t]|$)))/;

function escapeMarkdownText(text: string): string {
  return text.replace(INLINE_SPECIAL, "\\$&").replace(/&(?=#?[a-z0-9]+;)/gi, "\\&");
}

function escapeLineStarts(markdown: string): string {
  return markdown
    .split("\n")
    .map((line) => {
      const trimmed = line.replace(/^[ \t]+/, "");
      const match = LINE_START.exec(trimmed);
      if (!match) return trimmed;
      // `1. ` → `1\. `; `#`, `-`, … → `\#`, `\-`
      if (/^\d/.test(match[0])) return `${match[0]}\\${trimmed.slice(match[0].length)}`;
      return `\\${trimmed}`;
    })
    .join("\n");
}

function codeSpan(text: string): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = "`".repeat(longest + 1);
  const pad = text.startsWith("`") || text.endsWith("`") || (text.startsWith(" ") && text.endsWith(" ")) ? " " : "";
  return `${fence}${pad}${text}${pad}${fence}`;
}

const markdownHref = (href: string) => (/[\s()<>]/.test(href) ? `<${href.replace(/[<>]/g, encodeURIComponent)}>` : href);
const MARKDOWN_DELIMITERS: Record<string, string> = { bold: "**", italic: "*", strike: "~~" };

function markdownInline(nodes: RichTextInline[]): string {
  const writer: MarkWriter = {
    open: (mark) => (mark.type === "link" ? "[" : mark.type === "code" ? "" : MARKDOWN_DELIMITERS[mark.type]),
    close: (mark) =>
      mark.type === "link" ? `](${markdownHref(mark.attrs.href)})` : mark.type === "code" ? "" : MARKDOWN_DELIMITERS[mark.type],
  };
  const text = (value: string, marks: RichTextMark[]) =>
    marks.some((m) => m.type === "code") ? codeSpan(value) : escapeMarkdownText(value);
  // A link right after a `!` would read as an image: escape that `!` (one not escaped already).
  return escapeLineStarts(writeInline(nodes, writer, text, "\n")).replace(/(^|[^\\])((?:\\\\)*)!\[/g, "$1$2\\![");
}

const indent = (text: string, prefix: string, first: string) =>
  text
    .split("\n")
    .map((line, index) => (index === 0 ? first + line : line === "" ? "" : prefix + line))
    .join("\n");

function markdownOf(blocks: RichTextBlock[], inItem = false): string {
  const parts: string[] = [];
  let previous: RichTextBlock | undefined;
  let bullet = "-";
  let delimiter = ".";
  for (const block of blocks) {
    let text: string | null = null;
    switch (block.type) {
      case "paragraph":
        text = markdownInline(block.content ?? []);
        if (text.trim() === "") text = null;
        break;
      case "heading":
        text =
          `${"#".repeat(block.attrs.level)} ${markdownInline((block.content ?? []).map((n) => (n.type === "hardBreak" ? { type: "text", text: " " } : n)))}`.trimEnd();
        break;
      case "bulletList":
        // Two lists in a row stay two lists: the second uses another bullet.
        bullet = previous?.type === "bulletList" && bullet === "-" ? "*" : "-";
        text = block.content.map((item) => indent(markdownOf(item.content, true), "  ", `${bullet} `)).join("\n");
        break;
      case "orderedList":
        delimiter = previous?.type === "orderedList" && delimiter === "." ? ")" : ".";
        text = block.content
          .map((item, index) => {
            const marker = `${block.attrs.start + index}${delimiter} `;
            return indent(markdownOf(item.content, true), " ".repeat(marker.length), marker);
          })
          .join("\n");
        break;
      case "blockquote":
        text = markdownOf(block.content)
          .split("\n")
          .map((line) => (line ? `> ${line}` : ">"))
          .join("\n");
        break;
      case "horizontalRule":
        text = "---";
        break;
    }
    if (text === null) continue;
    // A list right under a list item's first paragraph stays tight; everything else is separated by a blank line.
    const tight = inItem && previous?.type === "paragraph" && (block.type === "bulletList" || block.type === "orderedList");
    parts.push(parts.length ? (tight ? "\n" : "\n\n") : "", text);
    previous = block;
  }
  return parts.join("");
}

/** The document as Markdown (the no-JS textarea); contract/rich-text-markdown.ts reads it back to the same document. */
export function richTextToMarkdown(doc: RichTextDoc | unknown): string {
  return markdownOf(normalizeRichText(doc).content);
}

function plainOf(blocks: RichTextBlock[]): string[] {
  return blocks.flatMap((block) => {
    switch (block.type) {
      case "paragraph":
      case "heading":
        return [(block.content ?? []).map((n) => (n.type === "text" ? n.text : "\n")).join("")];
      case "bulletList":
      case "orderedList":
        return block.content.flatMap((item) => plainOf(item.content));
      case "blockquote":
        return plainOf(block.content);
      default:
        return [];
    }
  });
}

/** The document's text: blocks and hard breaks become newlines (the search index, summaries, e-mail text parts). */
export function richTextToPlainText(doc: RichTextDoc | unknown): string {
  return plainOf(normalizeRichText(doc).content)
    .filter((line) => line.trim() !== "")
    .join("\n")
    .trim();
}
