/**
 * The shared role and status names as the accounts pages show them. Isomorphic. Who may do what is not decided
 * here: the UI asks the contract's policy (`can`, contract/policy.ts; `mayUse`, permissions.ts), as the API does.
 */
export { ROLES, type Role, USER_STATUSES, type UserStatus } from "../../config/accounts";

/** ISO weekdays for the periodic mail: 1 = Monday … 7 = Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
