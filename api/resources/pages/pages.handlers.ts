import { asc, eq, inArray } from "drizzle-orm";
import type { Context } from "hono";
import { z } from "zod";
import type { PageAttributes } from "../../../contract/pages";
import { can } from "../../../contract/policy";
import { contentBlocks, PAGE_TYPES, pages } from "../../../db/schema";
import { notFound } from "../../jsonapi/errors";
import { listFilter, type ParsedQuery } from "../../jsonapi/query";
import { identifier, paginate, type ResourceObject, resource, toDocument } from "../../jsonapi/serialize";
import { actorOf } from "../../middleware/auth";
import { jsonApi } from "../../respond";
import { listWithCount, orderBy, parseId, scope } from "../../scope";
import type { ApiEnv, Validated } from "../../types";

type Page = typeof pages.$inferSelect;
type Block = typeof contentBlocks.$inferSelect;

const pageTypeList = listFilter(z.enum(PAGE_TYPES));

const booleanFilter = z.enum(["true", "false"]).transform((v) => v === "true");

export const LIST_PAGES_QUERY = {
  include: ["content_blocks"],
  filters: {
    slug: z.string().max(200),
    page_type: pageTypeList,
    featured: booleanFilter,
  },
  sort: ["published_at", "created_at", "title", "id"],
  defaultSort: "-published_at",
  paginate: true,
  fieldTypes: ["pages", "content_blocks"],
} as const;

export const SHOW_PAGE_QUERY = { include: ["content_blocks"], fieldTypes: ["pages", "content_blocks"] } as const;

function blockResource(block: Block): ResourceObject {
  return resource("content_blocks", block.id, {
    position: block.position,
    blockType: block.blockType,
    props: block.props,
  });
}

/** Blocks are read only when included or when the sparse fieldset keeps the relationship. */
function wantsBlocks(query: { include: Set<string>; fields: Map<string, Set<string>> }) {
  const fields = query.fields.get("pages");
  return query.include.has("content_blocks") || !fields || fields.has("contentBlocks");
}

/** `blocks` undefined = not loaded: the relationship is then given without linkage data. */
function pageResource(page: Page, blocks: Block[] | undefined): ResourceObject {
  const { id, tenantId: _tenant, ...rest } = page;
  const attributes: PageAttributes = rest;
  return resource(
    "pages",
    id,
    attributes,
    {
      contentBlocks: blocks ? { data: blocks.map((b) => identifier("content_blocks", b.id)) } : {},
      volunteerCenter: { data: identifier("volunteer_centers", page.volunteerCenterId) },
    },
    { self: `/api/v1/pages/${id}` },
  );
}

async function blocksFor(c: Context<ApiEnv>, pageIds: number[]) {
  const byPage = new Map<number, Block[]>();
  if (pageIds.length === 0) return byPage;
  const s = scope(c);
  const rows = await s.db
    .select()
    .from(contentBlocks)
    .where(s.where(contentBlocks, inArray(contentBlocks.pageId, pageIds)))
    .orderBy(asc(contentBlocks.pageId), asc(contentBlocks.position), asc(contentBlocks.id));
  for (const block of rows) byPage.set(block.pageId, [...(byPage.get(block.pageId) ?? []), block]);
  return byPage;
}

/** Public visibility: only published pages of the request's centre (lists are the public site's, for everyone). */
function visible(c: Context<ApiEnv>) {
  const s = scope(c);
  return s.where(pages, eq(pages.volunteerCenterId, s.centerId()), eq(pages.isPublished, true));
}

/** One page by id: page editors of the centre (contract/policy.ts, pages.manage) also see its drafts, e.g. to preview. */
function visibleById(c: Context<ApiEnv>) {
  const s = scope(c);
  const editor = can(actorOf(c), "pages.manage", { centerId: s.centerId() });
  return editor ? s.where(pages, eq(pages.volunteerCenterId, s.centerId())) : visible(c);
}

export async function listPages(c: Validated<{ query: ParsedQuery<(typeof LIST_PAGES_QUERY)["filters"]> }>) {
  const url = new URL(c.req.url);
  const query = c.req.valid("query");
  const s = scope(c);
  const where = s.where(
    pages,
    visible(c),
    query.filter.slug !== undefined ? eq(pages.slug, query.filter.slug) : undefined,
    query.filter.page_type ? inArray(pages.pageType, query.filter.page_type) : undefined,
    query.filter.featured !== undefined ? eq(pages.featured, query.filter.featured) : undefined,
  );
  const [rows, total] = await listWithCount(
    s.db,
    s.db
      .select()
      .from(pages)
      .where(where)
      .orderBy(
        ...orderBy(
          query.sort,
          { published_at: pages.publishedAt, created_at: pages.createdAt, title: pages.title, id: pages.id },
          pages.id,
        ),
      )
      .limit(query.page.size)
      .offset((query.page.number - 1) * query.page.size),
    pages,
    where,
  );
  const withBlocks = wantsBlocks(query);
  const blocks = withBlocks
    ? await blocksFor(
        c,
        rows.map((p) => p.id),
      )
    : new Map<number, Block[]>();
  const pagination = paginate(url, query.page, total);
  return jsonApi(
    c,
    toDocument(
      {
        data: rows.map((p) => pageResource(p, withBlocks ? (blocks.get(p.id) ?? []) : undefined)),
        included: query.include.has("content_blocks")
          ? rows.flatMap((p) => (blocks.get(p.id) ?? []).map(blockResource))
          : undefined,
        meta: pagination.meta,
        links: pagination.links,
      },
      query.fields,
    ),
  );
}

export async function showPage(c: Validated<{ query: ParsedQuery<Record<string, never>> }>) {
  const query = c.req.valid("query");
  const id = parseId(c.req.param("id"));
  const s = scope(c);
  const [page] = id
    ? await s.db
        .select()
        .from(pages)
        .where(s.where(pages, visibleById(c), eq(pages.id, id)))
        .limit(1)
    : [];
  if (!page) throw notFound();
  const blocks = (await blocksFor(c, [page.id])).get(page.id) ?? [];
  return jsonApi(
    c,
    toDocument(
      { data: pageResource(page, blocks), included: query.include.has("content_blocks") ? blocks.map(blockResource) : undefined },
      query.fields,
    ),
  );
}
