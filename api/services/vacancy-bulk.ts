/**
 * The bulk edit of vacancies: one change (status, expiry date, tags) to many, all or nothing. Every id and every
 * move is checked first (404 unknown, 403 not managed, 422 a move the lifecycle refuses, each naming the vacancy);
 * then one D1 batch (one transaction) writes them all. Answers the vacancies as they are afterwards (deleted ones
 * included: the caller counts them).
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { z } from "zod";
import { tagMask, type VacancyStatus } from "../../contract/vacancies";
import type { vacancyBulkInput } from "../../contract/vacancy-inputs";
import { applications, organizations, vacancies, volunteerCenters } from "../../db/schema";
import { type FieldError, fieldError, JsonApiError } from "../jsonapi/errors";
import { actorOf } from "../middleware/auth";
import { scope } from "../scope";
import type { ApiEnv } from "../types";
import { activityError } from "./activities";
import { mayManageVacancy, type VacancyView } from "./vacancies";
import { vacancyError } from "./vacancy-text";
import { lifecycleErrors, organizationErrors, statusColumns } from "./vacancy-writes";

type VacancyBulkInput = z.output<typeof vacancyBulkInput>;

export async function bulkEditVacancies(c: Context<ApiEnv>, data: VacancyBulkInput, pointer: string): Promise<VacancyView[]> {
  const actor = actorOf(c);
  const s = scope(c);
  const ids = [...new Set(data.ids)];
  const rows = await s.db
    .select()
    .from(vacancies)
    .where(
      s.where(
        vacancies,
        inArray(vacancies.id, sql`(select value from json_each(${JSON.stringify(ids)}))`),
        sql`${vacancies.deletedAt} is null`,
      ),
    );
  const byId = new Map(rows.map((r) => [r.id, r]));
  // Publishing needs an approved organisation (vacancy-writes.ts organizationErrors): the organisations' statuses.
  const organizationIds = [...new Set(rows.map((r) => r.organizationId))];
  const organizationOf = new Map(
    data.status === "published" && organizationIds.length
      ? (
          await s.db
            .select({ id: organizations.id, status: organizations.status, deletedAt: organizations.deletedAt })
            .from(organizations)
            .where(s.where(organizations, inArray(organizations.id, organizationIds)))
        ).map((o) => [o.id, { status: o.status, deleted: o.deletedAt !== null }])
      : [],
  );
  const now = new Date().toISOString();
  // Publishing an activity needs an upcoming date (PRODUCT.md): the upcoming dates of the activities among the ids.
  const publishesActivities = data.status === "published" && rows.some((r) => r.vacancyType === "activity");
  const upcoming = publishesActivities
    ? new Set(
        (
          await s.db.all<{ vacancy_id: number }>(sql`select distinct vacancy_id from activity_occurrences
            where tenant_id = ${s.tenantId} and starts_at > ${now}
              and vacancy_id in (select value from json_each(${JSON.stringify(ids)}))`)
        ).map((r) => Number(r.vacancy_id)),
      )
    : new Set<number>();

  const notFound: FieldError[] = [];
  const forbidden: FieldError[] = [];
  const refused: FieldError[] = [];
  ids.forEach((id, index) => {
    const row = byId.get(id);
    const at = `${pointer}/ids/${index}`;
    // Another organisation's unpublished vacancy looks exactly like an unknown one.
    if (!row || row.status === "deleted" || (!mayManageVacancy(actor, row) && row.status !== "published")) {
      notFound.push({ code: "not_found", detail: vacancyError(c, "bulkUnknown", { id }), source: { pointer: at } });
    } else if (!mayManageVacancy(actor, row)) {
      forbidden.push({ code: "forbidden", detail: vacancyError(c, "bulkForbidden", { id }), source: { pointer: at } });
    } else {
      const to: VacancyStatus = data.status ?? row.status;
      const expiresAt = data.expires_at !== undefined ? data.expires_at : row.expiresAt;
      const checksExpiry = to !== row.status || data.expires_at !== undefined;
      for (const error of lifecycleErrors(c, row.status, to, checksExpiry ? expiresAt : null, pointer)) {
        refused.push({
          ...error,
          detail:
            error.code === "invalid_transition"
              ? vacancyError(c, "bulkTransition", { id, title: row.title, from: row.status, to })
              : `${row.title}: ${error.detail}`,
          meta: { ...error.meta, id: String(id) },
        });
      }
      if (data.status === "published") {
        const organization = organizationOf.get(row.organizationId) ?? { status: "deleted", deleted: true };
        for (const error of organizationErrors(c, row.status, to, organization, pointer)) {
          refused.push({ ...error, detail: `${row.title}: ${error.detail}`, meta: { id: String(id) } });
        }
      }
      // The body has no dates: the refusal points at the status it asked for, naming the vacancy.
      if (to === "published" && to !== row.status && row.vacancyType === "activity" && !upcoming.has(id)) {
        const detail = `${row.title}: ${activityError(c, "noUpcomingDate")}`;
        refused.push({ ...fieldError(`${pointer}/status`, "no_upcoming_date", detail), meta: { id: String(id) } });
      }
    }
  });
  if (notFound.length) throw new JsonApiError(404, notFound);
  if (forbidden.length) throw new JsonApiError(403, forbidden);
  if (refused.length) throw new JsonApiError(422, refused);

  const at = new Date().toISOString();
  // One batch (one transaction in D1): every vacancy changes, or none does.
  const statements = rows.map((row) =>
    s.db
      .update(vacancies)
      .set({
        ...(data.expires_at !== undefined ? { expiresAt: data.expires_at } : {}),
        ...(data.tags !== undefined ? { tags: data.tags, tagMask: tagMask(data.tags) } : {}),
        ...statusColumns(row, data.status ?? row.status, at),
        updatedAt: at,
      })
      .where(and(s.where(vacancies, eq(vacancies.id, row.id)))),
  );
  const [first, ...rest] = statements;
  await s.db.batch([first, ...rest]);

  const updated = await s.db
    .select()
    .from(vacancies)
    .where(s.where(vacancies, inArray(vacancies.id, sql`(select value from json_each(${JSON.stringify(ids)}))`)));
  // Places taken and centre names of the answered vacancies, as a single read answers them.
  const [takenRows, centres] = await Promise.all([
    s.db
      .select({ vacancyId: applications.vacancyId, n: sql<number>`count(*)` })
      .from(applications)
      .where(and(inArray(applications.vacancyId, ids), inArray(applications.status, ["pending", "accepted"])))
      .groupBy(applications.vacancyId),
    s.db.select({ id: volunteerCenters.id, name: volunteerCenters.name }).from(volunteerCenters).where(s.where(volunteerCenters)),
  ]);
  const taken = new Map(takenRows.map((r) => [r.vacancyId, Number(r.n)]));
  const centreName = new Map(centres.map((r) => [r.id, r.name]));
  return updated.map((row) => ({
    row,
    distanceKm: null,
    taken: taken.get(row.id) ?? 0,
    centerName: centreName.get(row.volunteerCenterId) ?? "",
  }));
}
