/**
 * Vacancies on the wire and who may read or manage one (vacancy search, ADR 0020). The list query: api/services/vacancy-search.ts;
 * writes: api/services/vacancy-writes.ts. Shared with the organizations resource (`include=vacancies`) and the
 * applications part.
 */
import { and, eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { VacancyOccurrenceAttributes } from "../../contract/activities";
import { type Actor, can, MATRIX, widestScope } from "../../contract/policy";
import {
  SYSTEM_ONLY_VACANCY_STATUSES,
  VACANCY_TRANSITIONS,
  type VacancyAttributes,
  type VacancyStatus,
  type VacancySummaryAttributes,
} from "../../contract/vacancies";
import { applications, organizations, vacancies, volunteerCenters } from "../../db/schema";
import { identifier, type ResourceObject, resource } from "../jsonapi/serialize";
import type { ApiEnv } from "../types";
import { vacancyOccurrences } from "./activities";

export type VacancyRow = typeof vacancies.$inferSelect;

/** Today in the Netherlands, `YYYY-MM-DD` (expiry dates are the last day, Europe/Amsterdam). */
export { amsterdamToday } from "../../contract/dates";

const COLUMNS = Object.entries(getTableColumns(vacancies));

/** A raw row (snake_case column names, driver values) as drizzle's typed row, for these columns. */
function rowFromSql(raw: Record<string, unknown>, columns: typeof COLUMNS): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of columns) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row;
}

/** The columns a summary (`summaryAttributes`) reads: lists need no description, contact or address. */
const SUMMARY_KEYS = [
  "id",
  "title",
  "status",
  "vacancyType",
  "searchBody",
  "tags",
  "ageGroupIds",
  "expiresAt",
  "publishedAt",
  "createdAt",
  "vogRequired",
  "hoursPerWeek",
  "capacity",
  "locationType",
  "city",
  "latitude",
  "longitude",
  "organizationId",
  "organizationName",
  "volunteerCenterId",
  "shared",
] as const satisfies readonly (keyof VacancyRow)[];
export type VacancySummaryRow = Pick<VacancyRow, (typeof SUMMARY_KEYS)[number]>;
const SUMMARY_COLUMNS = COLUMNS.filter(([key]) => (SUMMARY_KEYS as readonly string[]).includes(key));
/** A summary is the description's plain text up to this many characters (with "…" when it goes on). */
const SUMMARY_LENGTH = 200;
/** One more than a summary holds, so `summaryAttributes` still sees that the text goes on. */
const SUMMARY_TEXT_CHARS = SUMMARY_LENGTH + 1;

/**
 * The summary columns of `alias` for a SELECT list: the search's page reads these instead of `v.*` (a vacancy's
 * description, its HTML and search text are most of its row; 24 whole rows are ~70 KB through D1 at 100,000).
 */
export const summarySqlColumns = (alias: string): SQL =>
  sql.raw(
    SUMMARY_COLUMNS.map(([key, column]) =>
      key === "searchBody"
        ? `substr(${alias}.${column.name}, 1, ${SUMMARY_TEXT_CHARS}) as ${column.name}`
        : `${alias}.${column.name}`,
    ).join(", "),
  );

/** A raw row of `summarySqlColumns` as a typed summary row. */
export const summaryFromSql = (raw: Record<string, unknown>) => rowFromSql(raw, SUMMARY_COLUMNS) as VacancySummaryRow;

/** Where a manager's `organization.manage` reaches: the whole tenant, or centres and organisations. */
export type ManageReach = { tenant: true } | { tenant: false; centerIds: number[]; organizationIds: number[] };

/** Where this actor's `organization.manage` reaches (the management list); null = nowhere. */
export function manageReach(actor: Actor | null): ManageReach | null {
  const widest = widestScope(actor, "organization.manage");
  if (!actor || !widest) return null;
  if (widest === "tenant") return { tenant: true };
  const row = MATRIX["organization.manage"];
  const centerIds = new Set<number>();
  const organizationIds = new Set<number>();
  for (const { role, organizationId } of actor.roles) {
    const scope = row[role];
    if (scope === "centre") centerIds.add(actor.centerId);
    if (scope === "org")
      for (const id of organizationId !== null ? [organizationId] : actor.organizationIds) organizationIds.add(id);
  }
  return { tenant: false, centerIds: [...centerIds], organizationIds: [...organizationIds] };
}

