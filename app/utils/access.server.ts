/**
 * Default deny and the Origin check, in one place every Remix request passes (ARCHITECTURE "Default deny";
 * docs/decisions/0010-default-deny-in-the-server-build.md).
 *
 * `guardRoutes` wraps the loader and action of every route of the server build before Remix sees them: a route
 * whose `handle.isPublic` is not true answers a signed-out visitor with a redirect to the sign-in page (and back
 * afterwards), and every action first checks that a browser's request comes from this site and that its body is a
 * form it can read (a 415/400 otherwise, never a 500 from `request.formData()`). A route whose `handle.requires` names
 * a policy action answers those the policy refuses it with the 403 page (`requirePermission`). The Vite plugin in
 * vite.config.ts applies it to the generated `virtual:remix/server-build`, so it holds in the built Worker and
 * under `remix vite:dev` alike, and no route can forget it.
 */
import type { ServerBuild } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { devPagesOpen } from "../../config/environment";
import { requirePermission } from "./account.server";
import { unreadableFormBody } from "./form-body.server";
import { routeError } from "./route-errors";
import type { RouteHandle } from "./route-handle";
import { isSignedIn } from "./session.server";
import { signInPath } from "./sign-in-path";

type ServerRoutes = ServerBuild["routes"];
type ServerRoute = ServerRoutes[string];
type RouteModule = ServerRoute["module"];
type DataFunction = NonNullable<RouteModule["loader"]>;
type DataArgs = Parameters<DataFunction>[0];

/** Resource routes that hand requests to the JSON:API service: it authenticates by token headers, not cookies. */
const API_FORWARDERS = /^(?:[a-z]{2}\/)?routes\/(?:api\.\$|health)$/;

const GUARDED = Symbol.for("volunteerly.guarded");

/**
 * The developer pages (SPEC §2 `/test/*`, ADR 0073): the `test` resource folder, its layout and every page in it, in
 * every locale. Outside development and staging (`devPagesOpen`) they answer the 404 page before anything else — the
 * sign-in redirect, the Origin check, the page's own loader or action —, as a path that matches nothing does: in
 * production they do not exist. One rule for the folder, so a new page cannot forget it.
 */
export const DEV_PAGE_ROUTE = /^(?:[a-z]{2}\/)?routes\/test(?:\.|$)/;

/** Whether the route is reachable signed out (SPEC §2: only when its meta marks it public). */
export function isPublicRoute(module: Pick<RouteModule, "handle">): boolean {
  return (module.handle as RouteHandle | undefined)?.isPublic === true;
}

/**
 * CSRF defence for every non-GET request that reaches an action: a browser names the page's origin in `Origin`
 * (all current browsers do for POST); a foreign or opaque ("null") origin is refused. Without `Origin`, a
 * browser that sends Fetch Metadata still says where the request came from; only when neither header exists
 * (old browsers, curl, native apps) is the request let through — the SameSite=Lax session cookie is not sent
 * on cross-site POSTs anyway.
 */
export function originAllowed(request: Request): boolean {
  if (request.method === "GET" || request.method === "HEAD" || request.method === "OPTIONS") return true;
  const origin = request.headers.get("Origin");
  if (origin === null) {
    const site = request.headers.get("Sec-Fetch-Site");
    return site === null || site === "same-origin" || site === "none";
  }
  let originHost: string;
  try {
    const parsed = new URL(origin);
    if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return false;
    originHost = parsed.host.toLowerCase();
  } catch {
    return false; // "null" (sandboxed frames, privacy redirects) or garbage
  }
  // Behind `wrangler dev` and proxies request.url may name another host than the browser used; Host is what it used.
  const hosts = [request.headers.get("Host"), new URL(request.url).host].filter(Boolean).map((h) => h!.toLowerCase());
  return hosts.includes(originHost);
}

export function forbiddenOrigin(): Response {
  return new Response("Forbidden: cross-site request", { status: 403, headers: { "Content-Type": "text/plain" } });
}

function guardModule(route: ServerRoute): RouteModule {
  const module = route.module;
  const isPublic = isPublicRoute(module);
  const requires = (module.handle as RouteHandle | undefined)?.requires;
  const checksOrigin = !API_FORWARDERS.test(route.id);
  const devPage = DEV_PAGE_ROUTE.test(route.id);
  const denyClosedDevPage = (args: DataArgs) => {
    if (devPage && !devPagesOpen(args.context.env)) throw routeError(404, "not_found");
  };
  const denySignedOut = (args: DataArgs) => {
    if (!isPublic && !isSignedIn(args.context.session)) throw redirect(signInPath(new URL(args.request.url)));
  };
  const permit = async (args: DataArgs) => {
    if (requires) await requirePermission(args.context, args.request, requires);
  };
  const guarded: Record<string, unknown> = { ...module };
  if (module.loader || (!isPublic && module.default) || devPage) {
    const loader = module.loader;
    // A signed-in page (or a developer page) without a loader still gets one, so its document request is guarded too.
    guarded.loader = async (args: DataArgs) => {
      denyClosedDevPage(args);
      denySignedOut(args);
      await permit(args);
      return loader ? loader(args) : null;
    };
  }
  if (module.action) {
    const action = module.action;
    guarded.action = async (args: DataArgs) => {
      denyClosedDevPage(args);
      if (checksOrigin && !originAllowed(args.request)) throw forbiddenOrigin();
      denySignedOut(args);
      if (checksOrigin) {
        const unreadable = await unreadableFormBody(args.request);
        if (unreadable) throw unreadable;
      }
      await permit(args);
      return action(args);
    };
  }
  return guarded as unknown as RouteModule;
}

/** The server build's routes with every loader and action behind default deny and the Origin check. */
export function guardRoutes<R extends ServerRoutes>(routes: R): R {
  if ((routes as Record<symbol, unknown>)[GUARDED]) return routes;
  const out: Record<string, ServerRoute> = {};
  for (const [id, route] of Object.entries(routes)) out[id] = { ...route, module: guardModule(route) };
  Object.defineProperty(out, GUARDED, { value: true });
  return out as R;
}
