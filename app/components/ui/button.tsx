/**
 * Buttons of the screen kit (ARCHITECTURE "A screen"). One set of looks for `<button>`s and for links that act
 * as buttons: primary (the page's main action), secondary, destructive (deletes; put it behind `ConfirmForm`) and
 * link (a button that reads as a text link, e.g. a small action in a table row). Every look has a visible focus
 * ring and a dark variant; the colours are the tenant's own shades where the theme keeps their contrast (primary
 * 700/800 carry white text in every palette) and fixed reds for destructive.
 *
 * ```tsx
 * <Button type="submit" name="intent" value="resend" variant="secondary">{t("show.resend")}</Button>
 * <ButtonLink to="/users/add">{t("list.add")}</ButtonLink>
 * ```
 */
import type { LinkProps } from "@remix-run/react";
import type { ButtonHTMLAttributes } from "react";
import { LocaleLink } from "../locale-link";

export type ButtonVariant = "primary" | "secondary" | "destructive" | "link";

const BOX = "inline-flex items-center justify-center rounded-[var(--radius)] px-5 py-2.5 font-semibold";
const RING = "focus-visible:outline-2 focus-visible:outline-offset-2";

export const BUTTON_CLASSES: Record<ButtonVariant, string> = {
  primary: `${BOX} bg-primary-700 text-white hover:bg-primary-800 ${RING} focus-visible:outline-primary-700 disabled:opacity-60`,
  secondary: `${BOX} border border-muted-400 bg-white text-muted-900 hover:bg-muted-100 ${RING} focus-visible:outline-primary-700 dark:border-muted-500 dark:bg-muted-900 dark:text-muted-100 dark:hover:bg-muted-800`,
  destructive: `${BOX} bg-red-700 text-white hover:bg-red-800 ${RING} focus-visible:outline-red-700 dark:focus-visible:outline-red-300`,
  link: "font-semibold text-primary-800 underline underline-offset-2 hover:text-primary-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700 dark:text-primary-300 dark:hover:text-primary-200",
};

/** The classes of a look, with extra classes appended (for elements the kit does not render itself). */
export function buttonClassName(variant: ButtonVariant = "primary", className?: string): string {
  return className ? `${BUTTON_CLASSES[variant]} ${className}` : BUTTON_CLASSES[variant];
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
}

/** A `<button>`; `type` defaults to "button", so a submit button says so (`type="submit"`). */
export function Button({ variant = "primary", className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClassName(variant, className)} {...props} />;
}

/** A link to a page of this site that looks like a button (keeps the /en or /nl prefix). */
export function ButtonLink({ variant = "primary", className, ...props }: LinkProps & { to: string; variant?: ButtonVariant }) {
  return <LocaleLink className={buttonClassName(variant, className)} {...props} />;
}
