/**
 * Server half of the forms (ARCHITECTURE "Forms"): API errors in the shape Conform's `submission.reply()` takes,
 * with stable API error codes (accounts contract) turned into translatable message keys.
 */
import type { Submission, SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import {
  ZodArray,
  ZodBranded,
  ZodDefault,
  ZodDiscriminatedUnion,
  ZodEffects,
  ZodNullable,
  ZodObject,
  ZodOptional,
  ZodPipeline,
  type ZodTypeAny,
  ZodUnion,
  type z,
} from "zod";
import { toCamelCase } from "../../contract/case";
import { ApiError, type ApiErrorObject } from "./api.server";
import { reasonForStatus, routeError } from "./route-errors";
import { apiErrorMessage, isMessageKey, validationErrorMap } from "./validation";

export function parseForm<S extends ZodTypeAny>(formData: FormData, schema: S): Submission<z.input<S>, string[], z.output<S>> {
  return parseWithZod(formData, { schema, errorMap: validationErrorMap }) as Submission<z.input<S>, string[], z.output<S>>;
}

/**
 * The form field an API error pointer names (ADR 0040): the pointer's segments after `/data/attributes` (or
 * `/data/relationships`, or a flat body's devise wrapper `/user`), names camelCased, list rows as `[i]` — the names
 * Conform gives nested fields. `/data/attributes/address/postal_code` → `address.postalCode`,
 * `/data/attributes/props/items/2/title` → `props.items[2].title`, `/user/current_password` → `currentPassword`.
 */
export function fieldOfPointer(pointer: string | undefined, { verbatim = false } = {}): string | null {
  const path = pointer ?? "";
  // `/user/…` is devise's wrapper only in a flat body: in a JSON:API document it is a nested `user` (the sign-up's).
  const segments = (
    path.startsWith("/data") ? path.replace(/^\/data(\/(attributes|relationships))?/, "") : path.replace(/^\/user(?=\/)/, "")
  )
    .split("/")
    .filter(Boolean)
    .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));
  if (segments.length === 0) return null;
  return joinPath(segments.map((s) => (/^\d+$/.test(s) ? Number(s) : verbatim ? s : toCamelCase(s))));
}

type PathSegment = string | number;

function joinPath(segments: readonly PathSegment[]): string {
  return segments.reduce<string>((name, s) => (typeof s === "number" ? `${name}[${s}]` : name ? `${name}.${s}` : s), "");
}

/** `items[2].title` → ["items", 2, "title"]; a pattern's `items[].title` → ["items", -1, "title"] (any row). */
function splitPath(name: string): PathSegment[] {
  const out: PathSegment[] = [];
  for (const part of name.matchAll(/([^.[\]]+)|\[(\d*)\]/g)) {
    out.push(part[2] === undefined ? part[1] : part[2] === "" ? -1 : Number(part[2]));
  }
  return out;
}

/** `props.items[2].title` → `props.items[].title`: a field's pattern, whichever row it is on. */
const patternOf = (segments: readonly PathSegment[]) =>
  joinPath(segments.map((s) => (typeof s === "number" ? -1 : s))).replace(/\[-1\]/g, "[]");

function unwrap(schema: ZodTypeAny): ZodTypeAny {
  let inner = schema;
  for (;;) {
    if (inner instanceof ZodEffects) inner = inner.innerType();
    else if (inner instanceof ZodOptional || inner instanceof ZodNullable) inner = inner.unwrap();
    else if (inner instanceof ZodDefault) inner = inner.removeDefault();
    else if (inner instanceof ZodPipeline) inner = inner._def.in;
    else if (inner instanceof ZodBranded) inner = inner.unwrap();
    else return inner;
  }
}

/**
 * The fields of a form schema, as patterns (`address.postalCode`, `items[]`, `items[].title`): every leaf, and every
 * list (a list of checkboxes is one field; a list of rows has fields of its own too). Objects are fieldsets, not
 * fields: an error on one is the form's.
 */
export function schemaFieldPatterns(schema: ZodTypeAny, prefix = ""): string[] {
  const inner = unwrap(schema);
  if (inner instanceof ZodObject) {
    return Object.entries(inner.shape as Record<string, ZodTypeAny>).flatMap(([key, child]) =>
      schemaFieldPatterns(child, prefix ? `${prefix}.${key}` : key),
    );
  }
  if (inner instanceof ZodDiscriminatedUnion || inner instanceof ZodUnion) {
    const options = (inner.options as ZodTypeAny[]).flatMap((option) => schemaFieldPatterns(option, prefix));
    return [...new Set(options)];
  }
  if (inner instanceof ZodArray)
    return [prefix, ...schemaFieldPatterns(inner.element, `${prefix}[]`).filter((p) => p !== `${prefix}[]`)];
  return prefix ? [prefix] : [];
}

/** The top-level keys of an object schema, also behind `.superRefine()`/`.refine()`/`.transform()`. */
export function schemaFields(schema: ZodTypeAny): string[] {
  const inner = unwrap(schema);
  return inner instanceof ZodObject ? Object.keys(inner.shape) : [];
}

/**
 * The field of the form an error on `name` belongs to: `name` itself when the form has it, else the nearest field
 * above it (an error on the third of a list of checkboxes is the list's), else none (the form's own error).
 */
function shownField(name: string, patterns: ReadonlySet<string>): string | null {
  const segments = splitPath(name);
  for (let n = segments.length; n > 0; n--) {
    const head = segments.slice(0, n);
    if (patterns.has(patternOf(head))) return joinPath(head);
  }
  return null;
}

