/** Role names (SPEC §3) and who may do what in the accounts pages (PRODUCT.md matrix). Isomorphic. */
export const ROLES = [
  "admin",
  "volunteer",
  "content_manager",
  "mentor",
  "student",
  "organization_superuser",
  "center_superuser",
  "page_manager",
] as const;
export type Role = (typeof ROLES)[number];

/** List, add and edit users; resend confirmation (scoped to the centre by the API). */
export const USER_MANAGERS: readonly Role[] = ["center_superuser", "admin"];
/** Add/remove roles, delete users, sign in as another user. */
export const ROLE_MANAGERS: readonly Role[] = ["admin"];

export function hasAnyRole(roles: readonly string[], wanted: readonly Role[]): boolean {
  return roles.some((r) => (wanted as readonly string[]).includes(r));
}

export const USER_STATUSES = ["active", "invited", "inactive", "archived"] as const;

/** ISO weekdays for the periodic mail: 1 = Monday … 7 = Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
