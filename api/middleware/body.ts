import { createMiddleware } from "hono/factory";
import { jsonBody } from "../jsonapi/body";
import type { ApiEnv } from "../types";

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Every write's body is checked once, before any route: JSON or nothing (415/400 otherwise). Handlers that ignore
 * their body (DELETE /users/{id}, sign-out) then refuse a form post or garbage too, instead of acting on it.
 */
export const requestBody = createMiddleware<ApiEnv>(async (c, next) => {
  if (WRITES.has(c.req.method)) await jsonBody(c);
  await next();
});
