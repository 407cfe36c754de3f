import type { AppLoadContext } from "@remix-run/cloudflare";
import { splitLocale, withLocale } from "~/utils/locale-path";
import { prepareBlocks } from "../blocks/prepare-blocks.server";
import type { ApiContentBlock, PreparedBlock } from "../blocks/types";
import { fetchNews } from "./news.server";
import type { PageView } from "./page";

interface ApiPage extends PageView {
  contentBlocks?: ApiContentBlock[];
}

/** The one published page of the request's centre with this slug (the API never returns drafts), or null. */
export async function findPage(
  context: AppLoadContext,
  filter: { slug: string; pageType?: readonly string[] },
): Promise<{ page: PageView; blocks: ApiContentBlock[] } | null> {
  const { data } = await context.api.get<ApiPage[]>("/api/v1/pages", {
    query: { filter, include: "content_blocks", page: { size: 1 } },
  });
  const found = data[0];
  if (!found) return null;
  const { contentBlocks = [], ...page } = found;
  return { page: toView(page), blocks: contentBlocks };
}

function toView(page: PageView): PageView {
  return {
    id: page.id,
    slug: page.slug,
    title: page.title,
    pageType: page.pageType,
    pageLayout: page.pageLayout,
    showTitleOnPage: page.showTitleOnPage,
    summary: page.summary ?? null,
    imageUrl: page.imageUrl ?? null,
    publishedAt: page.publishedAt ?? null,
    metaTitle: page.metaTitle ?? null,
    metaDescription: page.metaDescription ?? null,
    ogTitle: page.ogTitle ?? null,
    ogDescription: page.ogDescription ?? null,
  };
}

/** The page's blocks, validated and ready to render; site links in Markdown keep the visitor's /en or /nl. */
export function preparePageBlocks(
  context: AppLoadContext,
  request: Request,
  blocks: ApiContentBlock[],
): Promise<PreparedBlock[]> {
  const { prefix } = splitLocale(new URL(request.url).pathname);
  return prepareBlocks(blocks, {
    localizePath: (path) => withLocale(path, prefix),
    loadNews: async (limit) => (await fetchNews(context.api, { number: 1, size: limit })).items,
  });
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
