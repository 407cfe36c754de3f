/**
 * The organisation API's own words in nl and en (locales/<lang>/organization-api.json): error details and labels,
 * in the request's language (Accept-Language) or the recipient's.
 */
import type { Context } from "hono";
import en from "../../locales/en/organization-api.json";
import nl from "../../locales/nl/organization-api.json";
import { requestLocale } from "../mail";
import type { MailLocale } from "../mail/templates";
import type { ApiEnv } from "../types";

const TEXTS = { nl, en } as const;

/** `errors.transition` → the string, `{{name}}` placeholders filled; the key itself when missing. */
export function orgText(locale: MailLocale, key: string, vars: Record<string, string | number> = {}): string {
  let node: unknown = TEXTS[locale];
  for (const part of key.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== "string") return key;
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ""));
}

/** An error detail in the request's language. */
export const errorText = (c: Context<ApiEnv>, key: string, vars?: Record<string, string | number>) =>
  orgText(requestLocale(c), `errors.${key}`, vars);
