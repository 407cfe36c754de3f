/** Checks shared by the auth and users endpoints; each returns JSON:API error objects with a pointer per field. */
import type { ErrorObject } from "../jsonapi/errors";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./password";

export type FieldError = Partial<ErrorObject> & { detail: string };

export function fieldError(pointer: string, code: string, detail: string): FieldError {
  return { code, title: "Invalid Attribute", detail, source: { pointer } };
}

/** A new password and its confirmation; `prefix` is where the fields sit (`` for devise bodies, `/data/attributes`). */
export function passwordErrors(password: unknown, confirmation: unknown, prefix = ""): FieldError[] {
  const errors: FieldError[] = [];
  if (typeof password !== "string" || password.length === 0) {
    errors.push(fieldError(`${prefix}/password`, "blank", "Password can't be blank."));
  } else if (password.length < MIN_PASSWORD_LENGTH) {
    errors.push(
      fieldError(`${prefix}/password`, "too_short", `Password is too short (minimum is ${MIN_PASSWORD_LENGTH} characters).`),
    );
  } else if (password.length > MAX_PASSWORD_LENGTH) {
    errors.push(
      fieldError(`${prefix}/password`, "too_long", `Password is too long (maximum is ${MAX_PASSWORD_LENGTH} characters).`),
    );
  }
  if (password !== confirmation) {
    errors.push(fieldError(`${prefix}/password_confirmation`, "confirmation", "Password confirmation doesn't match Password."));
  }
  return errors;
}

/** `base` with extra query parameters (keeps the ones it has). */
export function linkWith(base: URL, params: Record<string, string>): string {
  const url = new URL(base);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}
