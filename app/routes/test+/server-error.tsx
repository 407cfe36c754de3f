/**
 * /test/server-error (ADR 0073): the error page (SPEC §8) as a loader's failure shows it — a thrown Error (500: the
 * 'Oops… (error code: 500)' page, reported), a route error with a status (401, 403, 404, 503) — each a link here with
 * `?throw=`. Without it the page lists the links.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useTranslation } from "react-i18next";
import { linkClass, PageHeading } from "~/components/forms";
import { LocaleLink } from "~/components/locale-link";
import { routeError } from "~/utils/route-errors";
import type { RouteHandle } from "~/utils/route-handle";

export const handle: RouteHandle = { titleKey: "dev-pages:server-error.title" };

/** `error`: an unexpected Error; a number: the error page with that status. */
export const THROWS = ["error", "401", "403", "404", "503"] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const kind = new URL(request.url).searchParams.get("throw");
  if (kind === "error") throw new Error("Developer test page: an unexpected error in a loader (/test/server-error)");
  if (kind && (THROWS as readonly string[]).includes(kind)) throw routeError(Number(kind));
  return null;
}

export default function DevServerError() {
  const { t } = useTranslation("dev-pages");
  return (
    <>
      <PageHeading title={t("server-error.title")} description={t("server-error.description")} />
      <ul className="list-disc space-y-1 pl-5">
        {THROWS.map((kind) => (
          <li key={kind}>
            {/* A document request, so the server renders the error page as a visitor first meets it. */}
            <LocaleLink to={`/test/server-error?throw=${kind}`} reloadDocument className={linkClass}>
              {t(`server-error.throws.${kind === "error" ? "error" : "status"}`, { status: kind })}
            </LocaleLink>
          </li>
        ))}
      </ul>
    </>
  );
}
