/**
 * A per-IP limit of one route as middleware (api/auth/rate-limit.ts: one upsert per hit; 429 past `limit.max`).
 * Listed after the guards, the validators and the honeypot, so only a post that would be acted on counts. A route
 * whose limit depends on the body (sign-in per address) or that must answer a repeated post first (the
 * organisation sign-up's idempotency key) calls `hitPerIp` itself, in its service.
 */
import { createMiddleware } from "hono/factory";
import { hitPerIp, type Limit } from "../auth/rate-limit";
import type { ApiEnv } from "../types";

export const limitPerIp = (limit: Limit) =>
  createMiddleware<ApiEnv>(async (c, next) => {
    await hitPerIp(c, limit);
    await next();
  });
