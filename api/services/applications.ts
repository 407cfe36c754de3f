/**
 * Applications on the wire and who may read them (PRODUCT.md matrix): the organisation's managers
 * (`organization.manage`: its superusers, its centre's superuser, the tenant's admin), mentors read-only for their
 * school's students (`student_applications.read`), and the applicant their own. Internal notes reach managers only.
 */
import { and, eq, getTableColumns, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Context } from "hono";
import {
  APPLICANT_APPLICATION_STATUSES,
  APPLICATION_TRANSITIONS,
  type ApplicationAttributes,
  type ApplicationStatus,
  type InternalNoteAttributes,
  MANAGER_APPLICATION_STATUSES,
} from "../../contract/applications";
import { type Actor, can, MATRIX } from "../../contract/policy";
import {
  applications,
  internalNotes,
  organizationMemberships,
  organizations,
  userRoles,
  users,
  vacancies,
} from "../../db/schema";
import { identifier, type ResourceObject, resource } from "../jsonapi/serialize";
import { scope } from "../scope";
import type { ApiEnv } from "../types";
import { offsetIsoOrNull } from "./activities-signup";

export type ApplicationRow = typeof applications.$inferSelect;
export interface ApplicationDetails {
  application: ApplicationRow;
  vacancyTitle: string;
  organizationName: string;
  waitlistPosition: number | null;
  /** The start of the activity's date signed up for (UTC ISO), or null. */
  occurrenceStartsAt?: string | null;
}
/** How the reader relates to an application: decides what they see and which moves they may make. */
export type Reader = { manager: boolean; mentor: boolean; applicant: boolean };

/**
 * 1-based place on the waitlist of the vacancy, or of the activity's date, in queue order (`queued_at`, then id:
 * ADR 0021); null unless waitlisted.
 */
export const waitlistPositionSql = sql<number | null>`case when ${applications.status} = 'waitlisted' then (
  select count(*) from applications w where w.vacancy_id = ${applications.vacancyId} and w.status = 'waitlisted'
  and ifnull(w.occurrence_id, 0) = ifnull(${applications.occurrenceId}, 0)
  and (w.queued_at, w.id) <= (${applications.queuedAt}, ${applications.id})) end`;

/** The joined select every read uses; add `.where()`, order and paging. */
export function selectApplications(c: Context<ApiEnv>) {
  return c
    .get("db")
    .select({
      application: getTableColumns(applications),
      vacancyTitle: vacancies.title,
      organizationName: organizations.name,
      waitlistPosition: waitlistPositionSql,
      occurrenceStartsAt: sql<
        string | null
      >`(select o.starts_at from activity_occurrences o where o.id = ${applications.occurrenceId})`,
    })
    .from(applications)
    .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
    .innerJoin(organizations, eq(organizations.id, applications.organizationId));
}

export async function loadApplication(c: Context<ApiEnv>, id: number): Promise<ApplicationDetails | null> {
  const s = scope(c);
  const [row] = await selectApplications(c)
    .where(s.where(applications, eq(applications.id, id)))
    .limit(1);
  return row ?? null;
}

/** Organisations a role of the actor reaches (its own organisation, else every membership), as contract/policy does. */
function roleOrganizations(actor: Actor, role: string): number[] {
  return actor.roles
    .filter((r) => r.role === role)
    .flatMap((r) => (r.organizationId !== null ? [r.organizationId] : actor.organizationIds));
}

/** Students (user ids) who are members of one of these schools, or of this centre. */
function studentsOf(tenantId: string, where: SQL) {
  return sql`${applications.userId} in (select ${organizationMemberships.userId} from ${organizationMemberships}
    inner join ${userRoles} on ${userRoles.userId} = ${organizationMemberships.userId} and ${userRoles.role} = 'student'
    inner join ${users} on ${users.id} = ${organizationMemberships.userId}
    where ${organizationMemberships.tenantId} = ${tenantId} and ${where})`;
}

/**
 * The list's access condition: OR over the actor's roles (organisations managed, the centre, the tenant, the
 * students of a mentor's school). Null when no role reaches any application (403).
 */
export function readableCondition(c: Context<ApiEnv>, actor: Actor): SQL | null {
  const tenantId = c.get("tenant").id;
  const parts: SQL[] = [];
  for (const { role } of actor.roles) {
    const manage = MATRIX["organization.manage"][role];
    if (manage === "tenant") return sql`1 = 1`;
    if (manage === "centre") parts.push(eq(applications.volunteerCenterId, actor.centerId));
    if (manage === "org") {
      const orgs = roleOrganizations(actor, role);
      if (orgs.length) parts.push(inArray(applications.organizationId, orgs));
    }
    const students = MATRIX["student_applications.read"][role];
    if (students === "centre") parts.push(studentsOf(tenantId, eq(users.volunteerCenterId, actor.centerId)));
    if (students === "org") {
      const schools = roleOrganizations(actor, role);
      if (schools.length) parts.push(studentsOf(tenantId, inArray(organizationMemberships.organizationId, schools)));
    }
  }
  return parts.length ? (or(...parts) as SQL) : null;
}

