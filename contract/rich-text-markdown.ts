/**
 * Markdown (the no-JS textarea, or a string sent to the API) → a rich-text document, through marked's lexer only
 * (its HTML renderer is never used). Raw HTML is never passed through: block and inline HTML tokens become their
 * literal text, escaped again when the document is rendered. GFM with `breaks` (a newline is a line break, as people
 * type in a textarea).
 *
 * marked's lexer is slow on some hostile inputs (many unclosed `[`, `*`, `_` in one text: quadratic or worse) and
 * overflows its stack on deep nesting (`>>>>…`, `- - - …`). So a text over the budget below is read as plain text
 * (nothing lost, no formatting), nesting deeper than the document may be is refused by
 * `markdownTooDeep` before lexing, and a lexer failure falls back to plain text.
 */
import { Lexer, type Token, type Tokens } from "marked";
import {
  normalizeRichText,
  pushText,
  RICH_TEXT_MAX_DEPTH,
  type RichTextDoc,
  type RichTextInline,
  type RichTextMark,
} from "./rich-text-nodes";

/**
 * How much syntax the text may hold. marked 15's inline lexer is quadratic or worse in the delimiters (`*_~`<`) and
 * unclosed `[` of one block (750 delimiters in a paragraph cost ~150 ms, 400 `[` ~300 ms), so each part between
 * blank lines may hold a few hundred, and the sum of their squares (the cost) is capped: a hostile text costs at
 * most ~100 ms, while real texts (a few marks a paragraph) stay far below, however long.
 */
const SYNTAX_BUDGET = { partDelimiters: 300, partBrackets: 50, delimiterCost: 400_000, bracketCost: 20_000 };

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/** The few entities people type (`&amp;`, `&nbsp;`, numeric ones) as their characters; others stay literal text. */
function decodeEntities(text: string): string {
  return text.replace(/&(#[0-9]{1,7}|#x[0-9a-f]{1,6}|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] !== "#") return ENTITIES[name.toLowerCase()] ?? entity;
    const code = name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : "\ufffd";
  });
}

const withMark = (marks: RichTextMark[], mark: RichTextMark) => [...marks.filter((m) => m.type !== mark.type), mark];

function inlineTokens(tokens: Token[] | undefined, marks: RichTextMark[], into: RichTextInline[]) {
  for (const token of tokens ?? []) {
    switch (token.type) {
      case "strong":
        inlineTokens(token.tokens, withMark(marks, { type: "bold" }), into);
        break;
      case "em":
        inlineTokens(token.tokens, withMark(marks, { type: "italic" }), into);
        break;
      case "del":
        inlineTokens(token.tokens, withMark(marks, { type: "strike" }), into);
        break;
      case "codespan":
        into.push({ type: "text", text: token.text, marks: withMark(marks, { type: "code" }) });
        break;
      case "br":
        into.push({ type: "hardBreak" });
        break;
      case "link":
        // An unsafe href is dropped when the document is normalised; the text stays.
        inlineTokens(token.tokens, withMark(marks, { type: "link", attrs: { href: (token as Tokens.Link).href } }), into);
        break;
      case "image":
        pushText(into, decodeEntities((token as Tokens.Image).text), marks);
        break;
      case "escape":
        pushText(into, token.text, marks);
        break;
      case "html":
        // Raw HTML (`<script>`, `<img onerror=…>`, `<b>`): its literal text, never markup.
        pushText(into, token.text, marks);
        break;
      case "text":
        if ("tokens" in token && token.tokens?.length) inlineTokens(token.tokens, marks, into);
        else pushText(into, decodeEntities(token.text), marks);
        break;
      default:
        if ("tokens" in token && token.tokens) inlineTokens(token.tokens, marks, into);
        else if ("text" in token && typeof token.text === "string") pushText(into, token.text, marks);
    }
  }
}

const inlineOf = (tokens: Token[] | undefined) => {
  const content: RichTextInline[] = [];
  inlineTokens(tokens, [], content);
  return content;
};

const lines = (text: string) => text.replace(/\n+$/, "");

