import { isRouteErrorResponse, Link } from "@remix-run/react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { isRouteErrorData, type RouteErrorReason, reasonForStatus } from "~/utils/route-errors";
import { useLocalizePath } from "./locale-link";

const TEXT_KEYS: Record<RouteErrorReason, string> = {
  wrong_center: "errors.wrongCenter",
  unauthorized: "errors.unauthorized",
  forbidden: "errors.forbidden",
  not_found: "errors.notFound",
  unknown_site: "errors.unknownSite",
  error: "errors.other",
};

export const ERROR_TITLE_KEYS = TEXT_KEYS;

const primaryButton =
  "rounded-md bg-primary-700 px-5 py-2.5 font-semibold text-white hover:bg-primary-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700";

export function describeError(error: unknown): { status: number; reason: RouteErrorReason } {
  if (isRouteErrorResponse(error)) {
    const reason = isRouteErrorData(error.data) ? error.data.reason : reasonForStatus(error.status);
    return { status: error.status, reason };
  }
  if (error instanceof Error && /wrong center/i.test(error.message)) return { status: 403, reason: "wrong_center" };
  return { status: 500, reason: "error" };
}

/**
 * SPEC §8 error page: a large faded status code, the texts for the reason, and 'Back to home' to the root.
 * A second click on 'Back to home' forces a full page load (the first is a client navigation that may fail
 * the same way if the app state is broken). Without JavaScript the link is a plain full load anyway.
 *
 * The unknown-site page has no home: its host names no centre, so "/" is this same page. It offers the way out
 * that exists (choosing a site on /switch, in development and on staging) and otherwise only its advice to check
 * the address.
 */
export function ErrorPage({ error, switchAvailable = false }: { error: unknown; switchAvailable?: boolean }) {
  const { t } = useTranslation();
  const { status, reason } = describeError(error);
  const key = TEXT_KEYS[reason];

  return (
    <div className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-4 py-16 text-center">
      {/* Pure decoration (WCAG 1.4.3 exempts it), drawn from an attribute so it is not page text. */}
      <p
        aria-hidden="true"
        data-status={status}
        className="select-none text-[7rem] font-black leading-none text-muted-500/25 before:content-[attr(data-status)] sm:text-[10rem]"
      />
      <h1 className="mt-2 text-2xl font-bold sm:text-3xl">
        {t(`${key}.title`)}
        {reason === "error" ? (
          <span className="block text-base font-normal">{t("errors.other.code", { code: status })}</span>
        ) : null}
      </h1>
      <p className="mt-4 text-muted-700 dark:text-muted-300">{t(`${key}.message`)}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {reason === "unknown_site" ? (
          switchAvailable ? (
            <a href="/switch" className={primaryButton}>
              {t("errors.unknownSite.switch")}
            </a>
          ) : null
        ) : (
          <BackHomeLink label={t("errors.backHome")} />
        )}
      </div>
    </div>
  );
}

/**
 * 'Back to home' under the visitor's /en or /nl prefix. The first click is a client navigation that may fail the same
 * way if the app state is broken; a second click forces a full page load. Without JavaScript it is a plain link.
 */
function BackHomeLink({ label }: { label: string }) {
  const home = useLocalizePath()("/");
  const clicked = useRef(false);
  return (
    <Link
      to={home}
      onClick={(event) => {
        if (!clicked.current) {
          clicked.current = true;
          return;
        }
        event.preventDefault();
        window.location.assign(home);
      }}
      className={primaryButton}
    >
      {label}
    </Link>
  );
}
