/**
 * Server half of the forms (ARCHITECTURE "Forms"): API errors in the shape Conform's `submission.reply()` takes,
 * with stable API error codes (accounts contract) turned into translatable message keys.
 */
import type { Submission, SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { ZodEffects, ZodObject, type ZodTypeAny, type z } from "zod";
import { ApiError } from "./api.server";
import { reasonForStatus, routeError } from "./route-errors";
import { apiErrorMessage, validationErrorMap } from "./validation";

export function parseForm<S extends ZodTypeAny>(formData: FormData, schema: S): Submission<z.input<S>, string[], z.output<S>> {
  return parseWithZod(formData, { schema, errorMap: validationErrorMap }) as Submission<z.input<S>, string[], z.output<S>>;
}

/** `/data/attributes/first_name`, `/user/current_password` or `/email` → `firstName`, `currentPassword`, `email`. */
export function fieldOfPointer(pointer: string | undefined): string | null {
  const segments = (pointer ?? "")
    .replace(/^\/data(\/(attributes|relationships))?/, "")
    .replace(/^\/user(?=\/)/, "")
    .split("/")
    .filter(Boolean);
  if (segments.length === 0) return null;
  return segments
    .map((s, i) => (i === 0 ? s : s[0].toUpperCase() + s.slice(1)))
    .join("")
    .replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

export interface FormErrorsFromApi {
  formErrors: string[];
  fieldErrors: Record<string, string[]>;
}

/**
 * The API's errors as form errors: always message keys (known codes → their keys, others the generic ones; the
 * API's English detail is never shown). Errors pointing at a field the form does not show (or at none) become
 * form-level errors. `aliases` renames API fields to form fields.
 */
export function formErrorsFromApi(
  error: ApiError,
  fields: readonly string[],
  aliases: Record<string, string> = {},
): FormErrorsFromApi {
  const formErrors: string[] = [];
  const fieldErrors: Record<string, string[]> = {};
  for (const e of error.errors) {
    const apiField = fieldOfPointer(e.source?.pointer);
    const field = apiField ? (aliases[apiField] ?? apiField) : null;
    if (field && fields.includes(field)) fieldErrors[field] = [...(fieldErrors[field] ?? []), apiErrorMessage(e.code, field)];
    else formErrors.push(apiErrorMessage(e.code, null));
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
   * Default: the top-level keys of the schema.
   */
  fields?: readonly string[];
  /** API field → form field, where the two names differ. */
  aliases?: Record<string, string>;
  /** Never echoed back to the page (passwords), whether the form's own check or the API's failed. */
  hideFields?: string[];
}

/** The outcome of a form submission sent to the API: the API's answer, or the reply for the page's `lastResult`. */
export type SentSubmission<Output, T> = { ok: true; value: Output; data: T } | { ok: false; reply: SubmissionResult<string[]> };

/** The top-level keys of an object schema, also behind `.superRefine()`/`.refine()`/`.transform()`. */
export function schemaFields(schema: ZodTypeAny): string[] {
  let inner: ZodTypeAny = schema;
  while (inner instanceof ZodEffects) inner = inner.innerType();
  return inner instanceof ZodObject ? Object.keys(inner.shape) : [];
}

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
  options: SubmitOptions & { fields: readonly string[] },
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
  return sendSubmission(parseForm(formData, schema), send, { ...options, fields: options.fields ?? schemaFields(schema) });
}

export type Infer<S extends ZodTypeAny> = z.infer<S>;
