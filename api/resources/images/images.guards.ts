/**
 * Who may list the images a page can show (ADR 0058): `pages.manage` for the request's centre — page managers as
 * well as content managers, centre superusers and admins. Listing only: uploading, deleting and the stock library's
 * edits stay `content.manage` (api/resources/uploads, api/resources/stock-images).
 */
import { can } from "../../../contract/policy";
import { forbidden } from "../../jsonapi/errors";
import { actorOf, requireUser } from "../../middleware/auth";
import { guard } from "../../middleware/guard";
import { scope } from "../../scope";

export const editsCentrePages = guard((c) => {
  requireUser(c);
  if (!can(actorOf(c), "pages.manage", { centerId: scope(c).centerId() })) throw forbidden();
});
