/**
 * Where the links in account mails lead. A caller may name the page (`redirect_url`, `confirm_success_url`), but
 * only on one of the tenant's own sites; without one the API picks the page itself, as devise_token_auth does with
 * its default_password_reset_url / default_confirm_success_url settings.
 */

import type { Context } from "hono";
import { isDevelopment } from "../../config/environment";
import { normalizeHost, type PlatformConfig, type TenantId, tenantForHost } from "../../config/tenants";
import { fieldError } from "../jsonapi/errors";
import type { ApiEnv } from "../types";

/** The Remix pages the links open (app/routes/auth.reset.tsx, app/routes/confirm.tsx). */
export const RESET_PAGE = "/auth/reset";
export const CONFIRM_PAGE = "/confirm";

/** Who the mail goes to: their centre picks the site, their language the page's. */
export interface Recipient {
  volunteerCenterId: number;
  locale: string;
}

/**
 * An absolute http(s) URL without credentials whose host belongs to the request's tenant (host map or wildcard
 * domain; never the default-tenant fallback, which would take in any host). Anything else could make our mail
 * carry a link to a phishing site.
 */
export function sameTenantUrl(c: Context<ApiEnv>, raw: unknown): URL | null {
  if (typeof raw !== "string" || raw.length > 2000) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username || url.password) return null;
  return tenantForHost(c.get("platform"), url.host)?.id === c.get("tenant").id ? url : null;
}

const isLocal = (host: string) => host === "localhost" || host.endsWith(".localhost");

/** `<scheme>://<host>` for a configured host name: https, except for local names. */
function configuredOrigin(host: string): string {
  return `${isLocal(host) ? "http" : "https"}://${host}`;
}

/**
 * The origin of the recipient's site. The first that applies:
 *  1. their centre's own site (CENTER_HOST_MAP), since signing in on another centre's site is refused as 'wrong
 *     center'; when the request came from that site its origin is kept (scheme and port);
 *  2. the site the request came from — its Origin header, else the host the API was called on (the Worker serves
 *     the API on the tenant's hosts; in-process calls come from an internal host that belongs to no tenant) — when
 *     that host belongs to the tenant and is not another centre's own site;
 *  3. the tenant's first TENANT_HOST_MAP host, else `<tenant>.<first wildcard domain>`.
 * Configured `*.localhost` names count only with `localHosts` (development): the production config keeps the
 * `localhost` wildcard, and a mailed link there would lead nowhere. Null when the configuration names no host for
 * the tenant: callers must then send the URL themselves.
 */
export function siteOrigin(
  platform: PlatformConfig,
  tenant: TenantId,
  centerId: number | null,
  requestOrigins: Array<string | null | undefined>,
  localHosts = true,
): string | null {
  const ours = (host: string) => tenantForHost(platform, host)?.id === tenant;
  const configured = (host: string) => ours(host) && (localHosts || !isLocal(host));
  const candidates = requestOrigins.flatMap((raw) => {
    try {
      const url = new URL(raw ?? "");
      const host = normalizeHost(url.host);
      return (url.protocol === "https:" || url.protocol === "http:") && host && ours(host) ? [{ origin: url.origin, host }] : [];
    } catch {
      return [];
    }
  });
  const centerHosts = Object.entries(platform.centerHostMap)
    .filter(([host, id]) => id === centerId && configured(host))
    .map(([host]) => host);
  if (centerHosts.length) {
    const same = candidates.find((c) => centerHosts.includes(c.host));
    return same ? same.origin : configuredOrigin(centerHosts[0]);
  }
  const request = candidates.find((c) => platform.centerHostMap[c.host] === undefined);
  if (request) return request.origin;
  const mapped = Object.keys(platform.hostMap).find(configured);
  if (mapped) return configuredOrigin(mapped);
  const wildcard = platform.wildcardDomains.map((domain) => `${tenant}.${domain}`).find(configured);
  return wildcard ? configuredOrigin(wildcard) : null;
}

/** `page` on the recipient's site (or the tenant's, for no recipient yet), in their language: English under /en. */
export function defaultSiteUrl(c: Context<ApiEnv>, page: string, recipient: Recipient | null): URL | null {
  const origin = siteOrigin(
    c.get("platform"),
    c.get("tenant").id,
    recipient?.volunteerCenterId ?? null,
    [c.req.header("origin"), c.req.url],
    isDevelopment(c.env),
  );
  return origin ? new URL(`${recipient?.locale === "en" ? "/en" : ""}${page}`, origin) : null;
}

/**
 * The link target for a mail: the caller's URL when one is given (checked by sameTenantUrl), else `page` on the
 * recipient's site. A function of the recipient, so a handler can validate before it knows who gets the mail;
 * null when the given URL is not allowed, or none is given and no site is known (both a 422 on the field).
 */
export function mailLink(c: Context<ApiEnv>, raw: unknown, page: string): ((recipient: Recipient) => URL) | null {
  if (raw !== undefined && raw !== null && raw !== "") {
    const url = sameTenantUrl(c, raw);
    return url && (() => url);
  }
  const fallback = defaultSiteUrl(c, page, null);
  return fallback && ((recipient) => defaultSiteUrl(c, page, recipient) ?? fallback);
}

/**
 * A body's link field (`redirect_url`, …) must lead to this site; absent, the mail links to the site's `page`. For a
 * route's body spec (api/middleware/validate.ts), so a bad link joins the other field errors.
 */
export function siteLinkErrors(
  c: Context<ApiEnv>,
  raw: unknown,
  page: string,
  pointer: string,
  detail = `${pointer.slice(pointer.lastIndexOf("/") + 1)} must be a URL of this site.`,
) {
  return mailLink(c, raw, page) ? [] : [fieldError(pointer, "invalid", detail)];
}

/** The link a route's body spec already checked with siteLinkErrors. */
export function checkedSiteLink(c: Context<ApiEnv>, raw: unknown, page: string) {
  const link = mailLink(c, raw, page);
  if (!link) throw new Error("siteLinkErrors should have refused this link");
  return link;
}
