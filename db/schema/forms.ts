/**
 * The form builder (SPEC §3 Form, Form question; ADR 0061): forms of a centre (or of one of its organisations), their
 * questions in order, the versions answered against, the submissions and the personal invitation links.
 */
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import {
  FORM_ACCESS_PERMISSIONS,
  FORM_STATUSES,
  type FormAnswers,
  type FormCondition,
  type FormDefinition,
  type FormOption,
  QUESTION_TYPES,
} from "../../contract/forms";
import { bool, id, tenantId, timestamps } from "./columns";
import { organizations } from "./organizations";
import { pages } from "./pages";
import { users } from "./users";
import { volunteerCenters } from "./volunteer-centers";

export const forms = sqliteTable(
  "forms",
  {
    id: id(),
    tenantId: tenantId(),
    volunteerCenterId: integer("volunteer_center_id")
      .notNull()
      .references(() => volunteerCenters.id),
    /** The organisation whose form it is; null = a form of the centre. */
    organizationId: integer("organization_id").references(() => organizations.id),
    title: text("title").notNull(),
    titleEn: text("title_en"),
    /** Plain text (ADR 0061). */
    description: text("description"),
    descriptionEn: text("description_en"),
    accessPermission: text("access_permission", { enum: FORM_ACCESS_PERMISSIONS }).notNull().default("anonymous"),
    status: text("status", { enum: FORM_STATUSES }).notNull().default("draft"),
    /** Random and unguessable: the address of an anonymous form is /forms/{public_token}. */
    publicToken: text("public_token").notNull(),
    /** Raised by every change to the questions (in the same batch); a submission names the version it answered. */
    version: integer("version").notNull().default(1),
    /** Optimistic concurrency of the builder: every write names the version it read and adds one. */
    lockVersion: integer("lock_version").notNull().default(0),
    createdById: integer("created_by_id").references(() => users.id, { onDelete: "set null" }),
    deletedAt: text("deleted_at"),
    ...timestamps,
  },
  (t) => [
    index("forms_tenant_idx").on(t.tenantId),
    index("forms_center_idx").on(t.volunteerCenterId, t.deletedAt),
    index("forms_organization_idx").on(t.organizationId),
    uniqueIndex("forms_public_token_uq").on(t.publicToken),
  ],
);

export const formQuestions = sqliteTable(
  "form_questions",
  {
    id: id(),
    tenantId: tenantId(),
    formId: integer("form_id")
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    questionType: text("question_type", { enum: QUESTION_TYPES }).notNull(),
    text: text("text").notNull(),
    textEn: text("text_en"),
    helpText: text("help_text"),
    helpTextEn: text("help_text_en"),
    required: bool("required").notNull().default(false),
    longAnswer: bool("long_answer").notNull().default(false),
    /** JSON: [{ id, label, label_en? }] (choice questions; stable ids). */
    options: text("options", { mode: "json" }).$type<FormOption[]>().notNull().default(sql`'[]'`),
    /** JSON: { question_id, op, value?, values? } or null. */
    condition: text("condition", { mode: "json" }).$type<FormCondition>(),
    /** Soft delete: a removed question's id stays resolvable for the answers given to it. */
    deletedAt: text("deleted_at"),
    ...timestamps,
  },
  (t) => [
    index("form_questions_tenant_idx").on(t.tenantId),
    index("form_questions_form_idx").on(t.formId, t.deletedAt, t.position),
  ],
);

/**
 * A form's questions as they were at a version that has submissions: written (INSERT OR IGNORE) in the batch of the
 * first submission at that version, so a submission always shows the questions it answered (ADR 0061).
 */
export const formVersions = sqliteTable(
  "form_versions",
  {
    tenantId: tenantId(),
    formId: integer("form_id")
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    definition: text("definition", { mode: "json" }).$type<FormDefinition>().notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [primaryKey({ columns: [t.formId, t.version] }), index("form_versions_tenant_idx").on(t.tenantId)],
);

/** Personal links to a token_holder form: only the SHA-256 of the token is kept (api/auth/tokens.ts). */
export const formTokens = sqliteTable(
  "form_tokens",
  {
    id: id(),
    tenantId: tenantId(),
    formId: integer("form_id")
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull(),
    singleUse: bool("single_use").notNull().default(true),
    /** UTC ISO instant after which the link no longer works; null = no end. */
    expiresAt: text("expires_at"),
    /** When a single-use link was used (set in the submission's batch). */
    usedAt: text("used_at"),
    createdById: integer("created_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    index("form_tokens_tenant_idx").on(t.tenantId),
    uniqueIndex("form_tokens_hash_uq").on(t.tokenHash),
    index("form_tokens_form_idx").on(t.formId),
  ],
);

export const formSubmissions = sqliteTable(
  "form_submissions",
  {
    id: id(),
    tenantId: tenantId(),
    formId: integer("form_id")
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    /** The form's version answered (form_versions holds its questions). */
    formVersion: integer("form_version").notNull(),
    /** JSON keyed by question id. */
    answers: text("answers", { mode: "json" }).$type<FormAnswers>().notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    formTokenId: integer("form_token_id").references(() => formTokens.id, { onDelete: "set null" }),
    /** The page whose BuilderForm block it was sent from. */
    pageId: integer("page_id").references(() => pages.id, { onDelete: "set null" }),
    submittedAt: text("submitted_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
  },
  (t) => [index("form_submissions_tenant_idx").on(t.tenantId), index("form_submissions_form_idx").on(t.formId, t.id)],
);
