/**
 * Server side of the vacancy management screens (vacancies and applications: /vacancies, /vacancies/add, /vacancies/{id}/edit,
 * /vacancies/bulk-edit). Who may use them: anyone holding `organization.manage` in some scope — an organisation
 * superuser for their organisations, centre staff for their centre, the admin for the tenant. A screen-wide
 * `handle.requires` cannot say "for some organisation" (mayUse asks the actor's centre), so the loaders and actions
 * ask `requireVacancyManager`; the API scopes the list (`filter[manageable]`) and checks every write again.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { currentOrganizations } from "~/utils/account.server";
import type { Query } from "~/utils/api.server";
import { getList, getOne, type ListResponse, type Resource } from "~/utils/api-resources.server";
import { idParam, pick } from "~/utils/list-query";
import { routeError } from "~/utils/route-errors";
import { rethrowAsPage } from "~/utils/route-errors.server";
import type { OrganizationOption } from "~/utils/selected-organization";
import { organizationOption } from "~/utils/selected-organization";
import type { OrganizationSummaryAttributes } from "../../../contract/organizations";
import { type Actor, can, widestScope } from "../../../contract/policy";
import {
  type AgeGroupAttributes,
  LISTED_VACANCY_STATUSES,
  VACANCY_TYPES,
  type VacancyAttributes,
  type VacancySummaryAttributes,
} from "../../../contract/vacancies";

export type ManagedVacancy = Resource<VacancyAttributes>;
export type VacancyRow = Resource<VacancySummaryAttributes & Partial<Pick<VacancyAttributes, "applicationCounts">>>;

export const VACANCIES_PAGE_SIZE = 25;

export { managesVacancies, requireVacancyManager } from "~/components/vacancies/manage-access.server";
export { MANAGE_SORTS, SORT_EXPIRES, SORT_NEWEST } from "~/components/vacancies/manage-sorts";

/** May the actor manage this vacancy (its organisation, its centre)? The API's own rule, asked of the policy. */
export function mayManageVacancy(actor: Actor, vacancy: Pick<VacancySummaryAttributes, "organizationId" | "volunteerCenterId">) {
  return can(actor, "organization.manage", { organizationId: vacancy.organizationId, centerId: vacancy.volunteerCenterId });
}

/** The list's filters as read from the URL (allow-lists: a hand-edited URL asks only for what the screen offers). */
export function manageFilters(params: URLSearchParams) {
  const filters = {
    q: params.get("q")?.trim().slice(0, 100) ?? "",
    status: pick(params.get("status"), LISTED_VACANCY_STATUSES) ?? "",
    type: pick(params.get("type"), VACANCY_TYPES) ?? "",
    organization: idParam(params.get("organization")) ?? "",
  };
  const filter = {
    q: filters.q || undefined,
    status: filters.status || undefined,
    vacancyType: filters.type || undefined,
    organizationId: filters.organization || undefined,
  };
  return { filters, filter };
}

/** GET /api/v1/vacancies?filter[manageable]=true: one page of the vacancies the caller may manage. */
export function listManageableVacancies(
  context: AppLoadContext,
  { filter, page, sort, size = VACANCIES_PAGE_SIZE }: { filter: Query; page: number; sort: string; size?: number },
): Promise<ListResponse<VacancyRow>> {
  return getList<VacancyRow>(context.api, "/api/v1/vacancies", {
    query: { filter: { ...filter, manageable: true }, page: { number: page, size }, sort },
    errors: "throw",
  }).catch(rethrowAsPage) as Promise<ListResponse<VacancyRow>>;
}

/**
 * The vacancy for its editor: 404 when unknown, another tenant's or not visible; the 403 page when the visitor may
 * see it (a published one) but not manage it.
 */
export async function loadManagedVacancy(context: AppLoadContext, actor: Actor, id: string | undefined): Promise<ManagedVacancy> {
  if (!id || !/^\d{1,12}$/.test(id)) throw routeError(404, "not_found");
  const { data } = await getOne<VacancyAttributes>(context.api, `/api/v1/vacancies/${id}`, { errors: "throw" }).catch(
    rethrowAsPage,
  );
  if (!mayManageVacancy(actor, data)) throw routeError(403, "forbidden");
  return data;
}

export { rethrowAsPage };

/**
 * The organisations the actor manages vacancies of: an organisation superuser's own (GET current_organizations,
 * those their role covers), centre staff's centre, the admin's tenant (GET /organizations, every status but
 * deleted). `approvedOnly`: those a vacancy may be added for — only an approved organisation's vacancy can be
 * published and seen (the API refuses to publish others).
 */
export async function manageableOrganizations(
  context: AppLoadContext,
  actor: Actor,
  { approvedOnly = false }: { approvedOnly?: boolean } = {},
): Promise<OrganizationOption[]> {
  type Choice = Pick<OrganizationSummaryAttributes, "name" | "organizationType" | "status">;
  const scope = widestScope(actor, "organization.manage");
  if (scope === null) return [];
  if (scope === "org") {
    const { data } = await currentOrganizations(context).catch(() => ({ data: [] as Resource<Choice>[] }));
    return data
      .filter(
        (o) => (!approvedOnly || o.status === "approved") && can(actor, "organization.manage", { organizationId: Number(o.id) }),
      )
      .map(organizationOption);
  }
  const { data } = await getList<Choice>(context.api, "/api/v1/organizations", {
    query: {
      filter: {
        ...(approvedOnly ? { status: "approved" } : {}),
        ...(scope === "centre" ? { volunteerCenterId: actor.centerId } : {}),
      },
      page: { size: 1000 },
      sort: "name",
      fields: { organizations: "name,organization_type,status" },
    },
    errors: "throw",
  }).catch(() => ({ data: [] as Resource<Choice>[] }));
  return data.map(organizationOption);
}

export interface AgeGroupOption {
  id: string;
  name: string;
}

/** GET /api/v1/age_groups (seeded data; names in the request's language). */
export async function ageGroupOptions(context: AppLoadContext): Promise<AgeGroupOption[]> {
  const { data } = await getList<AgeGroupAttributes>(context.api, "/api/v1/age_groups", { errors: "throw" }).catch(() => ({
    data: [] as Resource<AgeGroupAttributes>[],
  }));
  return [...data].sort((a, b) => a.position - b.position).map((g) => ({ id: g.id, name: g.name }));
}

/** Whether this tenant lets vacancies be shared with the collaboration's other centres (SPEC §1). */
export function centerSharing(context: AppLoadContext): boolean {
  return context.tenant?.features.centerSharing === true;
}
