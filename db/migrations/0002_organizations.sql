CREATE TABLE `contact_persons` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tenant_id` text NOT NULL,
	`organization_id` integer NOT NULL,
	`name` text NOT NULL,
	`email` text,
	`phone_number` text,
	`job_title` text,
	`user_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `contact_persons_tenant_idx` ON `contact_persons` (`tenant_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `contact_persons_organization_uq` ON `contact_persons` (`organization_id`);--> statement-breakpoint
CREATE TABLE `activity_types` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`name_nl` text NOT NULL,
	`name_en` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `activity_types_slug_uq` ON `activity_types` (`slug`);--> statement-breakpoint
CREATE TABLE `geocode_cache` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`postal_code` text NOT NULL,
	`house_number` text NOT NULL,
	`house_number_addition` text DEFAULT '' NOT NULL,
	`found` integer NOT NULL,
	`street` text,
	`city` text,
	`municipality` text,
	`latitude` real,
	`longitude` real,
	`fetched_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `geocode_cache_address_uq` ON `geocode_cache` (`postal_code`,`house_number`,`house_number_addition`);--> statement-breakpoint
ALTER TABLE `addresses` ADD `house_number_addition` text;--> statement-breakpoint
ALTER TABLE `addresses` ADD `municipality` text;--> statement-breakpoint
ALTER TABLE `addresses` ADD `geocoded` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `organizations` ADD `deleted_at` text;--> statement-breakpoint
ALTER TABLE `organizations` ADD `decision_reason` text;--> statement-breakpoint
ALTER TABLE `organizations` ADD `decided_by_id` integer;--> statement-breakpoint
ALTER TABLE `organizations` ADD `decided_at` text;--> statement-breakpoint
ALTER TABLE `organizations` ADD `nov_checklist` text;--> statement-breakpoint
ALTER TABLE `organizations` ADD `created_by_id` integer;--> statement-breakpoint
ALTER TABLE `organizations` ADD `signup_key` text;--> statement-breakpoint
CREATE INDEX `organizations_tenant_status_name_idx` ON `organizations` (`tenant_id`,`status`,`name`);--> statement-breakpoint
CREATE UNIQUE INDEX `organizations_signup_key_uq` ON `organizations` (`tenant_id`,`signup_key`);--> statement-breakpoint
UPDATE `addresses` SET `geocoded` = 1 WHERE `latitude` IS NOT NULL AND `longitude` IS NOT NULL;--> statement-breakpoint
INSERT INTO `activity_types` (`id`, `slug`, `name_nl`, `name_en`, `position`) VALUES
	(1, 'zorg-en-welzijn', 'Zorg en welzijn', 'Care and wellbeing', 1),
	(2, 'sport-en-recreatie', 'Sport en recreatie', 'Sports and recreation', 2),
	(3, 'buurt-en-praktische-hulp', 'Buurt en praktische hulp', 'Neighbourhood and practical help', 3),
	(4, 'natuur-en-milieu', 'Natuur en milieu', 'Nature and environment', 4),
	(5, 'kunst-en-cultuur', 'Kunst en cultuur', 'Arts and culture', 5),
	(6, 'onderwijs-en-taal', 'Onderwijs en taal', 'Education and language', 6),
	(7, 'ouderen', 'Ouderen', 'Older people', 7),
	(8, 'jeugd', 'Jeugd', 'Young people', 8),
	(9, 'dieren', 'Dieren', 'Animals', 9),
	(10, 'evenementen', 'Evenementen', 'Events', 10),
	(11, 'inburgering-en-integratie', 'Inburgering en integratie', 'Newcomers and integration', 11);
