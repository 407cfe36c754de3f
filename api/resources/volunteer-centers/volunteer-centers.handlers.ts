import { eq, inArray } from "drizzle-orm";
import type { Context } from "hono";
import { volunteerCenterProfiles, volunteerCenters } from "../../../db/schema";
import { notFound } from "../../jsonapi/errors";
import { parseQuery } from "../../jsonapi/query";
import { identifier, paginate, type ResourceObject, resource, toDocument } from "../../jsonapi/serialize";
import { jsonApi } from "../../respond";
import { countRows, orderBy, parseId, scope } from "../../scope";
import type { ApiEnv } from "../../types";

type Center = typeof volunteerCenters.$inferSelect;
type Profile = typeof volunteerCenterProfiles.$inferSelect;

const QUERY = {
  include: ["profile"],
  sort: ["name", "id"],
  defaultSort: "id",
  paginate: true,
  fieldTypes: ["volunteer_centers", "volunteer_center_profiles"],
} as const;

function centerResource(center: Center, profile: Profile | undefined): ResourceObject {
  const { id, tenantId: _tenant, ...attributes } = center;
  return resource("volunteer_centers", id, attributes, {
    profile: {
      data: profile ? identifier("volunteer_center_profiles", profile.id) : null,
    },
  });
}

export function profileResource(profile: Profile): ResourceObject {
  const { id, tenantId: _tenant, ...attributes } = profile;
  return resource("volunteer_center_profiles", id, attributes, {
    volunteerCenter: { data: identifier("volunteer_centers", profile.volunteerCenterId) },
  });
}

async function profilesFor(c: Context<ApiEnv>, centerIds: number[]) {
  if (centerIds.length === 0) return new Map<number, Profile>();
  const s = scope(c);
  const rows = await s.db
    .select()
    .from(volunteerCenterProfiles)
    .where(s.where(volunteerCenterProfiles, inArray(volunteerCenterProfiles.volunteerCenterId, centerIds)));
  return new Map(rows.map((p) => [p.volunteerCenterId, p]));
}

async function respondWithCenters(c: Context<ApiEnv>, centers: Center[], single: boolean, extra?: { total: number }) {
  const url = new URL(c.req.url);
  const query = parseQuery(url, QUERY);
  const profiles = await profilesFor(
    c,
    centers.map((center) => center.id),
  );
  const data = centers.map((center) => centerResource(center, profiles.get(center.id)));
  const included = query.include.has("profile")
    ? centers.flatMap((center) => {
        const profile = profiles.get(center.id);
        return profile ? [profileResource(profile)] : [];
      })
    : undefined;
  const pagination = extra ? paginate(url, query.page, extra.total) : undefined;
  return jsonApi(
    c,
    toDocument(
      { data: single ? (data[0] ?? null) : data, included, meta: pagination?.meta, links: pagination?.links },
      query.fields,
    ),
  );
}

export async function listVolunteerCenters(c: Context<ApiEnv>) {
  const query = parseQuery(new URL(c.req.url), QUERY);
  const s = scope(c);
  const where = s.where(volunteerCenters);
  const [rows, total] = await Promise.all([
    s.db
      .select()
      .from(volunteerCenters)
      .where(where)
      .orderBy(...orderBy(query.sort, { name: volunteerCenters.name, id: volunteerCenters.id }, volunteerCenters.id))
      .limit(query.page.size)
      .offset((query.page.number - 1) * query.page.size),
    countRows(s.db, volunteerCenters, where),
  ]);
  return respondWithCenters(c, rows, false, { total });
}

async function findCenter(c: Context<ApiEnv>, id: number) {
  const s = scope(c);
  const [center] = await s.db
    .select()
    .from(volunteerCenters)
    .where(s.where(volunteerCenters, eq(volunteerCenters.id, id)))
    .limit(1);
  return center;
}

/** The centre of this request: Volunteer-Center-Id, else the tenant's default centre. */
export async function currentVolunteerCenter(c: Context<ApiEnv>) {
  const center = await findCenter(c, scope(c).centerId());
  if (!center) throw notFound("This tenant has no volunteer centre configured.", "volunteer_center_not_found");
  return respondWithCenters(c, [center], true);
}

export async function showVolunteerCenter(c: Context<ApiEnv>) {
  const id = parseId(c.req.param("id"));
  const center = id ? await findCenter(c, id) : undefined;
  if (!center) throw notFound();
  return respondWithCenters(c, [center], true);
}
