/**
 * The volunteer pool's reads and writes for the screens (ADR 0063): the own profile, the pool with its filters, one
 * profile with the organisations that may reply, a reply, and the replies received or sent — all through the API.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { ApiError } from "~/utils/api.server";
import { getList, getOne, listMeta, type Resource, sendOne } from "~/utils/api-resources.server";
import { submitForm } from "~/utils/forms.server";
import { normalizePostalCode } from "../../../contract/addresses";
import type { ActivityTypeAttributes } from "../../../contract/organizations";
import {
  DAY_PARTS,
  DAYS,
  type OwnProfileAttributes,
  type PoolProfileAttributes,
  PROFILE_LANGUAGES,
  type ProfileReplyAttributes,
  TRAVEL_KM_MAX,
  TRAVEL_KM_MIN,
} from "../../../contract/volunteer-pool";
import { profileFormSchema, replyFormSchema } from "./profile-schema";

export const POOL_PAGE_SIZE = 12;

export type PoolProfile = Resource<PoolProfileAttributes>;
export type OwnProfile = Resource<OwnProfileAttributes>;
export type ProfileReply = Resource<ProfileReplyAttributes>;

/** The activity types (interests), names in the request's language. */
export async function interestChoices(context: AppLoadContext) {
  const { data } = await getList<ActivityTypeAttributes>(context.api, "/api/v1/activity_types");
  return data.map((a) => ({ id: Number(a.id), name: a.name }));
}

export async function ownProfile(context: AppLoadContext): Promise<OwnProfile | null> {
  const { data } = await getOne<OwnProfileAttributes>(context.api, "/api/v1/volunteer_profile");
  return data ?? null;
}

/** PUT /api/v1/volunteer_profile: every field, at the version read. */
export function saveProfile(context: AppLoadContext, formData: FormData) {
  return submitForm(formData, profileFormSchema, (value) =>
    sendOne<OwnProfileAttributes>(context.api).put("/api/v1/volunteer_profile", {
      body: {
        data: {
          type: "volunteer_profiles",
          attributes: {
            intro: value.intro ?? "",
            interests: value.interests ?? [],
            skills: value.skills ?? [],
            availability: value.availability ?? [],
            languages: value.languages ?? [],
            postal_code: value.postalCode ?? "",
            city: value.city ?? "",
            travel_km: value.travelKm,
            visibility: value.visibility,
            lock_version: value.lockVersion,
          },
        },
      },
      errors: "throw",
    }),
  );
}

export interface PoolFilters {
  interest: string;
  day: string;
  part: string;
  postcode: string;
  distance: string;
  language: string;
}

const oneOf = <T extends string | number>(value: string | null, allowed: readonly T[]) =>
  allowed.map(String).includes(value ?? "") ? (value as string) : "";

/** The filter form's values from the URL (anything else dropped). */
export function poolFilters(params: URLSearchParams): PoolFilters {
  const distance = Number(params.get("afstand"));
  return {
    interest: /^\d{1,6}$/.test(params.get("interesse") ?? "") ? (params.get("interesse") as string) : "",
    day: oneOf(params.get("dag"), DAYS),
    part: oneOf(params.get("dagdeel"), DAY_PARTS),
    postcode: (params.get("postcode") ?? "").slice(0, 20),
    distance: Number.isInteger(distance) && distance >= TRAVEL_KM_MIN && distance <= TRAVEL_KM_MAX ? String(distance) : "",
    language: oneOf(params.get("taal"), PROFILE_LANGUAGES),
  };
}

/** The day-part term of `filter[day_part]`: a slot, a day or a part. */
export const dayPartTerm = (f: Pick<PoolFilters, "day" | "part">) =>
  f.day && f.part ? `${f.day}:${f.part}` : f.day || f.part || undefined;

/**
 * A page of the pool. A postcode that is not one, or that does not exist, is said next to the filter (`postcodeError`)
 * and the list shown without it; PDOK down likewise (`nearUnavailable`).
 */
export async function poolPage(context: AppLoadContext, filters: PoolFilters, page: number) {
  const postalCode = filters.postcode ? normalizePostalCode(filters.postcode) : null;
  let postcodeError: "invalid" | "unknown" | null = filters.postcode && !postalCode ? "invalid" : null;
  const query = (near: boolean) => ({
    filter: {
      activityTypeId: filters.interest || undefined,
      dayPart: dayPartTerm(filters),
      language: filters.language || undefined,
      near: near && postalCode ? postalCode : undefined,
      radiusKm: near && postalCode && filters.distance ? filters.distance : undefined,
    },
    page: { number: page, size: POOL_PAGE_SIZE },
  });
  const read = async (near: boolean) => {
    const { data, meta } = await context.api.get<PoolProfile[]>("/api/v1/volunteer_profiles", { query: query(near) });
    return { data, meta: listMeta(meta, data.length), nearUnavailable: meta?.nearUnavailable === true };
  };
  try {
    return { ...(await read(true)), postcodeError };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 422) throw error;
    postcodeError = "unknown";
    return { ...(await read(false)), postcodeError };
  }
}

export async function poolProfile(context: AppLoadContext, id: string) {
  const { data, meta } = await getOne<PoolProfileAttributes>(context.api, `/api/v1/volunteer_profiles/${encodeURIComponent(id)}`);
  const organizations = Array.isArray(meta?.replyOrganizations)
    ? (meta.replyOrganizations as Array<{ id: number; name: string }>).map((o) => ({ id: String(o.id), name: String(o.name) }))
    : [];
  return { profile: data, organizations };
}

/** POST …/volunteer_profile_replies: the reply, for the organisation chosen (the only one when there is one). */
export function sendReply(context: AppLoadContext, formData: FormData, profileId: string) {
  return submitForm(formData, replyFormSchema, (value) =>
    sendOne<ProfileReplyAttributes>(context.api).post(
      `/api/v1/volunteer_profiles/${encodeURIComponent(profileId)}/volunteer_profile_replies`,
      {
        body: {
          data: {
            type: "volunteer_profile_replies",
            attributes: { subject: value.subject, body: value.body, organization_id: value.organizationId },
          },
        },
        errors: "throw",
      },
    ),
  );
}

export function repliesPage(context: AppLoadContext, page: number) {
  return getList<ProfileReplyAttributes>(context.api, "/api/v1/volunteer_profile_replies", {
    query: { page: { number: page, size: 25 } },
  });
}
