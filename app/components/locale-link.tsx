import { Link, type LinkProps, useLocation } from "@remix-run/react";
import { forwardRef, type ReactNode } from "react";
import { isPagePath, splitLocale, withLocale } from "~/utils/locale-path";

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

export interface SmartLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  "aria-label"?: string;
}

/**
 * A link whose target comes from data (content blocks, footer columns, menus): pages of this site become
 * client-side LocaleLinks (keeping /en); files and other site paths that are no page load as documents; other
 * sites open normally, without the opener.
 */
export function SmartLink({ href, className, children, ...aria }: SmartLinkProps) {
  if (isPagePath(href)) {
    return (
      <LocaleLink to={href} prefetch="intent" className={className} {...aria}>
        {children}
      </LocaleLink>
    );
  }
  const external = /^https?:\/\//i.test(href);
  return (
    <a href={href} className={className} rel={external ? "noopener noreferrer" : undefined} {...aria}>
      {children}
    </a>
  );
}
