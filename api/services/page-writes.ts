/**
 * The writes of a page (ADR 0041), each one D1 batch (its transaction): create, save (settings and publication),
 * restore a revision, delete. A save is decided inside the batch by the version the editor read: every statement
 * is conditioned on `lock_version = ?`, the UPDATE last, so a stale save changes nothing and the handler answers 409.
 * Before the UPDATE the same batch keeps the page as it was (its fields and its blocks as JSON, built by SQL from the
 * stored row, not from a read in between) in `page_revisions`, prunes them to the last MAX_PAGE_REVISIONS, and keeps
 * a redirect from the old slug when the slug changes.
 */
import { and, eq, ne, sql } from "drizzle-orm";
import type { Context } from "hono";
import { MAX_PAGE_REVISIONS, type PageSnapshot } from "../../contract/pages";
import { createDb, type Db } from "../../db";
import { pageRedirects, pages } from "../../db/schema";
import { fieldError, JsonApiError } from "../jsonapi/errors";
import { scope } from "../scope";
import type { ApiEnv } from "../types";
import { bumpContentGenerationOf } from "./content-generation";
import { type Statement, writeBatch } from "./notification-mails";

export type PageRow = typeof pages.$inferSelect;
/** The columns a save may set (never the tenant, centre, id or version). */
export type PageColumns = Partial<
  Omit<PageRow, "id" | "tenantId" | "volunteerCenterId" | "lockVersion" | "createdAt" | "updatedAt">
>;

export const SLUG_POINTER = "/data/attributes/slug";
export const LOCK_POINTER = "/data/attributes/lock_version";

export const slugTaken = () =>
  new JsonApiError(422, [
    {
      ...fieldError(SLUG_POINTER, "taken", "Another page of this centre has this slug."),
      meta: { message: "content-admin:errors.slugTaken" },
    },
  ]);

export const stale = () =>
  new JsonApiError(409, [
    {
      ...fieldError(LOCK_POINTER, "stale", "The page was changed meanwhile: reload it and apply your changes again."),
      title: "Conflict",
      meta: { message: "content-admin:errors.stale" },
    },
  ]);

/** A UNIQUE violation of the centre's slugs (a race the pre-check could not see): the same 422 as the pre-check. */
function isSlugConflict(error: unknown): boolean {
  const text = String((error as { cause?: unknown })?.cause ?? "") + String(error);
  return /UNIQUE constraint failed: pages\.volunteer_center_id, pages\.slug/.test(text);
}

/** Is `slug` another page's in the centre? */
export async function slugInUse(c: Context<ApiEnv>, centerId: number, slug: string, exceptId?: number) {
  const s = scope(c);
  const [row] = await s.db
    .select({ id: pages.id })
    .from(pages)
    .where(
      s.where(pages, eq(pages.volunteerCenterId, centerId), eq(pages.slug, slug), exceptId ? ne(pages.id, exceptId) : undefined),
    )
    .limit(1);
  return row !== undefined;
}

/** The page as it is when the batch runs, as JSON (`PageSnapshot`), for the INSERT … SELECT of a revision. */
const SNAPSHOT = sql`json_object('page', json_object(
    'page_layout', p.page_layout, 'page_type', p.page_type, 'title', p.title, 'title_en', p.title_en, 'slug', p.slug,
    'show_title_on_page', p.show_title_on_page, 'is_published', p.is_published, 'summary', p.summary,
    'summary_en', p.summary_en, 'featured', p.featured, 'image_url', p.image_url, 'meta_title', p.meta_title,
    'meta_title_en', p.meta_title_en, 'meta_description', p.meta_description,
    'meta_description_en', p.meta_description_en, 'og_title', p.og_title, 'og_title_en', p.og_title_en,
    'og_description', p.og_description, 'og_description_en', p.og_description_en, 'publish_at', p.publish_at,
    'published_at', p.published_at),
  'blocks', (select json_group_array(json_object('position', b.position, 'block_type', b.block_type, 'props', json(b.props),
      'props_en', json(b.props_en)))
    from (select position, block_type, props, props_en from content_blocks where page_id = p.id order by position, id) b))`;

/** The statements every save of page `id` at `version` starts with: the revision of the page as it is, then pruning. */
function revisionStatements(c: Context<ApiEnv>, id: number, version: number) {
  const s = scope(c);
  const userId = c.get("currentUser")?.user.id ?? null;
  return [
    sql`insert into page_revisions (tenant_id, page_id, user_id, lock_version, snapshot)
      select p.tenant_id, p.id, ${userId}, p.lock_version, ${SNAPSHOT}
      from pages p where p.id = ${id} and p.tenant_id = ${s.tenantId} and p.lock_version = ${version}`,
    sql`delete from page_revisions where page_id = ${id} and id not in
      (select id from page_revisions where page_id = ${id} order by id desc limit ${MAX_PAGE_REVISIONS})`,
  ] as const;
}

/** `lock_version = version` for page `id`, as a condition of a statement on another table. */
export const atVersion = (id: number, version: number) =>
  sql`exists (select 1 from pages where id = ${id} and lock_version = ${version})`;

