import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";

const BUTTON =
  "inline-flex min-h-11 flex-1 cursor-pointer items-center justify-center rounded-md px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 disabled:cursor-wait sm:flex-none";

/**
 * The AVG cookie banner, shown until the visitor chooses. A plain POST form to /cookie-consent (works without
 * JavaScript: the action sets the cookie and redirects back with a toast); with JavaScript the same form goes
 * through a fetcher, so the page does not reload and ends in the same state.
 *
 * Sticky at the bottom of the viewport while the page scrolls, but in the page's flow: at the end of the page it
 * sits below the content, so on a phone it never covers anything for good. Not a dialog and no focus trap.
 * Accepting and rejecting are equally prominent.
 */
export function ConsentBanner({ show }: { show: boolean }) {
  const { t } = useTranslation("ui");
  const fetcher = useFetcher({ key: "cookie-consent" });
  const location = useLocation();
  const ref = useRef<HTMLElement>(null);
  // Hide as soon as the choice is on its way; the redirect's data then keeps it hidden.
  const visible = show && !fetcher.formData;
  useBannerHeight(ref, visible);
  if (!visible) return null;

  return (
    <section
      ref={ref}
      aria-label={t("consent.region")}
      data-testid="cookie-consent"
      className="sticky bottom-0 z-40 border-t border-muted-200 bg-white text-muted-900 shadow-[0_-4px_16px_rgb(0_0_0/0.08)] dark:border-muted-700 dark:bg-muted-900 dark:text-muted-50 print:hidden"
    >
      <fetcher.Form
        method="post"
        action="/cookie-consent"
        className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:gap-6 sm:py-4"
      >
        <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
        <div className="min-w-0 flex-1 text-sm">
          <p className="font-semibold">{t("consent.title")}</p>
          <p className="mt-1 text-muted-700 dark:text-muted-300">{t("consent.text")}</p>
        </div>
        <div className="flex shrink-0 gap-2">
          <button
            type="submit"
            name="choice"
            value="rejected"
            className={`${BUTTON} border-2 border-primary-700 bg-white text-primary-800 hover:bg-primary-50 dark:border-primary-300 dark:bg-muted-900 dark:text-primary-200 dark:hover:bg-muted-800`}
          >
            {t("consent.reject")}
          </button>
          <button
            type="submit"
            name="choice"
            value="accepted"
            className={`${BUTTON} border-2 border-primary-700 bg-primary-700 text-white hover:bg-primary-800 dark:border-primary-300 dark:bg-primary-300 dark:text-primary-950 dark:hover:bg-primary-200`}
          >
            {t("consent.accept")}
          </button>
        </div>
      </fetcher.Form>
    </section>
  );
}

/** Publishes the banner's height as --consent-banner-height so the toasts stack above it. */
function useBannerHeight(ref: React.RefObject<HTMLElement>, visible: boolean) {
  useEffect(() => {
    const root = document.documentElement;
    const element = ref.current;
    if (!visible || !element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => root.style.setProperty("--consent-banner-height", `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--consent-banner-height");
    };
  }, [ref, visible]);
}
