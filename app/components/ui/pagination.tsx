/**
 * Paging of a list (the screen kit, ARCHITECTURE "A screen"): plain links, so it works without JavaScript. Used by
 * the news list and the admin list screens; by default a page's link keeps the other query parameters (filters,
 * sort) and only sets `page`.
 */
import { useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Icon } from "../blocks/icons";
import { cx, FOCUS_RING, RADIUS } from "../blocks/ui";
import { LocaleLink } from "../locale-link";
import { hrefWith, type QueryLocation } from "./query-href";

export type PageItem = number | "gap";

/** Page numbers to show: the first, the last, and the current one with its neighbours; gaps in between. */
export function pageWindow(current: number, total: number, neighbours = 1): PageItem[] {
  const pages = new Set([1, total]);
  for (let p = current - neighbours; p <= current + neighbours; p++) if (p >= 1 && p <= total) pages.add(p);
  const sorted = [...pages].filter((p) => p >= 1).sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const [i, p] of sorted.entries()) {
    const previous = sorted[i - 1];
    // A gap of exactly one page shows that page instead of an ellipsis.
    if (previous !== undefined && p - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && p - previous > 2) items.push("gap");
    items.push(p);
  }
  return items;
}

const ITEM = cx("inline-flex min-h-11 min-w-11 items-center justify-center gap-1 px-3 font-semibold", RADIUS);
const LINK = cx(ITEM, "text-primary-800 hover:bg-primary-50 dark:text-primary-200 dark:hover:bg-primary-950", FOCUS_RING);

/** The current URL on another page, other parameters kept (page 1 drops the parameter). */
export function pageHref(location: QueryLocation, page: number): string {
  return hrefWith(location, { page: page > 1 ? String(page) : null });
}

/** Plain links (works without JavaScript); `hrefFor` builds the URL of a page (default: `pageHref`). */
export function Pagination({
  current,
  total,
  hrefFor,
  className = "mt-10",
}: {
  current: number;
  total: number;
  hrefFor?: (page: number) => string;
  className?: string;
}) {
  const { t } = useTranslation("ui");
  const location = useLocation();
  if (total <= 1) return null;
  const href = hrefFor ?? ((page: number) => pageHref(location, page));
  const previous = current > 1 ? Math.min(current - 1, total) : null;
  const next = current < total ? current + 1 : null;
  return (
    <nav aria-label={t("pagination.label")} className={className}>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        {previous ? (
          <li>
            <LocaleLink to={href(previous)} rel="prev" className={LINK}>
              <Icon name="chevronLeft" className="size-4" />
              {t("pagination.previous")}
            </LocaleLink>
          </li>
        ) : null}
        {pageWindow(Math.min(current, total), total).map((item, index) =>
          item === "gap" ? (
            <li key={`gap-${index}`} aria-hidden="true" className={cx(ITEM, "text-muted-700 dark:text-muted-300")}>
              …
            </li>
          ) : (
            <li key={item}>
              <LocaleLink
                to={href(item)}
                aria-current={item === current ? "page" : undefined}
                aria-label={t("pagination.page", { page: item })}
                className={cx(
                  LINK,
                  item === current &&
                    "bg-primary-700 text-white hover:bg-primary-800 dark:bg-primary-700 dark:text-white dark:hover:bg-primary-800",
                )}
              >
                {item}
              </LocaleLink>
            </li>
          ),
        )}
        {next ? (
          <li>
            <LocaleLink to={href(next)} rel="next" className={LINK}>
              {t("pagination.next")}
              <Icon name="chevronRight" className="size-4" />
            </LocaleLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
