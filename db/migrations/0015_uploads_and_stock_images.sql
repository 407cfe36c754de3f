-- File uploads (R2, ADR 0046) and the tenant's shared library of stock images. An upload's bytes live in the
-- UPLOADS bucket under `storage_key` (`<tenant>/<centre>/<random>/<name>`): a new file is a new key, so its URL
-- may be cached for good.
CREATE TABLE `uploads` (
  `id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  `tenant_id` text NOT NULL,
  `volunteer_center_id` integer NOT NULL REFERENCES `volunteer_centers`(`id`),
  `name` text NOT NULL,
  `content_type` text NOT NULL,
  `byte_size` integer NOT NULL,
  `storage_key` text NOT NULL,
  `uploaded_by_id` integer REFERENCES `users`(`id`) ON DELETE SET NULL,
  `created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  `updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX `uploads_storage_key_uq` ON `uploads` (`storage_key`);--> statement-breakpoint
CREATE INDEX `uploads_tenant_center_idx` ON `uploads` (`tenant_id`, `volunteer_center_id`, `created_at`);--> statement-breakpoint
CREATE TABLE `stock_images` (
  `id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  `tenant_id` text NOT NULL,
  `name` text NOT NULL,
  `description` text,
  `short_description` text,
  `upload_id` integer REFERENCES `uploads`(`id`) ON DELETE SET NULL,
  `image_url` text,
  `keywords` text DEFAULT '[]' NOT NULL,
  `created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  `updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);--> statement-breakpoint
CREATE INDEX `stock_images_tenant_idx` ON `stock_images` (`tenant_id`, `name`);
