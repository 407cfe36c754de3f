import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  useFetcher,
  useLoaderData,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { type ReactNode, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useChangeLanguage } from "remix-i18next/react";
import { vacancyTypesOffered } from "../config/tenants";
import { resolveTheme, themeCss } from "../config/theme";
import { Analytics } from "./components/analytics";
import { consentNeeded, isGtagId } from "./components/consent/consent";
import { ConsentBanner } from "./components/consent/consent-banner";
import { describeError, ERROR_TITLE_KEYS, ErrorPage } from "./components/error-page";
import { ImpersonationBanner } from "./components/layout/impersonation-banner";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { NavigationLoadingBar } from "./components/navigation/loading-bar";
import { SmoothScrollRestoration } from "./components/navigation/smooth-scroll-restoration";
import { Toaster } from "./components/toast";
import { VersionBanner } from "./components/version-banner"; // system: new-version notice
import { SUPPORTED_LOCALES } from "./i18n";
import stylesheet from "./styles/tailwind.css?url";
import { loadAccount } from "./utils/account.server";
import { loadCurrentCenter } from "./utils/center.server";
import { reportClientError } from "./utils/client-errors";
import { type ColorMode, colorModeClass, isColorMode } from "./utils/color-mode";
import { readColorMode } from "./utils/color-mode.server";
import { readConsent } from "./utils/consent.server";
import { splitLocale, withLocale } from "./utils/locale-path";
import { loadMenus } from "./utils/menus.server";
import { detectNativeApp } from "./utils/native"; // system: native wrapper detection
import { useNonce } from "./utils/nonce";
import { isRouteErrorData, routeError } from "./utils/route-errors";
import { handleOf, type RouteHandle } from "./utils/route-handle";
import { isImpersonating } from "./utils/session.server";
import { SIGN_OUT_PATH } from "./utils/sign-in-path";
import { pageTitle } from "./utils/title";
import { readFlashToasts } from "./utils/toast.server";

export const handle: RouteHandle = { isPublic: true };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

/** Platform defaults for pages without a tenant (unknown site, /switch). */
const DEFAULT_THEME_CSS = themeCss(resolveTheme({}));

/** Paths that work without a tenant: choosing one is their purpose. */
const TENANTLESS_PATHS = new Set(["/switch", "/nl/switch", "/en/switch"]);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const switchAvailable = context.platform.staging || context.isDevelopment;
  const base = {
    locale: context.locale,
    switchAvailable,
    colorMode: await readColorMode(request),
    origin: url.origin,
    // ui: flash toasts (read once; responseCookies() commits the cleared session) and the cookie_consent choice.
    toasts: readFlashToasts(context).toasts,
    consent: readConsent(request),
    // system: "ios" | "android" inside our native wrappers, else null (SPEC §1); part of the edge-cache key.
    nativeApp: detectNativeApp(request.headers.get("User-Agent")),
    // The browser reports its errors only when an error service is configured (ADR 0074).
    errorReports: Boolean(context.env.SENTRY_DSN),
  };
  if (!context.tenant) {
    if (TENANTLESS_PATHS.has(url.pathname)) {
      return { ...base, tenant: null, center: null, menus: { header: [], footer: [] }, account: null };
    }
    throw routeError(404, "unknown_site", { switchAvailable });
  }
  // The sign-out page clears the session itself; loading the account there could bounce back to it (401).
  const signingOut = splitLocale(url.pathname).path === SIGN_OUT_PATH;
  const [center, menus, account] = await Promise.all([
    loadCurrentCenter(context),
    loadMenus(context),
    signingOut ? null : loadAccount(context, request),
  ]);
  return {
    ...base,
    tenant: {
      id: context.tenant.id,
      appContext: context.tenant.appContext,
      brandStyle: context.tenant.brandStyle,
      signUpLink: context.tenant.signUpLink,
      // What the tenant offers (config/tenants.ts): the vacancy types in forms, the postcode of its own region in hints.
      vacancyTypes: vacancyTypesOffered(context.tenant),
      examplePostcode: context.tenant.examplePostcode,
    },
    center,
    menus,
    // Only what the toolbar needs: name, e-mail, the policy's actor (which links to show), organisations and the selected one.
    account: account
      ? {
          id: account.user.id,
          name:
            account.user.fullName ||
            [account.user.firstName, account.user.lastName].filter(Boolean).join(" ") ||
            account.user.email,
          email: account.user.email,
          actor: account.actor,
          organizations: account.organizations,
          selectedOrganizationId: account.selectedOrganizationId,
          // The toolbar's bell: read with the account (current_user's meta), refreshed with every navigation.
          unreadNotifications: account.unreadNotifications,
          // Tenant features that decide menu links (the activities overview is off in meedoen).
          features: {
            activities: context.tenant.features.activities,
            volunteerProfiles: context.tenant.features.volunteerProfiles,
          },
          // Signed in as this user by an admin (the banner shows); the admin's own session stays in the cookie.
          impersonated: isImpersonating(context.session),
        }
      : null,
  };
}

