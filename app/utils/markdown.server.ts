/**
 * Markdown → HTML for content blocks, on the server only (the loader renders it, so no Markdown library ships to
 * the browser). Editors write Markdown, not HTML: raw HTML is shown as text, links are limited to http(s),
 * mailto:, tel:, site paths and in-page anchors, and images to site paths and https URLs. Everything else is
 * rendered as its plain text.
 */
import { Marked, type Tokens } from "marked";
import { safeLinkHref } from "./safe-link";

export { safeLinkHref };

export interface MarkdownOptions {
  /** Rewrites site paths (`/over-ons`): `(path) => withLocale(path, prefix)` keeps the visitor's /en prefix. */
  localizePath?: (path: string) => string;
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

function safeImageSrc(raw: string): string | null {
  const src = raw.trim();
  return /^\/(?![/\\])/.test(src) || /^https:\/\/[^\s/]/i.test(src) ? src : null;
}

function titleAttribute(title: string | null | undefined): string {
  return title ? ` title="${escapeHtml(title)}"` : "";
}

const identity = (path: string) => path;
/** The current call's path rewriter: parsing is synchronous, so no other call can run while it is set. */
let localize: (path: string) => string = identity;

/**
 * One Marked instance per isolate (building one costs more than parsing a typical block). It keeps no state
 * between parses; the only per-call input, the path rewriter, is set for the duration of one synchronous parse.
 * docs/decisions/0018-a-cheaper-request-path.md
 */
const marked = createMarked();

function createMarked(): Marked {
  return new Marked({ gfm: true, async: false }).use({
    renderer: {
      html(token: Tokens.HTML | Tokens.Tag) {
        const text = escapeHtml(token.text);
        return "block" in token && token.block ? `<p>${text.trim()}</p>\n` : text;
      },
      // The page title is the only h1; Markdown headings start at h2.
      heading({ tokens, depth }: Tokens.Heading) {
        const level = Math.min(Math.max(depth, 2), 6);
        return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
      },
      link({ href, title, tokens }: Tokens.Link) {
        const text = this.parser.parseInline(tokens);
        const link = safeLinkHref(href);
        if (!link) return text;
        const target = link.kind === "site" ? localize(link.href) : link.href;
        const rel = link.kind === "external" ? ' rel="noopener noreferrer"' : "";
        return `<a href="${escapeHtml(target)}"${titleAttribute(title)}${rel}>${text}</a>`;
      },
      image({ href, title, text }: Tokens.Image) {
        const src = safeImageSrc(href);
        if (!src) return escapeHtml(text);
        return `<img src="${escapeHtml(src)}" alt="${escapeHtml(text)}"${titleAttribute(title)} loading="lazy" decoding="async">`;
      },
    },
  });
}

/** Markdown source → sanitised HTML, ready for dangerouslySetInnerHTML. */
export function renderMarkdown(markdown: string, options: MarkdownOptions = {}): string {
  localize = options.localizePath ?? identity;
  try {
    return marked.parse(markdown, { async: false }).trim();
  } finally {
    localize = identity;
  }
}