/** `organization.manage` on the vacancy's organisation: its superusers, its centre's staff, the tenant's admin. */
export const mayManageVacancy = (actor: Actor | null, row: Pick<VacancyRow, "organizationId" | "volunteerCenterId">) =>
  can(actor, "organization.manage", { organizationId: row.organizationId, centerId: row.volunteerCenterId });

/** The moves this actor may make now (the lifecycle table; `expired` is the job's). */
export function allowedStatuses(actor: Actor | null, row: VacancyRow): VacancyStatus[] {
  if (!mayManageVacancy(actor, row)) return [];
  return VACANCY_TRANSITIONS[row.status].filter((s) => !SYSTEM_ONLY_VACANCY_STATUSES.includes(s));
}

export interface VacancyView<Row extends VacancySummaryRow = VacancyRow> {
  row: Row;
  distanceKm: number | null;
  taken: number;
  centerName: string;
  /** Whether the organisation is approved and not deleted; undefined where not read. */
  organizationApproved?: boolean;
}

/** The summary lists show; `siteCenterId` decides `sharedFromCenterName`. */
export function summaryAttributes(view: VacancyView<VacancySummaryRow>, siteCenterId: number): VacancySummaryAttributes {
  const { row } = view;
  return {
    title: row.title,
    status: row.status,
    vacancyType: row.vacancyType,
    summary:
      row.searchBody.length > SUMMARY_LENGTH ? `${row.searchBody.slice(0, SUMMARY_LENGTH - 1).trimEnd()}…` : row.searchBody,
    tags: (row.tags ?? []) as VacancySummaryAttributes["tags"],
    ageGroupIds: row.ageGroupIds ?? [],
    expiresAt: row.expiresAt,
    publishedAt: row.publishedAt,
    createdAt: row.createdAt,
    vogRequired: Boolean(row.vogRequired),
    hoursPerWeek: row.hoursPerWeek,
    capacity: row.capacity,
    placesLeft: row.capacity === null ? null : Math.max(0, row.capacity - view.taken),
    locationType: row.locationType,
    city: row.locationType === "remote" ? null : row.city,
    latitude: row.locationType === "remote" ? null : row.latitude,
    longitude: row.locationType === "remote" ? null : row.longitude,
    distanceKm: view.distanceKm,
    organizationId: row.organizationId,
    organizationName: row.organizationName,
    volunteerCenterId: row.volunteerCenterId,
    shared: Boolean(row.shared),
    sharedFromCenterName: row.volunteerCenterId !== siteCenterId ? view.centerName || null : null,
    ...(view.organizationApproved !== undefined ? { organizationApproved: view.organizationApproved } : {}),
  };
}

const relationships = (row: Pick<VacancyRow, "organizationId">) => ({
  organization: { data: identifier("organizations", row.organizationId) },
});

export function vacancyResource(view: VacancyView<VacancySummaryRow>, siteCenterId: number): ResourceObject {
  return resource("vacancies", view.row.id, summaryAttributes(view, siteCenterId), relationships(view.row), {
    self: `/api/v1/vacancies/${view.row.id}`,
  });
}

export interface LoadedVacancy extends VacancyView {
  organizationStatus: string;
  organizationDeleted: boolean;
  /** Applications per status. */
  counts: Record<string, number>;
  /** An activity's dates ([] for other types). */
  occurrences: VacancyOccurrenceAttributes[];
}

