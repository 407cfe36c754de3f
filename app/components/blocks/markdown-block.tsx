import { useRef } from "react";
import { useDelegatedAnchors } from "remix-utils/use-delegated-anchors";
import type { BlockViewProps } from "./types";
import { BLOCK_SPACING, Container } from "./ui";

/**
 * Typography for HTML we do not write ourselves (the rich-text renderer's output), as arbitrary variants: the
 * few rules a "prose" plugin would give, in the theme's colours.
 */
export const PROSE = [
  "max-w-3xl text-lg leading-relaxed text-foreground",
  "[&>:first-child]:mt-0",
  "[&_p]:mt-4",
  "[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-primary-800 dark:[&_h2]:text-primary-100",
  "[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-primary-800 dark:[&_h3]:text-primary-100",
  "[&_h4]:mt-6 [&_h4]:font-semibold",
  "[&_a]:font-medium [&_a]:text-primary-800 [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-primary-950",
  "dark:[&_a]:text-primary-300 dark:hover:[&_a]:text-primary-200",
  "[&_a]:rounded-sm focus-visible:[&_a]:outline-2 focus-visible:[&_a]:outline-offset-2 focus-visible:[&_a]:outline-primary-700",
  "[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-1 [&_li]:pl-1",
  "[&_li::marker]:text-primary-700 dark:[&_li::marker]:text-primary-300",
  "[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-primary-300 [&_blockquote]:pl-4 [&_blockquote]:italic",
  "[&_code]:rounded [&_code]:bg-muted-100 [&_code]:px-1 [&_code]:text-[0.9em] dark:[&_code]:bg-muted-800",
  "[&_pre]:mt-4 [&_pre]:overflow-x-auto [&_pre]:rounded-[var(--radius,0.5rem)] [&_pre]:bg-muted-100 [&_pre]:p-4 dark:[&_pre]:bg-muted-800",
  "[&_pre_code]:bg-transparent [&_pre_code]:p-0",
  "[&_hr]:my-8 [&_hr]:border-muted-200 dark:[&_hr]:border-muted-700",
  "[&_img]:mt-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-[var(--radius,0.5rem)]",
  "[&_table]:mt-4 [&_table]:w-full [&_table]:border-collapse [&_table]:text-base",
  "[&_th]:border-b-2 [&_th]:border-muted-300 [&_th]:p-2 [&_th]:text-left [&_td]:border-b [&_td]:border-muted-200 [&_td]:p-2",
  "dark:[&_th]:border-muted-600 dark:[&_td]:border-muted-700",
  "[&_strong]:font-semibold",
].join(" ");

/** HTML of the rich-text allow-list, rendered on the server (contract/rich-text.ts); site links navigate client-side. */
export function MarkdownBlock({ props }: BlockViewProps<"Markdown">) {
  const ref = useRef<HTMLDivElement>(null);
  useDelegatedAnchors(ref);
  return (
    <Container className={BLOCK_SPACING}>
      <div ref={ref} className={PROSE} dangerouslySetInnerHTML={{ __html: props.html }} />
    </Container>
  );
}
