import type { AppLoadContext } from "@remix-run/cloudflare";
import type { Resource } from "~/utils/api-resources.server";
import { splitLocale, withLocale } from "~/utils/locale-path";
import type { ContentBlockAttributes, PageAttributes } from "../../../contract/pages";
import { prepareBlocks } from "../blocks/prepare-blocks.server";
import type { ContentBlock, PreparedBlock } from "../blocks/types";
import { loadBlockForm } from "../form-builder/fill.server";
import { isNewsPageType, type NewsSummary } from "./news";
import { fetchNews } from "./news.server";
import type { PageView } from "./page";

/** A page with its blocks included (contract/pages.ts). */
type PageRelationships = { contentBlocks: Resource<ContentBlockAttributes>[] };

/** A page as found, with its raw blocks and the news read started beside it (see `NEWS_HINTS`). */
export interface FoundPage {
  page: PageView;
  blocks: ContentBlock[];
  news: NewsRead;
}

interface NewsRead {
  key: string;
  /** The number of items read early, or 0. */
  limit: number;
  items: Promise<NewsSummary[]> | null;
}

/**
 * Per isolate, per (tenant, centre, page filter): how many news items the page's carousels asked for the last time
 * it was rendered (0: none). Only a hint of *when* to read the news: with one, the news read starts beside the page
 * read (one D1 round trip with it, api/read-batch.ts) instead of after it, and it is used only when the page still
 * asks for exactly that many; otherwise the news is read after the page, as without a hint. It holds a number per
 * address, no page, news item or visitor data. docs/decisions/0018-a-cheaper-request-path.md
 */
const NEWS_HINTS = new Map<string, number>();
const NEWS_HINTS_MAX = 1000;

/** For tests: forget every hint. */
export function resetNewsHints() {
  NEWS_HINTS.clear();
}

function startNews(context: AppLoadContext, filter: { slug: string; pageType?: readonly string[] }): NewsRead {
  const key = JSON.stringify([context.tenant?.id ?? null, context.volunteerCenterId, filter.slug, filter.pageType ?? null]);
  const limit = NEWS_HINTS.get(key) ?? 0;
  if (limit === 0) return { key, limit, items: null };
  const items = fetchNews(context.api, { number: 1, size: limit }).then((news) => news.items);
  items.catch(() => {}); // not used when the page changed: its failure must not be an unhandled rejection
  return { key, limit, items };
}

/** The one published page of the request's centre with this slug (the API never returns drafts), or null. */
export async function findPage(
  context: AppLoadContext,
  filter: { slug: string; pageType?: readonly string[] },
): Promise<FoundPage | null> {
  return (await findPageOrMove(context, filter)).found;
}

/** Where a page moved when its slug changed (ADR 0041): its current slug and type. */
export interface MovedPage {
  slug: string;
  pageType: string;
}

/**
 * `findPage`, and when no page has the slug, where the page that had it moved (the API's `meta.redirect_to`, read in
 * the same request): the public routes answer 301 to it.
 */
export async function findPageOrMove(
  context: AppLoadContext,
  filter: { slug: string; pageType?: readonly string[] },
): Promise<{ found: FoundPage | null; movedTo: MovedPage | null }> {
  const news = startNews(context, filter);
  const { data, meta } = await context.api.get<Resource<PageAttributes, PageRelationships>[]>("/api/v1/pages", {
    query: { filter, include: "content_blocks", page: { size: 1 } },
  });
  const found = data[0];
  if (!found) return { found: null, movedTo: movedTo(meta?.redirectTo) };
  return { found: { page: toView(found, context.locale), blocks: found.contentBlocks, news }, movedTo: null };
}

/** The public path of a moved page: news and success stories under /nieuws, the others at the root. */
export function movedPagePath(moved: MovedPage): string {
  return isNewsPageType(moved.pageType) ? `/nieuws/${moved.slug}` : `/${moved.slug}`;
}

function movedTo(value: unknown): MovedPage | null {
  if (typeof value !== "object" || value === null) return null;
  const { slug, pageType } = value as Record<string, unknown>;
  return typeof slug === "string" && typeof pageType === "string" ? { slug, pageType } : null;
}

/** A page by id for its editors' preview (the API answers a draft to an editor of the centre), or null. */
export async function findPageForPreview(context: AppLoadContext, id: string): Promise<FoundPage | null> {
  const { data } = await context.api.get<Resource<PageAttributes, PageRelationships>>(`/api/v1/pages/${encodeURIComponent(id)}`, {
    query: { include: "content_blocks" },
  });
  const news = startNews(context, { slug: `preview:${id}` });
  return { page: toView(data, context.locale), blocks: data.contentBlocks, news };
}

/**
 * The page's texts in the request's language (ADR 0041): on an English page each English text where one is stored,
 * else the Dutch one — the title then marked `lang="nl"` (`titleLang`).
 */
function toView(stored: PageAttributes & { id: string }, locale: string): PageView {
  const en = locale === "en";
  const pick = (dutch: string | null, english: string | null) => (en && english?.trim() ? english : dutch);
  const page = {
    ...stored,
    title: pick(stored.title, stored.titleEn) ?? stored.title,
    summary: pick(stored.summary, stored.summaryEn),
    metaTitle: pick(stored.metaTitle, stored.metaTitleEn),
    metaDescription: pick(stored.metaDescription, stored.metaDescriptionEn),
    ogTitle: pick(stored.ogTitle, stored.ogTitleEn),
    ogDescription: pick(stored.ogDescription, stored.ogDescriptionEn),
  };
  return {
    ...(en && !stored.titleEn?.trim() ? { titleLang: "nl" as const } : {}),
    ...(en && !stored.summaryEn?.trim() ? { summaryLang: "nl" as const } : {}),
    id: page.id,
    slug: page.slug,
    title: page.title,
    pageType: page.pageType,
    pageLayout: page.pageLayout,
    showTitleOnPage: page.showTitleOnPage,
    summary: page.summary,
    imageUrl: page.imageUrl,
    publishedAt: page.publishedAt,
    metaTitle: page.metaTitle,
    metaDescription: page.metaDescription,
    ogTitle: page.ogTitle,
    ogDescription: page.ogDescription,
  };
}

/** The page's blocks, validated, in the page's language and ready to render; site links keep the visitor's /en or /nl. */
export async function preparePageBlocks(context: AppLoadContext, request: Request, found: FoundPage): Promise<PreparedBlock[]> {
  const { prefix } = splitLocale(new URL(request.url).pathname);
  const { news } = found;
  let asked = 0;
  const blocks = await prepareBlocks(found.blocks, {
    localizePath: (path) => withLocale(path, prefix),
    locale: context.locale,
    loadForm: (token) => loadBlockForm(context.api, token),
    loadNews: async (limit) => {
      asked = limit;
      if (news.items && news.limit === limit) return news.items;
      return (await fetchNews(context.api, { number: 1, size: limit })).items;
    },
  });
  if (NEWS_HINTS.get(news.key) !== asked) {
    if (NEWS_HINTS.size >= NEWS_HINTS_MAX) NEWS_HINTS.clear();
    NEWS_HINTS.set(news.key, asked);
  }
  return blocks;
}

/** An absolute URL for og:image (crawlers need the host). */
export function absoluteUrl(request: Request, path: string | null): string | null {
  if (!path) return null;
  try {
    return new URL(path, request.url).href;
  } catch {
    return null;
  }
}
