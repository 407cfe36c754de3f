/**
 * The `users` resource as API and UI agree on it (the reference resource, docs/how-to-add-a-resource.md): the rules
 * of each field, the inputs of its writes (snake_case, as on the wire) and the attributes it answers with.
 */
import { z } from "zod";
import {
  GENDERS,
  LOCALES,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  ROLES,
  SIGNUP_METHODS,
  USER_STATUSES,
} from "../config/accounts";
import { email, optionalText, personName, phoneNumber as phoneRule } from "./fields";
import { errorMessage } from "./messages";

/** SPEC §7 writes POST /users with `type user`; JSON:API clients send the resource type. */
export const USER_TYPES = ["users", "user"] as const;
/** Roles anyone may sign up with, and the only ones a non-admin may invite with. */
export const SELF_SIGNUP_ROLES = ["volunteer", "student"] as const;

// Field rules shared by sign-up, invitation and profile edits (the general ones: contract/fields.ts).
export { email };
export const name = personName;
export const phoneNumber = phoneRule.nullable();
/** A gender as a form offers it. */
export const genderChoice = z.enum(GENDERS);
export const gender = genderChoice.nullable();
export const locale = z.enum(LOCALES);
/** A day of the week of the periodic mail, 1 (Monday) to 7. */
export const digestDay = z.number().int().min(1).max(7);
export const digestDays = z
  .array(digestDay)
  .max(7)
  .transform((days) => [...new Set(days)].sort());
/** A job title as a form asks it (empty: none). */
export const jobTitleText = optionalText(100);
export const jobTitle = jobTitleText.nullable();
/** A new password as a form checks it before sending (the API's own check: `passwordProblem`, same limits). */
export const passwordText = z.string().min(MIN_PASSWORD_LENGTH).max(MAX_PASSWORD_LENGTH);
export const organizationId = z.number().int().positive().nullable();
/** The earliest birth year the own profile takes. */
export const MIN_BIRTH_YEAR = 1900;
/**
 * A birth year as the own profile asks it (volunteers and students; only ever counted in analytics' age groups,
 * docs/decisions/0067-analytics-charts.md): a whole year from MIN_BIRTH_YEAR up to this year (read when checked).
 */
export const birthYearNumber = z
  .number()
  .int()
  .min(MIN_BIRTH_YEAR)
  .superRefine((year, ctx) => {
    const maximum = new Date().getUTCFullYear();
    if (year > maximum)
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        message: errorMessage("validation:numberMax", { maximum }),
        params: { code: "too_big" },
      });
  });
/** Empty (null): not given. */
export const birthYear = birthYearNumber.nullable();
/** A link the API checks against the site the request came from (it answers 422 `invalid` for another site). */
const siteLink = z.unknown();

/**
 * What is wrong with a new password, as a JSON:API error code, its English message and its message key (ADR 0040);
 * null when nothing is.
 */
export function passwordProblem(password: unknown): { code: string; message: string; key: string } | null {
  if (typeof password !== "string" || password.length === 0)
    return { code: "blank", message: "Password can't be blank.", key: errorMessage("validation:required") };
  if (password.length < MIN_PASSWORD_LENGTH) {
    return {
      code: "too_short",
      message: `Password is too short (minimum is ${MIN_PASSWORD_LENGTH} characters).`,
      key: errorMessage("validation:tooShort", { minimum: MIN_PASSWORD_LENGTH }),
    };
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    return {
      code: "too_long",
      message: `Password is too long (maximum is ${MAX_PASSWORD_LENGTH} characters).`,
      key: errorMessage("validation:tooLong", { maximum: MAX_PASSWORD_LENGTH }),
    };
  }
  return null;
}

/** A new password; its issues carry their own code (blank, too_short, too_long) in `params.code`. */
export const newPassword = z.unknown().transform((value, ctx) => {
  const problem = passwordProblem(value);
  if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem.key, params: { code: problem.code } });
  return value as string;
});

/** POST /api/v1/users signed out: sign-up. `password_confirmation` is compared by the API (one list of errors). */
export const signUpInput = z.object({
  email,
  first_name: name,
  last_name: name,
  phone_number: phoneNumber.optional(),
  role: z.enum(SELF_SIGNUP_ROLES).default("volunteer"),
  accept_terms: z.custom<true>((v) => v === true, { message: "validation:api.accepted", params: { code: "accepted" } }),
  password: newPassword,
  password_confirmation: z.unknown(),
  confirm_success_url: siteLink,
});

/** POST /api/v1/users signed in: an invitation (granting other roles than SELF_SIGNUP_ROLES is the admin's). */
export const inviteInput = z.object({
  email,
  first_name: name,
  last_name: name,
  phone_number: phoneNumber.optional(),
  job_title: jobTitle.optional(),
  role: z.enum(ROLES).default("volunteer"),
  organization_id: organizationId.optional(),
  redirect_url: siteLink,
});

/** The fields of a profile, as the user and their managers edit them (absent = unchanged). */
const profileFields = {
  first_name: name.optional(),
  last_name: name.optional(),
  phone_number: phoneNumber.optional(),
  job_title: jobTitle.optional(),
  gender: gender.optional(),
  digest_days: digestDays.optional(),
  locale: locale.optional(),
};

/** The fields a user edits on their own profile. */
export const profileInput = z.object({ ...profileFields, email: email.optional() });

