import { useLocation } from "@remix-run/react";
import { type RefObject, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { Locale } from "~/i18n";
import type { ColorMode } from "~/utils/color-mode";
import { splitLocale } from "~/utils/locale-path";
import type { MenuNode } from "~/utils/menus.server";
import { LocaleLink } from "../locale-link";
import { AccountMenu, type ToolbarAccount } from "./account-menu";
import { menuName } from "./menu-name";
import { NotificationBell } from "./notification-bell";
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

/** A menu item's name: English on an English page where it exists, else the Dutch marked lang="nl" (menu-name.ts). */
function MenuLink({ node, pathname, className }: { node: MenuNode; pathname: string; className: string }) {
  const { i18n } = useTranslation();
  const name = menuName(node, i18n.language);
  return (
    <LocaleLink
      to={node.href}
      className={className}
      aria-current={isCurrent(node.href, pathname) ? "page" : undefined}
      {...name.lang}
    >
      {name.text}
    </LocaleLink>
  );
}

/** Items with children open as a disclosure (<details>): keyboard- and JavaScript-free. */
function MenuItems({ menu, pathname }: { menu: MenuNode[]; pathname: string }) {
  const { t, i18n } = useTranslation("layout");
  return (
    <ul className="flex flex-col gap-1 md:flex-row md:flex-wrap md:items-end">
      {menu.map((node) =>
        node.children.length ? (
          <li key={node.id} className="relative">
            <details className="group">
              <summary
                className="site-tab cursor-pointer list-none"
                aria-label={t("submenu", { name: menuName(node, i18n.language).text })}
              >
                <span {...menuName(node, i18n.language).lang}>{menuName(node, i18n.language).text}</span>
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

/** The menu button's icon: three bars, a cross while the menu is open (the summary's `group-open`). */
function MenuIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <path d="M4 7h16M4 12h16M4 17h16" className="group-open:hidden" />
      <path d="M6 6l12 12M18 6 6 18" className="hidden group-open:block" />
    </svg>
  );
}

/**
 * With JavaScript (an enhancement: everything works without it): a navigation closes the menu and any open
 * submenu or account menu, as a new document would; Escape closes the innermost open one and returns focus to its
 * button; focus leaving the header closes the phone menu, so it never covers the field that gets focus.
 */
function useHeaderDisclosures(headerRef: RefObject<HTMLElement>, menuRef: RefObject<HTMLDetailsElement>) {
  const { key } = useLocation();
  const lastKey = useRef(key);
  useEffect(() => {
    // Not on the first render: the click that hydrates a reading page (ADR 0015) may just have opened the menu.
    if (lastKey.current === key) return;
    lastKey.current = key;
    for (const details of headerRef.current?.querySelectorAll("details[open]") ?? []) {
      (details as HTMLDetailsElement).open = false;
    }
  }, [key, headerRef]);

  useEffect(() => {
    const header = headerRef.current;
    if (!header) return;
    const menuShown = () => {
      const menu = menuRef.current;
      return menu?.open && getComputedStyle(menu).display !== "none" ? menu : null;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      const details = (event.target as Element).closest<HTMLDetailsElement>("details[open]") ?? menuShown();
      if (!details || !header.contains(details)) return;
      event.preventDefault();
      details.open = false;
      details.querySelector("summary")?.focus();
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !header.contains(next)) menuShown()?.removeAttribute("open");
    };
    header.addEventListener("keydown", onKeyDown);
    header.addEventListener("focusout", onFocusOut);
    return () => {
      header.removeEventListener("keydown", onKeyDown);
      header.removeEventListener("focusout", onFocusOut);
    };
  }, [headerRef, menuRef]);
}

/**
 * With JavaScript, the sticky header's real height (a wrapped menu row, an open phone menu) goes into
 * `--site-header-height`, which keeps focused fields and link targets clear of it (`scroll-padding-top`,
 * styles/tailwind.css). Without, the stylesheet's fixed heights apply.
 */
function useStickyHeaderHeight(headerRef: RefObject<HTMLElement>, sticky: boolean) {
  useEffect(() => {
    const header = headerRef.current;
    if (!header || !sticky || typeof ResizeObserver === "undefined") return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty("--site-header-height", `${header.offsetHeight}px`));
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--site-header-height");
    };
  }, [headerRef, sticky]);
}

/**
 * Header. From md (768 px): logo, the notifications bell (signed in) and toolbar (language, colour mode, account)
 * in one row, the header menu as tabs below. Narrower: logo, the bell and a menu button in one row of 56 px; the
 * menu and the toolbar open below it. The button is a <details> disclosure (a button with its expanded state for assistive technology, no JavaScript needed); the
 * panel is the element after it, shown by CSS while it is open (styles/tailwind.css `.site-menu-panel`), so the
 * same markup lays out as the desktop row from md: one rendering, one set of ids and forms.
 */
export function SiteHeader(props: HeaderProps) {
  const { t } = useTranslation("layout");
  const { pathname } = useLocation();
  const headerRef = useRef<HTMLElement>(null);
  const menuRef = useRef<HTMLDetailsElement>(null);
  useHeaderDisclosures(headerRef, menuRef);
  useStickyHeaderHeight(headerRef, props.sticky);
  const hasMenu = props.menu.length > 0;
  // The bell stays outside the phone menu (beside its button), so the count is seen without opening it.
  const bell = props.account !== null;
  return (
    <header
      ref={headerRef}
      className={`site-header z-40 ${props.sticky ? "sticky top-0" : "relative"}`}
      data-variant={props.variant}
      data-sticky={props.sticky ? "" : undefined}
    >
      {/* Surface and borders come from `.site-header` (styles/tailwind.css): utilities here would override the brand's. */}
      <div
        className={`mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 px-4 py-1.5 md:grid md:py-0 md:gap-x-4 md:gap-y-2 md:pt-3 ${bell ? "md:grid-cols-[1fr_auto_auto_auto]" : "md:grid-cols-[1fr_auto_auto]"} ${hasMenu ? "" : "md:pb-3"}`}
      >
        {/* Basis 0: on a phone the logo shrinks to leave the row to the badge and the menu button, never wraps. */}
        <div className="flex min-w-0 flex-1 basis-0 items-center md:col-start-1 md:row-start-1">
          <LocaleLink
            to="/"
            className="flex min-w-0 max-w-full items-center rounded-[var(--radius)] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700 dark:focus-visible:outline-primary-300"
          >
            {props.logoUrl ? (
              <>
                <img
                  src={props.logoUrl}
                  alt={t("home", { name: props.centerName })}
                  width={240}
                  height={48}
                  className="h-10 w-auto max-w-full object-contain object-left dark:hidden md:h-12"
                />
                <img
                  src={props.logoDarkUrl ?? props.logoUrl}
                  alt={t("home", { name: props.centerName })}
                  width={240}
                  height={48}
                  className="hidden h-10 w-auto max-w-full object-contain object-left dark:block md:h-12"
                />
              </>
            ) : (
              <span className="truncate text-lg font-bold text-primary-800 dark:text-primary-200">{props.centerName}</span>
            )}
          </LocaleLink>
        </div>
        {props.isDemo ? (
          <span className="shrink-0 rounded-full border border-dashed border-secondary-700 px-2 py-0.5 text-xs font-semibold text-secondary-800 md:col-start-2 md:row-start-1 dark:border-secondary-300 dark:text-secondary-200">
            {/* Phones show the short word so logo, badge and menu button fit one row at 320 px; the full one is read. */}
            <span aria-hidden="true" className="sm:hidden">
              {t("demoBadgeShort")}
            </span>
            <span className="max-sm:sr-only">{t("demoBadge")}</span>
          </span>
        ) : null}
        {bell ? (
          <NotificationBell unread={props.account?.unreadNotifications ?? 0} className="md:col-start-3 md:row-start-1" />
        ) : null}
        <details ref={menuRef} className="site-menu-toggle group shrink-0 md:hidden" data-site-menu>
          <summary
            aria-controls="site-menu"
            className="inline-flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-[var(--radius)] border border-muted-300 px-3 font-semibold text-muted-800 hover:bg-muted-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700 group-open:bg-muted-100 dark:border-muted-600 dark:text-muted-100 dark:hover:bg-muted-800 dark:focus-visible:outline-primary-300 dark:group-open:bg-muted-800"
          >
            <MenuIcon />
            {t("menu")}
          </summary>
        </details>
        <div id="site-menu" className="site-menu-panel md:contents">
          {hasMenu ? (
            <nav aria-label={t("mainMenu")} className={`pt-2 md:row-start-2 md:pt-0 ${bell ? "md:col-span-4" : "md:col-span-3"}`}>
              <MenuItems menu={props.menu} pathname={pathname} />
            </nav>
          ) : null}
          <div
            role="toolbar"
            aria-label={t("toolbar")}
            className={`site-toolbar flex flex-wrap items-center gap-2 md:row-start-1 ${bell ? "md:col-start-4" : "md:col-start-3"}`}
          >
            {props.languageToggle ? <LanguageSwitch locale={props.locale} /> : null}
            <ColorModeSwitch preference={props.colorMode} />
            <AccountMenu account={props.account} signUpLink={props.signUpLink} />
          </div>
        </div>
      </div>
    </header>
  );
}
