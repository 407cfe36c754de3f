/**
 * POST /api/v1/applications: anonymous (names, e-mail, phone, message) or signed in (the account's details by
 * default, `user_id` set). The honeypot (the route's middleware) answers like success and stores nothing; a per-IP limit like the
 * organisation sign-up's; the atomic place check and insert: api/services/applications-apply.ts. Only the caller
 * signed in with the address is answered with the application (or 409 `already_applied`); anyone else gets the one
 * neutral 202, so the answer never tells whether an address applied (ADR 0021).
 */
import type { z } from "zod";
import type { applicationCreateInput } from "../../../contract/applications";
import { can } from "../../../contract/policy";
import { hitPerIp, type Limit } from "../../auth/rate-limit";
import { type FieldError, fieldError, forbidden, JsonApiError } from "../../jsonapi/errors";
import { toDocument } from "../../jsonapi/serialize";
import { requestLocale } from "../../mail";
import { actorOf } from "../../middleware/auth";
import type { ValidBody } from "../../middleware/validate";
import { jsonApi } from "../../respond";
import { activityError } from "../../services/activities";
import { applicationResource } from "../../services/applications";
import { apply } from "../../services/applications-apply";
import type { Validated } from "../../types";

/** Each application mails the applicant and the organisation: limited per IP like the organisation sign-up. */
export const APPLY_PER_IP: Limit = { name: "apply:ip", max: 20, windowSeconds: 60 * 60 };

const OCCURRENCE_TEXT = {
  occurrence_required: "occurrenceRequired",
  occurrence_unknown: "occurrenceUnknown",
  occurrence_past: "occurrencePast",
  occurrence_not_allowed: "occurrenceNotAllowed",
} as const;

type Create = ValidBody<z.output<typeof applicationCreateInput>>;

export async function createApplication(c: Validated<{ json: Create }>) {
  const { data, pointer } = c.req.valid("json");
  const current = c.get("currentUser");
  const actor = actorOf(c);
  if (!can(actor, "vacancies.apply")) throw forbidden("Only volunteers and students can apply to a vacancy.");
  const user = current?.user;
  const firstName = data.first_name ?? user?.firstName;
  const lastName = data.last_name ?? user?.lastName;
  const email = data.email ?? user?.email?.toLowerCase();
  const missing: FieldError[] = [];
  if (!firstName) missing.push(fieldError(`${pointer}/first_name`, "blank", "Can't be blank."));
  if (!lastName) missing.push(fieldError(`${pointer}/last_name`, "blank", "Can't be blank."));
  if (!email) missing.push(fieldError(`${pointer}/email`, "blank", "E-mail is required."));
  if (missing.length || !firstName || !lastName || !email) throw new JsonApiError(422, missing);

  await hitPerIp(c, APPLY_PER_IP);
  // Signed in with this address: it is their own application, told plainly (ADR 0021).
  const own = user != null && email === user.email?.toLowerCase();
  const outcome = await apply(c, {
    ownAddress: own,
    vacancyId: data.vacancy_id,
    userId: user?.id ?? null,
    firstName,
    lastName,
    email,
    phoneNumber: data.phone_number ?? user?.phoneNumber ?? null,
    message: data.message ?? null,
    locale: user ? (user.locale === "en" ? "en" : "nl") : requestLocale(c),
    idempotencyKey: data.idempotency_key ?? null,
    occurrenceId: data.occurrence_id,
  });
  const vacancyPointer = `${pointer}/vacancy_id`;
  switch (outcome.kind) {
    case "created":
    case "repeat": {
      // Anyone but the address's signed-in owner gets one neutral answer whether the address was new, applied
      // before (the owner is mailed) or had withdrawn: it must not tell who applied. The mails say the rest.
      if (!own) return jsonApi(c, toDocument({ data: null, meta: { accepted: true } }), 202);
      const reader = { manager: false, mentor: false, applicant: true };
      // A withdrawn application made anew, said to its signed-in owner as `meta.reapplied`.
      const reapplied = outcome.kind === "created" && outcome.reapplied && own;
      const document = toDocument({
        data: applicationResource(outcome.details, reader),
        ...(reapplied ? { meta: { reapplied: true } } : {}),
      });
      return jsonApi(c, document, outcome.kind === "created" ? 201 : 200);
    }
    case "duplicate":
      if (!own) return jsonApi(c, toDocument({ data: null, meta: { accepted: true } }), 202);
      throw new JsonApiError(409, [
        {
          code: "already_applied",
          detail: "You have already applied for this vacancy. The organisation will contact you.",
          source: { pointer: `${pointer}/email` },
        },
      ]);
    case "closed":
      throw new JsonApiError(422, [fieldError(vacancyPointer, "vacancy_closed", "This vacancy no longer takes applications.")]);
    case "unknown":
      throw new JsonApiError(422, [fieldError(vacancyPointer, "not_found", "This vacancy does not exist.")]);
    case "full":
      throw new JsonApiError(422, [
        outcome.perDate
          ? fieldError(`${pointer}/occurrence_id`, "full", activityError(c, "full"))
          : fieldError(vacancyPointer, "full", activityError(c, "fullVacancy")),
      ]);
    default:
      // The activity's date (activities, ADR 0022): required, unknown, past, or not for this vacancy.
      throw new JsonApiError(422, [
        fieldError(`${pointer}/occurrence_id`, outcome.kind, activityError(c, OCCURRENCE_TEXT[outcome.kind])),
      ]);
  }
}
