/** Users administration (SPEC §2 /users…, PRODUCT.md: centre superusers and admins; the API scopes and checks again). */
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { ApiUser } from "./account.server";
import type { OrganizationOption } from "./selected-organization";

export const USERS_PAGE_SIZE = 25;
export { USER_STATUSES } from "./roles";

export interface AdminUser extends ApiUser {
  organizations?: { id: string; name: string; type: string }[];
}

/** GET /api/v1/users/{id}?include=roles,organizations (404 for unknown or other tenant's ids → the 404 page). */
export async function loadUser(context: AppLoadContext, id: string | undefined): Promise<AdminUser> {
  const { data } = await context.api.get<AdminUser>(`/api/v1/users/${encodeURIComponent(id ?? "")}`, {
    query: { include: "roles,organizations" },
  });
  return data;
}

/**
 * Organisations to filter and assign by: the centre's (GET /api/v1/organizations), or, where the API does not
 * offer that list, the signed-in user's own.
 */
export async function organizationChoices(context: AppLoadContext): Promise<OrganizationOption[]> {
  try {
    const { data } = await context.api.get<OrganizationOption[]>("/api/v1/organizations", {
      query: { page: { size: 1000 }, sort: "name", fields: { organizations: "name,type" } },
      errors: "throw",
    });
    return data.map((o) => ({ id: String(o.id), name: o.name, type: o.type }));
  } catch {
    const { data } = await context.api
      .get<OrganizationOption[]>("/api/v1/current_organizations", { errors: "throw" })
      .catch(() => ({
        data: [] as OrganizationOption[],
      }));
    return data.map((o) => ({ id: String(o.id), name: o.name, type: o.type }));
  }
}

export function displayName(user: Pick<ApiUser, "fullName" | "firstName" | "lastName" | "email">): string {
  return user.fullName || [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email;
}
