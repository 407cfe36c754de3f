CREATE TABLE `help_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tenant_id` text NOT NULL,
	`volunteer_center_id` integer NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone_number` text,
	`street` text NOT NULL,
	`house_number` text NOT NULL,
	`house_number_addition` text,
	`postal_code` text NOT NULL,
	`city` text NOT NULL,
	`neighbourhood` text,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`when_text` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`reason` text,
	`decided_at` text,
	`decided_by_id` integer,
	`vacancy_id` integer,
	`locale` text DEFAULT 'nl' NOT NULL,
	`idempotency_key` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`volunteer_center_id`) REFERENCES `volunteer_centers`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`decided_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`vacancy_id`) REFERENCES `vacancies`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `help_requests_center_status_idx` ON `help_requests` (`tenant_id`,`volunteer_center_id`,`status`,`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `help_requests_vacancy_uq` ON `help_requests` (`vacancy_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `help_requests_idempotency_uq` ON `help_requests` (`tenant_id`,`idempotency_key`);
