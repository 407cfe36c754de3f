/**
 * Shown on every page while an admin is signed in as another user ("Inloggen als deze gebruiker"): who they are
 * signed in as, and the way back to their own account. Not dismissable. A named region (a landmark) above the
 * header; the button is a plain form post (app/routes/account+/terug.tsx), so it works without JavaScript.
 *
 * Fixed warning colours, not the tenant's: the banner must look the same, and unlike the site, on every tenant.
 * Contrast (Tailwind's amber scale): text amber-950 on amber-100 and amber-50 on amber-950 are far above 4.5:1;
 * the button (amber-950 on amber-100, amber-200 on amber-950) stands out from the band by well over 3:1.
 */
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useLocalizePath } from "../locale-link";

export const RETURN_PATH = "/account/terug";

export function ImpersonationBanner({ name, email }: { name: string; email: string }) {
  const { t } = useTranslation("account");
  const localize = useLocalizePath();
  return (
    <section
      aria-label={t("impersonation.label")}
      data-impersonation-banner
      className="border-y-4 border-amber-500 bg-amber-100 text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2">
        <p className="flex min-w-0 flex-1 basis-64 items-start gap-2 font-semibold">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="mt-0.5 size-5 shrink-0"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 11-7.4M17 15v3M17 21h.01" />
          </svg>
          <span className="min-w-0 [overflow-wrap:anywhere]">{t("impersonation.message", { name, email })}</span>
        </p>
        <Form method="post" action={localize(RETURN_PATH)}>
          <button
            type="submit"
            className="inline-flex min-h-10 cursor-pointer items-center rounded-[var(--radius)] bg-amber-950 px-3 text-sm font-semibold text-amber-50 hover:bg-amber-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-950 dark:bg-amber-200 dark:text-amber-950 dark:hover:bg-amber-100 dark:focus-visible:outline-amber-200"
          >
            {t("impersonation.back")}
          </button>
        </Form>
      </div>
    </section>
  );
}
