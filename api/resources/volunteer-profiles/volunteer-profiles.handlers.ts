/**
 * The volunteer pool's handlers (ADR 0063): the own profile (read; save = create or update at the version read,
 * one upsert whose update is guarded by that version: a stale save changes nothing and is 409), the pool's list and
 * one profile (what the guards let the actor see, never personal fields), a reply (api/services/volunteer-pool.ts,
 * one batch) and the replies received or sent.
 */
import { eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { z } from "zod";
import { widestScope } from "../../../contract/policy";
import {
  maskOfDayPartTerm,
  maskOfSlots,
  type OwnProfileAttributes,
  type PoolProfileAttributes,
  type ProfileReplyAttributes,
  slotsOfMask,
  type volunteerProfileInput,
  type volunteerProfileReplyInput,
} from "../../../contract/volunteer-pool";
import { activityTypes, volunteerProfiles } from "../../../db/schema";
import { type FieldError, fieldError, JsonApiError } from "../../jsonapi/errors";
import type { ParsedQuery } from "../../jsonapi/query";
import { paginate, resource, toDocument } from "../../jsonapi/serialize";
import { actorOf, requireUser } from "../../middleware/auth";
import type { ValidBody } from "../../middleware/validate";
import { jsonApi } from "../../respond";
import { scope } from "../../scope";
import { boundingBox, KM_PER_DEGREE, lookupPostcode, type Place } from "../../services/postcodes";
import {
  actingOrganizations,
  type ReplyRow,
  replyPage,
  sendProfileReply,
  visibleTo,
  visibleToOrganization,
} from "../../services/volunteer-pool";
import type { ApiEnv, Validated } from "../../types";
import { POOL_COLUMNS, type PoolProfileRow, pathProfileOf, poolReachOf } from "./volunteer-profiles.guards";
import type { LIST_POOL_QUERY } from "./volunteer-profiles.schemas";

const TYPE = "volunteer_profiles";
const REPLY_TYPE = "volunteer_profile_replies";
type ProfileRow = typeof volunteerProfiles.$inferSelect;
type Save = ValidBody<z.output<typeof volunteerProfileInput>>;
type Reply = ValidBody<z.output<typeof volunteerProfileReplyInput>>;
type PoolQuery = ParsedQuery<(typeof LIST_POOL_QUERY)["filters"]>;
type RepliesQuery = ParsedQuery<Record<string, never>>;

const json = <T>(value: unknown, fallback: T): T => {
  if (typeof value !== "string") return (value as T) ?? fallback;
  try {
    return JSON.parse(value) as T;
  } catch {
    return fallback;
  }
};

/** The pool's view of a profile: the attributes the contract allows, nothing else. */
export function poolAttributes(row: PoolProfileRow): PoolProfileAttributes {
  return {
    firstName: row.first_name,
    city: row.city,
    intro: row.intro,
    interests: json<number[]>(row.interests, []),
    skills: json<string[]>(row.skills, []),
    availability: slotsOfMask(row.availability_mask),
    languages: json<string[]>(row.languages, []),
    travelKm: row.travel_km,
    updatedAt: row.updated_at,
  };
}

function ownAttributes(row: ProfileRow, firstName: string): OwnProfileAttributes {
  return {
    firstName,
    city: row.city,
    intro: row.intro,
    interests: row.interests,
    skills: row.skills,
    availability: slotsOfMask(row.availabilityMask),
    languages: row.languages,
    travelKm: row.travelKm,
    updatedAt: row.updatedAt,
    visibility: row.visibility,
    postalCode: row.postalCode,
    lockVersion: row.lockVersion,
    located: row.latitude !== null && row.longitude !== null,
  };
}

// ——— The own profile ———

export async function showOwnProfile(c: Context<ApiEnv>) {
  const { user } = requireUser(c);
  const s = scope(c);
  const [row] = await s.db
    .select()
    .from(volunteerProfiles)
    .where(s.where(volunteerProfiles, eq(volunteerProfiles.userId, user.id)))
    .limit(1);
  return jsonApi(c, toDocument({ data: row ? resource(TYPE, row.id, ownAttributes(row, user.firstName)) : null }));
}

const stale = () =>
  new JsonApiError(409, [
    {
      ...fieldError(
        "/data/attributes/lock_version",
        "stale",
        "The profile was changed meanwhile: reload it and apply your changes again.",
      ),
      title: "Conflict",
      meta: { message: "volunteer-pool:errors.stale" },
    },
  ]);

/** Interests must be existing activity types: 422 naming the unknown ones. */
export async function interestErrors(c: Context<ApiEnv>, ids: number[] | undefined, pointer: string): Promise<FieldError[]> {
  if (!ids?.length) return [];
  const s = scope(c);
  const known = await s.db.select({ id: activityTypes.id }).from(activityTypes).where(inArray(activityTypes.id, ids));
  const unknown = ids.filter((id) => !known.some((k) => k.id === id));
  return unknown.length
    ? [
        {
          ...fieldError(`${pointer}/interests`, "unknown", `Unknown activity types: ${unknown.join(", ")}.`),
          meta: { message: "volunteer-pool:errors.interest" },
        },
      ]
    : [];
}

/** The postcode's place: found (city and coordinates), unknown (422), or PDOK down (the typed city, no coordinates). */
async function placeOf(c: Context<ApiEnv>, postalCode: string | null): Promise<Place | null> {
  if (!postalCode) return null;
  const answer = await lookupPostcode(c, postalCode);
  if (answer.result === "found") return answer.place;
  if (answer.result === "unavailable") return null;
  throw new JsonApiError(422, [
    {
      ...fieldError("/data/attributes/postal_code", "unknown_postal_code", "This postcode does not exist."),
      meta: { message: "volunteer-pool:errors.postalCodeUnknown" },
    },
  ]);
}

export async function saveOwnProfile(c: Validated<{ json: Save }>) {
  const { user } = requireUser(c);
  const { data } = c.req.valid("json");
  const s = scope(c);
  const place = await placeOf(c, data.postal_code);
  const city = place?.city ?? (data.city === "" ? null : data.city);
  const columns = {
    visibility: data.visibility,
    intro: data.intro,
    interests: data.interests,
    skills: data.skills,
    availabilityMask: maskOfSlots(data.availability),
    languages: data.languages,
    postalCode: data.postal_code,
    city,
    latitude: place?.latitude ?? null,
    longitude: place?.longitude ?? null,
    travelKm: data.travel_km,
  };
  const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  // A new profile starts at version 1 (0 = "none yet"), so two first saves at 0 cannot both win.
  const [saved] = await s.db
    .insert(volunteerProfiles)
    .values({ tenantId: s.tenantId, userId: user.id, volunteerCenterId: user.volunteerCenterId, lockVersion: 1, ...columns })
    .onConflictDoUpdate({
      target: volunteerProfiles.userId,
      set: { ...columns, lockVersion: sql`${volunteerProfiles.lockVersion} + 1`, updatedAt: now },
      setWhere: sql`${volunteerProfiles.lockVersion} = ${data.lock_version} and ${volunteerProfiles.tenantId} = ${s.tenantId}`,
    })
    .returning();
  if (!saved) throw stale();
  return jsonApi(c, toDocument({ data: resource(TYPE, saved.id, ownAttributes(saved, user.firstName)) }));
}

// ——— The pool ———

const num = (n: number) => sql.raw(String(Number(n)));

async function nearPlace(c: Context<ApiEnv>, near: NonNullable<PoolQuery["filter"]["near"]>): Promise<Place | "unavailable"> {
  if (near.kind === "point") {
    return { postalCode: null, city: null, municipality: null, latitude: near.latitude, longitude: near.longitude };
  }
  const answer = await lookupPostcode(c, near.postalCode);
  if (answer.result === "found") return answer.place;
  if (answer.result === "unavailable") return "unavailable";
  throw new JsonApiError(422, [
    {
      code: "unknown_postal_code",
      detail: "This postcode does not exist.",
      source: { parameter: "filter[near]" },
      meta: { message: "volunteer-pool:errors.postalCodeUnknown" },
    },
  ]);
}

export async function listPool(c: Validated<{ query: PoolQuery }>) {
  const { filter, page } = c.req.valid("query");
  const s = scope(c);
  const where: SQL[] = [visibleTo(s.tenantId, poolReachOf(c))];
  if (filter.activity_type_id !== undefined) {
    where.push(sql`exists (select 1 from json_each(p.interests) j where j.value = ${filter.activity_type_id})`);
  }
  if (filter.day_part) {
    const mask = filter.day_part.reduce((m, term) => m | (maskOfDayPartTerm(term) ?? 0), 0);
    where.push(sql`(p.availability_mask & ${mask}) != 0`);
  }
  if (filter.language) {
    where.push(sql`exists (select 1 from json_each(p.languages) j where j.value = ${filter.language})`);
  }
  const place = filter.near ? await nearPlace(c, filter.near) : null;
  const near = place && place !== "unavailable" ? place : null;
  if (near) {
    // Within the radius asked (or the volunteer's own distance alone) and within the volunteer's travel distance:
    // a bounding box first, then the equirectangular distance (squared kilometres; exact enough within 100 km).
    const radius = filter.radius_km ?? 100;
    const box = boundingBox(near.latitude, near.longitude, radius);
    const kx = KM_PER_DEGREE * Math.cos((near.latitude * Math.PI) / 180);
    const dLat = sql`((p.latitude - ${num(near.latitude)}) * ${num(KM_PER_DEGREE)})`;
    const dLng = sql`((p.longitude - ${num(near.longitude)}) * ${num(kx)})`;
    const d2 = sql`(${dLat} * ${dLat} + ${dLng} * ${dLng})`;
    where.push(
      sql`p.latitude between ${num(box.minLat)} and ${num(box.maxLat)} and p.longitude between ${num(box.minLng)} and ${num(box.maxLng)}`,
      sql`${d2} <= ${num(radius * radius)} and ${d2} <= p.travel_km * p.travel_km`,
    );
  }
  const condition = sql.join(where, sql` and `);
  const from = sql`from volunteer_profiles p join users u on u.id = p.user_id where ${condition}`;
  const [rows, counted] = await Promise.all([
    s.db.all<PoolProfileRow>(
      sql`select ${POOL_COLUMNS} ${from} order by p.updated_at desc, p.id desc limit ${page.size} offset ${(page.number - 1) * page.size}`,
    ),
    s.db.all<{ n: number }>(sql`select count(*) as n ${from}`),
  ]);
  const { meta, links } = paginate(new URL(c.req.url), page, counted[0]?.n ?? 0);
  const nearMeta = near
    ? { near: { postalCode: near.postalCode, city: near.city } }
    : place === "unavailable"
      ? { nearUnavailable: true }
      : {};
  return jsonApi(
    c,
    toDocument({ data: rows.map((row) => resource(TYPE, row.id, poolAttributes(row))), meta: { ...meta, ...nearMeta }, links }),
  );
}

/** One profile, with the organisations the actor may reply for (those to whom the profile is visible). */
export async function showPoolProfile(c: Context<ApiEnv>) {
  const row = pathProfileOf(c);
  const profile = { visibility: row.visibility, volunteerCenterId: row.volunteer_center_id };
  const organizations = (await actingOrganizations(c, actorOf(c))).filter((o) => visibleToOrganization(profile, o));
  return jsonApi(
    c,
    toDocument({
      data: resource(TYPE, row.id, poolAttributes(row)),
      meta: { replyOrganizations: organizations.map((o) => ({ id: o.id, name: o.name })) },
    }),
  );
}

// ——— Replies ———

function replyAttributes(row: ReplyRow): ProfileReplyAttributes {
  return {
    subject: row.subject,
    body: row.body,
    organizationId: Number(row.organization_id),
    organizationName: row.organization_name,
    volunteerProfileId: Number(row.volunteer_profile_id),
    volunteerFirstName: row.volunteer_first_name,
    conversationId: row.conversation_id === null ? null : Number(row.conversation_id),
    createdAt: row.created_at,
  };
}

export async function createReply(c: Validated<{ json: Reply }>) {
  const { user } = requireUser(c);
  const { data, pointer } = c.req.valid("json");
  const row = pathProfileOf(c);
  const profile = { visibility: row.visibility, volunteerCenterId: row.volunteer_center_id };
  const org = (await actingOrganizations(c, actorOf(c))).find((o) => o.id === data.organization_id);
  if (!org || !visibleToOrganization(profile, org)) {
    throw new JsonApiError(422, [
      {
        ...fieldError(`${pointer}/organization_id`, "not_allowed", "You cannot reply for this organisation to this profile."),
        meta: { message: "volunteer-pool:errors.organization" },
      },
    ]);
  }
  const written = await sendProfileReply(
    c,
    { id: user.id },
    { profileId: row.id, volunteerId: row.user_id, volunteerCenterId: row.volunteer_center_id },
    org,
    data,
  );
  const attributes = replyAttributes({
    id: written.id,
    subject: data.subject,
    body: data.body,
    organization_id: org.id,
    organization_name: org.name,
    volunteer_profile_id: row.id,
    volunteer_first_name: row.first_name,
    conversation_id: written.conversationId,
    created_at: written.createdAt,
  });
  return jsonApi(c, toDocument({ data: resource(REPLY_TYPE, written.id, attributes) }), 201);
}

/**
 * The replies a volunteer received; for staff those their organisations sent (an organisation superuser's own
 * organisations, a centre superuser's centre's, an admin's whole tenant). Anyone else gets an empty list.
 */
export async function listReplies(c: Validated<{ query: RepliesQuery }>) {
  const { user } = requireUser(c);
  const { page } = c.req.valid("query");
  const actor = actorOf(c);
  const reach = widestScope(actor, "volunteer_pool.browse");
  const conditions: SQL[] = [sql`r.volunteer_id = ${user.id}`];
  if (reach === "tenant") conditions.push(sql`1`);
  else if (reach !== null && actor) {
    const orgIds = (await actingOrganizations(c, actor)).map((o) => o.id);
    // Also replies of organisations no longer approved: what they sent stays theirs to see.
    const own = [...new Set([...orgIds, ...actor.organizationIds])];
    if (own.length)
      conditions.push(
        sql`r.organization_id in (${sql.join(
          own.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
    if (reach === "centre") conditions.push(sql`o.volunteer_center_id = ${actor.centerId}`);
  }
  const where = sql`(${sql.join(conditions, sql` or `)})`;
  const { rows, total } = await replyPage(c, where, page);
  const { meta, links } = paginate(new URL(c.req.url), page, total);
  return jsonApi(c, toDocument({ data: rows.map((r) => resource(REPLY_TYPE, r.id, replyAttributes(r))), meta, links }));
}
