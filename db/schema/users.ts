import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { GENDERS, LOCALES, ROLES, SIGNUP_METHODS, USER_STATUSES } from "../../config/accounts";
import { MAIL_KINDS, type MailKind } from "../../contract/dev-mails";
import { MAIL_STATUSES, type MailStatus } from "../../contract/mail-deliveries";
import { id, tenantId, timestamps } from "./columns";
import { organizations } from "./organizations";
import { volunteerCenters } from "./volunteer-centers";

export { GENDERS, LOCALES, ROLES, type Role, SIGNUP_METHODS, USER_STATUSES, type UserStatus } from "../../config/accounts";

/** A user account belongs to exactly one centre of its tenant (PRODUCT.md); e-mail is unique per tenant. */
export const users = sqliteTable(
  "users",
  {
    id: id(),
    tenantId: tenantId(),
    volunteerCenterId: integer("volunteer_center_id")
      .notNull()
      .references(() => volunteerCenters.id),
    email: text("email").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phoneNumber: text("phone_number"),
    jobTitle: text("job_title"),
    gender: text("gender", { enum: GENDERS }),
    /** Optional, asked on the own profile: only ever counted in analytics' age groups, never listed or shown to others. */
    birthYear: integer("birth_year"),
    /** ISO weekday numbers (1 = Monday … 7 = Sunday) of the weekly summary. */
    digestDays: text("digest_days", { mode: "json" }).$type<number[]>().notNull().default([]),
    /** The user's main organisation (SPEC §3 organizationId); memberships hold all of them. */
    organizationId: integer("organization_id").references(() => organizations.id, { onDelete: "set null" }),
    status: text("status", { enum: USER_STATUSES }).notNull().default("active"),
    signupMethod: text("signup_method", { enum: SIGNUP_METHODS }).notNull().default("unknown"),
    locale: text("locale", { enum: LOCALES }).notNull().default("nl"),
    /** Self-describing KDF string (db/password.ts); null until an invited user sets a password. */
    passwordHash: text("password_hash"),
    acceptedTermsAt: text("accepted_terms_at"),
    confirmedAt: text("confirmed_at"),
    /** SHA-256 (hex) of the confirmation token; the token itself is only ever in the mail. */
    confirmationTokenHash: text("confirmation_token_hash"),
    confirmationSentAt: text("confirmation_sent_at"),
    resetPasswordTokenHash: text("reset_password_token_hash"),
    resetPasswordSentAt: text("reset_password_sent_at"),
    lastSignInAt: text("last_sign_in_at"),
    ...timestamps,
  },
  (t) => [
    index("users_tenant_idx").on(t.tenantId),
    uniqueIndex("users_email_uq").on(t.tenantId, t.email),
    index("users_center_idx").on(t.tenantId, t.volunteerCenterId),
    index("users_confirmation_token_idx").on(t.confirmationTokenHash),
    index("users_reset_token_idx").on(t.resetPasswordTokenHash),
  ],
);

/** A role, optionally tied to one organisation (organization_superuser, mentor). */
export const userRoles = sqliteTable(
  "user_roles",
  {
    id: id(),
    tenantId: tenantId(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: ROLES }).notNull(),
    organizationId: integer("organization_id").references(() => organizations.id, { onDelete: "cascade" }),
    ...timestamps,
  },
  (t) => [index("user_roles_tenant_idx").on(t.tenantId), index("user_roles_user_idx").on(t.userId)],
);

