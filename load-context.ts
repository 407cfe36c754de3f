/**
 * The one per-request context (ARCHITECTURE: "Tenant once"), built by the Worker and by the Vite dev proxy:
 * env, tenant config, volunteer-centre id, locale, session (auth trio), API client, request id, CSP nonce.
 * Loaders read these; they never look at the Host header themselves.
 */

import type { Session } from "@remix-run/cloudflare";
import { isbot } from "isbot";
import type { PlatformProxy } from "wrangler";
import { createApi } from "./api/app";
import { openSession } from "./api/d1-session";
import { ReadBatch } from "./api/read-batch";
import type { Locale } from "./app/i18n";
import { type ApiAuth, type ApiClient, createApiClient } from "./app/utils/api.server";
import { type Cookies, createCookies, type SessionData } from "./app/utils/cookies.server";
import { detectLocale } from "./app/utils/locale.server";
import { type ReportingScope, reportError } from "./app/utils/report-error.server";
import { parseOrganizationId } from "./app/utils/selected-organization";
import { isDevelopment } from "./config/environment";
import {
  formatCenterCookie,
  type PlatformConfig,
  platformConfigFor,
  resolveTenant,
  resolveVolunteerCenterId,
  type TenantConfig,
  type TenantSource,
} from "./config/tenants";
import { mayWrite, sessionStart, validBookmark } from "./contract/d1-bookmark";

type Cloudflare = Omit<PlatformProxy<Env>, "dispose">;

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: Cloudflare;
    env: Env;
    requestId: string;
    /** What an error report of this request names (request id, tenant, release) and how it is posted (ADR 0074). */
    reporting: ReportingScope;
    cspNonce: string;
    isDevelopment: boolean;
    platform: PlatformConfig;
    /** null when the host, cookie and default name no tenant: the app answers 'unknown site' (404). */
    tenant: TenantConfig | null;
    tenantSource: TenantSource | null;
    volunteerCenterId: number | null;
    locale: Locale;
    cookies: Cookies;
    session: Session<SessionData>;
    api: ApiClient;
    anonymousApiFor(tenant: TenantConfig): ApiClient;
    /** A client of this tenant with another auth trio (a token link, sign-in as another user). */
    apiWithAuth(auth: ApiAuth): ApiClient;
    /** Set-Cookie values to add to the response (centre cookie, refreshed session), minus names already set. */
    responseCookies(alreadySet?: Headers): Promise<string[]>;
    /** The session was changed in this request (e.g. a flash toast was read): responseCookies() commits it. */
    markSessionChanged(): void;
    /** The selected organisation id from its cookie (SPEC §4), sent as Current-Organization-Id; the root loader checks it. */
    selectedOrganizationId: string | null;
    /** A Set-Cookie value for this response (loaders cannot set headers on a document response themselves). */
    addResponseCookie(cookie: string): void;
    /**
     * A new idempotency key for a form on this page (a double post stores one request). The page then holds a value
     * made for this view alone, so the edge cache never stores it (`perView`, ADR 0006): a stored copy would give
     * every visitor the same key, and a second visitor's post would be taken for a repeat of the first.
     */
    newIdempotencyKey(): string;
    /** This request's page holds a value made for this view alone (see `newIdempotencyKey`). */
    readonly perView: boolean;
    /** The D1 bookmark cookie this response sets, if any (ADR 0076; workers/app.ts adds it to every answer). */
    bookmarkCookie(): Promise<string | null>;
  }
}

// The API app holds no per-request state or secrets, so one instance per isolate is safe.
let inProcessApi: ReturnType<typeof createApi> | undefined;

function randomToken(bytes: number): string {
  const buffer = crypto.getRandomValues(new Uint8Array(bytes));
  return btoa(String.fromCharCode(...buffer)).replace(/[+/=]/g, (c) => ({ "+": "-", "/": "_", "=": "" })[c] ?? "");
}

