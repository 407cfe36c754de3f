-- Analytics at scale (ADR 0070): a centre's and a tenant's applications and vacancies by time. Without these, a count
-- per month over a centre's applications scanned the whole table once per bucket (0.8–1.4 s at 290,000 applications,
-- bench/analytics.mjs), and the applications list of a centre superuser sorted every row of the tenant for its page.
-- Status, decision time, vacancy and organisation ride along: the outcome and time-to-answer series read the index
-- only, and a join to the vacancy or organisation (its place, its municipality) reads no application row. The same by
-- decision time (answers in a period), and vacancies with what a count filters and groups on (deleted, organisation).
-- The municipality report's people matched (accepted in a period: who) and a vacancy's place by its id (ADR 0068).
CREATE INDEX `applications_center_created_idx` ON `applications` (`volunteer_center_id`,`created_at`,`status`,`decided_at`,`vacancy_id`,`organization_id`);--> statement-breakpoint
CREATE INDEX `applications_tenant_created_idx` ON `applications` (`tenant_id`,`created_at`,`status`,`decided_at`,`vacancy_id`,`organization_id`);--> statement-breakpoint
CREATE INDEX `applications_center_decided_idx` ON `applications` (`volunteer_center_id`,`decided_at`,`created_at`,`status`,`vacancy_id`);--> statement-breakpoint
CREATE INDEX `applications_tenant_decided_idx` ON `applications` (`tenant_id`,`decided_at`,`created_at`,`status`,`vacancy_id`);--> statement-breakpoint
CREATE INDEX `vacancies_center_published_idx` ON `vacancies` (`volunteer_center_id`,`published_at`,`deleted_at`,`organization_id`);--> statement-breakpoint
CREATE INDEX `vacancies_tenant_published_idx` ON `vacancies` (`tenant_id`,`published_at`,`deleted_at`,`organization_id`);--> statement-breakpoint
CREATE INDEX `applications_center_accepted_idx` ON `applications` (`volunteer_center_id`,`status`,`decided_at`,`vacancy_id`,`user_id`,`email`);--> statement-breakpoint
CREATE INDEX `applications_tenant_accepted_idx` ON `applications` (`tenant_id`,`status`,`decided_at`,`vacancy_id`,`user_id`,`email`);--> statement-breakpoint
CREATE INDEX `vacancies_place_idx` ON `vacancies` (`id`,`deleted_at`,`organization_id`,`municipality`);
