import { Hono } from "hono";
import { query } from "../../middleware/validate";
import type { ApiEnv } from "../../types";
import { LIST_PAGES_QUERY, listPages, SHOW_PAGE_QUERY, showPage } from "./pages.handlers";

export const pageRoutes = new Hono<ApiEnv>()
  .get("/", query(LIST_PAGES_QUERY), listPages)
  .get("/:id", query(SHOW_PAGE_QUERY), showPage);
