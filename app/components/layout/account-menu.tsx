/**
 * The toolbar's account menu (SPEC §2 toolbar): signed out a sign-in link; signed in the name, the links the policy
 * allows (account-links.ts), the organisation switcher and sign-out. A <details> disclosure
 * with form posts, so it works with the keyboard and without JavaScript.
 */
import { Form, useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { RootLoaderData } from "~/root";
import { splitLocale } from "~/utils/locale-path";
import { SIGN_IN_PATH, SIGN_OUT_PATH } from "~/utils/sign-in-path";
import { LocaleLink, useLocalizePath } from "../locale-link";
import { accountLinks } from "./account-links";

export type ToolbarAccount = NonNullable<RootLoaderData["account"]>;

/** The volunteer sign-up page (SPEC §2). */
const SIGN_UP_PATH = "/signup";

/** SPEC §4/§9: after sign-out the cached user and roles are cleared after 500 ms. */
export const SIGN_OUT_CLEAR_DELAY_MS = 500;

function useRememberedAccount(account: ToolbarAccount | null) {
  const [shown, setShown] = useState(account);
  useEffect(() => {
    if (account) {
      setShown(account);
      return;
    }
    const timer = setTimeout(() => setShown(null), SIGN_OUT_CLEAR_DELAY_MS);
    return () => clearTimeout(timer);
  }, [account]);
  // On the client the user and roles stay cached for 500 ms after sign-out, so the toolbar does not flicker
  // while the sign-out navigation settles; the server render (JS off) never shows them signed out.
  return account ?? shown;
}

const itemClass =
  "block rounded-[var(--radius)] px-3 py-2 text-muted-800 hover:bg-muted-100 focus-visible:outline-2 focus-visible:outline-primary-700 dark:text-muted-100 dark:hover:bg-muted-800";

export function AccountMenu({ account, signUpLink = false }: { account: ToolbarAccount | null; signUpLink?: boolean }) {
  const { t } = useTranslation("account");
  const location = useLocation();
  const localize = useLocalizePath();
  const current = useRememberedAccount(account);
  const here = `${location.pathname}${location.search}`;

  if (!current) {
    const onSignIn = splitLocale(location.pathname).path === SIGN_IN_PATH;
    const query = onSignIn || here === "/" ? "" : `?redirectTo=${encodeURIComponent(here)}`;
    const onSignUp = splitLocale(location.pathname).path === SIGN_UP_PATH;
    return (
      // One group: on a narrow screen the two links wrap to the next line together.
      <div className="flex items-center gap-2">
        {/* The tenant's setting (config/tenants.ts), not a CMS menu item: every site offers it in the same place. */}
        {signUpLink ? (
          <LocaleLink
            to={SIGN_UP_PATH}
            aria-current={onSignUp ? "page" : undefined}
            className="inline-flex min-h-10 items-center rounded-[var(--radius)] border border-primary-700 px-3 text-sm font-semibold text-primary-800 hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700 dark:border-primary-300 dark:text-primary-200 dark:hover:bg-muted-800"
          >
            {t("menu.signUp")}
          </LocaleLink>
        ) : null}
        <LocaleLink
          to={`${SIGN_IN_PATH}${query}`}
          className="inline-flex min-h-10 items-center rounded-[var(--radius)] bg-primary-700 px-3 text-sm font-semibold text-white hover:bg-primary-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700"
        >
          {t("menu.signIn")}
        </LocaleLink>
      </div>
    );
  }

  const links = accountLinks(current.actor, current.selectedOrganizationId, current.features).map((link) => ({
    to: link.to,
    label: t(link.labelKey),
  }));

  return (
    <details className="relative max-md:basis-full" data-account-menu>
      <summary
        className="inline-flex min-h-10 cursor-pointer list-none items-center gap-1 rounded-[var(--radius)] px-2 text-sm font-semibold text-muted-800 hover:bg-muted-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700 dark:text-muted-100 dark:hover:bg-muted-800"
        aria-label={t("menu.label", { name: current.name })}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0" />
        </svg>
        {/* Below md the toolbar is in the menu panel, with room for the name on a row of its own. */}
        <span aria-hidden="true" className="max-w-[10rem] truncate">
          {current.name}
        </span>
        <span aria-hidden="true">▾</span>
      </summary>
      <div className="z-50 mt-1 rounded-[var(--radius)] border max-md:w-full md:absolute md:right-0 md:w-72 md:max-w-[calc(100vw-2rem)] border-muted-200 bg-white p-2 md:shadow-lg dark:border-muted-700 dark:bg-muted-900">
        <p className="truncate px-3 py-1 text-sm text-muted-700 dark:text-muted-300">{current.email}</p>
        <nav aria-label={t("menu.label", { name: current.name })}>
          <ul>
            {links.map((link) => (
              <li key={link.to}>
                <LocaleLink to={link.to} className={itemClass}>
                  {link.label}
                </LocaleLink>
              </li>
            ))}
          </ul>
        </nav>
        {current.organizations.length > 1 ? (
          <Form
            method="post"
            action={localize("/account/organisatie")}
            className="mt-2 border-t border-muted-200 px-3 pt-2 dark:border-muted-700"
          >
            <input type="hidden" name="redirectTo" value={here} />
            <label htmlFor="account-organization" className="block text-sm font-semibold">
              {t("menu.organization")}
            </label>
            <div className="mt-1 flex gap-2">
              <select
                id="account-organization"
                name="organizationId"
                defaultValue={current.selectedOrganizationId ?? undefined}
                className="min-w-0 flex-1 rounded-[var(--radius)] border border-muted-400 bg-white px-2 py-1 text-sm dark:bg-muted-900"
              >
                {current.organizations.map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.name}
                  </option>
                ))}
              </select>
              <button type="submit" className="rounded-[var(--radius)] border border-muted-400 px-2 py-1 text-sm font-semibold">
                {t("menu.switchOrganization")}
              </button>
            </div>
          </Form>
        ) : current.organizations.length === 1 ? (
          <p className="mt-2 border-t border-muted-200 px-3 pt-2 text-sm dark:border-muted-700">
            {t("menu.organization")}: {current.organizations[0].name}
          </p>
        ) : null}
        <Form
          method="post"
          action={localize(SIGN_OUT_PATH)}
          className="mt-2 border-t border-muted-200 pt-2 dark:border-muted-700"
        >
          <button type="submit" className={`${itemClass} w-full text-left`}>
            {t("menu.signOut")}
          </button>
        </Form>
      </div>
    </details>
  );
}