/** Block tokens → tiptap-shaped JSON (normalised afterwards: unsafe links, marks and structure). */
function blockTokens(tokens: Token[]): unknown[] {
  return tokens.flatMap((token): unknown[] => {
    switch (token.type) {
      case "paragraph":
        return [{ type: "paragraph", content: inlineOf(token.tokens) }];
      case "text":
        // A tight list item's text.
        return [
          {
            type: "paragraph",
            content: token.tokens?.length ? inlineOf(token.tokens) : [{ type: "text", text: decodeEntities(token.text) }],
          },
        ];
      case "heading":
        return [{ type: "heading", attrs: { level: token.depth }, content: inlineOf(token.tokens) }];
      case "hr":
        return [{ type: "horizontalRule" }];
      case "blockquote":
        return [{ type: "blockquote", content: blockTokens(token.tokens ?? []) }];
      case "list": {
        const list = token as Tokens.List;
        const items = list.items.map((item) => {
          const content = blockTokens(item.tokens) as { type: string; content?: unknown[] }[];
          // A task item keeps its box as text ("[ ] …"): nothing the writer typed is lost.
          if (item.task) {
            const box = { type: "text", text: item.checked ? "[x] " : "[ ] " };
            if (content[0]?.type === "paragraph") content[0].content = [box, ...(content[0].content ?? [])];
            else content.unshift({ type: "paragraph", content: [box] });
          }
          return { type: "listItem", content };
        });
        return list.ordered
          ? [{ type: "orderedList", attrs: { start: list.start === "" ? 1 : Number(list.start) }, content: items }]
          : [{ type: "bulletList", content: items }];
      }
      case "code":
        // No code blocks in the allow-list: each line as code-marked text.
        return [{ type: "paragraph", content: [{ type: "text", text: lines(token.text), marks: [{ type: "code" }] }] }];
      case "html":
        return [{ type: "paragraph", content: [{ type: "text", text: lines(token.text).trim() }] }];
      case "table": {
        const table = token as Tokens.Table;
        return [table.header, ...table.rows].map((row) => ({
          type: "paragraph",
          content: row.flatMap((cell, index) => [...(index ? [{ type: "text", text: " | " }] : []), ...inlineOf(cell.tokens)]),
        }));
      }
      case "space":
      case "def":
        return [];
      default:
        return "tokens" in token && token.tokens ? blockTokens(token.tokens) : [];
    }
  });
}

/** The text as it is, without Markdown: a paragraph per blank-line-separated part, a line break per newline. */
const plainDoc = (text: string) =>
  normalizeRichText({
    type: "doc",
    content: text.split(/\n\s*\n/).map((part) => ({ type: "paragraph", content: [part.trim()] })),
  });

function overBudget(markdown: string): boolean {
  let delimiterCost = 0;
  let bracketCost = 0;
  let delimiters = 0;
  let brackets = 0;
  let lineHasText = false;
  const endPart = () => {
    delimiterCost += delimiters * delimiters;
    bracketCost += brackets * brackets;
    delimiters = brackets = 0;
  };
  for (let i = 0; i < markdown.length; i++) {
    const c = markdown.charCodeAt(i);
    if (c === 10 /* \n */) {
      if (!lineHasText) endPart();
      lineHasText = false;
      continue;
    }
    if (c !== 32 && c !== 9) lineHasText = true;
    if (c === 91 /* [ */) brackets++;
    else if (c === 42 /* * */ || c === 95 /* _ */ || c === 96 /* ` */ || c === 126 /* ~ */ || c === 60 /* < */) delimiters++;
    if (delimiters > SYNTAX_BUDGET.partDelimiters || brackets > SYNTAX_BUDGET.partBrackets) return true;
  }
  endPart();
  return delimiterCost > SYNTAX_BUDGET.delimiterCost || bracketCost > SYNTAX_BUDGET.bracketCost;
}

/**
 * Whether some line opens more containers (quotes, list items, indentation) than a document may nest: such input
 * is refused before it reaches the lexer.
 */
export function markdownTooDeep(markdown: string): boolean {
  for (const line of markdown.split("\n")) {
    const prefix = /^(?:[ \t]*(?:>|[-+*](?=[ \t])|\d{1,9}[.)](?=[ \t])))*/.exec(line)![0];
    const markers = (prefix.match(/>|[-+*]|\d{1,9}[.)]/g) ?? []).length;
    const indent = /^[ \t]*/.exec(line)![0].replace(/\t/g, "    ").length;
    // A list level costs two document levels (list, item) and two or more columns of indentation.
    if (markers * 2 + indent > RICH_TEXT_MAX_DEPTH * 2) return true;
  }
  return false;
}

function lex(markdown: string): Token[] {
  return new Lexer({ gfm: true, breaks: true }).lex(markdown);
}

/** Markdown → a normalised rich-text document (see the top of this file). Never throws. */
export function markdownToRichText(markdown: string): RichTextDoc {
  const source = markdown.replace(/\r\n?/g, "\n");
  if (overBudget(source) || markdownTooDeep(source)) return plainDoc(source);
  let tokens: Token[];
  try {
    tokens = lex(source);
  } catch {
    return plainDoc(source);
  }
  return normalizeRichText({ type: "doc", content: blockTokens(tokens) });
}