/** Creates a page in the request's centre; a redirect that had its slug gives way to it. */
export async function createPage(c: Context<ApiEnv>, centerId: number, columns: PageColumns & { title: string; slug: string }) {
  const s = scope(c);
  if (await slugInUse(c, centerId, columns.slug)) throw slugTaken();
  try {
    const [, [created]] = await s.db.batch([
      s.db
        .delete(pageRedirects)
        .where(s.where(pageRedirects, eq(pageRedirects.volunteerCenterId, centerId), eq(pageRedirects.slug, columns.slug))),
      s.db
        .insert(pages)
        .values({ ...columns, tenantId: s.tenantId, volunteerCenterId: centerId })
        .returning(),
    ]);
    if (!created) throw new Error("insert returned no page");
    return created;
  } catch (error) {
    if (isSlugConflict(error)) throw slugTaken();
    throw error;
  }
}

/**
 * Saves `columns` on `page` if it is still at `version`: revision, redirect, the UPDATE, in one batch. `blocks`, when
 * given, replace the page's blocks in the same batch (a restore); `statements` are a block edit's own
 * (api/services/block-writes.ts), each conditioned on the version (`atVersion`). Returns the saved row; 409 `stale`
 * otherwise.
 */
export async function savePage(
  c: Context<ApiEnv>,
  page: PageRow,
  version: number,
  columns: PageColumns,
  blocks?: PageSnapshot["blocks"],
  statements: Statement[] = [],
) {
  const s = scope(c);
  const slug = columns.slug;
  if (slug !== undefined && slug !== page.slug && (await slugInUse(c, page.volunteerCenterId, slug, page.id))) throw slugTaken();
  const [revision, prune] = revisionStatements(c, page.id, version);
  const slugStatements =
    slug === undefined
      ? []
      : [
          // The old address keeps working (301): upsert, since a slug given up twice points to the latest page.
          sql`insert into page_redirects (tenant_id, volunteer_center_id, slug, page_id)
            select tenant_id, volunteer_center_id, slug, id from pages
            where id = ${page.id} and lock_version = ${version} and slug <> ${slug} and slug <> ''
            on conflict (volunteer_center_id, slug) do update set page_id = excluded.page_id`,
          // The new address is the page's own now, never a redirect (also when it takes back an old slug of its own).
          s.db
            .delete(pageRedirects)
            .where(
              s.where(
                pageRedirects,
                eq(pageRedirects.volunteerCenterId, page.volunteerCenterId),
                eq(pageRedirects.slug, slug),
                atVersion(page.id, version),
              ),
            ),
        ];
  const blockStatements =
    blocks === undefined
      ? []
      : [
          sql`delete from content_blocks where page_id = ${page.id} and ${atVersion(page.id, version)}`,
          sql`insert into content_blocks (tenant_id, page_id, position, block_type, props, props_en)
            select ${s.tenantId}, ${page.id}, json_extract(value, '$.position'), json_extract(value, '$.block_type'),
              json_extract(value, '$.props'), json_extract(value, '$.props_en')
            from json_each(${JSON.stringify(blocks)}) where ${atVersion(page.id, version)}`,
        ];
  const update = s.db
    .update(pages)
    .set({
      ...columns,
      lockVersion: sql`${pages.lockVersion} + 1`,
      updatedAt: sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
    })
    .where(s.where(pages, eq(pages.id, page.id), eq(pages.lockVersion, version)))
    .returning({ id: pages.id });
  try {
    // Raw SQL and builders in one D1 batch (drizzle's own batch cannot bind raw SQL): writeBatch.
    const results = await writeBatch(s.db, [revision, prune, ...slugStatements, ...blockStatements, ...statements, update]);
    if ((results[results.length - 1] ?? []).length === 0) throw stale();
  } catch (error) {
    if (isSlugConflict(error)) throw slugTaken();
    throw error;
  }
  const [saved] = await s.db.select().from(pages).where(eq(pages.id, page.id)).limit(1);
  if (!saved) throw stale();
  return saved;
}

/** Deletes a page: its blocks, redirects and revisions go with it (ON DELETE CASCADE); menu items keep no page. */
export async function deletePage(c: Context<ApiEnv>, page: PageRow) {
  const s = scope(c);
  await s.db.delete(pages).where(s.where(pages, eq(pages.id, page.id)));
}

/**
 * The scheduled publication (cron, ADR 0041): every unpublished page whose `publish_at` has come is published, once
 * (the schedule is cleared by the same statement, so a second run finds nothing), and the content generation of each
 * tenant with a page published goes up. `now` is the clock, for tests.
 */
export async function publishScheduledPages(env: Pick<Env, "DB">, now: Date = new Date(), db: Db = createDb(env.DB)) {
  const at = now.toISOString();
  const due = and(eq(pages.isPublished, false), sql`${pages.publishAt} is not null and ${pages.publishAt} <= ${at}`);
  // One batch, one transaction: the generations of the tenants whose pages are due go up with the publication itself
  // (ADR 0049), so their next anonymous visit renders the published page. (The bump reads the due pages first.)
  const [, done] = await db.batch([
    bumpContentGenerationOf(db, sql`select distinct ${pages.tenantId} from ${pages} where ${due}`),
    db
      .update(pages)
      .set({
        isPublished: true,
        publishedAt: sql`coalesce(${pages.publishedAt}, ${pages.publishAt})`,
        publishAt: null,
        lockVersion: sql`${pages.lockVersion} + 1`,
        updatedAt: at,
      })
      .where(due)
      .returning({ id: pages.id }),
  ]);
  return { published: done.length };
}
