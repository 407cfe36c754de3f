/**
 * Writes on /api/v1/vacancies: create, edit (status through the lifecycle), soft delete. Bulk edits:
 * vacancies.bulk.handlers.ts. The route has already checked who may and what was sent.
 */
import { and, eq, isNull } from "drizzle-orm";
import type { Context } from "hono";
import type { z } from "zod";
import { vacancyTypesOffered } from "../../../config/tenants";
import { ageGroupMask, tagMask, type VacancyStatus } from "../../../contract/vacancies";
import type { vacancyCreateInput, vacancyUpdateInput } from "../../../contract/vacancy-inputs";
import { organizations, vacancies } from "../../../db/schema";
import { fieldError, forbidden, JsonApiError } from "../../jsonapi/errors";
import { toDocument } from "../../jsonapi/serialize";
import { actorOf, requireUser } from "../../middleware/auth";
import type { ValidBody } from "../../middleware/validate";
import { jsonApi } from "../../respond";
import { scope } from "../../scope";
import {
  activityStatements,
  datesAfter,
  existingDatesQuery,
  planActivity,
  upcomingDateErrors,
} from "../../services/activity-writes";
import { writeBatch } from "../../services/notification-mails";
import { loadVacancy, mayManageVacancy, vacancyFullResource } from "../../services/vacancies";
import { vacancyError } from "../../services/vacancy-text";
import {
  describe,
  lifecycleErrors,
  organizationErrors,
  type PlaceColumns,
  resolvePlace,
  statusColumns,
} from "../../services/vacancy-writes";
import type { ApiEnv, Validated } from "../../types";
import { pathVacancyOf } from "./vacancies.guards";

type Create = ValidBody<z.output<typeof vacancyCreateInput>>;
type Update = ValidBody<z.output<typeof vacancyUpdateInput>>;
type Fields = Partial<z.output<typeof vacancyUpdateInput>>;

const nowIso = () => new Date().toISOString();

async function respondWithVacancy(c: Context<ApiEnv>, id: number, status: 200 | 201 = 200) {
  const loaded = await loadVacancy(c, id);
  if (!loaded) return c.body(null, 204);
  return jsonApi(c, toDocument({ data: vacancyFullResource(c, actorOf(c), loaded) }), status);
}

/** The plain columns of the fields sent (absent = unchanged). */
function columnsOf(c: Context<ApiEnv>, data: Fields) {
  const sharing = c.get("tenant").features.centerSharing;
  const set = <K extends keyof Fields, V>(
    key: K,
    column: string,
    map: (v: NonNullable<Fields[K]> | null) => V = (v) => v as V,
  ) => (data[key] !== undefined ? { [column]: map(data[key] as NonNullable<Fields[K]> | null) } : {});
  return {
    ...set("title", "title"),
    ...set("vacancy_type", "vacancyType"),
    ...set("youtube_url", "youtubeUrl"),
    ...set("expires_at", "expiresAt"),
    ...set("contact_person", "contactPerson"),
    ...set("contact_email", "contactEmail"),
    ...set("contact_phone", "contactPhone", (v) => v ?? null),
    ...set("contact_phone_visible", "contactPhoneVisible"),
    ...set("hours_per_week", "hoursPerWeek"),
    ...set("vog_required", "vogRequired"),
    ...set("capacity", "capacity"),
    ...(data.tags !== undefined ? { tags: data.tags, tagMask: tagMask(data.tags) } : {}),
    ...(data.age_group_ids !== undefined
      ? { ageGroupIds: data.age_group_ids, ageGroupMask: ageGroupMask(data.age_group_ids) }
      : {}),
    // Sharing is stored only where the tenant allows it (SPEC §1: the public tenant outside meedoen).
    ...(data.shared !== undefined ? { shared: sharing ? data.shared : false } : {}),
  };
}

/** A type the tenant does not offer (config/tenants.ts vacancyTypesOffered: roermond has no peer-to-peer help): 422. */
function typeNotOffered(c: Context<ApiEnv>, type: string, pointer: string): JsonApiError | null {
  const offered: readonly string[] = vacancyTypesOffered(c.get("tenant"));
  if (offered.includes(type)) return null;
  return new JsonApiError(422, [
    fieldError(`${pointer}/vacancy_type`, "not_offered", `This site offers the vacancy types ${offered.join(", ")}.`),
  ]);
}

const PLACE_KEYS = ["location_type", "postal_code", "house_number", "house_number_addition", "street", "city"] as const;

