/**
 * What the app and the API agree on about D1 sessions (api/d1-session.ts, ADR 0076): the header a bookmark travels
 * in, what a bookmark looks like, and where a request's session starts.
 */

/** Request and response header of the API: the bookmark a client has seen / the session's latest. */
export const BOOKMARK_HEADER = "x-d1-bookmark";

/**
 * D1's bookmark: hex position groups (`00000082-0000000b-00004f5b-<32 hex>`). Anything else a client sends is
 * ignored (the session starts as if none was sent), never passed to D1, which would answer an error.
 */
const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;

/** The bookmark sent, when it is one. */
export function validBookmark(value: string | null | undefined): string | null {
  return typeof value === "string" && value.length <= 64 && BOOKMARK.test(value) ? value : null;
}

/**
 * Where a request's session starts: at the visitor's bookmark when there is one; otherwise on the primary for a
 * signed-in visitor (whose own writes may be newer than any replica — the sign-in itself wrote) and for every write
 * (it goes to the primary anyway, and the reads of the same request then see what it wrote), else anywhere.
 */
export function sessionStart({
  bookmark,
  signedIn,
  write,
}: {
  bookmark: string | null;
  signedIn: boolean;
  write: boolean;
}): string {
  if (bookmark) return bookmark;
  return signedIn || write ? "first-primary" : "first-unconstrained";
}

/** A request method that may write. */
export const mayWrite = (method: string) => method !== "GET" && method !== "HEAD" && method !== "OPTIONS";
