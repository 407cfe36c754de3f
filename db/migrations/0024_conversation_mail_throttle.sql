-- Conversations (ADR 0064): which message last e-mailed each side of a thread. The mail throttle (one mail per thread
-- and side an hour) is decided in the message's own batch by an UPDATE that sets the side's time and this id only when
-- the last mail is an hour old; the outbox row is guarded on the id being this batch's message, so two posts at the
-- same instant still write one mail. And the `conversation_message` template for centres seeded before it.
ALTER TABLE `conversations` ADD `volunteer_mailed_message_id` integer;
--> statement-breakpoint
ALTER TABLE `conversations` ADD `organization_mailed_message_id` integer;
--> statement-breakpoint
-- A post's own random token on the message it wrote: what the post's later statements look the message up by, so a
-- repeated post (same idempotency key, even in the same millisecond) finds no message of its own and writes nothing.
ALTER TABLE `conversation_messages` ADD `write_token` text;
--> statement-breakpoint
INSERT INTO `notification_templates` (`tenant_id`, `volunteer_center_id`, `key`, `locale`, `name`, `subject`, `body`, `active`)
SELECT c.`tenant_id`, c.`id`, 'conversation_message', 'nl', 'Nieuw bericht in een gesprek', 'Nieuw bericht van {{sender_name}}: {{subject}}',
  '{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"Hallo {{recipient_name}},"}]},{"type":"paragraph","content":[{"type":"text","text":"{{sender_name}} stuurde je een bericht over ''{{subject}}'':"}]},{"type":"paragraph","content":[{"type":"text","text":"{{excerpt}}"}]},{"type":"paragraph","content":[{"type":"text","text":"Lees en beantwoord het bericht: "},{"type":"text","text":"{{conversation_link}}","marks":[{"type":"link","attrs":{"href":"{{conversation_link}}"}}]}]},{"type":"paragraph","content":[{"type":"text","text":"Hartelijke groet,"}]},{"type":"paragraph","content":[{"type":"text","text":"{{center_name}}"}]}]}', 1
FROM `volunteer_centers` c
WHERE EXISTS (SELECT 1 FROM `notification_templates` t WHERE t.`volunteer_center_id` = c.`id`)
  AND NOT EXISTS (SELECT 1 FROM `notification_templates` t
    WHERE t.`volunteer_center_id` = c.`id` AND t.`key` = 'conversation_message' AND t.`locale` = 'nl');--> statement-breakpoint
INSERT INTO `notification_templates` (`tenant_id`, `volunteer_center_id`, `key`, `locale`, `name`, `subject`, `body`, `active`)
SELECT c.`tenant_id`, c.`id`, 'conversation_message', 'en', 'New message in a conversation', 'New message from {{sender_name}}: {{subject}}',
  '{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"Hello {{recipient_name}},"}]},{"type":"paragraph","content":[{"type":"text","text":"{{sender_name}} sent you a message about ''{{subject}}'':"}]},{"type":"paragraph","content":[{"type":"text","text":"{{excerpt}}"}]},{"type":"paragraph","content":[{"type":"text","text":"Read and reply: "},{"type":"text","text":"{{conversation_link}}","marks":[{"type":"link","attrs":{"href":"{{conversation_link}}"}}]}]},{"type":"paragraph","content":[{"type":"text","text":"Kind regards,"}]},{"type":"paragraph","content":[{"type":"text","text":"{{center_name}}"}]}]}', 1
FROM `volunteer_centers` c
WHERE EXISTS (SELECT 1 FROM `notification_templates` t WHERE t.`volunteer_center_id` = c.`id`)
  AND NOT EXISTS (SELECT 1 FROM `notification_templates` t
    WHERE t.`volunteer_center_id` = c.`id` AND t.`key` = 'conversation_message' AND t.`locale` = 'en');
