/**
 * The signed-in user as the pages need it: current user with roles, organisations and the selected organisation
 * (SPEC §4), loaded once per request. SPEC §2/§8: the current user failing with 401, or the organisations failing
 * to load at all, sends the visitor to /uitloggen.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import type { OrganizationSummaryAttributes } from "../../contract/organizations";
import { type Action, type Actor, actorFrom } from "../../contract/policy";
import type { CurrentUserAttributes, CurrentUserInput, RoleAttributes } from "../../contract/users";
import { ApiError } from "./api.server";
import { getList, getOne, type ListResponse, type Resource, type ResourceRef, sendOne } from "./api-resources.server";
import type { JsonObject } from "./jsonapi";
import { splitLocale, withLocale } from "./locale-path";
import { mayUse } from "./permissions";
import { reportError } from "./report-error.server";
import { ROLES, type Role, WEEKDAYS } from "./roles";
import { routeError } from "./route-errors";
import { type OrganizationOption, organizationOption, parseOrganizationId, selectOrganization } from "./selected-organization";
import { isSignedIn } from "./session.server";
import { SIGN_OUT_PATH } from "./sign-in-path";

export { ROLES, type Role, WEEKDAYS };

/** A user's role as `include=roles` gives it. */
export type UserRole = Resource<RoleAttributes>;

/** GET /api/v1/current_user?include=roles: the user, their roles, and their organisations as refs. */
export type CurrentUser = Resource<CurrentUserAttributes, CurrentUserRelationships>;
type CurrentUserRelationships = { roles: UserRole[]; organizations: ResourceRef[] };

export interface Account {
  user: CurrentUser;
  /** The policy's view of the user (contract/policy.ts): what menus and route guards ask `can()` about. */
  actor: Actor;
  organizations: OrganizationOption[];
  selectedOrganizationId: string | null;
  /** The user's unread notifications (the toolbar's bell), read with the account: no request of its own. */
  unreadNotifications: number;
}

/** The user's role names, once each (for showing; permissions are `can()`'s: `actorOf`). */
export function roleNames(user: { roles?: readonly Pick<UserRole, "name">[] }): Role[] {
  return [...new Set((user.roles ?? []).map((r) => r.name).filter((n): n is Role => (ROLES as readonly string[]).includes(n)))];
}

/** The policy's actor for a user as the client reads it (the API builds its own with the same `actorFrom`). */
export function actorOf(user: CurrentUser): Actor {
  return actorFrom({
    id: user.id,
    volunteerCenterId: user.volunteerCenterId,
    roles: user.roles.map((r) => ({ role: r.name, organizationId: r.organizationId })),
    organizationIds: user.organizations.map((o) => o.id),
  });
}

/** The current user and their unread notifications' count (`meta.unread_notifications`, ADR 0065). */
interface CurrentUserRead {
  user: CurrentUser;
  unreadNotifications: number;
}

const memo = new WeakMap<AppLoadContext, Promise<CurrentUserRead>>();

/** GET /api/v1/current_user?include=roles, once per request; 401 → /uitloggen. */
function readCurrentUser(context: AppLoadContext, request: Request): Promise<CurrentUserRead> {
  let pending = memo.get(context);
  if (!pending) {
    pending = getOne<CurrentUserAttributes, CurrentUserRelationships>(context.api, "/api/v1/current_user", {
      query: { include: "roles" },
      errors: "throw",
    })
      .then((r) => ({ user: r.data, unreadNotifications: unreadOf(r.meta) }))
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 401) throw redirect(signOutPath(request));
        if (error instanceof ApiError) throw routeError(Math.max(error.status, 500), "error", { requestId: error.requestId });
        throw error;
      });
    memo.set(context, pending);
  }
  return pending;
}

const unreadOf = (meta: JsonObject | undefined): number => {
  const n = meta?.unreadNotifications;
  return typeof n === "number" && Number.isInteger(n) && n >= 0 ? n : 0;
};

const organizationsMemo = new WeakMap<AppLoadContext, Promise<ListResponse<Resource<OrganizationSummaryAttributes>>>>();

/**
 * GET /api/v1/current_organizations, once per request, like the current user: the toolbar and a screen's choice of
 * organisation read the same list (ADR 0078). Each caller handles a failure its own way.
 */
export function currentOrganizations(context: AppLoadContext): Promise<ListResponse<Resource<OrganizationSummaryAttributes>>> {
  let pending = organizationsMemo.get(context);
  if (!pending) {
    pending = getList<OrganizationSummaryAttributes>(context.api, "/api/v1/current_organizations", { errors: "throw" });
    organizationsMemo.set(context, pending);
  }
  return pending;
}

/** GET /api/v1/current_user?include=roles, once per request; 401 → /uitloggen. */
export function currentUser(context: AppLoadContext, request: Request): Promise<CurrentUser> {
  return readCurrentUser(context, request).then((r) => r.user);
}

export function signOutPath(request: Request): string {
  return withLocale(SIGN_OUT_PATH, splitLocale(new URL(request.url).pathname).prefix);
}

/** The signed-in visitor's account for the toolbar, or null signed out. Sets the selected-organisation cookie. */
export async function loadAccount(context: AppLoadContext, request: Request): Promise<Account | null> {
  if (!isSignedIn(context.session)) return null;
  const [{ user, unreadNotifications }, organizations] = await Promise.all([
    readCurrentUser(context, request),
    currentOrganizations(context)
      .then((r) => r.data.map(organizationOption))
      .catch((error: unknown) => {
        // SPEC §8: reported (5xx through reportError; a 4xx is logged here, reportError skips those), then signed out.
        if (!reportError(error, { request, scope: context.reporting, hook: "organisations" })) {
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
  return { user, actor: actorOf(user), organizations, selectedOrganizationId, unreadNotifications };
}

/**
 * A page for those the policy lets do `action` (`mayUse`, as the menus ask): others get the SPEC §8 403 page (the
 * API checks again). Route modules name it in their `handle` (`requires`); guardRoutes calls this.
 */
export async function requirePermission(context: AppLoadContext, request: Request, action: Action): Promise<CurrentUser> {
  const user = await currentUser(context, request);
  if (!mayUse(actorOf(user), action)) throw routeError(403, "forbidden");
  return user;
}

export { parseOrganizationId };

/** PATCH /api/v1/current_user {user: …} (accounts contract); errors are thrown as ApiError for the form. */
export async function updateCurrentUser(
  context: AppLoadContext,
  user: CurrentUserInput,
): Promise<Resource<CurrentUserAttributes>> {
  const { data } = await sendOne<CurrentUserAttributes>(context.api).patch("/api/v1/current_user", {
    body: user,
    errors: "throw",
  });
  return data;
}
