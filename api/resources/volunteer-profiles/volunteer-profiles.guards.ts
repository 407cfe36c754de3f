/**
 * Who may do what in the volunteer pool (ADR 0063), as route middleware before any body is read: the feature is
 * off in meedoen (404 there, api/middleware/features.ts), the own profile is a volunteer's or student's
 * (`volunteer_profile.manage_own`: 401 signed out, 403 otherwise), the pool is browsed by organisation superusers of
 * an approved organisation, centre staff and admins (`volunteer_pool.browse`: 403 otherwise), and a profile a path
 * names is loaded only when the actor sees it — hidden, outside their reach or another tenant's is 404.
 */
import { sql } from "drizzle-orm";
import { can } from "../../../contract/policy";
import { forbidden, notFound } from "../../jsonapi/errors";
import { actorOf, requireUser } from "../../middleware/auth";
import { defineContextKey } from "../../middleware/context-key";
import { guard } from "../../middleware/guard";
import { idParam } from "../../middleware/params";
import { scope } from "../../scope";
import { type PoolReach, poolReach, visibleTo } from "../../services/volunteer-pool";

/** A pool profile as the guards load it (with its owner's first name): never personal fields beyond that. */
export interface PoolProfileRow {
  id: number;
  user_id: number;
  volunteer_center_id: number;
  visibility: string;
  first_name: string;
  city: string | null;
  intro: string;
  interests: string;
  skills: string;
  availability_mask: number;
  languages: string;
  travel_km: number;
  updated_at: string;
}

const POOL_REACH = defineContextKey<PoolReach>("poolReach");
export const poolReachOf = POOL_REACH.get;
const PATH_PROFILE = defineContextKey<PoolProfileRow>("pathProfile");
export const pathProfileOf = PATH_PROFILE.get;

/** The own profile: a signed-in volunteer or student (401, 403). */
export const managesOwnProfile = guard((c) => {
  const { user } = requireUser(c);
  if (!can(actorOf(c), "volunteer_profile.manage_own", { userId: user.id })) throw forbidden();
});

/** Browses the pool: 401 signed out, 403 without the role or with only organisations not approved. */
export const browsesPool = guard(async (c) => {
  requireUser(c);
  const reach = await poolReach(c);
  if (!reach) throw forbidden();
  POOL_REACH.set(c, reach);
});

/** The columns the pool reads (no last name, e-mail, phone, postcode or coordinates). */
export const POOL_COLUMNS = sql`p.id, p.user_id, p.volunteer_center_id, p.visibility, u.first_name, p.city, p.intro, p.interests,
  p.skills, p.availability_mask, p.languages, p.travel_km, p.updated_at`;

/** The path's profile when the actor sees it in the pool (after `browsesPool`); 404 otherwise. */
export const pathProfile = guard(async (c) => {
  const s = scope(c);
  const [row] = await s.db.all<PoolProfileRow>(sql`select ${POOL_COLUMNS}
    from volunteer_profiles p join users u on u.id = p.user_id
    where p.id = ${idParam(c)} and ${visibleTo(s.tenantId, poolReachOf(c))} limit 1`);
  if (!row) throw notFound();
  PATH_PROFILE.set(c, row);
});
