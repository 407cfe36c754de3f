/** Checks shared by the auth and users endpoints; each returns JSON:API error objects with a pointer per field. */
import { passwordProblem } from "../../contract/users";
import { type FieldError, fieldError } from "../jsonapi/errors";

export { type FieldError, fieldError };

/** A new password and its confirmation; `prefix` is where the fields sit (`` for devise bodies, `/data/attributes`). */
export function passwordErrors(password: unknown, confirmation: unknown, prefix = ""): FieldError[] {
  const problem = passwordProblem(password);
  return [
    ...(problem ? [fieldError(`${prefix}/password`, problem.code, problem.message)] : []),
    ...confirmationErrors(password, confirmation, prefix),
  ];
}

/** The confirmation of a new password, checked on its own where the password's rules sit in a schema. */
export function confirmationErrors(password: unknown, confirmation: unknown, prefix = ""): FieldError[] {
  return password === confirmation
    ? []
    : [fieldError(`${prefix}/password_confirmation`, "confirmation", "Password confirmation doesn't match Password.")];
}
/** `base` with extra query parameters (keeps the ones it has). */
export function linkWith(base: URL, params: Record<string, string>): string {
  const url = new URL(base);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}
