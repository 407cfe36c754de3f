/**
 * Server side of the users screens (SPEC §2 /users…, PRODUCT.md: centre superusers and admins; the API scopes and
 * checks again): loading a user, the organisation choices and the list.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { actorOf, currentOrganizations, currentUser, type UserRole } from "~/utils/account.server";
import type { Query } from "~/utils/api.server";
import { getList, getOne, type ListResponse, type Resource } from "~/utils/api-resources.server";
import { type OrganizationOption, organizationOption } from "~/utils/selected-organization";
import type { OrganizationSummaryAttributes } from "../../../contract/organizations";
import { widestScope } from "../../../contract/policy";
import type { UserAttributes } from "../../../contract/users";

/** The users screens' includes (`include=roles,organizations`): roles and organisations in full. */
type UserRelationships = { roles: UserRole[]; organizations: Resource<OrganizationSummaryAttributes>[] };
export type User = Resource<UserAttributes, UserRelationships>;

export const USERS_PAGE_SIZE = 25;

/** The list's sort keys (the API's allow-list for /api/v1/users, as offered by the table's headers). */
export const USER_SORTS = ["last_name", "email"] as const;

/** GET /api/v1/users/{id}?include=roles,organizations (404 for unknown or other tenant's ids → the 404 page). */
export async function loadUser(context: AppLoadContext, id: string | undefined): Promise<User> {
  const { data } = await getOne<UserAttributes, UserRelationships>(context.api, `/api/v1/users/${encodeURIComponent(id ?? "")}`, {
    query: { include: "roles,organizations" },
  });
  return data;
}

/** GET /api/v1/users: one page of the filtered list, with organisations and roles, and the paging meta. */
export function listUsers(
  context: AppLoadContext,
  { filter, page, sort }: { filter: Query; page: number; sort: string },
): Promise<ListResponse<User>> {
  return getList<UserAttributes, UserRelationships>(context.api, "/api/v1/users", {
    query: { filter, page: { number: page, size: USERS_PAGE_SIZE }, sort, include: "organizations,roles" },
  });
}

/**
 * Organisations to filter and assign by: those of the actor's scope (GET /api/v1/organizations, every status but
 * deleted; a centre superuser's own centre, an admin's whole tenant), or, where the API does not offer that list,
 * the signed-in user's own.
 */
export async function organizationChoices(context: AppLoadContext, request: Request): Promise<OrganizationOption[]> {
  type Choice = Pick<OrganizationSummaryAttributes, "name" | "organizationType">;
  try {
    const actor = actorOf(await currentUser(context, request));
    const centreOnly = widestScope(actor, "users.manage") === "centre";
    const { data } = await getList<Choice>(context.api, "/api/v1/organizations", {
      query: {
        filter: centreOnly ? { volunteerCenterId: actor.centerId } : {},
        page: { size: 1000 },
        sort: "name",
        fields: { organizations: "name,organization_type" },
      },
      errors: "throw",
    });
    return data.map(organizationOption);
  } catch {
    const { data } = await currentOrganizations(context).catch(() => ({ data: [] as Resource<Choice>[] }));
    return data.map(organizationOption);
  }
}

export function displayName(user: Pick<UserAttributes, "fullName" | "firstName" | "lastName" | "email">): string {
  return user.fullName || [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email;
}
