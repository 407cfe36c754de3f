import type { SerializeFrom } from "@remix-run/cloudflare";
import type { UIMatch } from "@remix-run/react";
import type { Action } from "../../contract/policy";

/** The route meta flags of SPEC §2. A route without `isPublic: true` is for signed-in users (default deny). */
export interface RouteHandle {
  isPublic?: boolean;
  /**
   * The policy action (contract/policy.ts) the page and its action need (`mayUse` in app/utils/permissions.ts, the
   * same question the menus ask): guardRoutes answers others with the 403 page before the loader or action runs.
   */
  requires?: Action;
  layout?: "default" | "empty" | "wide";
  whiteBackground?: boolean;
  colorMode?: "light" | "dark";
  /** i18n key of the route title (SPEC §1 title rule); the root layout renders `<title>`. */
  titleKey?: string;
  /** A title from the route's loader data (e.g. a CMS page title); wins over titleKey. */
  title?: (data: unknown) => string | null | undefined;
  /**
   * A reading page of the public site: its document loads no JavaScript until the visitor first interacts
   * (app/utils/hydration.server.ts, ADR 0015). Only for pages that are complete without JavaScript.
   */
  hydrateOnInteraction?: boolean;
  /**
   * A public page that needs JavaScript without an interaction (a map, a form that follows its fields): its scripts
   * start right after the document's first paint instead of competing with it (app/utils/hydration.server.ts,
   * ADR 0080). Only for pages that are complete without JavaScript.
   */
  hydrateAfterPaint?: boolean;
}

/**
 * `handle.title` typed by the route's loader: `title: loaderTitle<typeof loader>((data) => data.page.title)`. The
 * function sees the loader's data; without data (an error page) there is no title from it.
 */
export function loaderTitle<Loader>(
  pick: (data: SerializeFrom<Loader>) => string | null | undefined,
): NonNullable<RouteHandle["title"]> {
  return (data) => (data == null ? undefined : pick(data as SerializeFrom<Loader>));
}

export function handleOf(match: UIMatch | undefined): RouteHandle {
  return (match?.handle as RouteHandle | undefined) ?? {};
}
