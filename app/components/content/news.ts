/** News items: pages of type news or success_story, shown on /nieuws and in NewsCarousel blocks. */
import type { PageAttributes } from "../../../contract/pages";

export const NEWS_PAGE_TYPES = ["news", "success_story"] as const satisfies readonly PageAttributes["pageType"][];
export type NewsPageType = (typeof NEWS_PAGE_TYPES)[number];

/** A news page as lists show it (contract/pages.ts; the API's sparse fieldset NEWS_SUMMARY_FIELDS). */
export type NewsSummary = { id: string; pageType: NewsPageType } & Pick<
  PageAttributes,
  "slug" | "title" | "summary" | "imageUrl" | "publishedAt"
>;

export function isNewsPageType(value: unknown): value is NewsPageType {
  return (NEWS_PAGE_TYPES as readonly unknown[]).includes(value);
}

/** Sizes of the /nieuws page-size chooser; the first page shows DEFAULT_NEWS_PAGE_SIZE items. */
export const NEWS_PAGE_SIZES = [6, 12, 24] as const;
export const DEFAULT_NEWS_PAGE_SIZE = 12;

/** Sparse fieldset for news lists: no content blocks, only what a card shows. */
export const NEWS_SUMMARY_FIELDS = "title,slug,summary,image_url,published_at,page_type";

/** The biggest page number anyone will ever ask for on purpose; more is junk and reads as page 1. */
const MAX_PAGE = 10_000;

/** `?page=2&size=12` of /nieuws; anything invalid falls back to the defaults (never an error). */
export function parseNewsListParams(params: URLSearchParams): { page: number; size: number } {
  const page = Number(params.get("page"));
  const size = Number(params.get("size"));
  return {
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
    size: (NEWS_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_NEWS_PAGE_SIZE,
  };
}

/** The /nieuws address of a list page, leaving out the defaults so the first page is plain /nieuws. */
export function newsListHref(page: number, size: number): string {
  const params = new URLSearchParams();
  if (page > 1) params.set("page", String(page));
  if (size !== DEFAULT_NEWS_PAGE_SIZE) params.set("size", String(size));
  const query = params.toString();
  return query ? `/nieuws?${query}` : "/nieuws";
}
