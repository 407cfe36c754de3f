-- An uploaded image's width and height in pixels, read from its own bytes on upload (ADR 0058); null for a PDF, for
-- bytes that do not state a believable size, and for the files uploaded before this column existed.
ALTER TABLE `uploads` ADD `width` integer;--> statement-breakpoint
ALTER TABLE `uploads` ADD `height` integer;
