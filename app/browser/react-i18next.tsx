/**
 * `react-i18next` for the browser build (docs/decisions/0013-a-lighter-browser-build.md): `I18nextProvider`,
 * `useTranslation(ns?)` and the `initReactI18next` plugin marker — what this app (and remix-i18next's
 * `useChangeLanguage`) uses. Components re-render when the language changes.
 */
import { createContext, type ReactNode, useContext, useMemo, useSyncExternalStore } from "react";
import i18next, { type BrowserI18n, type TFunction } from "./i18next";

const I18nContext = createContext<BrowserI18n>(i18next);

export const initReactI18next = { type: "3rdParty", init() {} } as const;

export function I18nextProvider({ i18n, children }: { i18n: BrowserI18n; children?: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

export function useTranslation(namespace?: string): { t: TFunction; i18n: BrowserI18n; ready: true } {
  const i18n = useContext(I18nContext);
  const language = useSyncExternalStore(
    (onChange) => {
      i18n.on("languageChanged", onChange);
      return () => i18n.off("languageChanged", onChange);
    },
    () => i18n.language,
    // Hydration: the language the entry initialised, which is the one the server rendered.
    () => i18n.language,
  );
  const t = useMemo(() => i18n.getFixedT(language, namespace), [i18n, language, namespace]);
  return { t, i18n, ready: true };
}
