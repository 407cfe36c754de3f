/**
 * Edge cache for anonymous HTML documents (docs/decisions/0006-edge-caching.md). The Worker wraps the Remix
 * handler with `serveWithEdgeCache`: anonymous GET/HEAD documents are looked up in `caches.default` under a
 * synthetic key that names every input the anonymous HTML depends on; misses that come back 200 text/html
 * without Set-Cookie are stored. Hits get a fresh CSP nonce, so a cached page never reuses one. The key holds the
 * tenant's content generation (ADR 0049), read from D1 before each lookup and bumped by every write of public
 * content, so a CMS edit shows on the next anonymous visit in every isolate and data centre.
 *
 * The pure parts (config, key, decisions) are exported for unit tests.
 */
import { isDevelopment } from "../config/environment";

declare global {
  interface Env {
    /** Edge freshness in seconds (s-maxage); 0 turns the edge cache off. Default 60. */
    EDGE_CACHE_TTL?: string;
    /** Seconds a stale page may still be served while it is re-rendered in the background. Default 600. */
    EDGE_CACHE_SWR?: string;
  }
}

export const DEFAULT_TTL = 60;
export const DEFAULT_SWR = 600;

export interface EdgeCacheConfig {
  /** s-maxage; 0 = edge cache off. */
  ttl: number;
  swr: number;
}

function seconds(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === "") return fallback;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? Math.floor(n) : fallback;
}

export function edgeCacheConfig(env: Pick<Env, "EDGE_CACHE_TTL" | "EDGE_CACHE_SWR">): EdgeCacheConfig {
  return { ttl: seconds(env.EDGE_CACHE_TTL, DEFAULT_TTL), swr: seconds(env.EDGE_CACHE_SWR, DEFAULT_SWR) };
}

/** What browsers and any shared cache in between are told about a shareable page. */
export function publicCacheControl({ ttl, swr }: EdgeCacheConfig): string {
  return `public, max-age=0, s-maxage=${ttl}${swr ? `, stale-while-revalidate=${swr}` : ""}`;
}
/** Signed-in and personalised responses. */
export const PRIVATE_NO_STORE = "private, no-store";
/**
 * Anonymous pages that must not be shared: they set a cookie (the centre cookie of a first visit, a preference)
 * or are not a plain 200 page. Not no-store: nothing in them is secret, and no-store would cost the bfcache.
 */
export const PRIVATE_REVALIDATE = "private, max-age=0";
export const PUBLIC_VARY = "Cookie, Accept-Language";

// ── Cookies ───────────────────────────────────────────────────────────────────────────────────────────────

/** The colour-mode preference (app/utils/color-mode.ts): system | light | dark, default system. */
export const COLOR_MODE_COOKIE = "color-mode";
const COLOR_MODES = ["system", "light", "dark"] as const;
/** The cookie banner's choice (app/utils/consent.server.ts, a raw value): banner and analytics differ per value. */
export const CONSENT_COOKIE = "cookie_consent";
/** Flash messages (toasts after a redirect) are personal: a request carrying one is never served from cache. */
const FLASH_COOKIE = /toast|flash/i;

export function parseCookies(header: string | null): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of (header ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (name && !out.has(name)) out.set(name, part.slice(eq + 1).trim());
  }
  return out;
}

/** Remix cookies hold base64(JSON) (URL-encoded); plain values are accepted too. */
export function decodeCookieValue(raw: string | undefined): unknown {
  if (raw === undefined) return undefined;
  let value = raw;
  try {
    value = decodeURIComponent(raw);
  } catch {}
  try {
    const bytes = Uint8Array.from(atob(value), (c) => c.charCodeAt(0));
    return JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    return value;
  }
}

export function colorModeOf(cookies: Map<string, string>): (typeof COLOR_MODES)[number] {
  const value = decodeCookieValue(cookies.get(COLOR_MODE_COOKIE));
  return COLOR_MODES.find((m) => m === value) ?? "system";
}

/** The consent value as a key segment; null when it is too long to be a real banner choice (not cached). */
export function consentOf(cookies: Map<string, string>): string | null {
  const raw = cookies.get(CONSENT_COOKIE);
  if (!raw) return "none";
  let text = raw;
  try {
    text = decodeURIComponent(raw);
  } catch {}
  return text.length <= 100 ? text : null;
}

// ── Decisions ─────────────────────────────────────────────────────────────────────────────────────────────

/** Paths that are never cached documents: dev/staging helpers, POST targets and resource routes. */
const EXCLUDED_PATH = /^(?:\/(?:nl|en))?\/(?:switch|test|color-mode|language|icons|build-id)(?:\/|$)/;

