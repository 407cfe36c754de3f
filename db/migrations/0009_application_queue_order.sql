-- The waitlist's order (docs/decisions/0021 "Promotion chooses inside the statement"): `queued_at` is when an
-- application joined the queue — when it was made, and again when a withdrawn applicant applies anew (the same row
-- comes back at the end of the queue). The waitlist is ordered by (queued_at, id); before, by id alone.
-- SQLite cannot add a column whose default is an expression: the default is '' and the trigger gives a row written
-- without one (a raw insert that forgot it) its created_at, so no row can jump the queue by sorting first.
ALTER TABLE `applications` ADD `queued_at` text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE `applications` SET `queued_at` = `created_at`;--> statement-breakpoint
CREATE TRIGGER `applications_queued_at_default` AFTER INSERT ON `applications` WHEN new.queued_at = '' BEGIN UPDATE applications SET queued_at = new.created_at WHERE id = new.id; END;--> statement-breakpoint
CREATE INDEX `applications_queue_idx` ON `applications` (`vacancy_id`,`status`,`queued_at`,`id`);
