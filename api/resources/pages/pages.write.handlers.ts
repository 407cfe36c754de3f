/**
 * Writes on /api/v1/pages (ADR 0041): create, save (settings, publication, schedule), delete, and the revisions a
 * save keeps (list, restore). The routes have already checked who may and what was sent; the batches are
 * api/services/page-writes.ts.
 */
import { desc, eq, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { z } from "zod";
import { localToUtc } from "../../../contract/activity-time";
import {
  LOCAL_DATE_TIME,
  type PageRevisionAttributes,
  type PageSnapshot,
  type pageCreateInput,
  type pageUpdateInput,
  slugify,
} from "../../../contract/pages";
import { pageRevisions, users } from "../../../db/schema";
import { fieldError, JsonApiError } from "../../jsonapi/errors";
import { resource, toDocument } from "../../jsonapi/serialize";
import type { ValidBody } from "../../middleware/validate";
import { jsonApi } from "../../respond";
import { scope } from "../../scope";
import { createPage, deletePage, type PageColumns, type PageRow, SLUG_POINTER, savePage } from "../../services/page-writes";
import type { ApiEnv, Validated } from "../../types";
import { pathPageOf, pathRevisionOf } from "./pages.guards";
import { pageResource } from "./pages.handlers";

type Create = ValidBody<z.output<typeof pageCreateInput>>;
type Update = ValidBody<z.output<typeof pageUpdateInput>>;
type Fields = Omit<z.output<typeof pageUpdateInput>, "lock_version">;

const slugError = (code: string, detail: string, message: string) =>
  new JsonApiError(422, [{ ...fieldError(SLUG_POINTER, code, detail), meta: { message } }]);

/** `YYYY-MM-DDTHH:mm` in Amsterdam as UTC ISO. */
function scheduledAt(local: string | null): string | null {
  const match = local ? LOCAL_DATE_TIME.exec(local) : null;
  return match ? localToUtc(match[1] as string, match[2] as string) : null;
}

/** The plain columns of the fields sent (absent = unchanged); slug and publication are decided by the callers. */
function columnsOf(data: Partial<Fields>): PageColumns {
  const set = <K extends keyof Fields, C extends keyof PageColumns>(key: K, column: C) =>
    data[key] !== undefined ? { [column]: data[key] } : {};
  return {
    ...set("page_layout", "pageLayout"),
    ...set("page_type", "pageType"),
    ...set("title", "title"),
    ...set("title_en", "titleEn"),
    ...set("show_title_on_page", "showTitleOnPage"),
    ...set("summary", "summary"),
    ...set("summary_en", "summaryEn"),
    ...set("featured", "featured"),
    ...set("meta_title", "metaTitle"),
    ...set("meta_title_en", "metaTitleEn"),
    ...set("meta_description", "metaDescription"),
    ...set("meta_description_en", "metaDescriptionEn"),
    ...set("og_title", "ogTitle"),
    ...set("og_title_en", "ogTitleEn"),
    ...set("og_description", "ogDescription"),
    ...set("og_description_en", "ogDescriptionEn"),
    ...(data.publish_at !== undefined ? { publishAt: scheduledAt(data.publish_at) } : {}),
  };
}

/** Publishing stamps the first publication and ends a schedule; unpublishing keeps the date. */
function publication(data: Partial<Fields>, page?: PageRow): PageColumns {
  if (data.is_published === undefined) return {};
  if (!data.is_published) return { isPublished: false };
  return { isPublished: true, publishAt: null, publishedAt: page?.publishedAt ?? new Date().toISOString() };
}

/** The slug a write asks for: normalised by the contract; empty = made from the title. */
function slugFor(title: string, asked: string | undefined): string {
  const slug = asked ? asked : slugify(title);
  if (slug === "") throw slugError("blank", "Give the page a slug with letters or digits.", "content-admin:errors.slugBlank");
  return slug;
}

const respond = (c: Context<ApiEnv>, page: PageRow, status: 200 | 201 = 200) =>
  jsonApi(c, toDocument({ data: pageResource(page, undefined) }), status);

export async function createPageHandler(c: Validated<{ json: Create }>) {
  const { data } = c.req.valid("json");
  const slug = slugFor(data.title, data.slug);
  const page = await createPage(c, scope(c).centerId(), { ...columnsOf(data), ...publication(data), title: data.title, slug });
  return respond(c, page, 201);
}

export async function updatePageHandler(c: Validated<{ json: Update }>) {
  const { data } = c.req.valid("json");
  const page = pathPageOf(c);
  const { lock_version: version, ...fields } = data;
  const columns: PageColumns = { ...columnsOf(fields), ...publication(fields, page) };
  if (fields.slug !== undefined) {
    if (page.slug === "") {
      // The home page lives at the centre's root: its '' cannot change.
      if (fields.slug !== "") {
        throw slugError("home_page", "The home page's address cannot change.", "content-admin:errors.homeSlug");
      }
    } else {
      columns.slug = slugFor(fields.title ?? page.title, fields.slug);
    }
  }
  return respond(c, await savePage(c, page, version, columns));
}

export async function deletePageHandler(c: Context<ApiEnv>) {
  const page = pathPageOf(c);
  if (page.slug === "") {
    throw new JsonApiError(422, [
      { code: "home_page", detail: "The home page cannot be deleted.", meta: { message: "content-admin:errors.homeDelete" } },
    ]);
  }
  await deletePage(c, page);
  return c.body(null, 204);
}

export async function listRevisionsHandler(c: Context<ApiEnv>) {
  const page = pathPageOf(c);
  const rows = await scope(c)
    .db.select({
      id: pageRevisions.id,
      lockVersion: pageRevisions.lockVersion,
      title: sql<string>`json_extract(${pageRevisions.snapshot}, '$.page.title')`,
      firstName: users.firstName,
      lastName: users.lastName,
      createdAt: pageRevisions.createdAt,
    })
    .from(pageRevisions)
    .leftJoin(users, eq(users.id, pageRevisions.userId))
    .where(eq(pageRevisions.pageId, page.id))
    .orderBy(desc(pageRevisions.id));
  const data = rows.map((r) => {
    const attributes: PageRevisionAttributes = {
      lockVersion: r.lockVersion,
      title: r.title,
      userName: r.firstName !== null ? `${r.firstName} ${r.lastName ?? ""}`.trim() : null,
      createdAt: r.createdAt,
    };
    return resource("page_revisions", r.id, attributes);
  });
  return jsonApi(c, toDocument({ data }));
}

/** The content of a revision (its texts, layout and blocks); the address, type and publication stay as they are now. */
function restoredColumns(snapshot: PageSnapshot): PageColumns {
  const p = snapshot.page as Record<string, unknown>;
  const text = (key: string) => (typeof p[key] === "string" ? (p[key] as string) : null);
  return {
    pageLayout: p.page_layout === "default" ? "default" : "wide",
    title: text("title") ?? "",
    titleEn: text("title_en"),
    showTitleOnPage: Boolean(p.show_title_on_page),
    summary: text("summary"),
    summaryEn: text("summary_en"),
    featured: Boolean(p.featured),
    imageUrl: text("image_url"),
    metaTitle: text("meta_title"),
    metaTitleEn: text("meta_title_en"),
    metaDescription: text("meta_description"),
    metaDescriptionEn: text("meta_description_en"),
    ogTitle: text("og_title"),
    ogTitleEn: text("og_title_en"),
    ogDescription: text("og_description"),
    ogDescriptionEn: text("og_description_en"),
  };
}

/** Restoring is itself a save: the page as it is becomes a revision, then the revision's content replaces it. */
export async function restoreRevisionHandler(c: Context<ApiEnv>) {
  const page = pathPageOf(c);
  const revision = pathRevisionOf(c);
  const saved = await savePage(c, page, page.lockVersion, restoredColumns(revision.snapshot), revision.snapshot.blocks ?? []);
  return respond(c, saved);
}
