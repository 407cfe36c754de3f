import { count, eq, type SQL } from "drizzle-orm";
import type { Context } from "hono";
import type { VolunteerCenterAttributes, VolunteerCenterProfileAttributes } from "../../../contract/volunteer-centers";
import { volunteerCenterProfiles, volunteerCenters } from "../../../db/schema";
import { notFound } from "../../jsonapi/errors";
import type { ParsedQuery } from "../../jsonapi/query";
import { identifier, paginate, type ResourceObject, resource, toDocument } from "../../jsonapi/serialize";
import { idParam } from "../../middleware/params";
import { jsonApi } from "../../respond";
import { orderBy, scope } from "../../scope";
import type { ApiEnv, Validated } from "../../types";

type Center = typeof volunteerCenters.$inferSelect;
type Profile = typeof volunteerCenterProfiles.$inferSelect;
interface CenterRow {
  center: Center;
  profile: Profile | null;
}

export const VOLUNTEER_CENTERS_QUERY = {
  include: ["profile"],
  sort: ["name", "id"],
  defaultSort: "id",
  paginate: true,
  fieldTypes: ["volunteer_centers", "volunteer_center_profiles"],
} as const;

function centerResource({ center, profile }: CenterRow): ResourceObject {
  const { id, tenantId: _tenant, ...rest } = center;
  const attributes: VolunteerCenterAttributes = rest;
  return resource("volunteer_centers", id, attributes, {
    profile: { data: profile ? identifier("volunteer_center_profiles", profile.id) : null },
  });
}

export function profileResource(profile: Profile): ResourceObject {
  const { id, tenantId: _tenant, ...rest } = profile;
  const attributes: VolunteerCenterProfileAttributes = rest;
  return resource("volunteer_center_profiles", id, attributes, {
    volunteerCenter: { data: identifier("volunteer_centers", profile.volunteerCenterId) },
  });
}

/** Centres with their profile in one query (the profile is one-to-one). */
function selectCenters(c: Context<ApiEnv>, where: SQL) {
  const s = scope(c);
  return s.db
    .select({ center: volunteerCenters, profile: volunteerCenterProfiles })
    .from(volunteerCenters)
    .leftJoin(volunteerCenterProfiles, eq(volunteerCenterProfiles.volunteerCenterId, volunteerCenters.id))
    .where(where);
}

function centersDocument(
  rows: CenterRow[],
  query: ParsedQuery<Record<string, never>>,
  extra: { single: true } | { single: false; url: URL; total: number },
) {
  const included = query.include.has("profile")
    ? rows.flatMap(({ profile }) => (profile ? [profileResource(profile)] : []))
    : undefined;
  const data = rows.map(centerResource);
  if (extra.single) return toDocument({ data: data[0] ?? null, included }, query.fields);
  const pagination = paginate(extra.url, query.page, extra.total);
  return toDocument({ data, included, meta: pagination.meta, links: pagination.links }, query.fields);
}

type CentersQuery = Validated<{ query: ParsedQuery<Record<string, never>> }>;

export async function listVolunteerCenters(c: CentersQuery) {
  const url = new URL(c.req.url);
  const query = c.req.valid("query");
  const s = scope(c);
  const where = s.where(volunteerCenters);
  // Not batched: drizzle's D1 batch mis-maps joined selects (same column names in both tables).
  const [rows, [{ total }]] = await Promise.all([
    selectCenters(c, where)
      .orderBy(...orderBy(query.sort, { name: volunteerCenters.name, id: volunteerCenters.id }, volunteerCenters.id))
      .limit(query.page.size)
      .offset((query.page.number - 1) * query.page.size),
    s.db.select({ total: count() }).from(volunteerCenters).where(where),
  ]);
  return jsonApi(c, centersDocument(rows, query, { single: false, url, total }));
}

async function showCenter(c: CentersQuery, id: number | null, missing: () => Error) {
  const query = c.req.valid("query");
  const s = scope(c);
  const rows = id ? await selectCenters(c, s.where(volunteerCenters, eq(volunteerCenters.id, id))).limit(1) : [];
  if (rows.length === 0) throw missing();
  return jsonApi(c, centersDocument(rows, query, { single: true }));
}

/** The centre of this request: Volunteer-Center-Id, else the tenant's default centre. */
export function currentVolunteerCenter(c: CentersQuery) {
  return showCenter(c, scope(c).centerId(), () =>
    notFound("This tenant has no volunteer centre configured.", "volunteer_center_not_found"),
  );
}

export function showVolunteerCenter(c: CentersQuery) {
  return showCenter(c, idParam(c), () => notFound());
}
