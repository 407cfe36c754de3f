import { createMiddleware } from "hono/factory";
import { bumpContentGeneration, bumpsContentGeneration } from "../services/content-generation";
import type { ApiEnv } from "../types";

/**
 * After a successful write of public content (a page, a block, a menu item, centre settings, an upload, a stock
 * image), the tenant's content generation goes up before the answer leaves (ADR 0049): whoever learns of the write
 * from the answer — the editor's next anonymous look, a visitor they tell — gets a fresh render. The write is
 * committed first, so a render under the new generation always reads it. A failed bump is logged, never turned into
 * a failed write: the content is saved, and the page is stale for at most the edge cache's TTL + SWR, as before.
 */
export const contentGeneration = createMiddleware<ApiEnv>(async (c, next) => {
  await next();
  const tenant = c.get("tenant");
  if (!tenant || !bumpsContentGeneration(c.env, c.req.method, c.req.path, c.res.status)) return;
  try {
    await bumpContentGeneration(c.env.DB, [tenant.id]);
  } catch (error) {
    console.error(
      JSON.stringify({
        level: "error",
        requestId: c.get("requestId"),
        msg: "content generation not bumped",
        tenant: tenant.id,
        error: String(error),
      }),
    );
  }
});
