/**
 * /api/v1/uploads and /api/v1/files (ADR 0046). Guards first (401/403/404), then the query validator; an upload's
 * multipart body is read by its handler with a hard cap (api/services/uploads.ts `readBodyCapped`), never by the
 * JSON body reader.
 */
import { Hono } from "hono";
import { query } from "../../middleware/validate";
import type { ApiEnv } from "../../types";
import { managesCentreContent, managesPathUpload, pathUpload } from "./uploads.guards";
import { createUpload, deleteUpload, listUploads, serveFile, showUpload } from "./uploads.handlers";
import { LIST_UPLOADS_QUERY } from "./uploads.schemas";

export const uploadRoutes = new Hono<ApiEnv>()
  .get("/", managesCentreContent, query(LIST_UPLOADS_QUERY), listUploads)
  .post("/", managesCentreContent, createUpload)
  .get("/:id", pathUpload, managesPathUpload, query({}), showUpload)
  .delete("/:id", pathUpload, managesPathUpload, deleteUpload);

/** Public: the stored files themselves. */
export const fileRoutes = new Hono<ApiEnv>().get("/:center/:token/:name", serveFile);
