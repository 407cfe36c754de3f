import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useChangeLanguage } from "remix-i18next/react";
import { ErrorPage } from "./components/error-page";
import stylesheet from "./styles/tailwind.css?url";
import { loadCurrentCenter } from "./utils/center.server";
import { routeError } from "./utils/route-errors";
import type { RouteHandle } from "./utils/route-handle";

export const handle: RouteHandle = { isPublic: true };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

/** Paths that work without a tenant: choosing one is their purpose. */
const TENANTLESS_PATHS = new Set(["/switch", "/nl/switch", "/en/switch"]);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  const switchAvailable = context.platform.staging || context.isDevelopment;
  const base = { locale: context.locale, switchAvailable };
  if (!context.tenant) {
    if (TENANTLESS_PATHS.has(pathname)) return { ...base, tenant: null, center: null };
    throw routeError(404, "unknown_site");
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
  const center = data?.center ?? null;
  return (
    <html lang={data?.locale ?? i18n.language} dir="ltr" data-tenant={data?.tenant?.id} data-brand={data?.tenant?.brandStyle}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        {center ? <link rel="icon" href={center.faviconUrl} /> : <link rel="icon" href="/favicon.ico" sizes="any" />}
        {center ? <style id="tenant-theme">{center.themeCss}</style> : null}
      </head>
      <body className="min-h-screen bg-background text-foreground antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const { locale } = useLoaderData<typeof loader>();
  useChangeLanguage(locale);
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>("root");
  return <ErrorPage error={error} switchAvailable={data?.switchAvailable ?? false} />;
}
