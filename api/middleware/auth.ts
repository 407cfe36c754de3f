import { createMiddleware } from "hono/factory";
import type { ApiEnv } from "../types";

/**
 * Reads the devise-style token trio (access-token, client, uid). Only a complete trio counts; a partial one
 * is treated as signed out, exactly as the front end does (SPEC §4). Token verification and the current user
 * are added with the accounts feature.
 */
export const auth = createMiddleware<ApiEnv>(async (c, next) => {
  const accessToken = c.req.header("access-token")?.trim();
  const client = c.req.header("client")?.trim();
  const uid = c.req.header("uid")?.trim();
  c.set("credentials", accessToken && client && uid ? { accessToken, client, uid } : null);
  await next();
});
