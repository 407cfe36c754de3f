/**
 * Locale-prefixed copies of the page routes: /en/… and /nl/… (SPEC §2 "Locale-prefixed routes exist for en and
 * nl"). A static prefix outranks the catch-all content route `/:slug`, which an optional `($lang)` segment would
 * not (`/over-ons` would match it as a language). Used by vite.config.ts; runs at build time only.
 */
import { flatRoutes } from "@remix-run/dev/dist/config/flat-routes.js";
import type { RouteManifest } from "@remix-run/dev/dist/config/routes.js";

export const ROUTE_LOCALES = ["en", "nl"] as const;
export const IGNORED_ROUTE_FILES = ["**/.*", "**/*.test.*"];

/** Resource routes that are not pages (no locale copies): API forwarders, form endpoints, icons, build id. */
const UNLOCALIZED = /^routes\/(api\.\$|health|icons|build-id|color-mode|language|cookie-consent)$/;

export function localizedRoutes(manifest: RouteManifest): RouteManifest {
  const out: RouteManifest = {};
  for (const locale of ROUTE_LOCALES) {
    for (const route of Object.values(manifest)) {
      if (route.id === "root" || UNLOCALIZED.test(route.id)) continue;
      const topLevel = route.parentId === "root";
      const id = `${locale}/${route.id}`;
      out[id] = {
        ...route,
        id,
        parentId: topLevel ? "root" : `${locale}/${route.parentId}`,
        // A top-level index route becomes the path route "/<locale>" (an index route cannot carry a path).
        path: topLevel ? [locale, route.path].filter(Boolean).join("/") : route.path,
        index: topLevel ? undefined : route.index,
      };
    }
  }
  return out;
}

export function localizedRoutesFor(appDirectory: string): RouteManifest {
  return localizedRoutes(flatRoutes(appDirectory, IGNORED_ROUTE_FILES));
}
