/**
 * Who reads the delivery log (ADR 0059): whoever manages the notification templates (`settings.manage`) — a centre
 * superuser for their own centre, an admin for the tenant. 401 signed out, 403 for everyone else.
 */
import { widestScope } from "../../../contract/policy";
import { forbidden } from "../../jsonapi/errors";
import { actorOf, requireUser } from "../../middleware/auth";
import { guard } from "../../middleware/guard";

export const readsDeliveries = guard((c) => {
  requireUser(c);
  const width = widestScope(actorOf(c), "settings.manage");
  if (width !== "centre" && width !== "tenant") throw forbidden();
});
