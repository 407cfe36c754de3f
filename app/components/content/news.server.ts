import type { ApiClient } from "~/utils/api.server";
import { getList, type Resource } from "~/utils/api-resources.server";
import type { PageAttributes } from "../../../contract/pages";
import { NEWS_PAGE_TYPES, NEWS_SUMMARY_FIELDS, type NewsPageType, type NewsSummary } from "./news";

/** The attributes NEWS_SUMMARY_FIELDS asks for (sparse fieldset). */
type NewsAttributes = Pick<PageAttributes, "title" | "slug" | "summary" | "imageUrl" | "publishedAt" | "pageType">;

export interface NewsPage {
  items: NewsSummary[];
  currentPage: number;
  pageCount: number;
  recordCount: number;
}

function toSummary(page: Resource<NewsAttributes>): NewsSummary {
  const { id, slug, title, summary, imageUrl, publishedAt } = page;
  // The query filters on NEWS_PAGE_TYPES: no other page type comes back.
  const pageType = page.pageType as NewsPageType;
  return { id, slug, title, summary: summary ?? null, imageUrl: imageUrl ?? null, publishedAt: publishedAt ?? null, pageType };
}

/** One page of the centre's published news and success stories, newest first. */
export async function fetchNews(api: ApiClient, page: { number: number; size: number }): Promise<NewsPage> {
  const { data, meta } = await getList<NewsAttributes>(api, "/api/v1/pages", {
    query: {
      filter: { pageType: NEWS_PAGE_TYPES },
      sort: "-published_at",
      page: { number: page.number, size: page.size },
      fields: { pages: NEWS_SUMMARY_FIELDS },
    },
  });
  return { items: data.map(toSummary), currentPage: meta.currentPage, pageCount: meta.pageCount, recordCount: meta.recordCount };
}
