/**
 * The developer form page's schema (/test/form, ADR 0073): the own name, each field the contract's rule (the same as
 * the profile form's, tests/unit/form-rules.test.ts), sent as PATCH /api/v1/current_user.
 */
import { z } from "zod";
import { identityFields } from "../account/user-fields";

export const devFormSchema = z.object({ firstName: identityFields.firstName, lastName: identityFields.lastName });

/** The same fields without any check: what the "send without the form's check" button posts, for the API to judge. */
export const uncheckedDevFormSchema = z.object({ firstName: z.string().default(""), lastName: z.string().default("") });

/** The intent of the button that skips the form's own check (and, with JavaScript, Conform's: `formNoValidate`). */
export const UNCHECKED_INTENT = "unchecked";
