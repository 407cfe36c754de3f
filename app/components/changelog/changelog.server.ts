/**
 * The product's changelog (SPEC §2 /volunteerly/changelog, ADR 0075): CHANGELOG.md at the repository's root, bundled
 * into the server build at build time (`?raw`: Workers have no file system) and rendered through the house's one
 * Markdown path — marked's lexer into a rich-text document, then the allow-list renderer (contract/rich-text.ts), the
 * same path as the content pages' Markdown block. Raw HTML in the file would be shown as text, never passed through.
 * Rendered once per isolate: the file is fixed for a build.
 */

import changelogMarkdown from "../../../CHANGELOG.md?raw";
import { markdownToRichText, renderRichText } from "../../../contract/rich-text";

let html: string | undefined;

/** The changelog as safe HTML (kept in Dutch: ADR 0075). */
export function changelogHtml(markdown: string = changelogMarkdown): string {
  if (markdown !== changelogMarkdown) return renderRichText(markdownToRichText(markdown));
  html ??= renderRichText(markdownToRichText(changelogMarkdown));
  return html;
}
