/**
 * Server half of the forms (ARCHITECTURE "Forms"): API errors in the shape Conform's `submission.reply()` takes,
 * with stable API error codes (accounts contract) turned into translatable message keys.
 */
import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ZodTypeAny, z } from "zod";
import { ApiError } from "./api.server";
import { apiErrorKey, validationErrorMap } from "./validation";

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
 * The API's errors as form errors: known codes → message keys, others keep the API's detail. Errors pointing at a
 * field the form does not show (or at none) become form-level errors. `aliases` renames API fields to form fields.
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
    const key = apiErrorKey(e.code, apiField);
    const message = key ?? e.detail ?? e.title ?? "validation:invalid";
    const field = apiField ? (aliases[apiField] ?? apiField) : null;
    if (field && fields.includes(field)) fieldErrors[field] = [...(fieldErrors[field] ?? []), message];
    else formErrors.push(message);
  }
  if (error.errors.length === 0) formErrors.push("validation:invalid");
  return { formErrors, fieldErrors };
}

/** 400/401/403/409/422/429 answers to a form submission are shown on the form; anything else is rethrown. */
export function isFormApiError(error: unknown): error is ApiError {
  return error instanceof ApiError && [400, 401, 403, 409, 422, 429].includes(error.status);
}

/** Reply with the API's errors on the submission's form (passwords never echoed back). */
export function replyWithApiError<Schema, Output>(
  submission: Submission<Schema, string[], Output>,
  error: ApiError,
  fields: readonly string[],
  options: { aliases?: Record<string, string>; hideFields?: string[] } = {},
) {
  const { formErrors, fieldErrors } = formErrorsFromApi(error, fields, options.aliases);
  return submission.reply({ formErrors, fieldErrors, hideFields: options.hideFields });
}

export type Infer<S extends ZodTypeAny> = z.infer<S>;
