-- The vacancy search at scale (docs/decisions/0053-vacancy-search-capped-results.md).
-- 1. The full-text index without positions (`detail=column`: the search never asks for phrases or NEAR, only for
--    prefix terms in columns; bm25 still ranks) and with prefix indexes up to 12 characters, so a visitor's
--    `vrijwilliger…` reads one prefix entry lazily instead of merging the doclists of every term that starts with
--    it. Smaller than the index it replaces. The triggers of 0003 keep it in sync unchanged (they name the table).
DROP TABLE `vacancies_fts`;--> statement-breakpoint
CREATE VIRTUAL TABLE `vacancies_fts` USING fts5(title, search_body, organization_name, city, tenant_id, content='vacancies', content_rowid='id', tokenize='unicode61 remove_diacritics 2', prefix='2 3 4 5 6 7 8 9 10 11 12', detail=column);--> statement-breakpoint
INSERT INTO `vacancies_fts`(`vacancies_fts`) VALUES ('rebuild');--> statement-breakpoint
-- 2. The search's filter and sort columns keyed by id: a text match joins each FTS row to this small index instead
--    of the wide table rows (descriptions live there), so the join stays in the page cache.
CREATE INDEX `vacancies_keys_idx` ON `vacancies` (`id`,`tenant_id`,`status`,`volunteer_center_id`,`organization_id`,`published_at`,`expires_at`,`deleted_at`,`shared`,`vacancy_type`,`tag_mask`,`age_group_mask`,`latitude`,`longitude`,`created_at`);
