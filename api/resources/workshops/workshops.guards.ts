/**
 * Who may reach a workshop (docs/decisions/0072-workshops.md), before anything is read from the body: the path's
 * workshop is loaded once (`pathWorkshop`) — another tenant's, another centre's for a volunteer, a cancelled one for
 * anyone but its managers, or none at all is a 404 — and kept for the handler (`pathWorkshopOf`).
 */
import { sql } from "drizzle-orm";
import { can } from "../../../contract/policy";
import { forbidden, notFound } from "../../jsonapi/errors";
import { actorOf, requireUser } from "../../middleware/auth";
import { defineContextKey } from "../../middleware/context-key";
import { guard } from "../../middleware/guard";
import { idParam } from "../../middleware/params";

export interface PathWorkshop {
  id: number;
  centerId: number;
  startsAt: string;
  cancelled: boolean;
}

const PATH_WORKSHOP = defineContextKey<PathWorkshop>("pathWorkshop");
export const pathWorkshopOf = PATH_WORKSHOP.get;

/** The workshop named in the path, as the signed-in actor may see it (managers: their reach), or 401/404. */
export const pathWorkshop = guard(async (c) => {
  requireUser(c);
  const actor = actorOf(c);
  const id = idParam(c);
  const [row] = await c
    .get("db")
    .all<{ id: number; volunteer_center_id: number; starts_at: string; cancelled_at: string | null }>(
      sql`select id, volunteer_center_id, starts_at, cancelled_at from workshops where id = ${id} and tenant_id = ${c.get("tenant").id}`,
    );
  if (!row) throw notFound();
  const centerId = Number(row.volunteer_center_id);
  const manager = can(actor, "workshops.manage", { centerId });
  const visible = manager || (row.cancelled_at === null && actor?.centerId === centerId);
  if (!visible) throw notFound();
  PATH_WORKSHOP.set(c, { id: Number(row.id), centerId, startsAt: row.starts_at, cancelled: row.cancelled_at !== null });
});

/** Create, edit, cancel: centre superusers for their centre, admins tenant-wide (403 for the others). */
export const managesPathWorkshop = guard((c) => {
  if (!can(actorOf(c), "workshops.manage", { centerId: pathWorkshopOf(c).centerId })) throw forbidden();
});

/** Sign up or withdraw: volunteers and students of the workshop's centre (403 for the others). */
export const signsUpForPathWorkshop = guard((c) => {
  if (!can(actorOf(c), "workshops.sign_up", { centerId: pathWorkshopOf(c).centerId })) throw forbidden();
});
