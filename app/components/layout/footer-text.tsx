import { Fragment, type ReactNode } from "react";

const LINK = /\[([^\]]{1,200})\]\(([^)\s]{1,500})\)/g;

function safeHref(href: string): string | null {
  if (href.startsWith("/") && !href.startsWith("//")) return href;
  if (/^(https?:|mailto:|tel:)/i.test(href)) return href;
  return null;
}

function inline(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    out.push(text.slice(last, match.index));
    const href = safeHref(match[2]);
    out.push(
      href ? (
        <a
          key={match.index}
          href={href}
          className="underline underline-offset-2 hover:no-underline"
          {...(href.startsWith("http") ? { rel: "noopener noreferrer" } : {})}
        >
          {match[1]}
        </a>
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
