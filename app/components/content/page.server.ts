import type { AppLoadContext } from "@remix-run/cloudflare";
import { getList, type Resource } from "~/utils/api-resources.server";
import { splitLocale, withLocale } from "~/utils/locale-path";
import type { ContentBlockAttributes, PageAttributes } from "../../../contract/pages";
import { prepareBlocks } from "../blocks/prepare-blocks.server";
import type { ContentBlock, PreparedBlock } from "../blocks/types";
import { fetchNews } from "./news.server";
import type { PageView } from "./page";

/** A page with its blocks included (contract/pages.ts). */
type PageRelationships = { contentBlocks: Resource<ContentBlockAttributes>[] };

/** The one published page of the request's centre with this slug (the API never returns drafts), or null. */
export async function findPage(
  context: AppLoadContext,
  filter: { slug: string; pageType?: readonly string[] },
): Promise<{ page: PageView; blocks: ContentBlock[] } | null> {
  const { data } = await getList<PageAttributes, PageRelationships>(context.api, "/api/v1/pages", {
    query: { filter, include: "content_blocks", page: { size: 1 } },
  });
  const found = data[0];
  if (!found) return null;
  return { page: toView(found), blocks: found.contentBlocks };
}

function toView(page: PageView): PageView {
  return {
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

/** The page's blocks, validated and ready to render; site links in Markdown keep the visitor's /en or /nl. */
export function preparePageBlocks(context: AppLoadContext, request: Request, blocks: ContentBlock[]): Promise<PreparedBlock[]> {
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
