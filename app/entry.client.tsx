import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { DEFAULT_LOCALE, i18nConfig, isLocale } from "./i18n";
import { NAMESPACES } from "./i18n-resources";
import { localeBackend } from "./utils/i18n-backend";

async function hydrate() {
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

hydrate();
