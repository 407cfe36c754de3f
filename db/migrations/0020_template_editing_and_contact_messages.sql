-- Editing the notification templates (ADR 0060): a save carries the version it read, as pages do (a stale save is
-- 409 and changes nothing).
ALTER TABLE `notification_templates` ADD `lock_version` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- The contact form (/contactformulier): a signed-in user's message to the centre, kept with the mail it caused.
CREATE TABLE `contact_messages` (
  `id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  `tenant_id` text NOT NULL,
  `volunteer_center_id` integer NOT NULL,
  `user_id` integer NOT NULL,
  `subject` text NOT NULL,
  `message` text NOT NULL,
  `created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  FOREIGN KEY (`volunteer_center_id`) REFERENCES `volunteer_centers`(`id`) ON UPDATE no action ON DELETE no action,
  FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `contact_messages_tenant_idx` ON `contact_messages` (`tenant_id`);
--> statement-breakpoint
CREATE INDEX `contact_messages_center_idx` ON `contact_messages` (`volunteer_center_id`, `created_at`);
