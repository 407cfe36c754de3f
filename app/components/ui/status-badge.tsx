/**
 * A record's status as a small label (screen kit). The tone carries meaning by colour *and* the text says it, so
 * colour is never the only cue (WCAG 1.4.1). The colours are fixed Tailwind palettes, not tenant shades: a badge
 * keeps its AA contrast (text against its own background, ≥ 4.5:1) in every tenant theme, light and dark;
 * status-badge.test.ts checks the pairs.
 */
import type { ReactNode } from "react";

export type BadgeTone = "success" | "info" | "warning" | "danger" | "neutral";

export const BADGE_TONES: Record<BadgeTone, string> = {
  success: "bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100",
  info: "bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100",
  warning: "bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100",
  danger: "bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100",
  neutral: "bg-gray-100 text-gray-800 dark:bg-gray-800 dark:text-gray-100",
};

export function StatusBadge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex w-fit items-center justify-self-start rounded-full border border-current/25 px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap ${BADGE_TONES[tone]}`}
    >
      {children}
    </span>
  );
}
