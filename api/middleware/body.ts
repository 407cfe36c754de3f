import { createMiddleware } from "hono/factory";
import { jsonBody } from "../jsonapi/body";
import type { ApiEnv } from "../types";

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/**
 * The one write whose body is not JSON: a file upload (multipart), which its handler reads with a cap of its own
 * before taking any of it in (api/services/uploads.ts `readBodyCapped`, ADR 0046).
 */
const OWN_BODY_READER = /^\/api\/v1\/uploads\/?$/;

/**
 * Every write's body is checked once, before any route: JSON or nothing (415/400 otherwise). Handlers that ignore
 * their body (DELETE /users/{id}, sign-out) then refuse a form post or garbage too, instead of acting on it. An
 * upload reads its own (above).
 */
export const requestBody = createMiddleware<ApiEnv>(async (c, next) => {
  const ownReader = c.req.method === "POST" && OWN_BODY_READER.test(new URL(c.req.url).pathname);
  if (WRITES.has(c.req.method) && !ownReader) await jsonBody(c);
  await next();
});
