import { Form, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { MenuNode } from "~/utils/menus.server";
import { LEGAL_PAGES, legalPagePath } from "../../../config/legal-pages";
import { LocaleLink } from "../locale-link";
import { type FooterColumnTexts, footerColumnText } from "./footer-columns";
import { FooterText } from "./footer-text";
import { menuName } from "./menu-name";

interface FooterProps {
  centerName: string;
  menu: MenuNode[];
  columns: FooterColumnTexts[];
  showAnbiLogo: boolean;
  showNovLogo: boolean;
  variant: string;
  /** The visitor made a cookie choice on a site with analytics: offer to change it (AVG: withdraw as easily). */
  showConsentSettings: boolean;
}

/**
 * Footer ("maud" variant): the centre's columns, the footer menu, ANBI/NOV logos when enabled, and a fixed row of
 * legal links (terms, privacy and accessibility statements) that no CMS menu can drop.
 */
export function SiteFooter(props: FooterProps) {
  const { t, i18n } = useTranslation("layout");
  // The footer menu's names and the columns are the centre's own texts: each may have an English one, shown on an
  // English page where it exists, else the Dutch one marked as such (content-lang.ts).
  return (
    <footer className="site-footer mt-auto bg-muted-900 text-muted-100 dark:bg-black" data-variant={props.variant}>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        {props.columns.map((column) => {
          const shown = footerColumnText(column, i18n.language);
          return (
            <section key={column.title} aria-label={shown.title}>
              <h2 className="text-base font-bold text-white" {...shown.titleLang}>
                {shown.title}
              </h2>
              <div className="mt-3 text-sm leading-relaxed text-muted-200" {...shown.contentLang}>
                <FooterText text={shown.content} />
              </div>
            </section>
          );
        })}
        {props.menu.length ? (
          <nav aria-label={t("footerMenu")}>
            <ul className="space-y-2 text-sm">
              {props.menu.map((node) => (
                <li key={node.id}>
                  <LocaleLink
                    to={node.href}
                    className="text-muted-100 underline-offset-2 hover:underline"
                    {...menuName(node, i18n.language).lang}
                  >
                    {menuName(node, i18n.language).text}
                  </LocaleLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
      <div className="border-t border-muted-700">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-4 text-sm text-muted-300">
          <p>{t("copyright", { year: new Date().getFullYear(), name: props.centerName })}</p>
          <LegalLinks />
          {props.showConsentSettings ? <ConsentSettingsForm /> : null}
          <div className="flex gap-3">
            {props.showAnbiLogo ? <img src="/brand/anbi.svg" alt={t("anbi")} width={120} height={48} loading="lazy" /> : null}
            {props.showNovLogo ? <img src="/brand/nov.svg" alt={t("nov")} width={120} height={48} loading="lazy" /> : null}
          </div>
        </div>
      </div>
    </footer>
  );
}

/** The legal pages every centre has (config/legal-pages.ts), at fixed slugs: content pages, edited in the CMS. */
function LegalLinks() {
  const { t } = useTranslation("layout");
  return (
    <nav aria-label={t("legal.label")}>
      <ul className="flex flex-wrap gap-x-4 gap-y-1">
        {LEGAL_PAGES.map((page) => (
          <li key={page}>
            <LocaleLink
              to={legalPagePath(page)}
              className="text-muted-200 underline underline-offset-2 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              {t(`legal.${page}`)}
            </LocaleLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Clears the cookie choice so the banner asks again. A full document POST (also with JavaScript): a Google tag that
 * already ran in this page is gone only after a fresh load.
 */
function ConsentSettingsForm() {
  const { t } = useTranslation("ui");
  const { pathname, search } = useLocation();
  return (
    <Form method="post" action="/cookie-consent" reloadDocument>
      <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
      <button
        type="submit"
        name="choice"
        value="reset"
        className="cursor-pointer text-muted-200 underline underline-offset-2 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        {t("consent.change")}
      </button>
    </Form>
  );
}
