/**
 * Error messages as API and UI agree on them (ADR 0040): a field rule in contract/ carries a message *key* —
 * `validation:tooLong|{"maximum":150}` — never a sentence. The app translates the key in the visitor's language
 * (app/utils/validation.ts translateError); the API answers its own English detail for it and sends the key along in
 * the error object's `meta.message`, so a form shows the same words whether the browser's check or the API's
 * refused the value. Zod's own checks (min, max, e-mail, url, integer…) get their keys from `messageKeyErrorMap`.
 */
import { type ZodErrorMap, ZodIssueCode } from "zod";

// A namespace may have a dash (`organization-forms:…`).
const KEY = /^[a-z][a-z-]*:[A-Za-z0-9_.]+$/;

/** `key` or `key|{"param":…}`: the form in which error messages travel between API, server and page. */
export function errorMessage(key: string, params?: Record<string, unknown>): string {
  return params && Object.keys(params).length ? `${key}|${JSON.stringify(params)}` : key;
}

/** Whether a message travels as a key (`ns:key` or `ns:key|{params}`), the only form a form error may take. */
export function isMessageKey(message: unknown): message is string {
  if (typeof message !== "string") return false;
  const bar = message.indexOf("|");
  return KEY.test(bar < 0 ? message : message.slice(0, bar));
}

/** A message key and its parameters (`{}` when it has none or they do not parse). */
export function parseMessageKey(message: string): { key: string; params: Record<string, unknown> } {
  const bar = message.indexOf("|");
  if (bar < 0) return { key: message, params: {} };
  try {
    const params = JSON.parse(message.slice(bar + 1));
    return { key: message.slice(0, bar), params: params && typeof params === "object" ? params : {} };
  } catch {
    return { key: message.slice(0, bar), params: {} };
  }
}

const num = (value: number | bigint) => Number(value);

/**
 * The zod error map of every field rule, in the API's body validation and in every form: message keys, not English
 * sentences. A rule's own message (a key such as `validation:phone`) wins; zod consults this map with that message
 * as its default.
 */
export const messageKeyErrorMap: ZodErrorMap = (issue, ctx) => {
  const own = issue.message ?? ctx.defaultError;
  if (isMessageKey(own)) return { message: own };
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
    case ZodIssueCode.invalid_union:
      // Nothing given for a field that takes one of several types (a house number: text or number): required.
      if (issue.unionErrors.every((e) => e.issues.every((i) => i.code === "invalid_type" && i.received === "undefined"))) {
        return { message: errorMessage("validation:required") };
      }
      return { message: errorMessage("validation:invalid") };
    default:
      return { message: errorMessage("validation:invalid") };
  }
};