export interface FormErrorsFromApi {
  formErrors: string[];
  fieldErrors: Record<string, string[]>;
}

/** The message key of an API error: the contract's own key when the API sent one (meta.message), else by its code. */
function messageOf(e: ApiErrorObject, field: string | null): string {
  const own = (e.meta as { message?: unknown } | undefined)?.message;
  return isMessageKey(own) ? own : apiErrorMessage(e.code, field);
}

/**
 * The API's errors as form errors, the one mapper of every form (ADR 0040): always message keys (the contract's
 * key the API sent along, or its code's key; the API's English detail is never shown), each on the field its
 * pointer names — nested objects and list rows included — or, when the form does not show that field, on the
 * form. `fields` is the form's schema (its fields are found in it) or a list of field names; `aliases` renames an
 * API field to a form field where the two differ.
 */
export function formErrorsFromApi(
  error: ApiError,
  fields: ZodTypeAny | readonly string[],
  aliases: Record<string, string> = {},
): FormErrorsFromApi {
  const patterns = new Set(
    Array.isArray(fields) ? fields.map((f) => patternOf(splitPath(f))) : schemaFieldPatterns(fields as ZodTypeAny),
  );
  const formErrors: string[] = [];
  const fieldErrors: Record<string, string[]> = {};
  for (const e of error.errors) {
    const apiField = fieldOfPointer(e.source?.pointer);
    // A key inside a JSON value is the document's own (ADR 0043): a form that names it as written finds it as written.
    const asWritten = fieldOfPointer(e.source?.pointer, { verbatim: true });
    const field = apiField
      ? ((asWritten && patterns.has(patternOf(splitPath(asWritten))) ? asWritten : null) ??
        shownField(aliases[apiField] ?? apiField, patterns))
      : null;
    if (field) fieldErrors[field] = [...(fieldErrors[field] ?? []), messageOf(e, field)];
    else formErrors.push(messageOf(e, null));
  }
  if (error.errors.length === 0) formErrors.push("validation:api.failed");
  return { formErrors, fieldErrors };
}

/**
 * 400/401/403/409/422/429 answers to a form submission are shown on the form, and a 503 `busy` (too many password
 * hashes at once on the API's isolate, ADR 0036: "try again in a moment"); anything else is rethrown.
 */
export function isFormApiError(error: unknown): error is ApiError {
  if (!(error instanceof ApiError)) return false;
  return (
    [400, 401, 403, 409, 422, 429].includes(error.status) || (error.status === 503 && error.errors.some((e) => e.code === "busy"))
  );
}

export interface SubmitOptions {
  /**
   * The fields the form shows: an API error pointing at one of them sits under it, any other becomes a form error.
   * Default: every field of the schema, nested ones included (`schemaFieldPatterns`).
   */
  fields?: ZodTypeAny | readonly string[];
  /** API field → form field, where the two names differ. */
  aliases?: Record<string, string>;
  /** Never echoed back to the page (passwords), whether the form's own check or the API's failed. */
  hideFields?: string[];
}

/** The outcome of a form submission sent to the API: the API's answer, or the reply for the page's `lastResult`. */
export type SentSubmission<Output, T> = { ok: true; value: Output; data: T } | { ok: false; reply: SubmissionResult<string[]> };

/**
 * Send an already parsed submission to the API (ARCHITECTURE "A screen"): the form's own errors are replied as
 * they are; a 400/401/403/409/422/429 answer is replied onto the form — errors whose pointer names a shown field
 * under that field, the others as form errors, always as message keys (`formErrorsFromApi`); any other API answer
 * (404, 5xx) is thrown as the route error page with its request id, as a loader's would be; a network failure is
 * thrown as it is (the error page; reported by handleError). Use `submitForm` unless the action parses on its own.
 */
export async function sendSubmission<Output, T>(
  submission: Submission<unknown, string[], Output>,
  send: (value: Output) => Promise<T>,
  options: SubmitOptions & { fields: ZodTypeAny | readonly string[] },
): Promise<SentSubmission<Output, T>> {
  const { hideFields } = options;
  if (submission.status !== "success") return { ok: false, reply: submission.reply({ hideFields }) };
  try {
    return { ok: true, value: submission.value, data: await send(submission.value) };
  } catch (error) {
    if (isFormApiError(error)) {
      const { formErrors, fieldErrors } = formErrorsFromApi(error, options.fields, options.aliases);
      return { ok: false, reply: submission.reply({ formErrors, fieldErrors, hideFields }) };
    }
    if (error instanceof ApiError) {
      const status = error.status === 404 || error.status >= 500 ? error.status : 500;
      throw routeError(status, reasonForStatus(status), { requestId: error.requestId });
    }
    throw error;
  }
}

/**
 * Parse a form with its schema and send the value to the API: the one path every form action takes.
 *
 * ```ts
 * const result = await submitForm(await request.formData(), schema, (value) =>
 *   context.api.patch(`/api/v1/users/${id}`, { body: …value…, errors: "throw" }));
 * if (!result.ok) return result.reply;
 * return redirectWithToast(…);
 * ```
 *
 * `send` must call the API with `errors: "throw"`, so that 401/403 reach the form instead of the error page.
 */
export function submitForm<S extends ZodTypeAny, T>(
  formData: FormData,
  schema: S,
  send: (value: z.output<S>) => Promise<T>,
  options: SubmitOptions = {},
): Promise<SentSubmission<z.output<S>, T>> {
  return sendSubmission(parseForm(formData, schema), send, { ...options, fields: options.fields ?? schema });
}

export type Infer<S extends ZodTypeAny> = z.infer<S>;
