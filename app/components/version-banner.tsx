import { useTranslation } from "react-i18next";
import { useVersionCheck } from "~/hooks/use-version-check";

/**
 * "A new version is available. Reload" — shown only when `/build-id` names another deploy than this tab's
 * bundle (so never in a test run of one build). A polite live region: it announces itself without taking focus.
 */
export function VersionBanner() {
  const { t } = useTranslation("system");
  const updateAvailable = useVersionCheck();
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4">
      {updateAvailable ? (
        <div
          className="pointer-events-auto flex items-center gap-4 rounded-lg bg-muted-900 px-4 py-3 text-sm text-white shadow-lg dark:bg-muted-100 dark:text-muted-900"
          data-testid="version-banner"
        >
          <span>{t("version.available")}</span>
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="rounded-md bg-white px-3 py-1.5 font-semibold text-muted-900 hover:bg-muted-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white dark:bg-muted-900 dark:text-white dark:hover:bg-muted-800 dark:focus-visible:outline-muted-900"
          >
            {t("version.reload")}
          </button>
        </div>
      ) : null}
    </div>
  );
}
