/**
 * Which link targets editor-written text (Markdown blocks, footer columns) may use. An allow-list, not a
 * block-list: http(s), mailto:, tel:, site paths and in-page anchors; anything unexpected (javascript:, data:,
 * //host, /\host, entities) is refused and the link text is shown without a link. Isomorphic: the Markdown renderer
 * uses it in the loader, the footer in React.
 */
import { isSitePath } from "./locale-path";

export type SafeLink = { href: string; kind: "external" | "site" | "other" };

export function safeLinkHref(raw: string): SafeLink | null {
  const href = raw.trim();
  if (/^https?:\/\/[^\s/]/i.test(href)) return { href, kind: "external" };
  if (/^(mailto|tel):\S/i.test(href)) return { href, kind: "other" };
  if (isSitePath(href)) return { href, kind: "site" };
  if (/^#[\w-]*$/.test(href)) return { href, kind: "other" };
  return null;
}