/** One vacancy of the request's tenant (not soft-deleted) with what reading it needs; null if unknown. */
export async function loadVacancy(c: Context<ApiEnv>, id: number): Promise<LoadedVacancy | null> {
  const db = c.get("db");
  const tenantId = c.get("tenant").id;
  const [found] = await db
    .select({
      row: getTableColumns(vacancies),
      organizationStatus: organizations.status,
      organizationDeletedAt: organizations.deletedAt,
      centerName: volunteerCenters.name,
    })
    .from(vacancies)
    .innerJoin(organizations, eq(organizations.id, vacancies.organizationId))
    .innerJoin(volunteerCenters, eq(volunteerCenters.id, vacancies.volunteerCenterId))
    .where(and(eq(vacancies.tenantId, tenantId), eq(vacancies.id, id), sql`${vacancies.deletedAt} is null`))
    .limit(1);
  if (!found || found.row.status === "deleted") return null;
  const counted = await db
    .select({ status: applications.status, n: sql<number>`count(*)` })
    .from(applications)
    .where(eq(applications.vacancyId, id))
    .groupBy(applications.status);
  const counts = Object.fromEntries(counted.map((r) => [r.status, Number(r.n)]));
  const taken = (counts.pending ?? 0) + (counts.accepted ?? 0);
  const occurrences = found.row.vacancyType === "activity" ? await vacancyOccurrences(db, tenantId, found.row, taken) : [];
  return {
    row: found.row,
    occurrences,
    distanceKm: null,
    taken,
    centerName: found.centerName,
    organizationStatus: found.organizationStatus,
    organizationDeleted: found.organizationDeletedAt !== null,
    organizationApproved: found.organizationStatus === "approved" && found.organizationDeletedAt === null,
    counts,
  };
}

/**
 * Anyone: a published vacancy of an approved organisation of the site's centre, or a shared one of another centre
 * where the tenant has centre sharing. Its managers: any status. Everyone else: 404 (callers say not found).
 */
export function mayReadVacancy(c: Context<ApiEnv>, actor: Actor | null, v: LoadedVacancy): boolean {
  if (mayManageVacancy(actor, v.row)) return true;
  if (v.row.status !== "published" || v.organizationStatus !== "approved" || v.organizationDeleted) return false;
  const siteCenterId = c.get("volunteerCenterId") ?? c.get("tenant").defaultVolunteerCenterId;
  if (v.row.volunteerCenterId === siteCenterId) return true;
  return c.get("tenant").features.centerSharing && Boolean(v.row.shared);
}

/** The whole vacancy (GET /vacancies/{id}, and what a write answers). */
export function vacancyFullResource(c: Context<ApiEnv>, actor: Actor | null, v: LoadedVacancy): ResourceObject {
  const siteCenterId = c.get("volunteerCenterId") ?? c.get("tenant").defaultVolunteerCenterId;
  const { row } = v;
  const manages = mayManageVacancy(actor, row);
  const ownAddress = row.locationType === "address" && !["p2p", "one-on-one", "neighbour-help"].includes(row.vacancyType);
  const attributes: VacancyAttributes = {
    ...summaryAttributes(v, siteCenterId),
    description: row.description ?? null,
    descriptionHtml: row.descriptionHtml,
    youtubeUrl: row.youtubeUrl,
    contactPerson: row.contactPerson,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhoneVisible || manages ? row.contactPhone : null,
    contactPhoneVisible: Boolean(row.contactPhoneVisible),
    streetAddress:
      ownAddress && row.street ? `${row.street} ${row.houseNumber ?? ""}${row.houseNumberAddition ?? ""}`.trim() : null,
    postalCode: ownAddress || manages ? row.postalCode : null,
    updatedAt: row.updatedAt,
    allowedStatuses: allowedStatuses(actor, row),
    applicationCounts: manages ? v.counts : null,
    frequency: row.vacancyType === "activity" ? (row.frequency ?? null) : null,
    recurrence: row.vacancyType === "activity" ? (row.recurrence ?? null) : null,
    waitlistEnabled: row.waitlistEnabled ?? true,
    occurrences: v.occurrences,
  };
  return resource("vacancies", row.id, attributes, relationships(row), { self: `/api/v1/vacancies/${row.id}` });
}
