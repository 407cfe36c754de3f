/**
 * Account vocabulary shared by the API, the schema and the UI (isomorphic, no dependencies): SPEC §3 role names
 * and the PRODUCT.md user lifecycle states.
 */

/** SPEC §3 Roles. */
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

/** PRODUCT.md user lifecycle: invited → active ↔ inactive, any → archived. */
export const USER_STATUSES = ["active", "invited", "inactive", "archived"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** SPEC §3 User.phoneNumber: digits, spaces, +, - and parentheses. The API and the forms check the same rule. */
export const PHONE_NUMBER_PATTERN = /^[+0-9 ()-]*$/;
