import { Link, type LinkProps, useLocation } from "@remix-run/react";
import { forwardRef } from "react";
import { splitLocale, withLocale } from "~/utils/locale-path";

/** The current URL's locale prefix (null on unprefixed URLs). */
export function useLocalePrefix() {
  return splitLocale(useLocation().pathname).prefix;
}

/** A function that keeps site paths under the current locale prefix. */
export function useLocalizePath() {
  const prefix = useLocalePrefix();
  return (path: string) => withLocale(path, prefix);
}

/**
 * Remix Link that keeps the visitor's /en or /nl prefix. Use it for every internal link of a page route; external
 * URLs pass through untouched.
 */
export const LocaleLink = forwardRef<HTMLAnchorElement, LinkProps & { to: string }>(function LocaleLink({ to, ...props }, ref) {
  const localize = useLocalizePath();
  return <Link ref={ref} to={localize(to)} {...props} />;
});
