CREATE TABLE `age_groups` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`name_nl` text NOT NULL,
	`name_en` text NOT NULL,
	`min_age` integer,
	`max_age` integer,
	`position` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `age_groups_slug_uq` ON `age_groups` (`slug`);--> statement-breakpoint
CREATE TABLE `applications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tenant_id` text NOT NULL,
	`vacancy_id` integer NOT NULL,
	`organization_id` integer NOT NULL,
	`volunteer_center_id` integer NOT NULL,
	`user_id` integer,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`email` text NOT NULL,
	`phone_number` text,
	`message` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`locale` text DEFAULT 'nl' NOT NULL,
	`idempotency_key` text,
	`withdraw_token_hash` text,
	`decided_at` text,
	`decided_by_id` integer,
	`withdrawn_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`vacancy_id`) REFERENCES `vacancies`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `applications_tenant_idx` ON `applications` (`tenant_id`,`status`);--> statement-breakpoint
CREATE INDEX `applications_vacancy_status_idx` ON `applications` (`vacancy_id`,`status`,`id`);--> statement-breakpoint
CREATE INDEX `applications_organization_idx` ON `applications` (`organization_id`,`status`);--> statement-breakpoint
CREATE INDEX `applications_user_idx` ON `applications` (`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `applications_vacancy_email_uq` ON `applications` (`vacancy_id`,`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `applications_idempotency_uq` ON `applications` (`tenant_id`,`idempotency_key`);--> statement-breakpoint
CREATE TABLE `internal_notes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tenant_id` text NOT NULL,
	`application_id` integer NOT NULL,
	`author_id` integer,
	`note` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `internal_notes_application_idx` ON `internal_notes` (`application_id`);--> statement-breakpoint
CREATE INDEX `internal_notes_tenant_idx` ON `internal_notes` (`tenant_id`);--> statement-breakpoint
CREATE TABLE `notification_templates` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tenant_id` text NOT NULL,
	`volunteer_center_id` integer NOT NULL,
	`key` text NOT NULL,
	`locale` text NOT NULL,
	`name` text NOT NULL,
	`subject` text NOT NULL,
	`body` text NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`volunteer_center_id`) REFERENCES `volunteer_centers`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `notification_templates_tenant_idx` ON `notification_templates` (`tenant_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `notification_templates_center_key_uq` ON `notification_templates` (`volunteer_center_id`,`key`,`locale`);--> statement-breakpoint
CREATE TABLE `postcode_cache` (
	`postal_code` text PRIMARY KEY NOT NULL,
	`found` integer NOT NULL,
	`city` text,
	`municipality` text,
	`latitude` real,
	`longitude` real,
	`fetched_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `vacancies` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tenant_id` text NOT NULL,
	`volunteer_center_id` integer NOT NULL,
	`organization_id` integer NOT NULL,
	`title` text NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`vacancy_type` text DEFAULT 'volunteering' NOT NULL,
	`youtube_url` text,
	`expires_at` text,
	`published_at` text,
	`contact_person` text,
	`contact_email` text,
	`contact_phone` text,
	`contact_phone_visible` integer DEFAULT false NOT NULL,
	`tags` text DEFAULT '[]' NOT NULL,
	`tag_mask` integer DEFAULT 0 NOT NULL,
	`age_group_ids` text DEFAULT '[]' NOT NULL,
	`age_group_mask` integer DEFAULT 0 NOT NULL,
	`location_type` text DEFAULT 'organization' NOT NULL,
	`street` text,
	`house_number` text,
	`house_number_addition` text,
	`postal_code` text,
	`city` text,
	`municipality` text,
	`latitude` real,
	`longitude` real,
	`organization_name` text DEFAULT '' NOT NULL,
	`hours_per_week` real,
	`vog_required` integer DEFAULT false NOT NULL,
	`capacity` integer,
	`shared` integer DEFAULT false NOT NULL,
	`frequency` text,
	`expiry_warned_at` text,
	`expired_at` text,
	`deleted_at` text,
	`created_by_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`description` text,
	`description_html` text DEFAULT '' NOT NULL,
	`search_body` text DEFAULT '' NOT NULL,
	FOREIGN KEY (`volunteer_center_id`) REFERENCES `volunteer_centers`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `vacancies_search_idx` ON `vacancies` (`tenant_id`,`status`,`volunteer_center_id`,`published_at`,`organization_id`,`vacancy_type`,`tag_mask`,`age_group_mask`,`expires_at`,`shared`,`deleted_at`,`created_at`);--> statement-breakpoint
CREATE INDEX `vacancies_organization_idx` ON `vacancies` (`organization_id`,`status`);--> statement-breakpoint
CREATE INDEX `vacancies_center_idx` ON `vacancies` (`volunteer_center_id`,`status`);--> statement-breakpoint
CREATE INDEX `vacancies_geo_idx` ON `vacancies` (`latitude`,`longitude`,`tenant_id`,`status`,`volunteer_center_id`,`published_at`,`organization_id`,`vacancy_type`,`tag_mask`,`age_group_mask`,`expires_at`,`shared`,`deleted_at`,`created_at`);--> statement-breakpoint
CREATE INDEX `vacancies_expiry_idx` ON `vacancies` (`status`,`expires_at`);--> statement-breakpoint
CREATE VIRTUAL TABLE `vacancies_fts` USING fts5(title, search_body, organization_name, city, tenant_id, content='vacancies', content_rowid='id', tokenize='unicode61 remove_diacritics 2', prefix='2 3 4');--> statement-breakpoint
CREATE TRIGGER `vacancies_fts_after_insert` AFTER INSERT ON `vacancies` BEGIN INSERT INTO vacancies_fts(rowid, title, search_body, organization_name, city, tenant_id) VALUES (new.id, new.title, new.search_body, new.organization_name, new.city, new.tenant_id); END;--> statement-breakpoint
CREATE TRIGGER `vacancies_fts_before_update` BEFORE UPDATE OF title, search_body, organization_name, city ON `vacancies` BEGIN INSERT INTO vacancies_fts(vacancies_fts, rowid, title, search_body, organization_name, city, tenant_id) VALUES ('delete', old.id, old.title, old.search_body, old.organization_name, old.city, old.tenant_id); END;--> statement-breakpoint
CREATE TRIGGER `vacancies_fts_after_update` AFTER UPDATE OF title, search_body, organization_name, city ON `vacancies` BEGIN INSERT INTO vacancies_fts(rowid, title, search_body, organization_name, city, tenant_id) VALUES (new.id, new.title, new.search_body, new.organization_name, new.city, new.tenant_id); END;--> statement-breakpoint
CREATE TRIGGER `vacancies_fts_after_delete` AFTER DELETE ON `vacancies` BEGIN INSERT INTO vacancies_fts(vacancies_fts, rowid, title, search_body, organization_name, city, tenant_id) VALUES ('delete', old.id, old.title, old.search_body, old.organization_name, old.city, old.tenant_id); END;--> statement-breakpoint
INSERT INTO `age_groups` (`id`, `slug`, `name_nl`, `name_en`, `min_age`, `max_age`, `position`) VALUES
	(1, 'kinderen', 'Kinderen (tot 12)', 'Children (under 12)', NULL, 11, 1),
	(2, 'jongeren', 'Jongeren (12–17)', 'Young people (12–17)', 12, 17, 2),
	(3, 'jongvolwassenen', 'Jongvolwassenen (18–29)', 'Young adults (18–29)', 18, 29, 3),
	(4, 'volwassenen', 'Volwassenen (30–64)', 'Adults (30–64)', 30, 64, 4),
	(5, 'senioren', 'Senioren (65+)', 'Seniors (65+)', 65, NULL, 5);
