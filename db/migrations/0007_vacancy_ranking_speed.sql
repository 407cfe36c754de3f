-- What ranking the vacancy search costs (docs/decisions/0054-vacancy-search-ranking-cost.md).
-- 1. The full-text index with positions again (`detail=full`). With `detail=column` FTS5 keeps no positions, so to
--    rank a row bm25 (which counts a term's hits per column) has FTS5 read the row's text from `vacancies` and
--    tokenize it again: ~5.5 µs a ranked row against ~1 µs, 8 of the 12 ms of a text search over 1,001 matches at
--    100,000 vacancies. The prefix indexes stay. The triggers of 0003 keep it in sync unchanged (they name the table).
DROP TABLE `vacancies_fts`;--> statement-breakpoint
CREATE VIRTUAL TABLE `vacancies_fts` USING fts5(title, search_body, organization_name, city, tenant_id, content='vacancies', content_rowid='id', tokenize='unicode61 remove_diacritics 2', prefix='2 3 4 5 6 7 8 9 10 11 12');--> statement-breakpoint
INSERT INTO `vacancies_fts`(`vacancies_fts`) VALUES ('rebuild');--> statement-breakpoint
-- 2. The approved organisations of a tenant from the index alone: the public search lists them once per query, and
--    `deleted_at` made SQLite read every organisation's row (2,000 rows, ~1.2 ms, at 100,000 vacancies).
CREATE INDEX `organizations_visible_idx` ON `organizations` (`tenant_id`,`status`,`deleted_at`);