export async function getLoadContext({
  request,
  context,
}: {
  request: Request;
  /** buildVersion: the server build's version (workers/app.ts), the error reports' release without SENTRY_RELEASE. */
  context: { cloudflare: Cloudflare; buildVersion?: string };
}) {
  const env = context.cloudflare.env;
  const platform = platformConfigFor(env);
  const cookies = createCookies(request, env);
  const cookieHeader = request.headers.get("Cookie");
  const host = request.headers.get("Host") ?? new URL(request.url).host;

  const resolved = resolveTenant(platform, host, await cookies.tenant.parse(cookieHeader));
  const tenant = resolved?.config ?? null;
  const centerCookie: string | null = await cookies.center.parse(cookieHeader);
  const volunteerCenterId = tenant ? resolveVolunteerCenterId(platform, tenant, host, centerCookie) : null;
  const locale = await detectLocale(request);
  const session = await cookies.session.getSession(cookieHeader);
  const requestId = randomToken(12);
  let sessionChanged = false;
  const extraCookies: string[] = [];
  const ctx = context.cloudflare.ctx as Partial<ExecutionContext> | undefined;
  const reporting: ReportingScope = {
    env,
    requestId,
    tenantId: tenant?.id ?? null,
    waitUntil: ctx?.waitUntil ? (promise) => ctx.waitUntil!(promise) : undefined,
    buildVersion: context.buildVersion,
  };

  const auth =
    session.get("accessToken") && session.get("client") && session.get("uid")
      ? { accessToken: session.get("accessToken")!, client: session.get("client")!, uid: session.get("uid")! }
      : null;
  // D1 read replication (ADR 0076): this request reads and writes through one D1 session, which starts at the
  // visitor's bookmark (their latest write), else as `sessionStart` says. `bookmark` follows the API's answers.
  const sentBookmark = validBookmark(await cookies.bookmark.parse(cookieHeader));
  let bookmark = sentBookmark;
  const writes = mayWrite(request.method);
  const selectedOrganizationId = auth ? parseOrganizationId(await cookies.organization.parse(cookieHeader)) : null;

  // The API rate-limits sign-in and reset per client IP; an in-process call has no IP of its own, so it carries the
  // visitor's (set by Cloudflare on the incoming request).
  const visitorIp = request.headers.get("CF-Connecting-IP");
  const siteOrigin = `${new URL(request.url).protocol}//${host}`;
  // In process, the API calls of this request read D1 through one ReadBatch: the SELECTs they issue in the same turn
  // of the event loop (centre, menus, page, account…) are one D1 round trip (api/read-batch.ts, ADR 0018).
  let apiEnv: Env | undefined;
  const apiFetch = env.API_BASE_URL
    ? (req: Request) => fetch(req)
    : (req: Request) => {
        inProcessApi ??= createApi();
        // While a crawler loads a page, only the app's error hook reports (SPEC §8, ADR 0074): its in-process API
        // calls report nothing themselves.
        apiEnv ??= {
          ...env,
          DB: new ReadBatch(openSession(env.DB, sessionStart({ bookmark: sentBookmark, signedIn: auth !== null, write: writes })))
            .database,
          ...(env.SENTRY_DSN && isbot(request.headers.get("User-Agent") ?? "") ? { SENTRY_DSN: undefined } : {}),
          // The calls of this request share their session lookups while they only read (api/middleware/auth.ts).
          IN_PROCESS_SESSIONS: new Map(),
        };
        let headers = visitorIp ? withHeader(req.headers, "CF-Connecting-IP", visitorIp) : req.headers;
        // The links in the mails a call sends (an application's confirmation, …) point at the site the visitor is
        // on, port included: the API takes a request Origin of the tenant's own hosts (api/auth/site-links.ts).
        if (!headers.has("Origin")) headers = withHeader(headers, "Origin", siteOrigin);
        return Promise.resolve(inProcessApi.fetch(new Request(req, { headers }), apiEnv, context.cloudflare.ctx));
      };
  const clientFor = (forTenant: TenantConfig | null, centerId: number | null, withAuth: boolean | ApiAuth) =>
    createApiClient({
      baseUrl: env.API_BASE_URL || "http://api.internal",
      fetch: apiFetch,
      tenant: forTenant?.id ?? "",
      appContext: forTenant?.appContext ?? "",
      volunteerCenterId: centerId,
      currentOrganizationId: withAuth === true && selectedOrganizationId ? Number(selectedOrganizationId) : null,
      locale,
      requestId,
      auth: typeof withAuth === "object" ? withAuth : withAuth ? auth : null,
      bookmark: {
        get: () => bookmark,
        set: (next) => {
          bookmark = next;
        },
      },
      // Route errors thrown from loaders never reach handleError; report API faults here (3xx/4xx are skipped).
      onError: (error) => reportError(error, { request, scope: reporting, hook: "api-client" }),
      // Only the session's own client writes refreshed tokens back into the session.
      onAuthRefresh:
        withAuth !== true
          ? undefined
          : (next) => {
              session.set("accessToken", next.accessToken);
              session.set("client", next.client);
              session.set("uid", next.uid);
              if (next.expiry) session.set("expiry", next.expiry);
              sessionChanged = true;
            },
    });
  const api = clientFor(tenant, volunteerCenterId, true);
  let perView = false;

  return {
    cloudflare: context.cloudflare,
    env,
    requestId,
    reporting,
    cspNonce: randomToken(16),
    isDevelopment: isDevelopment(env),
    platform,
    tenant,
    tenantSource: resolved?.source ?? null,
    volunteerCenterId,
    locale,
    cookies,
    session,
    api,
    /** An anonymous client for another tenant (only the /switch page needs this). */
    anonymousApiFor: (other: TenantConfig) => clientFor(other, null, false),
    apiWithAuth: (other: ApiAuth) => clientFor(tenant, volunteerCenterId, other),
    markSessionChanged() {
      sessionChanged = true;
    },
    selectedOrganizationId,
    addResponseCookie(cookie: string) {
      extraCookies.push(cookie);
    },
    newIdempotencyKey() {
      perView = true;
      return crypto.randomUUID();
    },
    get perView() {
      return perView;
    },
    /**
     * The bookmark cookie this response sets (workers/app.ts adds it to every kind of answer): after a request that may
     * have written, and for a signed-in visitor whenever the session moved on — never on an anonymous read, which the
     * edge cache may share (ADR 0076).
     */
    async bookmarkCookie(): Promise<string | null> {
      if (!bookmark || bookmark === sentBookmark || !(writes || auth)) return null;
      return cookies.bookmark.serialize(bookmark);
    },
    async responseCookies(alreadySet?: Headers) {
      const taken = new Set((alreadySet?.getSetCookie() ?? []).map((c) => c.split("=")[0]));
      const out: string[] = [];
      if (tenant && volunteerCenterId !== null && !taken.has(cookies.center.name)) {
        const value = formatCenterCookie(tenant.id, volunteerCenterId);
        if (value !== centerCookie) out.push(await cookies.center.serialize(value));
      }
      if (sessionChanged && !taken.has("__session")) out.push(await cookies.session.commitSession(session));
      for (const cookie of extraCookies) if (!taken.has(cookie.split("=")[0])) out.push(cookie);
      return out;
    },
  };
}

function withHeader(headers: Headers, name: string, value: string): Headers {
  const copy = new Headers(headers);
  copy.set(name, value);
  return copy;
}
