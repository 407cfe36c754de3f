/**
 * The permission matrix of PRODUCT.md ("Roles and permissions"), as data, and the one function every handler asks:
 * `can(actor, action, target)`. A row grants each role a scope:
 *   any    — everyone, also signed out (public reading)
 *   own    — the actor's own record (target.userId)
 *   org    — organisations the actor belongs to through that role (target.organizationId)
 *   centre — the actor's volunteer centre (target.centerId)
 *   tenant — the whole tenant (tenant isolation itself is enforced by every query's tenant scope)
 * A user with several roles gets the widest grant that covers the target. Default deny: no row, no access.
 */
import { ROLES, type Role } from "../config/accounts";

export type Scope = "any" | "own" | "org" | "centre" | "tenant";
export type Principal = Role | "anon";

export const ACTIONS = [
  "public.read",
  "vacancies.apply",
  "account.manage_own",
  "volunteer_profile.manage_own",
  "volunteer_pool.browse",
  "organization.manage",
  "student_applications.read",
  "pages.manage",
  "content.manage",
  "forms.manage",
  "settings.manage",
  "organizations.approve",
  "users.manage",
  "users.administer",
  "analytics.view",
  "dashboard.view",
  "data_viewer.view",
  "data_viewer.personal_data",
  "workshops.manage",
  "workshops.sign_up",
] as const;
export type Action = (typeof ACTIONS)[number];

type Row = Partial<Record<Principal, Scope>>;
const everyone = (scope: Scope, principals: Principal[]): Row => Object.fromEntries(principals.map((p) => [p, scope]));
const SIGNED_IN: Role[] = [
  "volunteer",
  "student",
  "mentor",
  "organization_superuser",
  "page_manager",
  "content_manager",
  "center_superuser",
  "admin",
];

/** PRODUCT.md's table, row by row (volunteer and student share a column). */
export const MATRIX: Record<Action, Row> = {
  // read published vacancies, approved organisations, published pages, news, public forms
  "public.read": everyone("any", ["anon", ...SIGNED_IN]),
  // apply to a vacancy (anon with name + e-mail)
  "vacancies.apply": { anon: "any", volunteer: "any", student: "any" },
  // own profile, e-mail, settings, digest days, delete own account, notifications, conversations
  "account.manage_own": everyone("own", SIGNED_IN),
  // own volunteer profile in the pool (not in meedoen: a tenant feature, checked by the handler)
  "volunteer_profile.manage_own": { volunteer: "own", student: "own" },
  // browse volunteer pool, reply to profiles
  "volunteer_pool.browse": { organization_superuser: "org", center_superuser: "centre", admin: "tenant" },
  // edit organisation, contact person; its vacancies (incl. bulk edit) and applications, internal notes
  "organization.manage": { organization_superuser: "org", center_superuser: "centre", admin: "tenant" },
  // see the applications of students of their school
  "student_applications.read": { mentor: "org", center_superuser: "centre", admin: "tenant" },
  "pages.manage": { page_manager: "centre", content_manager: "centre", center_superuser: "centre", admin: "tenant" },
  // menus, news, stock images, file uploads
  "content.manage": { content_manager: "centre", center_superuser: "centre", admin: "tenant" },
  // forms (form builder) and their submissions
  "forms.manage": { organization_superuser: "org", content_manager: "centre", center_superuser: "centre", admin: "tenant" },
  // notification templates; settings (design, footer, organisatie, contact person)
  "settings.manage": { center_superuser: "centre", admin: "tenant" },
  // approve / deny / archive / move organisations
  "organizations.approve": { center_superuser: "centre", admin: "tenant" },
  // list, add, edit users; resend confirmation
  "users.manage": { center_superuser: "centre", admin: "tenant" },
  // add/remove roles, delete users, sign in as another user, data viewer, analytics of all centres
  "users.administer": { admin: "tenant" },
  // analytics (✔ = their centre for a centre superuser, every centre for an admin)
  "analytics.view": { center_superuser: "centre", admin: "tenant" },
  "dashboard.view": everyone("tenant", SIGNED_IN),
  // the data viewer (ADR 0071): the tenant's records, read-only; its personal columns only with the second action
  "data_viewer.view": { admin: "tenant" },
  "data_viewer.personal_data": { admin: "tenant" },
  // workshops (docs/decisions/0072-workshops.md): create, edit, cancel and see the sign-ups; signing up for one
  "workshops.manage": { center_superuser: "centre", admin: "tenant" },
  "workshops.sign_up": { volunteer: "centre", student: "centre" },
};

