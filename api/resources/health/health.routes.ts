import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { createDb } from "../../../db";
import type { ApiEnv } from "../../types";

/** Liveness plus a database round trip; needs no tenant (load balancers and uptime checks call it). */
export const healthRoutes = new Hono<ApiEnv>().get("/", async (c) => {
  try {
    await createDb(c.env.DB).run(sql`select 1`);
    return c.json({ status: "ok", database: "ok" });
  } catch (error) {
    console.error(JSON.stringify({ level: "error", msg: "health check failed", error: String(error) }));
    return c.json({ status: "degraded", database: "unavailable" }, 503);
  }
});
