-- Menu items in both languages (ADR 0039): the Dutch name stays `name`; an optional English one beside it.
ALTER TABLE `menu_items` ADD `name_en` text;