/** PATCH/PUT /api/v1/current_user: the profile, and a new password (both need `current_password` when they change). */
export const currentUserInput = profileInput.extend({
  /** Only on the own account: never a manager's to set or see. */
  birth_year: birthYear.optional(),
  password: z.unknown(),
  password_confirmation: z.unknown(),
  current_password: z.unknown(),
});

/** PATCH/PUT /api/v1/users/{id}: a manager's edit. */
export const updateUserInput = z.object({
  email: email.optional(),
  ...profileFields,
  status: z.enum(USER_STATUSES).optional(),
  organization_id: organizationId.optional(),
});

/** PUT /add_role and DELETE /remove_role. */
export const roleInput = z.object({ role: z.enum(ROLES), organization_id: organizationId.optional() });

/** POST /api/v1/sign_in_as_user. */
export const signInAsInput = z.object({
  user_id: z.union([
    z.number().int().positive(),
    z
      .string()
      .regex(/^\d{1,12}$/)
      .transform(Number),
  ]),
});

/** POST /api/v1/sign_in_as_user/return: the trio of the session signed in as another user. */
export const returnFromUserInput = z.object({
  access_token: z.string().trim().min(1).max(200),
  client: z.string().trim().min(1).max(200),
  uid: z.string().trim().min(1).max(254),
});

/** POST /users/{id}/resend_confirmation_instructions: SPEC §7 sends no body; the link then opens the site's own page. */
export const resendConfirmationInput = z.object({ redirect_url: siteLink });

/** POST /api/v1/confirm. */
export const confirmInput = z.object({ confirmation_token: z.unknown() });

/** POST /auth/sign_in (devise, flat): anything else is answered as wrong credentials, never as a field error. */
export const signInInput = z.object({
  email: z.string().trim().toLowerCase().max(254),
  password: z.string().max(MAX_PASSWORD_LENGTH),
});

/** POST /auth/password (devise, flat): ask for a reset link. */
export const passwordResetRequestInput = z.object({
  email: z.unknown().transform((value, ctx) => {
    const parsed = email.safeParse(value);
    if (parsed.success) return parsed.data;
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: "validation:email", params: { code: "invalid" } });
    return z.NEVER;
  }),
  redirect_url: siteLink,
});

/**
 * PUT /auth/password (devise, flat): a new password with a reset/invitation token or, signed in, the current
 * password. Which rules apply depends on the session, so the API checks the fields itself.
 */
export const newPasswordInput = z.object({
  reset_password_token: z.unknown(),
  current_password: z.unknown(),
  password: z.unknown(),
  password_confirmation: z.unknown(),
});

/** DELETE /api/v1/current_user: the current password confirms it. */
export const deleteCurrentUserInput = z.object({ current_password: z.unknown() });

/** A user's attributes on the wire (camelCase here; the client and the serializer convert the keys). */
export const userAttributes = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  phoneNumber: z.string().nullable(),
  jobTitle: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  digestDays: z.array(z.number().int()),
  organizationId: z.number().int().nullable(),
  status: z.enum(USER_STATUSES),
  signupMethod: z.enum(SIGNUP_METHODS),
  confirmed: z.boolean(),
  createdAt: z.string(),
  volunteerCenterId: z.number().int(),
  locale: z.enum(LOCALES),
});
export type UserAttributes = z.infer<typeof userAttributes>;

/** The own account (GET/PATCH /api/v1/current_user) adds what only its owner sees: the birth year. */
export const currentUserAttributes = userAttributes.extend({ birthYear: z.number().int().nullable() });
export type CurrentUserAttributes = z.infer<typeof currentUserAttributes>;

/** A role as included with a user (`include=roles`). */
export const roleAttributes = z.object({ name: z.enum(ROLES), organizationId: z.number().int().nullable() });
export type RoleAttributes = z.infer<typeof roleAttributes>;

/**
 * GET /api/v1/current_user/export: the AVG (GDPR) export of the signed-in user's own data. A plain JSON document
 * (a download, not a JSON:API resource); snake_case on the wire like every body.
 */
export const accountExport = z.object({
  exportedAt: z.string(),
  user: currentUserAttributes.extend({
    id: z.number().int(),
    acceptedTermsAt: z.string().nullable(),
    confirmedAt: z.string().nullable(),
    lastSignInAt: z.string().nullable(),
    updatedAt: z.string(),
  }),
  roles: z.array(roleAttributes),
  organizations: z.array(z.object({ id: z.number().int(), name: z.string(), type: z.string() })),
  sessions: z.array(z.object({ client: z.string(), createdAt: z.string(), lastUsedAt: z.string(), expiresAt: z.string() })),
  mails: z.array(z.object({ subject: z.string(), kind: z.string(), createdAt: z.string() })),
  auditLog: z.array(z.object({ action: z.string(), createdAt: z.string() })),
});
export type AccountExport = z.infer<typeof accountExport>;

export type SignUpInput = z.input<typeof signUpInput>;
export type InviteInput = z.input<typeof inviteInput>;
export type UpdateUserInput = z.input<typeof updateUserInput>;
export type CurrentUserInput = z.input<typeof currentUserInput>;
export type RoleInput = z.input<typeof roleInput>;
export type ProfileInput = z.output<typeof profileInput>;