export interface Actor {
  userId: number;
  centerId: number;
  roles: Array<{ role: Role; organizationId: number | null }>;
  /** Organisations the user is a member of. */
  organizationIds: number[];
}

/**
 * The user an actor is built from, as the API's session holds it and as the UI's client reads the current user
 * (`GET /api/v1/current_user?include=roles`: ids may be strings there). Role names outside ROLES are dropped.
 */
export interface ActorSource {
  id: number | string;
  volunteerCenterId: number | string;
  roles: ReadonlyArray<{ role: string; organizationId: number | string | null }>;
  /** Organisations the user is a member of. */
  organizationIds: ReadonlyArray<number | string>;
}

const isRole = (name: string): name is Role => (ROLES as readonly string[]).includes(name);

/** The policy's view of a user: the one builder the API (per request) and the UI (menus, route guards) share. */
export function actorFrom(source: ActorSource): Actor {
  return {
    userId: Number(source.id),
    centerId: Number(source.volunteerCenterId),
    roles: source.roles
      .filter((r): r is { role: Role; organizationId: number | string | null } => isRole(r.role))
      .map((r) => ({ role: r.role, organizationId: r.organizationId === null ? null : Number(r.organizationId) })),
    organizationIds: source.organizationIds.map(Number),
  };
}

/** What an action is about. Omit a field the action has none of; a scope that needs it then does not match. */
export interface Target {
  userId?: number;
  organizationId?: number | null;
  centerId?: number;
}

/** Organisations a role reaches: its own organisation when it names one, else all of the user's memberships. */
function roleOrganizations(actor: Actor, organizationId: number | null): number[] {
  return organizationId !== null ? [organizationId] : actor.organizationIds;
}

function covers(scope: Scope, actor: Actor | null, organizationId: number | null, target: Target): boolean {
  switch (scope) {
    case "any":
    case "tenant":
      return true;
    case "own":
      return actor !== null && target.userId === actor.userId;
    case "org":
      return (
        actor !== null &&
        target.organizationId != null &&
        roleOrganizations(actor, organizationId).includes(target.organizationId)
      );
    case "centre":
      return actor !== null && target.centerId === actor.centerId;
  }
}

/** May `actor` (null = signed out) perform `action` on `target`? */
export function can(actor: Actor | null, action: Action, target: Target = {}): boolean {
  const row = MATRIX[action];
  // An action without a row (a typo reaching here from untyped code) is denied, not a crash.
  if (!row) return false;
  if (!actor) {
    const scope = row.anon;
    return scope !== undefined && covers(scope, null, null, target);
  }
  return actor.roles.some(({ role, organizationId }) => {
    const scope = row[role];
    return scope !== undefined && covers(scope, actor, organizationId, target);
  });
}

const WIDTH: Record<Scope, number> = { own: 1, org: 2, centre: 3, tenant: 4, any: 5 };

/**
 * The widest scope the actor has for an action, for list queries that filter instead of checking one target
 * (e.g. the users list: `centre` → the actor's centre, `tenant` → everything). Null = no access at all.
 */
export function widestScope(actor: Actor | null, action: Action): Scope | null {
  const row = MATRIX[action];
  if (!row) return null;
  const scopes: Scope[] = actor
    ? actor.roles.map((r) => row[r.role]).filter((s): s is Scope => s !== undefined)
    : row.anon
      ? [row.anon]
      : [];
  return scopes.reduce<Scope | null>((best, s) => (best === null || WIDTH[s] > WIDTH[best] ? s : best), null);
}
