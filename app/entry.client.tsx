import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { DEFAULT_LOCALE, i18nConfig, isLocale } from "./i18n";
import { NAMESPACES } from "./i18n-resources";
import { listenForClientErrors } from "./utils/client-errors";
import { localeBackend } from "./utils/i18n-backend";

/**
 * Remix's single fetch decodes the page's inline loader data asynchronously, and <RemixBrowser> suspends (throws the
 * decoding promise) until it is done. A click or key press during a transition hydration makes React hydrate the
 * root synchronously, and a synchronous render that suspends outside any <Suspense> fails ("Root did not
 * complete", React error #345). So the decoding is started and awaited before hydration: the component's first
 * call does nothing but start it and throw it.
 */
async function decodeRemixState() {
  if (!window.__remixContext?.stream) return;
  try {
    RemixBrowser({});
  } catch (pending) {
    if (pending instanceof Promise) await pending;
  }
}

async function hydrate() {
  await decodeRemixState();
  const lang = document.documentElement.lang;
  // Only the page's language is fetched; another one loads when the visitor switches.
  await i18next
    .use(initReactI18next)
    .use(localeBackend)
    .init({ ...i18nConfig, ns: NAMESPACES, lng: isLocale(lang) ? lang : DEFAULT_LOCALE, fallbackLng: false });
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

listenForClientErrors();
hydrate();
