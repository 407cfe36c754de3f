-- Page editing (ADR 0041): an optional English text for a page's title, summary, meta and Open Graph fields, a
-- version number for optimistic concurrency, a scheduled publication time, the redirects a changed slug leaves behind
-- and the revisions every save keeps (the last 20 per page).
ALTER TABLE `pages` ADD `title_en` text;--> statement-breakpoint
ALTER TABLE `pages` ADD `summary_en` text;--> statement-breakpoint
ALTER TABLE `pages` ADD `meta_title_en` text;--> statement-breakpoint
ALTER TABLE `pages` ADD `meta_description_en` text;--> statement-breakpoint
ALTER TABLE `pages` ADD `og_title_en` text;--> statement-breakpoint
ALTER TABLE `pages` ADD `og_description_en` text;--> statement-breakpoint
ALTER TABLE `pages` ADD `lock_version` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `pages` ADD `publish_at` text;--> statement-breakpoint
CREATE INDEX `pages_publish_at_idx` ON `pages` (`publish_at`) WHERE `publish_at` IS NOT NULL;--> statement-breakpoint
CREATE TABLE `page_redirects` (
  `id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  `tenant_id` text NOT NULL,
  `volunteer_center_id` integer NOT NULL REFERENCES `volunteer_centers`(`id`),
  `slug` text NOT NULL,
  `page_id` integer NOT NULL REFERENCES `pages`(`id`) ON DELETE CASCADE,
  `created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);--> statement-breakpoint
CREATE INDEX `page_redirects_tenant_idx` ON `page_redirects` (`tenant_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `page_redirects_center_slug_uq` ON `page_redirects` (`volunteer_center_id`, `slug`);--> statement-breakpoint
CREATE INDEX `page_redirects_page_idx` ON `page_redirects` (`page_id`);--> statement-breakpoint
CREATE TABLE `page_revisions` (
  `id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  `tenant_id` text NOT NULL,
  `page_id` integer NOT NULL REFERENCES `pages`(`id`) ON DELETE CASCADE,
  `user_id` integer REFERENCES `users`(`id`) ON DELETE SET NULL,
  `lock_version` integer NOT NULL,
  `snapshot` text NOT NULL,
  `created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);--> statement-breakpoint
CREATE INDEX `page_revisions_tenant_idx` ON `page_revisions` (`tenant_id`);--> statement-breakpoint
CREATE INDEX `page_revisions_page_idx` ON `page_revisions` (`page_id`, `id`);
