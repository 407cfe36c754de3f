/**
 * Server side of the application screens (vacancies and applications: /applications, /applications/{id}). Who reads them: those who
 * manage vacancies in some scope (`organization.manage`: an organisation superuser for their organisations, centre
 * staff, the admin) and mentors, who read their school's students' applications (`student_applications.read`),
 * read-only and without internal notes. The API scopes the rows and checks every write again.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { actorOf, currentUser } from "~/utils/account.server";
import type { Query } from "~/utils/api.server";
import { getList, getOne, type ListResponse, type Resource } from "~/utils/api-resources.server";
import { mayUseSomewhere } from "~/utils/permissions";
import { routeError } from "~/utils/route-errors";
import { rethrowAsPage } from "~/utils/route-errors.server";
import type { ApplicationAttributes, InternalNoteAttributes } from "../../../contract/applications";
import { type Actor, can } from "../../../contract/policy";
import type { VacancySummaryAttributes } from "../../../contract/vacancies";

export type ApplicationRow = Resource<ApplicationAttributes>;
export type Note = Resource<InternalNoteAttributes>;
export type ManagedApplication = Resource<ApplicationAttributes, { internalNotes?: Note[] }>;

export const APPLICATIONS_PAGE_SIZE = 25;
/** The list's sort keys (the API's allow-list, contract/applications.ts APPLICATION_SORTS). */
export const LIST_SORTS = ["created_at", "status", "name", "vacancy_title"] as const;

export interface Reader {
  actor: Actor;
  /** Manages applications somewhere (accept, reject, notes); else a mentor reading their students' ones. */
  manager: boolean;
}

/** Does this actor read others' applications (the management list), or only their own (My applications)? */
export function readsOthers(actor: Actor): { manager: boolean; mentor: boolean } {
  const manager = mayUseSomewhere(actor, "organization.manage");
  return { manager, mentor: !manager && mayUseSomewhere(actor, "student_applications.read") };
}

/** The signed-in reader, or the 403 page for those who may read no applications at all. */
export async function requireApplicationReader(context: AppLoadContext, request: Request): Promise<Reader> {
  const actor = actorOf(await currentUser(context, request));
  const { manager, mentor } = readsOthers(actor);
  if (!manager && !mentor) throw routeError(403, "forbidden");
  return { actor, manager };
}

/**
 * The signed-in user's own applications and sign-ups (My applications: a volunteer's, a student's), one page of
 * `GET /api/v1/applications?filter[mine]=true` — the API answers only rows whose applicant is the caller.
 */
export function listMyApplications(
  context: AppLoadContext,
  { status, page, sort }: { status?: string; page: number; sort: string },
): Promise<ListResponse<ApplicationRow>> {
  return listApplications(context, { filter: { mine: true, status }, page, sort });
}

/** May the actor decide on this application and read its notes (its organisation's managers, the centre, the admin)? */
export function managesApplication(actor: Actor, application: Pick<ApplicationAttributes, "organizationId">): boolean {
  return can(actor, "organization.manage", { organizationId: application.organizationId, centerId: actor.centerId });
}

/** GET /api/v1/applications: one page of the applications the caller may read (the API scopes them). */
export function listApplications(
  context: AppLoadContext,
  { filter, page, sort }: { filter: Query; page: number; sort: string },
): Promise<ListResponse<ApplicationRow>> {
  return getList<ApplicationAttributes>(context.api, "/api/v1/applications", {
    query: { filter, page: { number: page, size: APPLICATIONS_PAGE_SIZE }, sort },
    errors: "throw",
  }).catch(rethrowAsPage);
}

/** GET /api/v1/applications/{id}?include=internal_notes (404 for unknown, another tenant's or not readable ids). */
export async function loadApplication(
  context: AppLoadContext,
  id: string | undefined,
  notes: boolean,
): Promise<ManagedApplication> {
  if (!id || !/^\d{1,12}$/.test(id)) throw routeError(404, "not_found");
  const { data } = await getOne<ApplicationAttributes, { internalNotes?: Note[] }>(context.api, `/api/v1/applications/${id}`, {
    query: notes ? { include: "internal_notes" } : undefined,
    errors: "throw",
  }).catch(rethrowAsPage);
  return data;
}

/** The vacancies to filter by: those the caller manages (titles only; none for a mentor). */
export async function vacancyChoices(context: AppLoadContext, manager: boolean): Promise<{ id: string; title: string }[]> {
  if (!manager) return [];
  const { data } = await getList<Pick<VacancySummaryAttributes, "title">>(context.api, "/api/v1/vacancies", {
    query: { filter: { manageable: true }, page: { size: 100 }, sort: "newest" },
    errors: "throw",
  }).catch(() => ({ data: [] as Resource<Pick<VacancySummaryAttributes, "title">>[] }));
  return data.map((v) => ({ id: v.id, title: v.title }));
}