export interface RequestFacts {
  method: string;
  url: URL;
  /** Any of the auth trio in the session (signed in, or half signed in). */
  signedIn: boolean;
  /** The session holds anything at all (flash data, a pending sign-in step): personal. */
  sessionHasData: boolean;
  cookies: Map<string, string>;
  /** Resolved tenant; null = unknown site (a 404 page, never cached). */
  tenantId: string | null;
  config: EdgeCacheConfig;
}

export type RequestDecision =
  | { kind: "lookup" }
  /** Personal: the response must be `private, no-store`. */
  | { kind: "personal"; reason: string }
  /** Anonymous but not a cacheable document request: rendered as usual. */
  | { kind: "skip"; reason: string };

export function requestDecision(facts: RequestFacts): RequestDecision {
  if (facts.signedIn) return { kind: "personal", reason: "signed-in" };
  if (facts.sessionHasData) return { kind: "personal", reason: "session-data" };
  if ([...facts.cookies.keys()].some((name) => FLASH_COOKIE.test(name))) return { kind: "personal", reason: "flash" };
  if (facts.method !== "GET" && facts.method !== "HEAD") return { kind: "skip", reason: "method" };
  if (facts.config.ttl <= 0) return { kind: "skip", reason: "disabled" };
  const { pathname, search } = facts.url;
  // Single-fetch data requests (`/page.data`) carry loader data for client navigations; not cached (yet).
  if (pathname.endsWith(".data")) return { kind: "skip", reason: "data-request" };
  if (EXCLUDED_PATH.test(pathname)) return { kind: "skip", reason: "excluded-path" };
  // Key segments are appended as `&__name=`; a query that already holds `__` could forge another key.
  if (search.includes("__") || pathname.includes("__")) return { kind: "skip", reason: "reserved-query" };
  if (!facts.tenantId) return { kind: "skip", reason: "no-tenant" };
  if (consentOf(facts.cookies) === null) return { kind: "skip", reason: "odd-consent" };
  return { kind: "lookup" };
}

export interface KeyParts {
  url: URL;
  tenantId: string;
  centerId: number | null;
  locale: string;
  colorMode: string;
  consent: string;
  /** "web" | "ios" | "android": native wrappers may render differently (SPEC §1). */
  app: string;
  /** Client assets version of the running build: cached HTML must reference assets that exist. */
  build: string;
  /**
   * The tenant's content generation (ADR 0049), bumped by every write of its public content: pages stored before a
   * write are never looked up again. In development prefixed with the boot id of the isolate.
   */
  generation: string;
}

/**
 * The synthetic cache key: the page's own URL (scheme, host, path, query) plus every other input the anonymous
 * HTML depends on. Query parameters with `__` are refused upstream, so the appended segments are unambiguous.
 */
export function edgeCacheKey(parts: KeyParts): string {
  const segments = new URLSearchParams({
    __tenant: parts.tenantId,
    __center: parts.centerId === null ? "default" : String(parts.centerId),
    __lang: parts.locale,
    __mode: parts.colorMode,
    __consent: parts.consent,
    __app: parts.app,
    __build: parts.build,
    __gen: parts.generation,
  });
  const query = parts.url.search.slice(1);
  return `${parts.url.protocol}//${parts.url.host}${parts.url.pathname}?${query ? `${query}&` : ""}${segments}`;
}

/** Whether a rendered response may be stored and shared; `reason` feeds debugging only. */
export function responseStorable(response: Pick<Response, "status" | "headers">): { store: boolean; reason: string } {
  if (response.status !== 200) return { store: false, reason: `status-${response.status}` };
  if (!(response.headers.get("Content-Type") ?? "").includes("text/html")) return { store: false, reason: "not-html" };
  if (response.headers.getSetCookie().length > 0) return { store: false, reason: "set-cookie" };
  // A route opts out with its `headers` export, e.g. `Cache-Control: private` or `no-store`.
  const cc = (response.headers.get("Cache-Control") ?? "").toLowerCase();
  if (/\b(private|no-store|no-cache)\b/.test(cc)) return { store: false, reason: "route-opt-out" };
  if (/\bvary:\s*\*/i.test(response.headers.get("Vary") ?? "")) return { store: false, reason: "vary-star" };
  return { store: true, reason: "ok" };
}

// ── Nonces ────────────────────────────────────────────────────────────────────────────────────────────────

/** Every `nonce="…"` attribute of a cached page gets this request's nonce (streamed, through HTMLRewriter). */
export function rewriteNonces(response: Response, nonce: string): Response {
  const rewritten = new HTMLRewriter()
    .on("[nonce]", {
      element(element) {
        element.setAttribute("nonce", nonce);
      },
    })
    .transform(response);
  return new Response(rewritten.body, rewritten);
}

// ── The wrapper ───────────────────────────────────────────────────────────────────────────────────────────

