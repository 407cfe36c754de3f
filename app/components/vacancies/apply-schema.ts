/**
 * The apply form's fields (Conform + Zod, the same schema on the page and in the action). Field names are the
 * API's pointers camelCased (`/data/attributes/first_name` → `firstName`), so an API 422 lands on its field.
 * Anonymous: names and e-mail are required; signed in, the API takes them from the account (shown read-only).
 */
import { z } from "zod";
import { PHONE_NUMBER_PATTERN } from "../../../config/accounts";
import { MAX_APPLICATION_MESSAGE_LENGTH } from "../../../contract/applications";

const phoneNumber = z.string().trim().max(30).regex(PHONE_NUMBER_PATTERN, "validation:phone").optional();
const message = z.string().trim().max(MAX_APPLICATION_MESSAGE_LENGTH).optional();
const idempotencyKey = z.string().uuid();

/** The activity's date (issue 16): required by the API when it has more than one upcoming date. */
const occurrenceId = z
  .string()
  .regex(/^\d{1,12}$/)
  .optional();

export const signedInApplySchema = z.object({ phoneNumber, message, idempotencyKey, occurrenceId });

export const anonymousApplySchema = signedInApplySchema.extend({
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  email: z.string().trim().toLowerCase().max(254).email(),
});

export type ApplyValues = z.output<typeof anonymousApplySchema> | z.output<typeof signedInApplySchema>;

export const applySchemaFor = (signedIn: boolean) => (signedIn ? signedInApplySchema : anonymousApplySchema);

/** The API's body (snake_cased by the client) for a vacancy. */
export function applicationBody(vacancyId: string, value: ApplyValues) {
  return {
    data: {
      type: "applications",
      attributes: {
        vacancyId: Number(vacancyId),
        ...("firstName" in value ? { firstName: value.firstName, lastName: value.lastName, email: value.email } : {}),
        ...(value.phoneNumber ? { phoneNumber: value.phoneNumber } : {}),
        ...(value.message ? { message: value.message } : {}),
        idempotencyKey: value.idempotencyKey,
        ...(value.occurrenceId ? { occurrenceId: Number(value.occurrenceId) } : {}),
      },
    },
  };
}
