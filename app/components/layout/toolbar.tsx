import { Form, useFetcher, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { type Locale, SUPPORTED_LOCALES } from "~/i18n";
import { COLOR_MODES, type ColorMode } from "~/utils/color-mode";

const ICONS: Record<ColorMode, string> = {
  system: "M4 5h16v10H4zM9 19h6M12 15v4",
  light:
    "M12 4V2M12 22v-2M4 12H2M22 12h-2M5.6 5.6 4.2 4.2M19.8 19.8l-1.4-1.4M5.6 18.4l-1.4 1.4M19.8 4.2l-1.4 1.4M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8z",
  dark: "M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z",
};

const buttonBase =
  "inline-flex min-h-10 min-w-10 items-center justify-center gap-1 rounded-[var(--radius)] px-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700 dark:focus-visible:outline-primary-300";
const idle = "text-muted-700 hover:bg-muted-100 dark:text-muted-200 dark:hover:bg-muted-800";
const active = "bg-primary-700 text-white dark:bg-primary-300 dark:text-primary-950";

/** Keeps the visitor on the same page after a toolbar form post. */
function useRedirectTo() {
  const location = useLocation();
  return `${location.pathname}${location.search}`;
}

/** Language choice as a form post (works without JavaScript); the current language is marked. */
export function LanguageSwitch({ locale }: { locale: Locale }) {
  const { t } = useTranslation("layout");
  const redirectTo = useRedirectTo();
  return (
    <Form method="post" action="/language" className="flex items-center gap-1" aria-label={t("language.label")}>
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {SUPPORTED_LOCALES.map((code) => (
        <button
          key={code}
          type="submit"
          name="locale"
          value={code}
          lang={code}
          aria-pressed={code === locale}
          className={`${buttonBase} ${code === locale ? active : idle}`}
        >
          {/* The accessible name starts with the visible text (WCAG 2.5.3): "NL Nederlands". */}
          <span className="uppercase">{code}</span>
          <span className="sr-only"> {t(`language.${code}`)}</span>
        </button>
      ))}
    </Form>
  );
}

/**
 * System / light / dark as a form post. With JavaScript a fetcher submits it and the page switches at once
 * (the root reads the pending choice); without, the post redirects back.
 */
export function ColorModeSwitch({ preference }: { preference: ColorMode }) {
  const { t } = useTranslation("layout");
  const fetcher = useFetcher({ key: "color-mode" });
  const redirectTo = useRedirectTo();
  const pending = fetcher.formData?.get("mode");
  const current = (typeof pending === "string" ? pending : preference) as ColorMode;
  return (
    <fetcher.Form method="post" action="/color-mode" className="flex items-center gap-1" aria-label={t("colorMode.label")}>
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {COLOR_MODES.map((mode) => (
        <button
          key={mode}
          type="submit"
          name="mode"
          value={mode}
          aria-pressed={mode === current}
          title={t(`colorMode.${mode}`)}
          className={`${buttonBase} ${mode === current ? active : idle}`}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            width="18"
            height="18"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d={ICONS[mode]} />
          </svg>
          <span className="sr-only">{t(`colorMode.${mode}`)}</span>
        </button>
      ))}
    </fetcher.Form>
  );
}
