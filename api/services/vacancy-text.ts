/** The vacancy API's own words in nl and en (locales/<lang>/vacancy-api.json), in the request's language. */
import type { Context } from "hono";
import en from "../../locales/en/vacancy-api.json";
import nl from "../../locales/nl/vacancy-api.json";
import { requestLocale } from "../mail";
import type { ApiEnv } from "../types";

const TEXTS = { nl, en } as const;

export function vacancyText(c: Context<ApiEnv>, key: string, vars: Record<string, string | number> = {}): string {
  let node: unknown = TEXTS[requestLocale(c)];
  for (const part of key.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== "string") return key;
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ""));
}

export const vacancyError = (c: Context<ApiEnv>, key: string, vars?: Record<string, string | number>) =>
  vacancyText(c, `errors.${key}`, vars);
