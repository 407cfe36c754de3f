-- The public content generation of a tenant (ADR 0049): part of the edge-cache key of every anonymous page, bumped by
-- every successful write of public content (pages, blocks, menus, centre settings, uploads, stock images) and by the
-- scheduled publication. A tenant without a row is at generation 0. One row per tenant, read by its key on every
-- cache lookup: WITHOUT ROWID keeps it a single B-tree probe.
CREATE TABLE `content_generations` (
  `tenant_id` text PRIMARY KEY NOT NULL,
  `generation` integer DEFAULT 0 NOT NULL,
  `updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
) WITHOUT ROWID;
