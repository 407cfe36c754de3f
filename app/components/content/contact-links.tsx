/**
 * A phone number and an e-mail address as links (`tel:` / `mailto:`), the one way every page prints them: a phone is
 * dialled with a tap, and a long address breaks anywhere instead of widening the page at 375 px.
 */
import type { ComponentPropsWithoutRef } from "react";
import { linkClass } from "../forms";

/** `tel:` with only the digits and a leading + ("(0)" after +31 dropped): "038 - 376 12 34" → `tel:0383761234`. */
export function telHref(phone: string): string {
  return `tel:${phone
    .replace(/\(0\)/g, "")
    .replace(/[^\d+]/g, "")
    .replace(/(?!^)\+/g, "")}`;
}

export function PhoneLink({
  phone,
  className = linkClass,
  ...rest
}: { phone: string; className?: string } & Omit<ComponentPropsWithoutRef<"a">, "href" | "children">) {
  return (
    // Digits stay together: a number never wraps mid-way ("038 - 376" / "12 34").
    <a href={telHref(phone)} className={`${className} whitespace-nowrap`} {...rest}>
      {phone}
    </a>
  );
}

export function EmailLink({ email, className = linkClass }: { email: string; className?: string }) {
  return (
    <a href={`mailto:${email}`} className={`${className} [overflow-wrap:anywhere]`}>
      {email}
    </a>
  );
}
