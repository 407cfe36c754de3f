/**
 * The signed-in user as the pages need it: current user with roles, organisations and the selected organisation
 * (SPEC §4), loaded once per request. SPEC §2/§8: the current user failing with 401, or the organisations failing
 * to load at all, sends the visitor to /uitloggen.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { ApiError } from "./api.server";
import type { ApiUser } from "./api-types";
import { splitLocale, withLocale } from "./locale-path";
import { reportError } from "./report-error.server";
import { hasAnyRole, ROLE_MANAGERS, ROLES, type Role, USER_MANAGERS, WEEKDAYS } from "./roles";
import { routeError } from "./route-errors";
import { type OrganizationOption, parseOrganizationId, selectOrganization } from "./selected-organization";
import { isSignedIn } from "./session.server";
import { SIGN_OUT_PATH } from "./sign-in-path";

export type { ApiUser };
export { hasAnyRole, ROLE_MANAGERS, ROLES, type Role, USER_MANAGERS, WEEKDAYS };

export interface RoleAssignment {
  id: string;
  name: Role;
  organizationId: string | null;
}

export interface Account {
  user: ApiUser;
  roles: Role[];
  organizations: OrganizationOption[];
  selectedOrganizationId: string | null;
}

export function roleNames(user: Pick<ApiUser, "roles">): Role[] {
  return [...new Set((user.roles ?? []).map((r) => r.name).filter((n): n is Role => (ROLES as readonly string[]).includes(n)))];
}

const memo = new WeakMap<AppLoadContext, Promise<ApiUser>>();

/** GET /api/v1/current_user?include=roles, once per request; 401 → /uitloggen. */
export function currentUser(context: AppLoadContext, request: Request): Promise<ApiUser> {
  let pending = memo.get(context);
  if (!pending) {
    pending = context.api
      .get<ApiUser>("/api/v1/current_user", { query: { include: "roles" }, errors: "throw" })
      .then((r) => r.data)
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 401) throw redirect(signOutPath(request));
        if (error instanceof ApiError) throw routeError(Math.max(error.status, 500), "error", { requestId: error.requestId });
        throw error;
      });
    memo.set(context, pending);
  }
  return pending;
}

export function signOutPath(request: Request): string {
  return withLocale(SIGN_OUT_PATH, splitLocale(new URL(request.url).pathname).prefix);
}

/** The signed-in visitor's account for the toolbar, or null signed out. Sets the selected-organisation cookie. */
export async function loadAccount(context: AppLoadContext, request: Request): Promise<Account | null> {
  if (!isSignedIn(context.session)) return null;
  const [user, organizations] = await Promise.all([
    currentUser(context, request),
    context.api
      .get<OrganizationOption[]>("/api/v1/current_organizations", { errors: "throw" })
      .then((r) => r.data.map((o) => ({ id: String(o.id), name: o.name, type: o.type })))
      .catch((error: unknown) => {
        // SPEC §8: reported (5xx through reportError; a 4xx is logged here, reportError skips those), then signed out.
        if (!reportError(error, { request, requestId: context.requestId })) {
          console.warn(
            JSON.stringify({
              level: "warn",
              event: "organizations_load_failed",
              requestId: context.requestId,
              error: String(error),
            }),
          );
        }
        throw redirect(signOutPath(request));
      }),
  ]);
  const selectedOrganizationId = selectOrganization(organizations, context.selectedOrganizationId);
  if (selectedOrganizationId !== context.selectedOrganizationId) {
    context.addResponseCookie(
      selectedOrganizationId
        ? await context.cookies.organization.serialize(selectedOrganizationId)
        : await context.cookies.organization.serialize("", { maxAge: 0 }),
    );
  }
  return { user, roles: roleNames(user), organizations, selectedOrganizationId };
}

/** A page for some roles only: others get the SPEC §8 403 page (the API checks again). */
export async function requireRole(context: AppLoadContext, request: Request, wanted: readonly Role[]): Promise<ApiUser> {
  const user = await currentUser(context, request);
  if (!hasAnyRole(roleNames(user), wanted)) throw routeError(403, "forbidden");
  return user;
}

export { parseOrganizationId };

/** PATCH /api/v1/current_user {user: …} (accounts contract); errors are thrown as ApiError for the form. */
export async function updateCurrentUser(context: AppLoadContext, user: Record<string, unknown>): Promise<ApiUser> {
  const { data } = await context.api.patch<ApiUser>("/api/v1/current_user", { body: { user }, errors: "throw" });
  return data;
}