export const organizationMemberships = sqliteTable(
  "organization_memberships",
  {
    id: id(),
    tenantId: tenantId(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    organizationId: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    ...timestamps,
  },
  (t) => [
    index("organization_memberships_tenant_idx").on(t.tenantId),
    uniqueIndex("organization_memberships_uq").on(t.userId, t.organizationId),
    index("organization_memberships_organization_idx").on(t.organizationId),
  ],
);

/**
 * One row per signed-in client (devise_token_auth's `tokens` hash). Only the SHA-256 of the access token is
 * stored; the token is kept for its lifespan (ADR 0009), so there is no previous-token column.
 */
export const authTokens = sqliteTable(
  "auth_tokens",
  {
    id: id(),
    tenantId: tenantId(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    client: text("client").notNull(),
    tokenHash: text("token_hash").notNull(),
    /** Unix seconds. */
    expiresAt: integer("expires_at").notNull(),
    lastUsedAt: integer("last_used_at").notNull(),
    /** The admin who created this session through sign_in_as_user; null for an ordinary sign-in. */
    impersonatorId: integer("impersonator_id"),
    ...timestamps,
  },
  (t) => [
    index("auth_tokens_tenant_idx").on(t.tenantId),
    uniqueIndex("auth_tokens_client_uq").on(t.client),
    index("auth_tokens_user_idx").on(t.userId, t.expiresAt),
  ],
);

/** Fixed-window counters for rate limiting (sign-in, password reset), keyed like `sign_in:ip:203.0.113.7`. */
export const rateLimits = sqliteTable(
  "rate_limits",
  {
    id: id(),
    tenantId: tenantId(),
    key: text("key").notNull(),
    /** Unix seconds at which the current window started. */
    windowStart: integer("window_start").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [index("rate_limits_tenant_idx").on(t.tenantId), uniqueIndex("rate_limits_key_uq").on(t.tenantId, t.key)],
);

export { MAIL_KINDS, MAIL_STATUSES, type MailKind, type MailStatus };

/**
 * The outbox (ADR 0059): every mail, written with the change that caused it and delivered from here by the sender
 * (api/mail/outbox.ts) with retries. In development (MAIL_PROVIDER=outbox) the row is the mail: the dev mailbox API
 * (/api/v1/dev/mails) reads it.
 */
export const mailOutbox = sqliteTable(
  "mail_outbox",
  {
    id: id(),
    tenantId: tenantId(),
    /** The centre whose template it is: its staff see the delivery (GET /api/v1/mail_deliveries). */
    volunteerCenterId: integer("volunteer_center_id"),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    /** Extra mail headers (JSON; the periodic mail's List-Unsubscribe, ADR 0066); null for none. */
    headers: text("headers", { mode: "json" }).$type<Record<string, string>>(),
    kind: text("kind", { enum: MAIL_KINDS }).notNull(),
    status: text("status", { enum: MAIL_STATUSES }).notNull().default("pending"),
    /** Tries so far (a claim counts one). */
    attempts: integer("attempts").notNull().default(0),
    /** A pending row is due from then (null: at once). */
    nextAttemptAt: text("next_attempt_at"),
    /** When a sender claimed it and the claim's own token: only that sender marks it; an old claim is taken over. */
    claimedAt: text("claimed_at"),
    claimToken: text("claim_token"),
    /** The last failure, short and without secrets. */
    lastError: text("last_error"),
    sentAt: text("sent_at"),
    ...timestamps,
  },
  (t) => [
    index("mail_outbox_tenant_idx").on(t.tenantId, t.to),
    index("mail_outbox_due_idx").on(t.status, t.nextAttemptAt),
    index("mail_outbox_center_idx").on(t.tenantId, t.volunteerCenterId, t.status),
  ],
);

/**
 * `sign_in_as_user_return`: the admin went back to their own account (actor = admin, target = the user signed in as);
 * `sign_in_as_user_sign_out`: that session was signed out instead (same actor and target).
 */
export const AUDIT_ACTIONS = [
  "sign_in_as_user",
  "sign_in_as_user_return",
  "sign_in_as_user_sign_out",
  "add_role",
  "remove_role",
  "delete_user",
  "delete_own_account",
  // the data viewer (ADR 0071): a table read (its page, sort and filters) and a CSV export
  "data_viewer_view",
  "data_viewer_export",
] as const;

/** Who did what to whom. Ids only (no personal data), so it may outlive a deleted user. */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: id(),
    tenantId: tenantId(),
    actorId: integer("actor_id"),
    action: text("action", { enum: AUDIT_ACTIONS }).notNull(),
    targetUserId: integer("target_user_id"),
    details: text("details", { mode: "json" }).$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps,
  },
  (t) => [index("audit_log_tenant_idx").on(t.tenantId, t.createdAt)],
);
