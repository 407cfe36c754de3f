-- The form builder (ADR 0061): forms of a centre or of one of its organisations, their questions in order (soft
-- deleted, so old answers keep their question), the versions a submission answered against (written by the first
-- submission at a version), the submissions (answers as JSON keyed by question id) and the personal invitation links
-- (only a hash of the token is stored).
CREATE TABLE `forms` (
  `id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  `tenant_id` text NOT NULL,
  `volunteer_center_id` integer NOT NULL REFERENCES `volunteer_centers`(`id`),
  `organization_id` integer REFERENCES `organizations`(`id`),
  `title` text NOT NULL,
  `title_en` text,
  `description` text,
  `description_en` text,
  `access_permission` text DEFAULT 'anonymous' NOT NULL,
  `status` text DEFAULT 'draft' NOT NULL,
  `public_token` text NOT NULL,
  `version` integer DEFAULT 1 NOT NULL,
  `lock_version` integer DEFAULT 0 NOT NULL,
  `created_by_id` integer REFERENCES `users`(`id`) ON DELETE SET NULL,
  `deleted_at` text,
  `created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  `updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);--> statement-breakpoint
CREATE INDEX `forms_tenant_idx` ON `forms` (`tenant_id`);--> statement-breakpoint
CREATE INDEX `forms_center_idx` ON `forms` (`volunteer_center_id`, `deleted_at`);--> statement-breakpoint
CREATE INDEX `forms_organization_idx` ON `forms` (`organization_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `forms_public_token_uq` ON `forms` (`public_token`);--> statement-breakpoint
CREATE TABLE `form_questions` (
  `id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  `tenant_id` text NOT NULL,
  `form_id` integer NOT NULL REFERENCES `forms`(`id`) ON DELETE CASCADE,
  `position` integer NOT NULL,
  `question_type` text NOT NULL,
  `text` text NOT NULL,
  `text_en` text,
  `help_text` text,
  `help_text_en` text,
  `required` integer DEFAULT false NOT NULL,
  `long_answer` integer DEFAULT false NOT NULL,
  `options` text DEFAULT '[]' NOT NULL,
  `condition` text,
  `deleted_at` text,
  `created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  `updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);--> statement-breakpoint
CREATE INDEX `form_questions_tenant_idx` ON `form_questions` (`tenant_id`);--> statement-breakpoint
CREATE INDEX `form_questions_form_idx` ON `form_questions` (`form_id`, `deleted_at`, `position`);--> statement-breakpoint
CREATE TABLE `form_versions` (
  `tenant_id` text NOT NULL,
  `form_id` integer NOT NULL REFERENCES `forms`(`id`) ON DELETE CASCADE,
  `version` integer NOT NULL,
  `definition` text NOT NULL,
  `created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  PRIMARY KEY(`form_id`, `version`)
);--> statement-breakpoint
CREATE INDEX `form_versions_tenant_idx` ON `form_versions` (`tenant_id`);--> statement-breakpoint
CREATE TABLE `form_tokens` (
  `id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  `tenant_id` text NOT NULL,
  `form_id` integer NOT NULL REFERENCES `forms`(`id`) ON DELETE CASCADE,
  `email` text NOT NULL,
  `token_hash` text NOT NULL,
  `single_use` integer DEFAULT true NOT NULL,
  `expires_at` text,
  `used_at` text,
  `created_by_id` integer REFERENCES `users`(`id`) ON DELETE SET NULL,
  `created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);--> statement-breakpoint
CREATE INDEX `form_tokens_tenant_idx` ON `form_tokens` (`tenant_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `form_tokens_hash_uq` ON `form_tokens` (`token_hash`);--> statement-breakpoint
CREATE INDEX `form_tokens_form_idx` ON `form_tokens` (`form_id`);--> statement-breakpoint
CREATE TABLE `form_submissions` (
  `id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  `tenant_id` text NOT NULL,
  `form_id` integer NOT NULL REFERENCES `forms`(`id`) ON DELETE CASCADE,
  `form_version` integer NOT NULL,
  `answers` text NOT NULL,
  `user_id` integer REFERENCES `users`(`id`) ON DELETE SET NULL,
  `form_token_id` integer REFERENCES `form_tokens`(`id`) ON DELETE SET NULL,
  `page_id` integer REFERENCES `pages`(`id`) ON DELETE SET NULL,
  `submitted_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);--> statement-breakpoint
CREATE INDEX `form_submissions_tenant_idx` ON `form_submissions` (`tenant_id`);--> statement-breakpoint
CREATE INDEX `form_submissions_form_idx` ON `form_submissions` (`form_id`, `id`);
