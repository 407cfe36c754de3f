import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useChangeLanguage } from "remix-i18next/react";
import { describeError, ERROR_TITLE_KEYS, ErrorPage } from "./components/error-page";
import stylesheet from "./styles/tailwind.css?url";
import { loadCurrentCenter } from "./utils/center.server";
import { useNonce } from "./utils/nonce";
import { isRouteErrorData, routeError } from "./utils/route-errors";
import { handleOf, type RouteHandle } from "./utils/route-handle";
import { resolveTheme, themeCss } from "./utils/theme";
import { pageTitle } from "./utils/title";

export const handle: RouteHandle = { isPublic: true };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

/** Platform defaults for pages without a tenant (unknown site, /switch). */
const DEFAULT_THEME_CSS = themeCss(resolveTheme({}));

/** Paths that work without a tenant: choosing one is their purpose. */
const TENANTLESS_PATHS = new Set(["/switch", "/nl/switch", "/en/switch"]);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  const switchAvailable = context.platform.staging || context.isDevelopment;
  const base = { locale: context.locale, switchAvailable };
  if (!context.tenant) {
    if (TENANTLESS_PATHS.has(pathname)) return { ...base, tenant: null, center: null };
    throw routeError(404, "unknown_site", { switchAvailable });
  }
  const center = await loadCurrentCenter(context);
  return {
    ...base,
    tenant: { id: context.tenant.id, appContext: context.tenant.appContext, brandStyle: context.tenant.brandStyle },
    center,
  };
}

export type RootLoaderData = Awaited<ReturnType<typeof loader>>;

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const { i18n } = useTranslation();
  const nonce = useNonce();
  const center = data?.center ?? null;
  const title = useDocumentTitle(center?.appName ?? null);
  return (
    <html lang={data?.locale ?? i18n.language} dir="ltr" data-tenant={data?.tenant?.id} data-brand={data?.tenant?.brandStyle}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <Meta />
        <Links />
        {center ? <link rel="icon" href={center.faviconUrl} /> : <link rel="icon" href="/favicon.ico" sizes="any" />}
        <style id="tenant-theme">{center?.themeCss ?? DEFAULT_THEME_CSS}</style>
      </head>
      <body className="min-h-screen bg-background text-foreground antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

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

export default function App() {
  const { locale } = useLoaderData<typeof loader>();
  useChangeLanguage(locale);
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const fromError = isRouteErrorResponse(error) && isRouteErrorData(error.data) ? error.data.switchAvailable : false;
  return <ErrorPage error={error} switchAvailable={fromError ?? false} />;
}