/** The reader's relation to one application (one query for the mentor case). */
export async function readerOf(c: Context<ApiEnv>, actor: Actor | null, app: ApplicationRow): Promise<Reader> {
  const none = { manager: false, mentor: false, applicant: false };
  if (!actor) return none;
  const manager = can(actor, "organization.manage", { organizationId: app.organizationId, centerId: app.volunteerCenterId });
  const applicant = app.userId !== null && app.userId === actor.userId;
  let mentor = false;
  if (!manager && app.userId !== null && actor.roles.some((r) => MATRIX["student_applications.read"][r.role])) {
    const condition = readableCondition(c, {
      ...actor,
      roles: actor.roles.filter((r) => r.role === "mentor" || r.role === "center_superuser"),
    });
    if (condition) {
      const [hit] = await c
        .get("db")
        .select({ id: applications.id })
        .from(applications)
        .where(and(eq(applications.id, app.id), condition))
        .limit(1);
      mentor = Boolean(hit);
    }
  }
  return { manager, mentor, applicant };
}

export const mayRead = (r: Reader) => r.manager || r.mentor || r.applicant;

/** The moves this reader may make now: managers decide, the applicant withdraws, mentors only read. */
export function allowedStatuses(reader: Reader, status: ApplicationStatus): ApplicationStatus[] {
  const mine: ApplicationStatus[] = [
    ...(reader.manager ? MANAGER_APPLICATION_STATUSES : []),
    ...(reader.applicant ? APPLICANT_APPLICATION_STATUSES : []),
  ];
  return APPLICATION_TRANSITIONS[status].filter((s) => mine.includes(s));
}

export function applicationResource(d: ApplicationDetails, reader: Reader, notes?: ResourceObject[]): ResourceObject {
  const a = d.application;
  const attributes: ApplicationAttributes = {
    name: `${a.firstName} ${a.lastName}`.trim(),
    firstName: a.firstName,
    lastName: a.lastName,
    email: a.email,
    phoneNumber: a.phoneNumber,
    message: a.message,
    status: a.status,
    vacancyId: a.vacancyId,
    vacancyTitle: d.vacancyTitle,
    organizationId: a.organizationId,
    organizationName: d.organizationName,
    userId: a.userId,
    occurrenceId: a.occurrenceId ?? null,
    occurrenceStartsAt: offsetIsoOrNull(d.occurrenceStartsAt),
    waitlistPosition: a.status === "waitlisted" ? (d.waitlistPosition ?? null) : null,
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
    decidedAt: a.decidedAt,
    allowedStatuses: allowedStatuses(reader, a.status),
  };
  const relationships: Record<string, { data: unknown }> = {
    vacancy: { data: identifier("vacancies", a.vacancyId) },
    organization: { data: identifier("organizations", a.organizationId) },
  };
  // Internal notes are never even named to the applicant or a mentor.
  if (reader.manager && notes) relationships.internalNotes = { data: notes.map((n) => identifier(n.type, n.id)) };
  return resource("applications", a.id, attributes, relationships as never, { self: `/api/v1/applications/${a.id}` });
}

export type NoteRow = typeof internalNotes.$inferSelect & { authorName: string | null };

export function noteResource(n: NoteRow): ResourceObject {
  const attributes: InternalNoteAttributes = {
    note: n.note,
    applicationId: n.applicationId,
    authorId: n.authorId,
    authorName: n.authorName,
    createdAt: n.createdAt,
  };
  return resource("internal_notes", n.id, attributes, {
    application: { data: identifier("applications", n.applicationId) },
  });
}

/** The notes of one application, oldest first, with their authors' names. */
export async function loadNotes(c: Context<ApiEnv>, applicationId: number): Promise<NoteRow[]> {
  const s = scope(c);
  const rows = await s.db
    .select({
      note: getTableColumns(internalNotes),
      authorName: sql<string | null>`trim(${users.firstName} || ' ' || ${users.lastName})`,
    })
    .from(internalNotes)
    .leftJoin(users, eq(users.id, internalNotes.authorId))
    .where(s.where(internalNotes, eq(internalNotes.applicationId, applicationId)))
    .orderBy(internalNotes.id);
  return rows.map((r) => ({ ...r.note, authorName: r.authorName }));
}
