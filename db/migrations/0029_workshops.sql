-- Workshops (docs/decisions/0072-workshops.md): a centre's trainings and its volunteers' sign-ups, with the
-- applications' place and waitlist rule (api/services/place-queue.ts).
CREATE TABLE `workshops` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tenant_id` text NOT NULL,
	`volunteer_center_id` integer NOT NULL,
	`title` text NOT NULL,
	`title_en` text,
	`description` text,
	`description_en` text,
	`starts_at` text NOT NULL,
	`ends_at` text NOT NULL,
	`place` text NOT NULL,
	`capacity` integer NOT NULL,
	`cancelled_at` text,
	`created_by_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`volunteer_center_id`) REFERENCES `volunteer_centers`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `workshops_tenant_idx` ON `workshops` (`tenant_id`);
--> statement-breakpoint
CREATE INDEX `workshops_center_starts_idx` ON `workshops` (`volunteer_center_id`,`cancelled_at`,`starts_at`);
--> statement-breakpoint
CREATE TABLE `workshop_signups` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tenant_id` text NOT NULL,
	`workshop_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`status` text NOT NULL,
	`queued_at` text NOT NULL,
	`withdrawn_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`workshop_id`) REFERENCES `workshops`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `workshop_signups_tenant_idx` ON `workshop_signups` (`tenant_id`);
--> statement-breakpoint
CREATE UNIQUE INDEX `workshop_signups_workshop_user_uq` ON `workshop_signups` (`workshop_id`,`user_id`);
--> statement-breakpoint
CREATE INDEX `workshop_signups_queue_idx` ON `workshop_signups` (`workshop_id`,`status`,`queued_at`,`id`);
--> statement-breakpoint
CREATE INDEX `workshop_signups_user_idx` ON `workshop_signups` (`user_id`);