const STORED_AT = "X-Edge-Stored-At";

// Development only: a per-boot id before the content generation, so a restarted `wrangler dev` (whose local cache
// survives the restart, while a reset database starts the generations again at 0) never serves a previous run's
// pages. (Lazily: workerd forbids random values at global scope.)
let bootId: string | undefined;
const revalidating = new Set<string>();
/** The last generation segment read per tenant in this isolate: the fallback while D1 cannot be read. */
const lastGeneration = new Map<string, string>();

/** The key's `__gen` segment: the tenant's content generation (ADR 0049), after the boot id in development. */
export function generationSegment(env: Pick<Env, "ENVIRONMENT">, contentGeneration: number): string {
  if (!isDevelopment(env)) return String(contentGeneration);
  bootId ??= crypto.randomUUID().slice(0, 8);
  return `${bootId}.${contentGeneration}`;
}

export interface EdgeCacheContext {
  env: Env;
  ctx: Pick<ExecutionContext, "waitUntil">;
  cspNonce: string;
  tenantId: string | null;
  centerId: number | null;
  locale: string;
  nativeApp: string | null;
  signedIn: boolean;
  sessionHasData: boolean;
  /**
   * Set-Cookie values this request needs whatever page it gets (the centre cookie on a first visit): appended to
   * cache hits, and left out of a stored render. Asked once, before any render.
   */
  responseCookies: () => Promise<string[]>;
  /**
   * After the render: the page holds a value made for this view alone (a form's idempotency key), so it is never
   * stored; every visitor gets a page of their own.
   */
  perView: () => boolean;
  /** The client assets version of the build (`build.assets.version`). */
  buildVersion: string;
  /**
   * The tenant's content generation (ADR 0049; api/services/content-generation.ts): one D1 point read, asked only
   * when the request is looked up (never for a bypass, an unknown site or a disabled cache). If it fails, the last
   * one this isolate read for the tenant stands in (a cached page survives a D1 outage; an edit made since shows once
   * D1 answers again); without one, the page is rendered and neither looked up nor stored.
   */
  contentGeneration: () => Promise<number>;
  cache?: Cache;
}

function isDocumentLike(request: Request, response: Response): boolean {
  return (response.headers.get("Content-Type") ?? "").includes("text/html") || new URL(request.url).pathname.endsWith(".data");
}

/**
 * The status and headers of a rendered page as they may be stored. A first visit's render sets the centre cookie,
 * which a hit adds to its copy anyway (`hitCookies`, what `responseCookies` gives before any render): when those are
 * all the cookies it sets, the page is the one every visitor of this key gets, so it is stored without them and the
 * crawlers and first visits that carry no cookie fill the cache too. A render that sets anything else (a session, a
 * flash) keeps its cookies, and `responseStorable` refuses it.
 */
function storableHead(response: Response, hitCookies: string[]): { status: number; headers: Headers } {
  const head = { status: response.status, headers: new Headers(response.headers) };
  const set = head.headers.getSetCookie();
  if (set.length > 0 && set.length === hitCookies.length && set.every((cookie) => hitCookies.includes(cookie)))
    head.headers.delete("Set-Cookie");
  return head;
}

function withHeaders(response: Response, set: Record<string, string>): Response {
  const out = new Response(response.body, response);
  for (const [name, value] of Object.entries(set)) out.headers.set(name, value);
  return out;
}

/** This request's `__gen` segment (ADR 0049), or null when it cannot be known. */
async function generationFor(context: EdgeCacheContext, tenantId: string): Promise<string | null> {
  try {
    const segment = generationSegment(context.env, await context.contentGeneration());
    if (lastGeneration.size >= 1000) lastGeneration.clear();
    lastGeneration.set(tenantId, segment);
    return segment;
  } catch (error) {
    const fallback = lastGeneration.get(tenantId) ?? null;
    console.error(
      JSON.stringify({ level: "error", msg: "content generation not read", tenant: tenantId, fallback, error: String(error) }),
    );
    return fallback;
  }
}

/**
 * Serve `render()`'s response through the edge cache. The returned response still needs the security headers
 * (the caller adds them with the same nonce). `render` must be repeatable: a stale hit re-renders in the
 * background.
 */
