-- The volunteer pool (ADR 0063), conversations (ADR 0064), in-app notifications (ADR 0065) and the periodic mail
-- with saved searches (ADR 0066): the tables of all four, made in one migration because each writes into the others
-- (a profile reply starts a conversation and notifies; a message notifies).
CREATE TABLE `conversations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tenant_id` text NOT NULL,
	`volunteer_id` integer NOT NULL,
	`organization_id` integer NOT NULL,
	`subject` text NOT NULL,
	`origin` text NOT NULL,
	`vacancy_id` integer,
	`application_id` integer,
	`origin_key` text NOT NULL,
	`last_message_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`message_count` integer DEFAULT 0 NOT NULL,
	`volunteer_mailed_at` text,
	`organization_mailed_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`volunteer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`vacancy_id`) REFERENCES `vacancies`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `conversations_tenant_idx` ON `conversations` (`tenant_id`);
--> statement-breakpoint
CREATE INDEX `conversations_volunteer_idx` ON `conversations` (`volunteer_id`,`last_message_at`);
--> statement-breakpoint
CREATE INDEX `conversations_organization_idx` ON `conversations` (`organization_id`,`last_message_at`);
--> statement-breakpoint
CREATE UNIQUE INDEX `conversations_origin_uq` ON `conversations` (`volunteer_id`,`organization_id`,`origin_key`);
--> statement-breakpoint
CREATE TABLE `conversation_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tenant_id` text NOT NULL,
	`conversation_id` integer NOT NULL,
	`sender_id` integer NOT NULL,
	`sender_side` text NOT NULL,
	`body` text NOT NULL,
	`idempotency_key` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`conversation_id`) REFERENCES `conversations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `conversation_messages_tenant_idx` ON `conversation_messages` (`tenant_id`);
--> statement-breakpoint
CREATE INDEX `conversation_messages_conversation_idx` ON `conversation_messages` (`conversation_id`,`id`);
--> statement-breakpoint
CREATE UNIQUE INDEX `conversation_messages_idempotency_uq` ON `conversation_messages` (`conversation_id`,`sender_id`,`idempotency_key`);
--> statement-breakpoint
CREATE TABLE `conversation_reads` (
	`tenant_id` text NOT NULL,
	`conversation_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`last_read_message_id` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`conversation_id`, `user_id`),
	FOREIGN KEY (`conversation_id`) REFERENCES `conversations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `conversation_reads_tenant_idx` ON `conversation_reads` (`tenant_id`);
--> statement-breakpoint
CREATE INDEX `conversation_reads_user_idx` ON `conversation_reads` (`user_id`);
--> statement-breakpoint
CREATE TABLE `volunteer_profiles` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tenant_id` text NOT NULL,
	`user_id` integer NOT NULL,
	`volunteer_center_id` integer NOT NULL,
	`visibility` text DEFAULT 'hidden' NOT NULL,
	`intro` text DEFAULT '' NOT NULL,
	`interests` text DEFAULT '[]' NOT NULL,
	`skills` text DEFAULT '[]' NOT NULL,
	`availability_mask` integer DEFAULT 0 NOT NULL,
	`languages` text DEFAULT '[]' NOT NULL,
	`postal_code` text,
	`city` text,
	`latitude` real,
	`longitude` real,
	`travel_km` integer DEFAULT 10 NOT NULL,
	`lock_version` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`volunteer_center_id`) REFERENCES `volunteer_centers`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `volunteer_profiles_tenant_idx` ON `volunteer_profiles` (`tenant_id`);
--> statement-breakpoint
CREATE UNIQUE INDEX `volunteer_profiles_user_uq` ON `volunteer_profiles` (`user_id`);
--> statement-breakpoint
CREATE INDEX `volunteer_profiles_visible_idx` ON `volunteer_profiles` (`tenant_id`,`visibility`,`volunteer_center_id`,`updated_at`);
--> statement-breakpoint
CREATE TABLE `volunteer_profile_replies` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tenant_id` text NOT NULL,
	`volunteer_profile_id` integer NOT NULL,
	`organization_id` integer NOT NULL,
	`sender_id` integer NOT NULL,
	`volunteer_id` integer NOT NULL,
	`body` text NOT NULL,
	`conversation_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`volunteer_profile_id`) REFERENCES `volunteer_profiles`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`volunteer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`conversation_id`) REFERENCES `conversations`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `volunteer_profile_replies_tenant_idx` ON `volunteer_profile_replies` (`tenant_id`);
--> statement-breakpoint
CREATE INDEX `volunteer_profile_replies_volunteer_idx` ON `volunteer_profile_replies` (`volunteer_id`,`created_at`);
--> statement-breakpoint
CREATE INDEX `volunteer_profile_replies_organization_idx` ON `volunteer_profile_replies` (`organization_id`,`created_at`);
--> statement-breakpoint
CREATE INDEX `volunteer_profile_replies_profile_idx` ON `volunteer_profile_replies` (`volunteer_profile_id`);
--> statement-breakpoint
CREATE TABLE `notifications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tenant_id` text NOT NULL,
	`user_id` integer NOT NULL,
	`kind` text NOT NULL,
	`params` text DEFAULT '{}' NOT NULL,
	`link` text NOT NULL,
	`dedupe_key` text,
	`read_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `notifications_tenant_idx` ON `notifications` (`tenant_id`);
--> statement-breakpoint
CREATE INDEX `notifications_user_idx` ON `notifications` (`user_id`,`id`);
--> statement-breakpoint
CREATE INDEX `notifications_unread_idx` ON `notifications` (`user_id`) WHERE read_at IS NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX `notifications_dedupe_uq` ON `notifications` (`user_id`,`dedupe_key`);
--> statement-breakpoint
CREATE TABLE `saved_searches` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tenant_id` text NOT NULL,
	`user_id` integer NOT NULL,
	`name` text NOT NULL,
	`query` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `saved_searches_tenant_idx` ON `saved_searches` (`tenant_id`);
--> statement-breakpoint
CREATE INDEX `saved_searches_user_idx` ON `saved_searches` (`user_id`);
--> statement-breakpoint
CREATE TABLE `digest_runs` (
	`tenant_id` text NOT NULL,
	`user_id` integer NOT NULL,
	`day` text NOT NULL,
	`item_count` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`user_id`, `day`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `digest_runs_tenant_idx` ON `digest_runs` (`tenant_id`);
