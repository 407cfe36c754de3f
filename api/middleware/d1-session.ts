import { createMiddleware } from "hono/factory";
import { BOOKMARK_HEADER, bookmarkOf, isSession, mayWrite, openSession, sessionStart, validBookmark } from "../d1-session";
import type { ApiEnv } from "../types";

/**
 * Every API request reads and writes D1 through one session (api/d1-session.ts, ADR 0076): at the bookmark the client
 * sends in `x-d1-bookmark`, else on the primary for a write or a client with credentials, else anywhere. An in-process
 * call from the app already runs in the app's session (its ReadBatch reads through it) and continues it. The answer
 * carries the session's latest bookmark — after a write, the position that includes it — for the client's next call.
 */
export const d1Session = createMiddleware<ApiEnv>(async (c, next) => {
  if (!isSession(c.env.DB)) {
    const start = sessionStart({
      bookmark: validBookmark(c.req.header(BOOKMARK_HEADER)),
      signedIn: Boolean(c.req.header("access-token")),
      write: mayWrite(c.req.method),
    });
    c.env = { ...c.env, DB: openSession(c.env.DB, start) };
  }
  await next();
  const bookmark = bookmarkOf(c.env.DB);
  if (bookmark) c.header(BOOKMARK_HEADER, bookmark);
});
