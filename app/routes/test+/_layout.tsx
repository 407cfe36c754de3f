/**
 * /test — the developer pages (SPEC §2 `/test/*`, ADR 0073). Open only in development and on staging: the gate is
 * app/utils/access.server.ts's (`DEV_PAGE_ROUTE`, before every loader and action of this folder); elsewhere every
 * path here answers the 404 page. The layout itself is public (the index and the palette are; every other page is for
 * signed-in users by its own handle) and keeps search engines out.
 */
import type { MetaFunction } from "@remix-run/cloudflare";
import { Outlet, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { linkClass } from "~/components/forms";
import { LocaleLink } from "~/components/locale-link";
import { splitLocale } from "~/utils/locale-path";
import type { RouteHandle } from "~/utils/route-handle";

export const handle: RouteHandle = { isPublic: true, titleKey: "dev-pages:index.title" };

/** Inherited by every page of the folder (none has meta of its own). */
export const meta: MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

export default function DevPagesLayout() {
  const { t } = useTranslation("dev-pages");
  const { pathname } = useLocation();
  const onIndex = /^\/test\/?$/.test(splitLocale(pathname).path);
  return (
    <div className="mx-auto max-w-5xl">
      {onIndex ? null : (
        <LocaleLink to="/test" className={`${linkClass} mb-4 inline-block`}>
          {t("index.back")}
        </LocaleLink>
      )}
      <Outlet />
    </div>
  );
}
