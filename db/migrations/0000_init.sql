CREATE TABLE `volunteer_center_profiles` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tenant_id` text NOT NULL,
	`volunteer_center_id` integer NOT NULL,
	`name` text NOT NULL,
	`website_logo_url` text,
	`website_logo_dark_mode_url` text,
	`favicon_url` text,
	`gtag_id` text,
	`primary_color_preset` text DEFAULT 'indigo' NOT NULL,
	`primary_color_shades` text,
	`secondary_color_preset` text,
	`secondary_color_shades` text,
	`muted_color_preset` text DEFAULT 'slate' NOT NULL,
	`background_color` text,
	`background_color_dark` text,
	`text_color` text,
	`text_color_dark` text,
	`font_sans` text DEFAULT 'Inter Variable' NOT NULL,
	`font_heading` text DEFAULT 'Inter Variable' NOT NULL,
	`shape` text DEFAULT 'rounded' NOT NULL,
	`header_variant` text DEFAULT 'tab' NOT NULL,
	`header_sticky` integer DEFAULT true NOT NULL,
	`header_language_toggle` integer DEFAULT true NOT NULL,
	`footer_variant` text DEFAULT 'maud' NOT NULL,
	`css_variables` text DEFAULT '{}' NOT NULL,
	`footer_columns` text DEFAULT '[]' NOT NULL,
	`show_anbi_logo` integer DEFAULT false NOT NULL,
	`show_nov_logo` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`volunteer_center_id`) REFERENCES `volunteer_centers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `volunteer_center_profiles_tenant_idx` ON `volunteer_center_profiles` (`tenant_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `volunteer_center_profiles_center_uq` ON `volunteer_center_profiles` (`volunteer_center_id`);--> statement-breakpoint
CREATE TABLE `volunteer_centers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tenant_id` text NOT NULL,
	`name` text NOT NULL,
	`slug` text NOT NULL,
	`email` text,
	`phone_number` text,
	`website` text,
	`city` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `volunteer_centers_tenant_idx` ON `volunteer_centers` (`tenant_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `volunteer_centers_slug_uq` ON `volunteer_centers` (`tenant_id`,`slug`);--> statement-breakpoint
CREATE TABLE `addresses` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tenant_id` text NOT NULL,
	`organization_id` integer NOT NULL,
	`street` text NOT NULL,
	`house_number` text NOT NULL,
	`postal_code` text NOT NULL,
	`city` text NOT NULL,
	`country` text DEFAULT 'NL' NOT NULL,
	`latitude` real,
	`longitude` real,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `addresses_tenant_idx` ON `addresses` (`tenant_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `addresses_organization_uq` ON `addresses` (`organization_id`);--> statement-breakpoint
CREATE TABLE `organization_profiles` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tenant_id` text NOT NULL,
	`organization_id` integer NOT NULL,
	`non_profit_type` text,
	`show_on_social_map` integer DEFAULT true NOT NULL,
	`activity_type_ids` text DEFAULT '[]' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `organization_profiles_tenant_idx` ON `organization_profiles` (`tenant_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `organization_profiles_organization_uq` ON `organization_profiles` (`organization_id`);--> statement-breakpoint
CREATE TABLE `organizations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tenant_id` text NOT NULL,
	`volunteer_center_id` integer NOT NULL,
	`type` text DEFAULT 'NonProfit' NOT NULL,
	`name` text NOT NULL,
	`website` text,
	`email` text,
	`phone_number` text,
	`description` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`volunteer_center_id`) REFERENCES `volunteer_centers`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `organizations_tenant_idx` ON `organizations` (`tenant_id`);--> statement-breakpoint
CREATE INDEX `organizations_center_status_idx` ON `organizations` (`volunteer_center_id`,`status`);--> statement-breakpoint
CREATE TABLE `content_blocks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tenant_id` text NOT NULL,
	`page_id` integer NOT NULL,
	`position` integer NOT NULL,
	`block_type` text NOT NULL,
	`props` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`page_id`) REFERENCES `pages`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `content_blocks_tenant_idx` ON `content_blocks` (`tenant_id`);--> statement-breakpoint
CREATE INDEX `content_blocks_page_position_idx` ON `content_blocks` (`page_id`,`position`);--> statement-breakpoint
CREATE TABLE `pages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tenant_id` text NOT NULL,
	`volunteer_center_id` integer NOT NULL,
	`page_layout` text DEFAULT 'wide' NOT NULL,
	`page_type` text DEFAULT 'default' NOT NULL,
	`title` text NOT NULL,
	`slug` text NOT NULL,
	`show_title_on_page` integer DEFAULT true NOT NULL,
	`is_published` integer DEFAULT false NOT NULL,
	`summary` text,
	`featured` integer DEFAULT false NOT NULL,
	`image_url` text,
	`meta_title` text,
	`meta_description` text,
	`og_title` text,
	`og_description` text,
	`published_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`volunteer_center_id`) REFERENCES `volunteer_centers`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `pages_tenant_idx` ON `pages` (`tenant_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `pages_center_slug_uq` ON `pages` (`volunteer_center_id`,`slug`);--> statement-breakpoint
CREATE INDEX `pages_center_type_published_idx` ON `pages` (`volunteer_center_id`,`page_type`,`published_at`);--> statement-breakpoint
CREATE TABLE `menu_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tenant_id` text NOT NULL,
	`volunteer_center_id` integer NOT NULL,
	`menu` text NOT NULL,
	`name` text NOT NULL,
	`parent_id` integer,
	`link_type` text NOT NULL,
	`page_id` integer,
	`system_page_id` text,
	`position` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`volunteer_center_id`) REFERENCES `volunteer_centers`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`parent_id`) REFERENCES `menu_items`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`page_id`) REFERENCES `pages`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `menu_items_tenant_idx` ON `menu_items` (`tenant_id`);--> statement-breakpoint
CREATE INDEX `menu_items_center_menu_idx` ON `menu_items` (`volunteer_center_id`,`menu`,`position`);