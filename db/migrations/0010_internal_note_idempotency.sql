-- An internal note's form carries an idempotency key (ADR 0006: from the load context, one per view): a second
-- click on "Notitie opslaan", or the same post twice in parallel, stores one note. The unique index is the decision
-- (insert … on conflict do nothing); a repeat answers the note the first post made.
ALTER TABLE `internal_notes` ADD `idempotency_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `internal_notes_idempotency_uq` ON `internal_notes` (`tenant_id`,`idempotency_key`);
