import type { Context, Env } from "hono";
import { createMiddleware } from "hono/factory";
import type { ApiEnv } from "../types";

/**
 * A route's authorisation step as middleware: `check` throws (401, 403, 404) or returns. Listed before the route's
 * validators, so a visitor without access learns nothing from a 422 about the body they sent.
 */
export function guard<E extends Env = ApiEnv>(check: (c: Context<E>) => void | Promise<void>) {
  return createMiddleware<E>(async (c, next) => {
    await check(c);
    await next();
  });
}
