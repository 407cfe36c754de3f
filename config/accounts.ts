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

/** SPEC §3 User.gender and the languages an account can choose for its mail and screens. */
export const GENDERS = ["male", "female", "other"] as const;
export const LOCALES = ["nl", "en"] as const;
export const SIGNUP_METHODS = ["signed_up", "created_by_user", "imported", "unknown"] as const;

/** ADR 0008: scrypt takes any length, but a megabyte "password" is a cheap way to burn CPU. */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

/** SPEC §3 User.phoneNumber: digits, spaces, +, - and parentheses. The API and the forms check the same rule. */
export const PHONE_NUMBER_PATTERN = /^[+0-9 ()-]*$/;
