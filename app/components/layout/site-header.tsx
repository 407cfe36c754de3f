import { useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Locale } from "~/i18n";
import type { ColorMode } from "~/utils/color-mode";
import { splitLocale } from "~/utils/locale-path";
import type { MenuNode } from "~/utils/menus.server";
import { LocaleLink } from "../locale-link";
import { AccountMenu, type ToolbarAccount } from "./account-menu";
import { ColorModeSwitch, LanguageSwitch } from "./toolbar";

interface HeaderProps {
  centerName: string;
  logoUrl: string | null;
  logoDarkUrl: string | null;
  menu: MenuNode[];
  locale: Locale;
  colorMode: ColorMode;
  sticky: boolean;
  languageToggle: boolean;
  variant: string;
  isDemo: boolean;
  account: ToolbarAccount | null;
  /** The tenant's `signUpLink` setting (config/tenants.ts): a sign-up link beside sign-in for signed-out visitors. */
  signUpLink: boolean;
}

function isCurrent(href: string, pathname: string) {
  const path = splitLocale(pathname).path;
  return href === "/" ? path === "/" : path === href || path.startsWith(`${href}/`);
}

function MenuLink({ node, pathname, className }: { node: MenuNode; pathname: string; className: string }) {
  return (
    <LocaleLink to={node.href} className={className} aria-current={isCurrent(node.href, pathname) ? "page" : undefined}>
      {node.name}
    </LocaleLink>
  );
}

/** Items with children open as a disclosure (<details>): keyboard- and JavaScript-free. */
function MenuItems({ menu, pathname }: { menu: MenuNode[]; pathname: string }) {
  const { t } = useTranslation("layout");
  return (
    <ul className="flex flex-col gap-1 md:flex-row md:flex-wrap md:items-end">
      {menu.map((node) =>
        node.children.length ? (
          <li key={node.id} className="relative">
            <details className="group">
              <summary className="site-tab cursor-pointer list-none" aria-label={t("submenu", { name: node.name })}>
                {node.name}
                <span aria-hidden="true" className="ml-1 inline-block transition-transform group-open:rotate-180">
                  ▾
                </span>
              </summary>
              <ul className="z-30 mt-1 min-w-48 rounded-[var(--radius)] border border-muted-200 bg-white p-1 shadow-lg md:absolute dark:border-muted-700 dark:bg-muted-900">
                {[{ ...node, children: [] }, ...node.children].map((child) => (
                  <li key={`${node.id}-${child.id}`}>
                    <MenuLink
                      node={child}
                      pathname={pathname}
                      className="block rounded-[var(--radius)] px-3 py-2 text-muted-800 hover:bg-muted-100 aria-[current=page]:font-semibold aria-[current=page]:text-primary-800 dark:text-muted-100 dark:hover:bg-muted-800 dark:aria-[current=page]:text-primary-300"
                    />
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ) : (
          <li key={node.id}>
            <MenuLink node={node} pathname={pathname} className="site-tab" />
          </li>
        ),
      )}
    </ul>
  );
}

/**
 * Header: logo (light and dark variant), the toolbar (language, colour mode) and the header menu as tabs. On
 * narrow screens the menu folds into a disclosure; the toolbar stays visible.
 */
export function SiteHeader(props: HeaderProps) {
  const { t } = useTranslation("layout");
  const { pathname } = useLocation();
  return (
    <header
      className={`site-header z-40 border-b border-muted-200 bg-white dark:border-muted-800 dark:bg-muted-950 ${props.sticky ? "sticky top-0" : ""}`}
      data-variant={props.variant}
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 pt-3">
        <LocaleLink
          to="/"
          className="mr-auto flex items-center rounded-[var(--radius)] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700"
        >
          {props.logoUrl ? (
            <>
              <img
                src={props.logoUrl}
                alt={t("home", { name: props.centerName })}
                width={240}
                height={48}
                className="h-10 w-auto max-w-[55vw] dark:hidden sm:h-12"
              />
              <img
                src={props.logoDarkUrl ?? props.logoUrl}
                alt={t("home", { name: props.centerName })}
                width={240}
                height={48}
                className="hidden h-10 w-auto max-w-[55vw] dark:block sm:h-12"
              />
            </>
          ) : (
            <span className="text-lg font-bold text-primary-800 dark:text-primary-200">{props.centerName}</span>
          )}
        </LocaleLink>
        {props.isDemo ? (
          <span className="rounded-full border border-dashed border-secondary-700 px-2 py-0.5 text-xs font-semibold text-secondary-800 dark:border-secondary-300 dark:text-secondary-200">
            {t("demoBadge")}
          </span>
        ) : null}
        <div role="toolbar" aria-label={t("toolbar")} className="flex flex-wrap items-center gap-2">
          {props.languageToggle ? <LanguageSwitch locale={props.locale} /> : null}
          <ColorModeSwitch preference={props.colorMode} />
          <AccountMenu account={props.account} signUpLink={props.signUpLink} />
        </div>
      </div>
      {props.menu.length ? (
        <nav aria-label={t("mainMenu")} className="mx-auto max-w-6xl px-4 pt-2">
          <details className="group md:hidden" data-mobile-menu>
            <summary className="site-tab mb-2 inline-flex cursor-pointer list-none items-center gap-2">
              <span aria-hidden="true">☰</span> {t("menu")}
            </summary>
            <div className="pb-3">
              <MenuItems menu={props.menu} pathname={pathname} />
            </div>
          </details>
          <div className="hidden md:block">
            <MenuItems menu={props.menu} pathname={pathname} />
          </div>
        </nav>
      ) : (
        <div className="h-3" />
      )}
    </header>
  );
}
