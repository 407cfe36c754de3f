import { and, asc, count, eq, inArray, isNotNull, isNull, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Context } from "hono";
import { z } from "zod";
import type { ContentBlockAttributes, PageAttributes } from "../../../contract/pages";
import { can } from "../../../contract/policy";
import { contentBlocks, PAGE_TYPES, pageRedirects, pages } from "../../../db/schema";
import { notFound } from "../../jsonapi/errors";
import { listFilter, type ParsedQuery } from "../../jsonapi/query";
import { identifier, paginate, type ResourceObject, resource, toDocument } from "../../jsonapi/serialize";
import { actorOf } from "../../middleware/auth";
import { idParam } from "../../middleware/params";
import { jsonApi } from "../../respond";
import { orderBy, scope } from "../../scope";
import type { ApiEnv, Validated } from "../../types";

type Page = typeof pages.$inferSelect;
type Block = typeof contentBlocks.$inferSelect;

const pageTypeList = listFilter(z.enum(PAGE_TYPES));

const PAGE_STATUSES = ["published", "draft", "scheduled"] as const;
type PageStatus = (typeof PAGE_STATUSES)[number];

const STATUS_WHERE: Record<PageStatus, SQL> = {
  published: eq(pages.isPublished, true),
  draft: and(eq(pages.isPublished, false), isNull(pages.publishAt)) as SQL,
  scheduled: and(eq(pages.isPublished, false), isNotNull(pages.publishAt)) as SQL,
};

const booleanFilter = z.enum(["true", "false"]).transform((v) => v === "true");

export const LIST_PAGES_QUERY = {
  include: ["content_blocks"],
  filters: {
    slug: z.string().max(200),
    page_type: pageTypeList,
    featured: booleanFilter,
    /** Editors of the centre only (pages.manage): drafts and scheduled pages; everyone else finds published ones. */
    status: listFilter(z.enum(PAGE_STATUSES)),
    /** Title (Dutch or English) or slug contains. */
    q: z.string().trim().max(100),
  },
  sort: ["published_at", "created_at", "title", "id"],
  defaultSort: "-published_at",
  paginate: true,
  fieldTypes: ["pages", "content_blocks"],
} as const;

export const SHOW_PAGE_QUERY = { include: ["content_blocks"], fieldTypes: ["pages", "content_blocks"] } as const;

export function blockResource(block: Block): ResourceObject {
  const attributes: ContentBlockAttributes = {
    position: block.position,
    blockType: block.blockType,
    props: block.props,
    propsEn: block.propsEn ?? null,
  };
  return resource("content_blocks", block.id, attributes);
}

/** Blocks are read only when included or when the sparse fieldset keeps the relationship. */
function wantsBlocks(query: { include: Set<string>; fields: Map<string, Set<string>> }) {
  const fields = query.fields.get("pages");
  return query.include.has("content_blocks") || !fields || fields.has("contentBlocks");
}

