import { Fragment, type ReactNode } from "react";
import { safeLinkHref } from "~/utils/safe-link";
import { SmartLink } from "../locale-link";

const LINK = /\[([^\]]{1,200})\]\(([^)\s]{1,500})\)/g;

function inline(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    out.push(text.slice(last, match.index));
    const link = safeLinkHref(match[2]);
    out.push(
      link ? (
        // SmartLink: a page of this site keeps the visitor's /en prefix (as menus, blocks and Markdown do).
        <SmartLink key={match.index} href={link.href} className="underline underline-offset-2 hover:no-underline">
          {match[1]}
        </SmartLink>
      ) : (
        match[1]
      ),
    );
    last = (match.index ?? 0) + match[0].length;
  }
  out.push(text.slice(last));
  return out;
}

/**
 * A footer column's text (centre settings): paragraphs split by blank lines, line breaks kept, and
 * [label](href) links. Rendered as React nodes, never as HTML, so the text cannot inject markup.
 */
export function FooterText({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n{2,}/)
        .filter((p) => p.trim())
        .map((paragraph, i) => (
          <p key={i} className="mt-2 first:mt-0">
            {paragraph.split("\n").map((line, j) => (
              <Fragment key={j}>
                {j > 0 ? <br /> : null}
                {inline(line)}
              </Fragment>
            ))}
          </p>
        ))}
    </>
  );
}
