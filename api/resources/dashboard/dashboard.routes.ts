/**
 * /api/v1/dashboard (ADR 0069): what waits for the signed-in user now, per role. Signed in (401 otherwise); no
 * query parameters, no body. What each section holds the service decides from the session's roles alone.
 */
import { Hono } from "hono";
import { signedIn } from "../../middleware/guard";
import type { ApiEnv } from "../../types";
import { showDashboard } from "./dashboard.handlers";

export const dashboardRoutes = new Hono<ApiEnv>().get("/", signedIn, showDashboard);