export type RootLoaderData = Awaited<ReturnType<typeof loader>>;

/** SPEC §1 title rule: the error's title, else the deepest route's title, then " - " and the app name. */
function useDocumentTitle(appName: string | null) {
  const { t } = useTranslation();
  const error = useRouteError();
  const matches = useMatches();
  if (error) return pageTitle(t(`${ERROR_TITLE_KEYS[describeError(error).reason]}.title`), appName);
  for (const match of [...matches].reverse()) {
    const handle = handleOf(match);
    const fromData = handle.title?.(match.data);
    if (fromData) return pageTitle(fromData, appName);
    if (handle.titleKey) return pageTitle(t(handle.titleKey), appName);
  }
  return pageTitle(null, appName);
}

/** The deepest route's layout flags (SPEC §2 route meta). */
function useRouteLayout() {
  const matches = useMatches();
  const merged: RouteHandle = {};
  for (const match of matches) Object.assign(merged, handleOf(match));
  return merged;
}

/** The class on <html>: a route's forced mode wins; a pending toggle shows at once (optimistic). */
function useColorModeClass(preference: ColorMode | undefined) {
  const forced = useRouteLayout().colorMode;
  const pending = useFetcher({ key: "color-mode" }).formData?.get("mode");
  return colorModeClass(isColorMode(pending) ? pending : (preference ?? "system"), forced);
}