export async function serveWithEdgeCache(
  request: Request,
  context: EdgeCacheContext,
  render: () => Promise<Response>,
): Promise<Response> {
  const config = edgeCacheConfig(context.env);
  const url = new URL(request.url);
  const cookies = parseCookies(request.headers.get("Cookie"));
  const decision = requestDecision({
    method: request.method,
    url,
    signedIn: context.signedIn,
    sessionHasData: context.sessionHasData,
    cookies,
    tenantId: context.tenantId,
    config,
  });

  const generation = decision.kind === "lookup" ? await generationFor(context, context.tenantId!) : null;

  if (decision.kind !== "lookup" || generation === null) {
    const response = await render();
    const setsCookie = response.headers.getSetCookie().length > 0;
    const headers: Record<string, string> = { "X-Cache": "BYPASS" };
    if (decision.kind === "personal" && (setsCookie || isDocumentLike(request, response)))
      headers["Cache-Control"] = PRIVATE_NO_STORE;
    else if (setsCookie) headers["Cache-Control"] = PRIVATE_REVALIDATE;
    else if (isDocumentLike(request, response) && !response.headers.has("Cache-Control"))
      headers["Cache-Control"] = PRIVATE_REVALIDATE;
    return withHeaders(response, headers);
  }

  // workerd (and `wrangler dev`) provide caches.default; the DOM typings of this project do not know it.
  const cache = context.cache ?? (caches as unknown as { default: Cache }).default;
  const key = edgeCacheKey({
    url,
    tenantId: context.tenantId!,
    centerId: context.centerId,
    locale: context.locale,
    colorMode: colorModeOf(cookies),
    consent: consentOf(cookies)!,
    app: context.nativeApp ?? "web",
    build: context.buildVersion,
    generation,
  });
  const publicHeaders = { "Cache-Control": publicCacheControl(config), Vary: PUBLIC_VARY };

  const store = (response: Response) => {
    const copy = new Response(response.body, response);
    copy.headers.set("Cache-Control", `public, max-age=0, s-maxage=${config.ttl + config.swr}`);
    copy.headers.set(STORED_AT, String(Date.now()));
    // The key already names every variant; a stored Vary would only make lookups (which carry no cookies) miss.
    copy.headers.delete("Vary");
    return cache.put(key, copy).catch(() => {});
  };

  // Before any render: a render may add cookies of its own (a session it changed), which a hit never sends.
  const hitCookies = await context.responseCookies();

  let cached: Response | undefined;
  try {
    cached = await cache.match(key);
  } catch {
    cached = undefined;
  }
  const age = cached ? (Date.now() - Number(cached.headers.get(STORED_AT) ?? 0)) / 1000 : Number.POSITIVE_INFINITY;

  if (cached && age <= config.ttl + config.swr) {
    if (age > config.ttl && !revalidating.has(key)) {
      // Stale: serve it now, refresh it for the next visitor.
      revalidating.add(key);
      context.ctx.waitUntil(
        render()
          .then((fresh) => {
            const head = storableHead(fresh, hitCookies);
            return responseStorable(head).store && !context.perView()
              ? store(new Response(fresh.body, head))
              : fresh.body?.cancel();
          })
          .catch(() => {})
          .finally(() => revalidating.delete(key)),
      );
    }
    const hit = rewriteNonces(cached, context.cspNonce);
    hit.headers.delete(STORED_AT);
    hit.headers.set("Age", String(Math.max(0, Math.floor(age))));
    hit.headers.set("X-Cache", "HIT");
    if (hitCookies.length > 0) {
      // A first visit still gets its centre cookie; a response with a cookie is never shared further.
      for (const cookie of hitCookies) hit.headers.append("Set-Cookie", cookie);
      hit.headers.set("Cache-Control", PRIVATE_REVALIDATE);
    } else {
      for (const [name, value] of Object.entries(publicHeaders)) hit.headers.set(name, value);
    }
    if (request.method === "HEAD") {
      await hit.body?.cancel();
      return new Response(null, hit);
    }
    return hit;
  }
  if (cached) await cached.body?.cancel();

  const response = await render();
  const head = storableHead(response, hitCookies);
  const verdict = context.perView() ? { store: false, reason: "per-view" } : responseStorable(head);
  const setsCookie = response.headers.getSetCookie().length > 0;
  if (verdict.store && request.method === "GET" && response.body) {
    const [toBrowser, toCache] = response.body.tee();
    context.ctx.waitUntil(store(new Response(toCache, head)));
    // A first visit keeps its cookie, and a response with a cookie is never shared further (as on a hit).
    const headers = setsCookie ? { "Cache-Control": PRIVATE_REVALIDATE } : publicHeaders;
    return withHeaders(new Response(toBrowser, response), { ...headers, "X-Cache": "MISS" });
  }
  const headers: Record<string, string> = { "X-Cache": "MISS" };
  if (setsCookie) headers["Cache-Control"] = PRIVATE_REVALIDATE;
  else if (verdict.store) Object.assign(headers, publicHeaders);
  else if (!response.headers.has("Cache-Control") && isDocumentLike(request, response))
    headers["Cache-Control"] = PRIVATE_REVALIDATE;
  return withHeaders(response, headers);
}
