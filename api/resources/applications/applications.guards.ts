/** Who may do what to which application (contract/policy.ts via api/services/applications.ts), as route middleware. */
import { forbidden, notFound } from "../../jsonapi/errors";
import { actorOf, requireUser } from "../../middleware/auth";
import { defineContextKey } from "../../middleware/context-key";
import { guard } from "../../middleware/guard";
import { idParam } from "../../middleware/params";
import { type ApplicationDetails, loadApplication, mayRead, type Reader, readerOf } from "../../services/applications";

/** The application a `/applications/{id}…` route names, and how the caller relates to it (its guards). */
const PATH_APPLICATION = defineContextKey<ApplicationDetails>("pathApplication");
const APPLICATION_READER = defineContextKey<Reader>("applicationReader");
export const pathApplicationOf = PATH_APPLICATION.get;
export const applicationReaderOf = APPLICATION_READER.get;

/**
 * Signed in only (401); the application with this path id in the tenant, or 404 (unknown and another tenant's look
 * the same); a signed-in user who is neither its manager, a mentor of the applicant's school nor the applicant gets 403.
 */
export const pathApplication = guard(async (c) => {
  requireUser(c);
  const details = await loadApplication(c, idParam(c));
  if (!details) throw notFound();
  const reader = await readerOf(c, actorOf(c), details.application);
  if (!mayRead(reader)) throw forbidden();
  PATH_APPLICATION.set(c, details);
  APPLICATION_READER.set(c, reader);
});

/** The withdraw-by-token route: the application by path id (404 if unknown); the token is the handler's check. */
export const pathApplicationForToken = guard(async (c) => {
  const details = await loadApplication(c, idParam(c));
  if (!details) throw notFound();
  PATH_APPLICATION.set(c, details);
  APPLICATION_READER.set(c, { manager: false, mentor: false, applicant: true });
});
