/**
 * A translation with parts marked `<name>…</name>` (e.g. "Ik ga akkoord met de <terms>algemene voorwaarden</terms>"),
 * each marked part rendered by the function of that name: a link inside running text stays one sentence in the locale
 * file, so a translator sees it whole and may move it. The browser's small i18next has no `<Trans>` (ADR 0013); this
 * is the part of it the app needs. Marks do not nest; a mark without a renderer shows its text.
 */
import { Fragment, type ReactNode } from "react";

const MARK = /<([a-zA-Z][\w-]*)>(.*?)<\/\1>/gs;

export function taggedText(text: string, tags: Record<string, (children: string) => ReactNode>): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(MARK)) {
    const [whole, name, inner] = match;
    const index = match.index ?? 0;
    if (index > last) parts.push(text.slice(last, index));
    const render = tags[name];
    parts.push(<Fragment key={`${name}-${index}`}>{render ? render(inner) : inner}</Fragment>);
    last = index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

export function TaggedText({ text, tags }: { text: string; tags: Record<string, (children: string) => ReactNode> }) {
  return <>{taggedText(text, tags)}</>;
}
