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
}

export function handleOf(match: UIMatch | undefined): RouteHandle {
  return (match?.handle as RouteHandle | undefined) ?? {};
}
