import { useTranslation } from "react-i18next";
import { Icon } from "../blocks/icons";
import { cx, FOCUS_RING, RADIUS } from "../blocks/ui";
import { LocaleLink } from "../locale-link";

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

/** Plain links (works without JavaScript); `hrefFor` builds the URL of a page, keeping other parameters. */
export function Pagination({ current, total, hrefFor }: { current: number; total: number; hrefFor: (page: number) => string }) {
  const { t } = useTranslation("content");
  if (total <= 1) return null;
  const previous = current > 1 ? Math.min(current - 1, total) : null;
  const next = current < total ? current + 1 : null;
  return (
    <nav aria-label={t("pagination.label")} className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        {previous ? (
          <li>
            <LocaleLink to={hrefFor(previous)} rel="prev" className={LINK}>
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
                to={hrefFor(item)}
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
            <LocaleLink to={hrefFor(next)} rel="next" className={LINK}>
              {t("pagination.next")}
              <Icon name="chevronRight" className="size-4" />
            </LocaleLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
