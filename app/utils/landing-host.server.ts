/**
 * SPEC §2 "Access rules": on the collaboration's production host every path other than /gelderse-handen is
 * redirected to /gelderse-handen (ADR 0075). Decided in the Worker before the load context and any loader run.
 * The host comes from the platform config (`GELDERSE_HANDEN_HOSTS`, config/tenants.ts); empty by default.
 */
import { normalizeHost, type PlatformConfig } from "../../config/tenants";
import { isPagePath, isSitePath, splitLocale } from "./locale-path";

export const LANDING_PATH = "/gelderse-handen";

/**
 * The redirect for this request, or null when it is served as usual: another host, the landing page itself (also
 * under /en or /nl, with or without a trailing slash), or a path that is no page — the API, /health, the build's
 * assets, the icon service, the language and colour-mode switches the page itself uses (locale-path.ts
 * `isPagePath`). The Location is one of three fixed same-host paths, never taken from the request.
 */
export function landingRedirect(request: Request, platform: PlatformConfig): Response | null {
  if (platform.landingHosts.length === 0) return null;
  const url = new URL(request.url);
  const host = normalizeHost(request.headers.get("Host") ?? url.host);
  if (!host || !platform.landingHosts.includes(host)) return null;
  const { pathname } = url;
  const { prefix } = splitLocale(pathname);
  const target = prefix ? `/${prefix}${LANDING_PATH}` : LANDING_PATH;
  if (pathname === target || pathname === `${target}/`) return null;
  // Remix's own requests: the route manifest (lazy route discovery), and single fetch's data of the landing page
  // only — another page's `.data` is that page, so it redirects like the page.
  if (pathname === "/__manifest" || pathname === `${target}.data`) return null;
  if (pathname.endsWith(".data")) return landingResponse(target);
  if (isSitePath(pathname) && !isPagePath(pathname)) return null;
  return landingResponse(target);
}

function landingResponse(target: string): Response {
  return new Response(null, { status: 302, headers: { Location: target, "Cache-Control": "no-store" } });
}
