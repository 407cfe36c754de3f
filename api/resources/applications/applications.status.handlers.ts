/**
 * Status moves: PATCH /applications/{id} `{ status }` (managers accept or reject; the signed-in applicant withdraws)
 * and POST /applications/{id}/withdraw `{ token }` (the signed link of the confirmation mail). The lifecycle is
 * contract/applications.ts; the write, its mails and the waitlist promotion: api/services/applications-status.ts.
 */
import {
  APPLICANT_APPLICATION_STATUSES,
  type ApplicationStatus,
  MANAGER_APPLICATION_STATUSES,
  mayTransitionApplication,
} from "../../../contract/applications";
import { tokenMatches } from "../../auth/tokens";
import { fieldError, forbidden, JsonApiError, notFound } from "../../jsonapi/errors";
import { toDocument } from "../../jsonapi/serialize";
import type { ValidBody } from "../../middleware/validate";
import { jsonApi } from "../../respond";
import { type ApplicationDetails, applicationResource, loadApplication, type Reader } from "../../services/applications";
import { changeStatus } from "../../services/applications-status";
import type { Validated } from "../../types";
import { applicationReaderOf, pathApplicationOf } from "./applications.guards";

const invalidTransition = (from: ApplicationStatus, to: ApplicationStatus, pointer: string) =>
  new JsonApiError(422, [
    fieldError(`${pointer}/status`, "invalid_transition", `An application that is ${from} cannot become ${to}.`),
  ]);

async function move(c: Validated<object>, details: ApplicationDetails, reader: Reader, to: ApplicationStatus, pointer: string) {
  const from = details.application.status;
  if (!mayTransitionApplication(from, to)) throw invalidTransition(from, to, pointer);
  const done = await changeStatus(c, details, to, c.get("currentUser")?.user.id ?? null);
  if (!done) {
    // Someone else moved it first: answer with the lifecycle's verdict on what it is now.
    const now = await loadApplication(c, details.application.id);
    throw invalidTransition(now?.application.status ?? from, to, pointer);
  }
  return jsonApi(c, toDocument({ data: applicationResource(done, reader) }));
}

export async function updateApplication(c: Validated<{ json: ValidBody<{ status: ApplicationStatus }> }>) {
  const { data, pointer } = c.req.valid("json");
  const reader = applicationReaderOf(c);
  const to = data.status;
  const allowed = [
    ...(reader.manager ? MANAGER_APPLICATION_STATUSES : []),
    ...(reader.applicant ? APPLICANT_APPLICATION_STATUSES : []),
  ];
  // Mentors only read; managers decide; only the applicant withdraws; `pending`/`waitlisted` are the system's.
  if (!allowed.includes(to)) throw forbidden();
  return move(c, pathApplicationOf(c), reader, to, pointer);
}

export async function withdrawWithToken(c: Validated<{ json: ValidBody<{ token: string }> }>) {
  const { data, pointer } = c.req.valid("json");
  const details = pathApplicationOf(c);
  // A wrong, spent or missing token looks exactly like an unknown application (constant-time compare).
  if (!(await tokenMatches(data.token, details.application.withdrawTokenHash))) throw notFound();
  return move(c, details, applicationReaderOf(c), "withdrawn", pointer);
}
