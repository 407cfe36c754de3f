/**
 * Streaming SSR with a per-request i18next instance (the locale comes from the load context), the CSP nonce
 * on every inline script, complete HTML for crawlers, the context's response cookies, and when the page hydrates
 * (utils/hydration.server.ts).
 */
import type { AppLoadContext, EntryContext, HandleDataRequestFunction, HandleErrorFunction } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { createInstance } from "i18next";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { i18nConfig } from "./i18n";
import { NAMESPACES } from "./i18n-resources";
import { hydratesAfterPaint, hydratesOnInteraction, scheduleHydration } from "./utils/hydration.server";
import { resources } from "./utils/i18n.server";
import { NonceProvider } from "./utils/nonce";
import { reportError } from "./utils/report-error.server";

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ ...i18nConfig, ns: NAMESPACES, lng: loadContext.locale, resources });

  const body = await renderToReadableStream(
    <NonceProvider value={loadContext.cspNonce}>
      <I18nextProvider i18n={i18n}>
        <RemixServer context={remixContext} url={request.url} nonce={loadContext.cspNonce} />
      </I18nextProvider>
    </NonceProvider>,
    {
      signal: request.signal,
      nonce: loadContext.cspNonce,
      onError(error: unknown) {
        if (!request.signal.aborted) reportError(error, { request, scope: loadContext.reporting, hook: "render" });
        responseStatusCode = 500;
      },
    },
  );
  if (isbot(request.headers.get("user-agent") || "")) await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  for (const cookie of await loadContext.responseCookies(responseHeaders)) responseHeaders.append("Set-Cookie", cookie);
  return scheduleHydration(new Response(body, { headers: responseHeaders, status: responseStatusCode }), {
    onInteraction: hydratesOnInteraction(remixContext),
    afterPaint: hydratesAfterPaint(remixContext),
    nonce: loadContext.cspNonce,
  });
}

export const handleDataRequest: HandleDataRequestFunction = async (response, { context }) => {
  for (const cookie of await context.responseCookies(response.headers)) response.headers.append("Set-Cookie", cookie);
  return response;
};

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  reportError(error, { request, scope: context.reporting, hook: "app" });
};
