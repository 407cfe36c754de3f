/** Who may do what to which application (contract/policy.ts via api/services/applications.ts), as route middleware. */
import { forbidden, notFound } from "../../jsonapi/errors";
import { actorOf, requireUser } from "../../middleware/auth";
import { guard } from "../../middleware/guard";
import { parseId } from "../../scope";
import { loadApplication, mayRead, readerOf } from "../../services/applications";

/**
 * Signed in only (401); the application with this path id in the tenant, or 404 (unknown and another tenant's look
 * the same); a signed-in user who is neither its manager, a mentor of the applicant's school nor the applicant gets 403.
 */
export const pathApplication = guard(async (c) => {
  requireUser(c);
  const id = parseId(c.req.param("id"));
  const details = id ? await loadApplication(c, id) : null;
  if (!details) throw notFound();
  const reader = await readerOf(c, actorOf(c), details.application);
  if (!mayRead(reader)) throw forbidden();
  c.set("pathApplication", details);
  c.set("applicationReader", reader);
});

/** The withdraw-by-token route: the application by path id (404 if unknown); the token is the handler's check. */
export const pathApplicationForToken = guard(async (c) => {
  const id = parseId(c.req.param("id"));
  const details = id ? await loadApplication(c, id) : null;
  if (!details) throw notFound();
  c.set("pathApplication", details);
  c.set("applicationReader", { manager: false, mentor: false, applicant: true });
});

/** Internal notes: the organisation's managers only (never the applicant, never a mentor). */
export const managesPathApplication = guard((c) => {
  if (!c.get("applicationReader").manager) throw forbidden();
});