/** POST: a vacancy of an organisation the caller manages, as draft or published. 201. */
export async function createVacancy(c: Validated<{ json: Create }>) {
  const { data, pointer } = c.req.valid("json");
  const actor = actorOf(c);
  const s = scope(c);
  const [org] = await s.db
    .select()
    .from(organizations)
    .where(s.where(organizations, eq(organizations.id, data.organization_id), isNull(organizations.deletedAt)))
    .limit(1);
  if (!org || org.status === "deleted") {
    throw new JsonApiError(422, [fieldError(`${pointer}/organization_id`, "not_found", vacancyError(c, "unknownOrganization"))]);
  }
  if (!mayManageVacancy(actor, { organizationId: org.id, volunteerCenterId: org.volunteerCenterId })) throw forbidden();
  const notOffered = typeNotOffered(c, data.vacancy_type, pointer);
  if (notOffered) throw notOffered;
  const errors = [
    ...lifecycleErrors(c, "draft", data.status, data.expires_at ?? null, pointer).filter((e) => e.code !== "invalid_transition"),
    ...organizationErrors(c, null, data.status, { status: org.status, deleted: false }, pointer),
  ];
  if (errors.length) throw new JsonApiError(422, errors);
  // The dates of an activity (activities, ADR 0022): checked before anything is written, written in the vacancy's batch.
  const activity = planActivity(c, data, pointer, { vacancyType: data.vacancy_type, frequency: null, existing: [] });
  const at = nowIso();
  if (data.status === "published" && data.vacancy_type === "activity") {
    const noDate = upcomingDateErrors(c, pointer, datesAfter(activity, []), at);
    if (noDate.length) throw new JsonApiError(422, noDate);
  }
  const description = describe(data.description);
  const place = await resolvePlace(c, data, org.id, pointer);
  const insert = s.db
    .insert(vacancies)
    .values({
      tenantId: s.tenantId,
      volunteerCenterId: org.volunteerCenterId,
      organizationId: org.id,
      organizationName: org.name,
      status: data.status,
      publishedAt: data.status === "published" ? at : null,
      createdById: requireUser(c).user.id,
      createdAt: at,
      updatedAt: at,
      ...columnsOf(c, data),
      title: data.title,
      vacancyType: data.vacancy_type,
      ...description,
      ...place,
      ...activity.columns,
    })
    .returning({ id: vacancies.id });
  const [[row]] = await writeBatch(s.db, [insert, ...activityStatements(s.tenantId, null, activity, at)]);
  return respondWithVacancy(c, Number(row.id), 201);
}

/** PUT/PATCH: the fields sent; `status` through the lifecycle; the place looked up again when it changed. */
export async function updateVacancy(c: Validated<{ json: Update }>) {
  const { data, pointer } = c.req.valid("json");
  const { row, organizationStatus, organizationDeleted } = pathVacancyOf(c);
  const to: VacancyStatus = data.status ?? row.status;
  const expiresAt = data.expires_at !== undefined ? data.expires_at : row.expiresAt;
  // The expiry date is checked when the vacancy is (re)published or its date changes while published.
  const checksExpiry = to !== row.status || data.expires_at !== undefined;
  // Changing to a type the tenant does not offer is refused; a vacancy keeps the type it has.
  const notOffered =
    data.vacancy_type !== undefined && data.vacancy_type !== row.vacancyType
      ? typeNotOffered(c, data.vacancy_type, pointer)
      : null;
  if (notOffered) throw notOffered;
  const errors = lifecycleErrors(c, row.status, to, checksExpiry ? expiresAt : null, pointer);
  if (!errors.length) {
    errors.push(...organizationErrors(c, row.status, to, { status: organizationStatus, deleted: organizationDeleted }, pointer));
  }
  if (errors.length) throw new JsonApiError(422, errors);
  const s = scope(c);
  const vacancyType = data.vacancy_type ?? row.vacancyType;
  // Publishing an activity, or changing a published one's dates or type: it needs an upcoming date after the write.
  const checksDates =
    to === "published" &&
    vacancyType === "activity" &&
    (to !== row.status || data.occurrences !== undefined || !!data.recurrence || data.vacancy_type !== undefined);
  const existing =
    data.occurrences !== undefined || data.recurrence || checksDates
      ? (await s.db.all<{ id: number; starts_at: string; active: number }>(existingDatesQuery(s.tenantId, row.id))).map((e) => ({
          id: Number(e.id),
          startsAt: e.starts_at,
          active: Number(e.active),
        }))
      : [];
  const activity = planActivity(c, data, pointer, { vacancyType, frequency: row.frequency, existing });
  const at = nowIso();
  if (checksDates) {
    const noDate = upcomingDateErrors(c, pointer, datesAfter(activity, existing), at);
    if (noDate.length) throw new JsonApiError(422, noDate);
  }
  const description = data.description !== undefined ? describe(data.description) : {};
  const placeSent = PLACE_KEYS.some((k) => data[k] !== undefined);
  const place: Partial<PlaceColumns> = placeSent
    ? await resolvePlace(
        c,
        {
          location_type: data.location_type ?? row.locationType,
          postal_code: data.postal_code ?? row.postalCode ?? undefined,
          house_number: data.house_number ?? row.houseNumber ?? undefined,
          house_number_addition: data.house_number_addition !== undefined ? data.house_number_addition : row.houseNumberAddition,
          street: data.street,
          city: data.city,
        },
        row.organizationId,
        pointer,
      )
    : {};
  const update = s.db
    .update(vacancies)
    .set({ ...columnsOf(c, data), ...description, ...place, ...statusColumns(row, to, at), ...activity.columns, updatedAt: at })
    .where(and(s.where(vacancies, eq(vacancies.id, row.id))));
  await writeBatch(s.db, [update, ...activityStatements(s.tenantId, row.id, activity, at)]);
  if (to === "deleted") return c.body(null, 204);
  return respondWithVacancy(c, row.id);
}

/** DELETE (soft): status `deleted`; 404 for everyone afterwards. 204. */
export async function deleteVacancy(c: Context<ApiEnv>) {
  const { row } = pathVacancyOf(c);
  const s = scope(c);
  const at = nowIso();
  await s.db
    .update(vacancies)
    .set({ ...statusColumns(row, "deleted", at), updatedAt: at })
    .where(s.where(vacancies, eq(vacancies.id, row.id)));
  return c.body(null, 204);
}
