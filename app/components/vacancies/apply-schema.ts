/**
 * The apply form's fields (Conform + Zod, the same schema on the page and in the action), composed of the contract's
 * field rules and named like its input camelCased (ADR 0040), so an API 422 lands on its field. Anonymous: names
 * and e-mail are required; signed in, the API takes them from the account (shown read-only).
 */
import { z } from "zod";
import { type ApplicationCreateInput, applicationMessage } from "../../../contract/applications";
import { email, idempotencyKey, idText, personName, phoneNumber } from "../../../contract/fields";

/** The activity's date (activities, ADR 0022): required by the API when it has more than one upcoming date. */
const occurrenceId = idText.optional();

export const signedInApplySchema = z.object({
  phoneNumber: phoneNumber.optional(),
  message: applicationMessage.optional(),
  idempotencyKey,
  occurrenceId,
});

export const anonymousApplySchema = signedInApplySchema.extend({ firstName: personName, lastName: personName, email });

export type ApplyValues = z.output<typeof anonymousApplySchema> | z.output<typeof signedInApplySchema>;

export const applySchemaFor = (signedIn: boolean) => (signedIn ? signedInApplySchema : anonymousApplySchema);

/** POST /api/v1/applications for a vacancy. */
export function applicationInput(vacancyId: string, value: ApplyValues): ApplicationCreateInput {
  return {
    vacancy_id: Number(vacancyId),
    ...("firstName" in value ? { first_name: value.firstName, last_name: value.lastName, email: value.email } : {}),
    ...(value.phoneNumber ? { phone_number: value.phoneNumber } : {}),
    ...(value.message ? { message: value.message } : {}),
    idempotency_key: value.idempotencyKey,
    ...(value.occurrenceId ? { occurrence_id: Number(value.occurrenceId) } : {}),
  };
}
