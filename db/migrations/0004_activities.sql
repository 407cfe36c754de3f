CREATE TABLE `activity_occurrences` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tenant_id` text NOT NULL,
	`vacancy_id` integer NOT NULL,
	`starts_at` text NOT NULL,
	`ends_at` text NOT NULL,
	`local_date` text NOT NULL,
	`capacity` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`vacancy_id`) REFERENCES `vacancies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `activity_occurrences_tenant_date_idx` ON `activity_occurrences` (`tenant_id`,`local_date`);--> statement-breakpoint
CREATE INDEX `activity_occurrences_vacancy_idx` ON `activity_occurrences` (`vacancy_id`,`starts_at`);--> statement-breakpoint
CREATE INDEX `activity_occurrences_starts_idx` ON `activity_occurrences` (`starts_at`);--> statement-breakpoint
CREATE TABLE `calendar_feeds` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tenant_id` text NOT NULL,
	`user_id` integer NOT NULL,
	`token_hash` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `calendar_feeds_user_uq` ON `calendar_feeds` (`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `calendar_feeds_token_hash_uq` ON `calendar_feeds` (`token_hash`);--> statement-breakpoint
CREATE INDEX `calendar_feeds_tenant_idx` ON `calendar_feeds` (`tenant_id`);--> statement-breakpoint
ALTER TABLE `vacancies` ADD `recurrence` text;--> statement-breakpoint
ALTER TABLE `vacancies` ADD `waitlist_enabled` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `applications` ADD `occurrence_id` integer REFERENCES activity_occurrences(id) ON DELETE cascade;--> statement-breakpoint
ALTER TABLE `applications` ADD `reminded_week_at` text;--> statement-breakpoint
ALTER TABLE `applications` ADD `reminded_day_at` text;--> statement-breakpoint
DROP INDEX `applications_vacancy_email_uq`;--> statement-breakpoint
CREATE UNIQUE INDEX `applications_vacancy_occurrence_email_uq` ON `applications` (`vacancy_id`,ifnull(`occurrence_id`, 0),`email`);--> statement-breakpoint
CREATE INDEX `applications_occurrence_status_idx` ON `applications` (`occurrence_id`,`status`,`id`);
