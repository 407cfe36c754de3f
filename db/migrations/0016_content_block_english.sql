-- The optional English text of a content block (ADR 0048): the block's translatable texts only, laid over its Dutch
-- props when an English visitor reads the page; null = the block is shown in Dutch, marked lang="nl".
ALTER TABLE `content_blocks` ADD `props_en` text;
