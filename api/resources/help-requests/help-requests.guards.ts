/** Who may reach /help_requests (issue 16): nobody where the feature is off (404); the centre's staff for reads. */
import { forbidden, notFound } from "../../jsonapi/errors";
import { requireUser } from "../../middleware/auth";
import { guard } from "../../middleware/guard";
import { parseId } from "../../scope";
import { helpWording, loadHelpRequest, moderates } from "../../services/help-requests";

/** Where the tenant has no peer-to-peer help, the resource does not exist. */
export const helpEnabled = guard((c) => {
  helpWording(c);
});

/** Signed in (401); the request in the tenant (404, another tenant's alike); its centre's staff only (403). */
export const pathHelpRequest = guard(async (c) => {
  requireUser(c);
  const id = parseId(c.req.param("id"));
  const details = id ? await loadHelpRequest(c, id) : null;
  if (!details) throw notFound();
  if (!moderates(c, details.request.volunteerCenterId)) throw forbidden();
  c.set("pathHelpRequest", details);
});
