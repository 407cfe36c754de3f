/**
 * /api/v1/pages: reading for everyone (published pages; an editor also a draft by id), writing for the page editors
 * of contract/policy.ts `pages.manage` (ADR 0041). Per route: guards (401/403/404 before the body is read), then
 * validators, then the handler.
 */
import { Hono } from "hono";
import {
  CONTENT_BLOCK_RESOURCE_TYPES,
  contentBlockCreateInput,
  contentBlockMoveInput,
  contentBlockUpdateInput,
} from "../../../contract/content-blocks";
import { PAGE_RESOURCE_TYPES, pageCreateInput, pageUpdateInput } from "../../../contract/pages";
import { body, query } from "../../middleware/validate";
import type { ApiEnv } from "../../types";
import { createBlockHandler, deleteBlockHandler, moveBlockHandler, updateBlockHandler } from "./content-blocks.handlers";
import { managesPages, managesPathBlock, managesPathPage, pathRevision } from "./pages.guards";
import { LIST_PAGES_QUERY, listPages, SHOW_PAGE_QUERY, showPage } from "./pages.handlers";
import {
  createPageHandler,
  deletePageHandler,
  listRevisionsHandler,
  restoreRevisionHandler,
  updatePageHandler,
} from "./pages.write.handlers";

export const pageRoutes = new Hono<ApiEnv>()
  .get("/", query(LIST_PAGES_QUERY), listPages)
  .post("/", managesPages, body({ schema: pageCreateInput, types: PAGE_RESOURCE_TYPES }), createPageHandler)
  .get("/:id", query(SHOW_PAGE_QUERY), showPage)
  .on(["PUT", "PATCH"], "/:id", managesPathPage, body({ schema: pageUpdateInput, types: PAGE_RESOURCE_TYPES }), updatePageHandler)
  .delete("/:id", managesPathPage, deletePageHandler)
  .get("/:id/revisions", managesPathPage, listRevisionsHandler)
  .post("/:id/revisions/:revisionId/restore", managesPathPage, pathRevision, restoreRevisionHandler)
  .post(
    "/:id/content_blocks",
    managesPathPage,
    body({ schema: contentBlockCreateInput, types: CONTENT_BLOCK_RESOURCE_TYPES }),
    createBlockHandler,
  );

/** /api/v1/content_blocks/{id}: a block of a page, edited, moved or removed by the page's editors (ADR 0048). */
export const contentBlockRoutes = new Hono<ApiEnv>()
  .on(
    ["PUT", "PATCH"],
    "/:id",
    managesPathBlock,
    body({ schema: contentBlockUpdateInput, types: CONTENT_BLOCK_RESOURCE_TYPES }),
    updateBlockHandler,
  )
  .delete("/:id", managesPathBlock, deleteBlockHandler)
  .post(
    "/:id/move",
    managesPathBlock,
    body({ schema: contentBlockMoveInput, types: CONTENT_BLOCK_RESOURCE_TYPES }),
    moveBlockHandler,
  );
