import { createMiddleware } from "hono/factory";
import type { ApiEnv } from "../types";

const SAFE_ID = /^[A-Za-z0-9_.:-]{8,64}$/;

/** Reuses a well-formed incoming X-Request-Id (the Remix side sends its own) so logs line up across hops. */
export const requestId = createMiddleware<ApiEnv>(async (c, next) => {
  const incoming = c.req.header("x-request-id");
  const id = incoming && SAFE_ID.test(incoming) ? incoming : crypto.randomUUID();
  c.set("requestId", id);
  await next();
  c.header("X-Request-Id", id);
});