/** `blocks` undefined = not loaded: the relationship is then given without linkage data. */
export function pageResource(page: Page, blocks: Pick<Block, "id">[] | undefined): ResourceObject {
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

/**
 * The blocks of the pages `pageIds` selects (a subquery), in page and position order: part of the same D1 batch as
 * the pages themselves, so a page with its blocks costs one round trip instead of two.
 */
function blocksOf(c: Context<ApiEnv>, pageIds: SQLWrapper) {
  const s = scope(c);
  return s.db
    .select()
    .from(contentBlocks)
    .where(s.where(contentBlocks, inArray(contentBlocks.pageId, pageIds)))
    .orderBy(asc(contentBlocks.pageId), asc(contentBlocks.position), asc(contentBlocks.id));
}

/** The same blocks as `blocksOf`, only as far as the relationship's linkage needs them (not included: no props). */
function blockLinksOf(c: Context<ApiEnv>, pageIds: SQLWrapper) {
  const s = scope(c);
  return s.db
    .select({ id: contentBlocks.id, pageId: contentBlocks.pageId })
    .from(contentBlocks)
    .where(s.where(contentBlocks, inArray(contentBlocks.pageId, pageIds)))
    .orderBy(asc(contentBlocks.pageId), asc(contentBlocks.position), asc(contentBlocks.id));
}

function byPage<T extends Pick<Block, "pageId">>(rows: T[]) {
  const out = new Map<number, T[]>();
  for (const block of rows) {
    const list = out.get(block.pageId);
    if (list) list.push(block);
    else out.set(block.pageId, [block]);
  }
  return out;
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

/** The published page that had `slug` before its slug changed: its current slug and type, or undefined. */
async function redirectOf(c: Context<ApiEnv>, slug: string) {
  const s = scope(c);
  const moved = s.db
    .select({ pageId: pageRedirects.pageId })
    .from(pageRedirects)
    .where(s.where(pageRedirects, eq(pageRedirects.volunteerCenterId, s.centerId()), eq(pageRedirects.slug, slug)));
  const [page] = await s.db
    .select({ slug: pages.slug, pageType: pages.pageType })
    .from(pages)
    .where(s.where(pages, visible(c), inArray(pages.id, moved)))
    .limit(1);
  return page;
}

export async function listPages(c: Validated<{ query: ParsedQuery<(typeof LIST_PAGES_QUERY)["filters"]> }>) {
  const url = new URL(c.req.url);
  const query = c.req.valid("query");
  const s = scope(c);
  const statuses = query.filter.status;
  // A status filter is the editors' list (/content): the centre's pages in those states; anyone else, published only.
  const editor = can(actorOf(c), "pages.manage", { centerId: s.centerId() });
  const q = query.filter.q?.replace(/[\\%_]/g, (ch) => `\\${ch}`);
  const where = s.where(
    pages,
    statuses && editor
      ? and(eq(pages.volunteerCenterId, s.centerId()), or(...statuses.map((st) => STATUS_WHERE[st])))
      : and(visible(c), statuses && !statuses.includes("published") ? eq(pages.id, -1) : undefined),
    q
      ? or(
          sql`${pages.title} like ${`%${q}%`} escape '\\'`,
          sql`${pages.titleEn} like ${`%${q}%`} escape '\\'`,
          sql`${pages.slug} like ${`%${q}%`} escape '\\'`,
        )
      : undefined,
    query.filter.slug !== undefined ? eq(pages.slug, query.filter.slug) : undefined,
    query.filter.page_type ? inArray(pages.pageType, query.filter.page_type) : undefined,
    query.filter.featured !== undefined ? eq(pages.featured, query.filter.featured) : undefined,
  );
  const order = orderBy(
    query.sort,
    { published_at: pages.publishedAt, created_at: pages.createdAt, title: pages.title, id: pages.id },
    pages.id,
  );
  const offset = (query.page.number - 1) * query.page.size;
  const list = s.db
    .select()
    .from(pages)
    .where(where)
    .orderBy(...order)
    .limit(query.page.size)
    .offset(offset);
  const counted = s.db.select({ n: count() }).from(pages).where(where);
  const withBlocks = wantsBlocks(query);
  const included = query.include.has("content_blocks");
  // One D1 round trip (a batch, read in one transaction): the page of rows, the total, and the blocks of exactly
  // those rows (the same WHERE, ORDER BY, LIMIT and OFFSET as a subquery) — whole when included, else their ids.
  const rowIds = s.db
    .select({ id: pages.id })
    .from(pages)
    .where(where)
    .orderBy(...order)
    .limit(query.page.size)
    .offset(offset);
  const [rows, [total], blockRows] = included
    ? await s.db.batch([list, counted, blocksOf(c, rowIds)])
    : withBlocks
      ? await s.db.batch([list, counted, blockLinksOf(c, rowIds)])
      : [...(await s.db.batch([list, counted])), [] as Pick<Block, "id" | "pageId">[]];
  const blocks = byPage<Pick<Block, "id" | "pageId">>(blockRows);
  const pagination = paginate(url, query.page, total?.n ?? 0);
  // A slug that finds nothing may be a page's old one (ADR 0041): the meta names where it moved, for a 301.
  const redirect = rows.length === 0 && query.filter.slug ? await redirectOf(c, query.filter.slug) : undefined;
  return jsonApi(
    c,
    toDocument(
      {
        data: rows.map((p) => pageResource(p, withBlocks ? (blocks.get(p.id) ?? []) : undefined)),
        // Included: `blocksOf` read the whole rows.
        included: included ? rows.flatMap((p) => ((blocks.get(p.id) ?? []) as Block[]).map(blockResource)) : undefined,
        meta: redirect ? { ...pagination.meta, redirectTo: redirect } : pagination.meta,
        links: pagination.links,
      },
      query.fields,
    ),
  );
}

export async function showPage(c: Validated<{ query: ParsedQuery<Record<string, never>> }>) {
  const query = c.req.valid("query");
  const id = idParam(c);
  const s = scope(c);
  const visibleWithId = s.where(pages, visibleById(c), eq(pages.id, id));
  // One round trip: the page and its blocks (the blocks query repeats the page's visibility as a subquery).
  const [[page], blockRows] = await s.db.batch([
    s.db.select().from(pages).where(visibleWithId).limit(1),
    blocksOf(c, s.db.select({ id: pages.id }).from(pages).where(visibleWithId)),
  ]);
  if (!page) throw notFound();
  const blocks = blockRows.filter((b) => b.pageId === page.id);
  return jsonApi(
    c,
    toDocument(
      { data: pageResource(page, blocks), included: query.include.has("content_blocks") ? blocks.map(blockResource) : undefined },
      query.fields,
    ),
  );
}
