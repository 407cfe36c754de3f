import type { HeadersFunction } from "@remix-run/cloudflare";

/**
 * For a page that holds a value which must differ for every view — a form's idempotency key — as its route's
 * `headers` export. The edge cache (ADR 0006) stores anonymous pages and serves one copy to every visitor of a key;
 * two visitors of a stored copy would post the same key, and the second one's request would be taken for a repeat of
 * the first. `private` keeps such a page out of the cache (and out of shared caches further on).
 */
export const uniquePerView: HeadersFunction = () => ({ "Cache-Control": "private, max-age=0" });
