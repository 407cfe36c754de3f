/**
 * Worker entry: API paths → the Hono JSON:API app; everything else → Remix. Static files under build/client
 * are served by Workers static assets before this runs.
 */
import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
import { createApi, isApiPath } from "../api/app";
import { readContentGeneration } from "../api/services/content-generation";
import { forbiddenOrigin, originAllowed } from "../app/utils/access.server";
import { landingRedirect } from "../app/utils/landing-host.server";
import { detectNativeApp } from "../app/utils/native";
import { withSecurityHeaders } from "../app/utils/security-headers.server";
// biome-ignore lint/suspicious/noTsIgnore: the server build exists only after `remix vite:build` (typecheck runs before it).
// @ts-ignore
import * as build from "../build/server";
import { platformConfigFor } from "../config/tenants";
import { getLoadContext } from "../load-context";
import { serveWithEdgeCache } from "./edge-cache";
import { runScheduledJobs } from "./scheduled";

const handleRemixRequest = createRequestHandler(build as unknown as ServerBuild);
const api = createApi();
const buildVersion = (build as unknown as ServerBuild).assets.version;

export default {
  async fetch(request, env, ctx) {
    const { pathname } = new URL(request.url);
    if (isApiPath(pathname)) {
      // A write of public content bumps the tenant's content generation inside the API (ADR 0049).
      const response = await api.fetch(request, env, ctx);
      return withSecurityHeaders(response, request, null);
    }
    // The collaboration's landing host serves one page (SPEC §2 "Access rules", ADR 0075): decided before any loader.
    const landing = landingRedirect(request, platformConfigFor(env));
    if (landing) return withSecurityHeaders(landing, request, null);
    // CSRF: a foreign Origin never reaches an action (docs/decisions/0010). Remix's own check for document POSTs
    // would answer 500; every guarded action checks again, which also covers `remix vite:dev`.
    if (!originAllowed(request)) return withSecurityHeaders(forbiddenOrigin(), request, null);
    const cloudflare = { env, ctx, cf: request.cf ?? {}, caches } as unknown as Parameters<
      typeof getLoadContext
    >[0]["context"]["cloudflare"];
    const loadContext = await getLoadContext({ request, context: { cloudflare, buildVersion } });
    // Anonymous documents go through the edge cache (docs/decisions/0006-edge-caching.md); a hit carries a fresh
    // nonce in its HTML, the same one the CSP header below names.
    const session = loadContext.session;
    const tenantId = loadContext.tenant?.id ?? null;
    const response = await serveWithEdgeCache(
      request,
      {
        env,
        ctx,
        cspNonce: loadContext.cspNonce,
        tenantId,
        centerId: loadContext.volunteerCenterId,
        locale: loadContext.locale,
        nativeApp: detectNativeApp(request.headers.get("User-Agent")),
        signedIn: Boolean(session.get("accessToken") || session.get("client") || session.get("uid")),
        sessionHasData: Object.keys(session.data).length > 0,
        responseCookies: () => loadContext.responseCookies(),
        perView: () => loadContext.perView,
        buildVersion,
        // Asked only for a lookup, which needs a resolved tenant (ADR 0049): one D1 point read by the primary key.
        contentGeneration: () => readContentGeneration(env.DB, tenantId!),
      },
      () => handleRemixRequest(request, loadContext),
    );
    const secured = withSecurityHeaders(response, request, loadContext.cspNonce);
    // Every kind of answer (a page, a redirect after a form post, data, an error) carries the visitor's new D1
    // bookmark when it moved (ADR 0076).
    const bookmarkCookie = await loadContext.bookmarkCookie();
    if (bookmarkCookie) secured.headers.append("Set-Cookie", bookmarkCookie);
    return secured;
  },

  async scheduled(controller, env, ctx) {
    ctx.waitUntil(runScheduledJobs(controller.cron, env));
  },
} satisfies ExportedHandler<Env>;