/** hreflang alternates for the current page: nl, en and the unprefixed x-default. */
function Alternates({ origin }: { origin: string }) {
  const { pathname, search } = useLocation();
  const path = splitLocale(pathname).path;
  return (
    <>
      {SUPPORTED_LOCALES.map((locale) => (
        <link key={locale} rel="alternate" hrefLang={locale} href={`${origin}${withLocale(path, locale)}${search}`} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${origin}${path}${search}`} />
    </>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const { i18n } = useTranslation();
  const nonce = useNonce();
  const center = data?.center ?? null;
  const title = useDocumentTitle(center?.appName ?? null);
  const modeClass = useColorModeClass(data?.colorMode);
  return (
    <html
      lang={data?.locale ?? i18n.language}
      dir="ltr"
      className={modeClass}
      data-tenant={data?.tenant?.id}
      data-brand={data?.tenant?.brandStyle}
      data-error-reports={data?.errorReports ? "on" : undefined}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <Meta />
        <Links />
        {/* The centre's fonts start with the stylesheet instead of after it (utils/font-preloads.server.ts, ADR 0080). */}
        {center?.fontPreloads.map((href) => (
          <link key={href} rel="preload" as="font" type="font/woff2" href={href} crossOrigin="anonymous" />
        ))}
        {data?.origin && center ? <Alternates origin={data.origin} /> : null}
        {center ? <link rel="icon" href={center.faviconUrl} /> : <link rel="icon" href="/favicon.ico" sizes="any" />}
        {/* Built only from validated values (config/theme.ts), so it is safe as raw CSS. */}
        <style id="tenant-theme" dangerouslySetInnerHTML={{ __html: center?.themeCss ?? DEFAULT_THEME_CSS }} />
        {/* ui: the Google tag, only with the centre's gtagId AND accepted cookie consent (components/analytics.tsx). */}
        <Analytics gtagId={center?.gtagId} consent={data?.consent} nonce={nonce} />
      </head>
      <body className="flex min-h-screen flex-col bg-background font-sans text-foreground antialiased">
        {children}
        {/* ui: the cookie banner until the visitor chooses, and the toasts (flash toasts from the loader included). */}
        <ConsentBanner show={consentNeeded(center?.gtagId, data?.consent)} />
        <Toaster flash={data?.toasts} />
        {/* system: "A new version is available. Reload" when /build-id names another deploy. */}
        <VersionBanner />
        {/* SPEC §2: a top loading bar during navigation; smooth scroll to the saved position, else top-left. */}
        <NavigationLoadingBar />
        <SmoothScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** Header + main + footer around a page (layouts default, wide and empty of SPEC §2). */
function SiteChrome({ data, children }: { data: RootLoaderData; children: ReactNode }) {
  const { t } = useTranslation("layout");
  const layout = useRouteLayout();
  const center = data.center;
  // Signed in as another user: on every page, whatever its layout, above everything else.
  const impersonation = data.account?.impersonated ? (
    <ImpersonationBanner name={data.account.name} email={data.account.email} />
  ) : null;
  if (!center || layout.layout === "empty") {
    return (
      <>
        {impersonation}
        <main id="main" className="flex-1">
          {children}
        </main>
      </>
    );
  }
  const surface = layout.whiteBackground ? "bg-white dark:bg-muted-950" : "";
  const width = layout.layout === "wide" ? "" : "mx-auto w-full max-w-6xl px-4 py-8";
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-[var(--radius)] bg-primary-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
      >
        {t("skipToContent")}
      </a>
      {impersonation}
      <SiteHeader
        centerName={center.name}
        logoUrl={center.logoUrl}
        logoDarkUrl={center.logoDarkUrl}
        menu={data.menus.header}
        locale={data.locale}
        colorMode={data.colorMode}
        sticky={center.header.sticky}
        languageToggle={center.header.languageToggle}
        variant={center.header.variant}
        isDemo={data.tenant?.brandStyle === "demo"}
        account={data.account}
        signUpLink={data.tenant?.signUpLink ?? false}
      />
      <main id="main" tabIndex={-1} className={`flex-1 outline-none ${surface}`}>
        <div className={width}>{children}</div>
      </main>
      <SiteFooter
        centerName={center.name}
        menu={data.menus.footer}
        columns={center.footer.columns}
        showAnbiLogo={center.footer.showAnbiLogo}
        showNovLogo={center.footer.showNovLogo}
        variant={center.footer.variant}
        showConsentSettings={isGtagId(center.gtagId) && data.consent !== null}
      />
    </>
  );
}

export default function App() {
  const data = useLoaderData<typeof loader>();
  useChangeLanguage(data.locale);
  return (
    <SiteChrome data={data}>
      <Outlet />
    </SiteChrome>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  // A fault the browser itself ran into (a route response is an answer, and a server fault was reported there).
  useEffect(() => {
    if (error instanceof Error) reportClientError(error, "boundary");
  }, [error]);
  const data = useRouteLoaderData<typeof loader>("root");
  const fromError = isRouteErrorResponse(error) && isRouteErrorData(error.data) ? error.data.switchAvailable : false;
  const page = <ErrorPage error={error} switchAvailable={fromError ?? false} />;
  // When the root loaded (a page below it failed), keep the site's header and footer around the error.
  return data ? <SiteChrome data={data}>{page}</SiteChrome> : <main id="main">{page}</main>;
}
