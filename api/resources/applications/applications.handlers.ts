/**
 * GET /api/v1/applications, /applications/{id} and /applications/{id}/withdraw?token=: what the caller may read
 * (api/services/applications.ts).
 */
import { and, asc, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { can } from "../../../contract/policy";
import { applications, organizations, vacancies } from "../../../db/schema";
import { tokenMatches } from "../../auth/tokens";
import { forbidden, notFound } from "../../jsonapi/errors";
import type { ParsedQuery } from "../../jsonapi/query";
import { paginate, toDocument } from "../../jsonapi/serialize";
import { actorOf, requireUser } from "../../middleware/auth";
import { jsonApi } from "../../respond";
import { scope } from "../../scope";
import {
  type ApplicationDetails,
  applicationResource,
  loadNotes,
  noteResource,
  readableCondition,
  selectApplications,
} from "../../services/applications";
import type { Validated } from "../../types";
import { applicationReaderOf, pathApplicationOf } from "./applications.guards";
import type { LIST_APPLICATIONS_QUERY, SHOW_APPLICATION_QUERY } from "./applications.schemas";

type ListQuery = ParsedQuery<(typeof LIST_APPLICATIONS_QUERY)["filters"]>;

const SORT_COLUMNS: Record<string, SQL> = {
  created_at: sql`${applications.createdAt}`,
  status: sql`${applications.status}`,
  name: sql`${applications.lastName} || ' ' || ${applications.firstName} collate nocase`,
  vacancy_title: sql`${vacancies.title} collate nocase`,
};

export async function listApplications(c: Validated<{ query: ListQuery }>) {
  const current = requireUser(c);
  const actor = actorOf(c);
  const { filter, page, sort } = c.req.valid("query");
  // Their own applications (any signed-in user), else what their roles reach (managers, mentors).
  const access = filter.mine ? eq(applications.userId, current.user.id) : actor && readableCondition(c, actor);
  if (!access) throw forbidden();
  const s = scope(c);
  const where = s.where(
    applications,
    access,
    filter.status ? inArray(applications.status, filter.status) : undefined,
    filter.vacancy_id !== undefined ? eq(applications.vacancyId, filter.vacancy_id) : undefined,
    filter.occurrence_id !== undefined ? eq(applications.occurrenceId, filter.occurrence_id) : undefined,
    filter.organization_id !== undefined ? eq(applications.organizationId, filter.organization_id) : undefined,
  );
  const order = [
    ...sort.map((f) => (f.descending ? desc(SORT_COLUMNS[f.field]) : asc(SORT_COLUMNS[f.field]))),
    desc(applications.id),
  ];
  const [rows, [counted]] = await Promise.all([
    selectApplications(c)
      .where(where)
      .orderBy(...order)
      .limit(page.size)
      .offset((page.number - 1) * page.size),
    s.db
      .select({ n: count() })
      .from(applications)
      .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
      .innerJoin(organizations, eq(organizations.id, applications.organizationId))
      .where(and(where)),
  ]);
  // Every row passed the access condition: one the reader neither manages nor made is a student's they mentor.
  const data = rows.map((row: ApplicationDetails) => {
    const a = row.application;
    const manager = can(actor, "organization.manage", { organizationId: a.organizationId, centerId: a.volunteerCenterId });
    const applicant = a.userId === current.user.id;
    return applicationResource(row, { manager, applicant, mentor: !manager && !applicant });
  });
  const { links, meta } = paginate(new URL(c.req.url), page, counted?.n ?? 0);
  return jsonApi(c, toDocument({ data, links, meta }, c.req.valid("query").fields));
}

export async function showApplication(c: Validated<{ query: ParsedQuery<Record<string, never>> }>) {
  const { include, fields } = c.req.valid("query") as ParsedQuery<Record<string, never>> & {
    include: Set<(typeof SHOW_APPLICATION_QUERY)["include"][number]>;
  };
  const details = pathApplicationOf(c);
  const reader = applicationReaderOf(c);
  // Notes only ever for the organisation's managers; for anyone else the include is simply empty.
  const notes =
    include.has("internal_notes") && reader.manager ? (await loadNotes(c, details.application.id)).map(noteResource) : undefined;
  const data = applicationResource(details, reader, notes);
  return jsonApi(c, toDocument({ data, included: include.size ? (notes ?? []) : undefined }, fields));
}

const WITHDRAW_TOKEN = /^[A-Za-z0-9_.~-]{1,200}$/;

/**
 * GET /applications/{id}/withdraw?token=…: does the mailed withdraw link still work? The application as its applicant
 * sees it (`allowed_statuses` says whether it can still be withdrawn), without spending the token — only the POST
 * withdraws. A wrong, spent (a withdrawal clears the stored hash) or missing token is a 404, exactly like an unknown
 * application (constant-time compare), so the page can refuse a dead link before showing its form.
 */
export async function checkWithdrawToken(c: Validated<object>) {
  const token = c.req.query("token") ?? "";
  const details = pathApplicationOf(c);
  if (!WITHDRAW_TOKEN.test(token) || !(await tokenMatches(token, details.application.withdrawTokenHash))) throw notFound();
  return jsonApi(c, toDocument({ data: applicationResource(details, applicationReaderOf(c)) }));
}
