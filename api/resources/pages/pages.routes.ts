import { Hono } from "hono";
import type { ApiEnv } from "../../types";
import { listPages, showPage } from "./pages.handlers";

export const pageRoutes = new Hono<ApiEnv>().get("/", listPages).get("/:id", showPage);
