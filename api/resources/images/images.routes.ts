/** /api/v1/images (ADR 0058): the image picker's list — guard (401/403), then the query validator. */
import { Hono } from "hono";
import { query } from "../../middleware/validate";
import type { ApiEnv } from "../../types";
import { editsCentrePages } from "./images.guards";
import { listImages } from "./images.handlers";
import { LIST_IMAGES_QUERY } from "./images.schemas";

export const imageRoutes = new Hono<ApiEnv>().get("/", editsCentrePages, query(LIST_IMAGES_QUERY), listImages);
