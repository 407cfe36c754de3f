/**
 * Form validation messages (SPEC §5): default messages for required, min/max length, e-mail, url, number bounds,
 * integer and array size, in nl and en (locales/<lng>/validation.json). Zod issues become *message keys* with
 * their parameters — `validation:tooShort|{"minimum":8}` — so the server can reply them (JS off) and the page
 * translates them in the visitor's language; `translateError` does that. Isomorphic.
 */
import type { TFunction } from "i18next";
import { type ZodErrorMap, ZodIssueCode } from "zod";

const KEY = /^[a-z]+:[A-Za-z0-9_.]+$/;

/** `key` or `key|{"param":…}`: the form in which error messages travel between server and page. */
export function errorMessage(key: string, params?: Record<string, unknown>): string {
  return params && Object.keys(params).length ? `${key}|${JSON.stringify(params)}` : key;
}

/** The visitor-language text of an error message; anything that is not a message key (an API detail) as is. */
export function translateError(t: TFunction, message: string): string {
  const bar = message.indexOf("|");
  const key = bar < 0 ? message : message.slice(0, bar);
  if (!KEY.test(key)) return message;
  let params: Record<string, unknown> = {};
  if (bar >= 0) {
    try {
      params = JSON.parse(message.slice(bar + 1));
    } catch {}
  }
  return t(key, { ...params, defaultValue: t("validation:invalid") }) as string;
}

const num = (value: number | bigint) => Number(value);

/** The zod error map of every form: message keys, not English sentences. Pass it as parseWithZod's `errorMap`. */
export const validationErrorMap: ZodErrorMap = (issue, ctx) => {
  // A schema's own message (given as a key such as "auth:signup.acceptTerms") wins over the default text; zod
  // consults this contextual map last, with the schema's message as the default.
  const own = issue.message ?? ctx.defaultError;
  if (KEY.test(own.split("|")[0])) return { message: own };
  switch (issue.code) {
    case ZodIssueCode.invalid_type:
      if (issue.received === "undefined" || issue.received === "null") return { message: errorMessage("validation:required") };
      if (issue.expected === "number" || issue.expected === "bigint") return { message: errorMessage("validation:number") };
      if (issue.expected === "integer") return { message: errorMessage("validation:integer") };
      return { message: errorMessage("validation:invalid") };
    case ZodIssueCode.too_small:
      if (issue.type === "string") {
        return {
          message:
            num(issue.minimum) <= 1
              ? errorMessage("validation:required")
              : errorMessage("validation:tooShort", { minimum: num(issue.minimum) }),
        };
      }
      if (issue.type === "array" || issue.type === "set") {
        return { message: errorMessage("validation:arrayTooSmall", { count: num(issue.minimum) }) };
      }
      if (issue.type === "number" || issue.type === "bigint") {
        return {
          message: errorMessage(issue.inclusive ? "validation:numberMin" : "validation:numberAbove", {
            minimum: num(issue.minimum),
          }),
        };
      }
      return { message: errorMessage("validation:invalid") };
    case ZodIssueCode.too_big:
      if (issue.type === "string") return { message: errorMessage("validation:tooLong", { maximum: num(issue.maximum) }) };
      if (issue.type === "array" || issue.type === "set") {
        return { message: errorMessage("validation:arrayTooBig", { count: num(issue.maximum) }) };
      }
      if (issue.type === "number" || issue.type === "bigint") {
        return {
          message: errorMessage(issue.inclusive ? "validation:numberMax" : "validation:numberBelow", {
            maximum: num(issue.maximum),
          }),
        };
      }
      return { message: errorMessage("validation:invalid") };
    case ZodIssueCode.invalid_string:
      if (issue.validation === "email") return { message: errorMessage("validation:email") };
      if (issue.validation === "url") return { message: errorMessage("validation:url") };
      return { message: errorMessage("validation:invalid") };
    case ZodIssueCode.not_multiple_of:
      return { message: errorMessage("validation:invalid") };
    default:
      return { message: errorMessage("validation:invalid") };
  }
};

/**
 * API error `code`s (accounts contract) → message keys; a field error with another code keeps the API's detail.
 * Used on 422 answers so server errors read like client ones.
 */
export const API_ERROR_KEYS: Record<string, string> = {
  taken: "validation:api.taken",
  accepted: "validation:api.accepted",
  confirmation: "validation:api.confirmation",
  too_short: "validation:api.tooShort",
  invalid: "validation:api.invalid",
  invalid_token: "validation:api.invalidToken",
  invalid_credentials: "auth:errors.invalidCredentials",
  unconfirmed: "auth:errors.unconfirmed",
  inactive: "auth:errors.inactive",
  rate_limited: "auth:errors.rateLimited",
  forbidden: "validation:api.forbidden",
  blank: "validation:required",
  required: "validation:required",
  email: "validation:email",
};

/**
 * Codes that say something more precise on one field: `<field>.<code>` (the field as the form names it) → message
 * key, checked before API_ERROR_KEYS. The API tells *which* value is wrong by the error's pointer: `invalid` on
 * `current_password` (PATCH/DELETE /api/v1/current_user, PUT /auth/password) is a wrong current password.
 */
export const API_FIELD_ERROR_KEYS: Record<string, string> = {
  "currentPassword.invalid": "validation:api.currentPasswordInvalid",
};

/** The message key for an API error `code` on `field` (null: no field); undefined when there is none. */
export function apiErrorKey(code: string | undefined, field: string | null): string | undefined {
  if (!code) return undefined;
  return (field ? API_FIELD_ERROR_KEYS[`${field}.${code}`] : undefined) ?? API_ERROR_KEYS[code];
}
