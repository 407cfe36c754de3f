-- The municipality report at scale (ADR 0070): a centre's applications grouped per vacancy straight from an index in
-- vacancy order (no sort of every application of the period), and the vacancies published in a period with their own
-- municipality, so the report reads neither a vacancy's row nor its index by id for them.
-- IF NOT EXISTS: a local database that applied these indexes under their first number (0032) takes them again unharmed.
CREATE INDEX IF NOT EXISTS `applications_center_vacancy_idx` ON `applications` (`volunteer_center_id`,`vacancy_id`,`created_at`,`status`,`decided_at`);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS `applications_tenant_vacancy_idx` ON `applications` (`tenant_id`,`vacancy_id`,`created_at`,`status`,`decided_at`);--> statement-breakpoint
DROP INDEX IF EXISTS `vacancies_center_published_idx`;--> statement-breakpoint
CREATE INDEX `vacancies_center_published_idx` ON `vacancies` (`volunteer_center_id`,`published_at`,`deleted_at`,`organization_id`,`municipality`);--> statement-breakpoint
DROP INDEX IF EXISTS `vacancies_tenant_published_idx`;--> statement-breakpoint
CREATE INDEX `vacancies_tenant_published_idx` ON `vacancies` (`tenant_id`,`published_at`,`deleted_at`,`organization_id`,`municipality`);
