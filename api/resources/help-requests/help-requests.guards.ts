/** Who may reach /help_requests (neighbour help, ADR 0024): nobody where the feature is off (404); the centre's staff for reads. */
import { forbidden, notFound } from "../../jsonapi/errors";
import { requireUser } from "../../middleware/auth";
import { defineContextKey } from "../../middleware/context-key";
import { guard } from "../../middleware/guard";
import { idParam } from "../../middleware/params";
import { scope } from "../../scope";
import { type HelpRequestDetails, helpWording, loadHelpRequest, moderates } from "../../services/help-requests";

/** The help request a `/help_requests/{id}` route names (`pathHelpRequest`). */
const PATH_HELP_REQUEST = defineContextKey<HelpRequestDetails>("pathHelpRequest");
export const pathHelpRequestOf = PATH_HELP_REQUEST.get;

/** Where the tenant has no peer-to-peer help, the resource does not exist. */
export const helpEnabled = guard((c) => {
  helpWording(c);
});

/** The list: signed in (401), the staff of the site's centre (403), before its query is read. */
export const moderatesSiteCentre = guard((c) => {
  requireUser(c);
  if (!moderates(c, scope(c).centerId())) throw forbidden();
});

/** Signed in (401); the request in the tenant (404, another tenant's alike); its centre's staff only (403). */
export const pathHelpRequest = guard(async (c) => {
  requireUser(c);
  const details = await loadHelpRequest(c, idParam(c));
  if (!details) throw notFound();
  if (!moderates(c, details.request.volunteerCenterId)) throw forbidden();
  PATH_HELP_REQUEST.set(c, details);
});
