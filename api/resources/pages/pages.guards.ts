/**
 * Who may edit pages (contract/policy.ts `pages.manage`: page_manager, content_manager, center_superuser for their
 * centre, admin for the tenant), as route middleware that runs before the body is read; the page a path names is
 * loaded here (another centre's or tenant's id is 404, like an unknown one) and kept under its own context key.
 */
import { and, eq } from "drizzle-orm";
import { can } from "../../../contract/policy";
import { contentBlocks, pageRevisions, pages } from "../../../db/schema";
import { forbidden, notFound } from "../../jsonapi/errors";
import { actorOf, requireUser } from "../../middleware/auth";
import { defineContextKey } from "../../middleware/context-key";
import { guard } from "../../middleware/guard";
import { idParam } from "../../middleware/params";
import { scope } from "../../scope";
import type { BlockRow } from "../../services/block-writes";
import type { PageRow } from "../../services/page-writes";

const PATH_PAGE = defineContextKey<PageRow>("pathPage");
export const pathPageOf = PATH_PAGE.get;

const PATH_BLOCK = defineContextKey<BlockRow>("pathBlock");
export const pathBlockOf = PATH_BLOCK.get;

type RevisionRow = typeof pageRevisions.$inferSelect;
const PATH_REVISION = defineContextKey<RevisionRow>("pathRevision");
export const pathRevisionOf = PATH_REVISION.get;

/** Creating a page needs pages.manage for the request's centre. */
export const managesPages = guard((c) => {
  requireUser(c);
  if (!can(actorOf(c), "pages.manage", { centerId: scope(c).centerId() })) throw forbidden();
});

/** The page with this path id in the request's centre, or 404; an editor of that centre may go on, anyone else 403. */
export const managesPathPage = guard(async (c) => {
  requireUser(c);
  const s = scope(c);
  const [page] = await s.db
    .select()
    .from(pages)
    .where(s.where(pages, eq(pages.id, idParam(c)), eq(pages.volunteerCenterId, s.centerId())))
    .limit(1);
  if (!page) throw notFound();
  if (!can(actorOf(c), "pages.manage", { centerId: page.volunteerCenterId })) throw forbidden();
  PATH_PAGE.set(c, page);
});

/** A revision of the path's page (after `managesPathPage`); any other id is 404. */
export const pathRevision = guard(async (c) => {
  const page = pathPageOf(c);
  const [revision] = await scope(c)
    .db.select()
    .from(pageRevisions)
    .where(and(eq(pageRevisions.pageId, page.id), eq(pageRevisions.id, idParam(c, "revisionId"))))
    .limit(1);
  if (!revision) throw notFound();
  PATH_REVISION.set(c, revision);
});

/**
 * The content block with this path id, on a page of the request's centre, or 404; an editor of that centre may go on
 * (its page is kept as the path's page too), anyone else 403.
 */
export const managesPathBlock = guard(async (c) => {
  requireUser(c);
  const s = scope(c);
  const [found] = await s.db
    .select({ block: contentBlocks, page: pages })
    .from(contentBlocks)
    .innerJoin(pages, eq(pages.id, contentBlocks.pageId))
    .where(s.where(pages, eq(contentBlocks.id, idParam(c)), eq(pages.volunteerCenterId, s.centerId())))
    .limit(1);
  if (!found) throw notFound();
  if (!can(actorOf(c), "pages.manage", { centerId: found.page.volunteerCenterId })) throw forbidden();
  PATH_PAGE.set(c, found.page);
  PATH_BLOCK.set(c, found.block);
});
