/** Who may change a centre's settings (contract/policy.ts `settings.manage`), as route middleware before the validators. */
import { eq } from "drizzle-orm";
import { can } from "../../../contract/policy";
import { volunteerCenters } from "../../../db/schema";
import { forbidden, notFound } from "../../jsonapi/errors";
import { actorOf, requireUser } from "../../middleware/auth";
import { defineContextKey } from "../../middleware/context-key";
import { guard } from "../../middleware/guard";
import { idParam } from "../../middleware/params";
import { scope } from "../../scope";

type CenterRow = typeof volunteerCenters.$inferSelect;

/** The centre a `/volunteer_centers/{id}/…` write names (`pathCenterOf`). */
const PATH_CENTER = defineContextKey<CenterRow>("pathCenter");
export const pathCenterOf = PATH_CENTER.get;

/** Signed in (401), then the centre with this path id in the tenant, or 404: unknown and another tenant's look the same. */
export const pathCenter = guard(async (c) => {
  requireUser(c);
  const s = scope(c);
  const [center] = await s.db
    .select()
    .from(volunteerCenters)
    .where(s.where(volunteerCenters, eq(volunteerCenters.id, idParam(c))))
    .limit(1);
  if (!center) throw notFound();
  PATH_CENTER.set(c, center);
});

/** Its settings (design, footer): the centre's own centre superusers and the tenant's admins; others 403. */
export const managesPathCenterSettings = guard((c) => {
  if (!can(actorOf(c), "settings.manage", { centerId: pathCenterOf(c).id })) throw forbidden();
});
