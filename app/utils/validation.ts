/**
 * Form validation messages (SPEC §5): default messages for required, min/max length, e-mail, url, number bounds,
 * integer and array size, in nl and en (locales/<lng>/validation.json). Zod issues become *message keys* with
 * their parameters — `validation:tooShort|{"minimum":8}` — so the server can reply them (JS off) and the page
 * translates them in the visitor's language; `translateError` does that. Isomorphic.
 */
import type { TFunction } from "i18next";

import { errorMessage, isMessageKey, messageKeyErrorMap, parseMessageKey } from "../../contract/messages";

export { errorMessage, isMessageKey };

/**
 * The visitor-language text of an error message. Only keys are translated; anything else (an English API detail
 * that slipped through) shows as the generic 'not valid' text, so a page never shows words in another language.
 * A key missing from the visitor's language falls back to the same generic text.
 */
export function translateError(t: TFunction, message: string): string {
  if (!isMessageKey(message)) return t("validation:invalid") as string;
  const { key, params } = parseMessageKey(message);
  return t(key, { ...params, defaultValue: t("validation:invalid") }) as string;
}

/** The zod error map of every form: the contract's (contract/messages.ts). Pass it as parseWithZod's `errorMap`. */
export const validationErrorMap = messageKeyErrorMap;
