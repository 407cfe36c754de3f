/** Who may do what in the accounts pages (PRODUCT.md matrix), over the shared role names. Isomorphic. */
import type { Role } from "../../config/accounts";

export { ROLES, type Role, USER_STATUSES, type UserStatus } from "../../config/accounts";

/** List, add and edit users; resend confirmation (scoped to the centre by the API). */
export const USER_MANAGERS: readonly Role[] = ["center_superuser", "admin"];
/** Add/remove roles, delete users, sign in as another user. */
export const ROLE_MANAGERS: readonly Role[] = ["admin"];

export function hasAnyRole(roles: readonly string[], wanted: readonly Role[]): boolean {
  return roles.some((r) => (wanted as readonly string[]).includes(r));
}

/** ISO weekdays for the periodic mail: 1 = Monday … 7 = Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
