import type { ApiClient } from "~/utils/api.server";
import { NEWS_PAGE_TYPES, NEWS_SUMMARY_FIELDS, type NewsSummary } from "./news";

export interface NewsPage {
  items: NewsSummary[];
  currentPage: number;
  pageCount: number;
  recordCount: number;
}

function toSummary(page: NewsSummary): NewsSummary {
  const { id, slug, title, summary, imageUrl, publishedAt, pageType } = page;
  return { id, slug, title, summary: summary ?? null, imageUrl: imageUrl ?? null, publishedAt: publishedAt ?? null, pageType };
}

/** One page of the centre's published news and success stories, newest first. */
export async function fetchNews(api: ApiClient, page: { number: number; size: number }): Promise<NewsPage> {
  const { data, meta } = await api.get<NewsSummary[]>("/api/v1/pages", {
    query: {
      filter: { pageType: NEWS_PAGE_TYPES },
      sort: "-published_at",
      page: { number: page.number, size: page.size },
      fields: { pages: NEWS_SUMMARY_FIELDS },
    },
  });
  const number = (key: string, fallback: number) => (typeof meta?.[key] === "number" ? (meta[key] as number) : fallback);
  return {
    items: data.map(toSummary),
    currentPage: number("currentPage", page.number),
    pageCount: number("pageCount", 1),
    recordCount: number("recordCount", data.length),
  };
}
