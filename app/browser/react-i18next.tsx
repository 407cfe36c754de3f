/**
 * `react-i18next` for the browser build (docs/decisions/0013-a-lighter-browser-build.md): `I18nextProvider`,
 * `useTranslation(ns?)` and the `initReactI18next` plugin marker — what this app (and remix-i18next's
 * `useChangeLanguage`) uses. Components re-render when the language changes or a namespace arrives. A component
 * whose namespace is not loaded yet suspends until it is (ADR 0079): on a client-side navigation that is inside the
 * router's transition, so the previous page stays until the next one has its strings.
 */
import { createContext, type ReactNode, useContext, useMemo, useSyncExternalStore } from "react";
import i18next, { type BrowserI18n, type TFunction } from "./i18next";

const I18nContext = createContext<BrowserI18n>(i18next);

export const initReactI18next = { type: "3rdParty", init() {} } as const;

export function I18nextProvider({ i18n, children }: { i18n: BrowserI18n; children?: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

export function useTranslation(namespace?: string | readonly string[]): { t: TFunction; i18n: BrowserI18n; ready: true } {
  const i18n = useContext(I18nContext);
  const namespaces = namespace === undefined ? [] : typeof namespace === "string" ? [namespace] : namespace;
  const snapshot = useSyncExternalStore(
    (onChange) => {
      i18n.on("languageChanged", onChange);
      i18n.on("loaded", onChange);
      return () => {
        i18n.off("languageChanged", onChange);
        i18n.off("loaded", onChange);
      };
    },
    () => `${i18n.language}|${i18n.revision}`,
    // Hydration: the language the entry initialised, which is the one the server rendered.
    () => `${i18n.language}|${i18n.revision}`,
  );
  const language = snapshot.slice(0, snapshot.indexOf("|"));
  const missing = namespaces.filter((ns) => !i18n.hasLoadedNamespace(ns, language));
  if (missing.length) throw i18n.loadNamespaces(language, missing);
  const first = namespaces[0];
  const t = useMemo(() => i18n.getFixedT(language, first), [i18n, language, first, snapshot]);
  return { t, i18n, ready: true };
}
