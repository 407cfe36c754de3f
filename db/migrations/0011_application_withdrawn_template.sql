-- The organisation hears of a withdrawal (notification template application_withdrawn, nl + en). A fresh database
-- gets it from the seed (defaultTemplateRows); a database seeded before gets it here, once per centre that has
-- templates (a centre without any was never seeded and is left to the seed). A row a centre already has is kept.
INSERT INTO `notification_templates` (`tenant_id`, `volunteer_center_id`, `key`, `locale`, `name`, `subject`, `body`, `active`)
SELECT c.`tenant_id`, c.`id`, 'application_withdrawn', 'nl', 'Aanmelding ingetrokken (aan de organisatie)', '{{applicant_name}} heeft de aanmelding voor {{vacancy_title}} ingetrokken',
  '{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"Hallo,"}]},{"type":"paragraph","content":[{"type":"text","text":"{{applicant_name}} heeft de aanmelding voor {{vacancy_title}} bij {{organization_name}} ingetrokken."}]},{"type":"paragraph","content":[{"type":"text","text":"Bekijk de aanmelding","marks":[{"type":"link","attrs":{"href":"{{application_link}}"}}]},{"type":"text","text":". Had de vrijwilliger een plek, dan schuift de eerste op de wachtlijst vanzelf door."}]},{"type":"paragraph","content":[{"type":"text","text":"Hartelijke groet,"},{"type":"hardBreak"},{"type":"text","text":"{{center_name}}"}]}]}', 1
FROM `volunteer_centers` c
WHERE EXISTS (SELECT 1 FROM `notification_templates` t WHERE t.`volunteer_center_id` = c.`id`)
  AND NOT EXISTS (SELECT 1 FROM `notification_templates` t
    WHERE t.`volunteer_center_id` = c.`id` AND t.`key` = 'application_withdrawn' AND t.`locale` = 'nl');--> statement-breakpoint
INSERT INTO `notification_templates` (`tenant_id`, `volunteer_center_id`, `key`, `locale`, `name`, `subject`, `body`, `active`)
SELECT c.`tenant_id`, c.`id`, 'application_withdrawn', 'en', 'Application withdrawn (to the organisation)', '{{applicant_name}} withdrew the application for {{vacancy_title}}',
  '{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"Hello,"}]},{"type":"paragraph","content":[{"type":"text","text":"{{applicant_name}} withdrew the application for {{vacancy_title}} at {{organization_name}}."}]},{"type":"paragraph","content":[{"type":"text","text":"View the application","marks":[{"type":"link","attrs":{"href":"{{application_link}}"}}]},{"type":"text","text":". If the volunteer had a place, the first person on the waitlist moves up automatically."}]},{"type":"paragraph","content":[{"type":"text","text":"Kind regards,"},{"type":"hardBreak"},{"type":"text","text":"{{center_name}}"}]}]}', 1
FROM `volunteer_centers` c
WHERE EXISTS (SELECT 1 FROM `notification_templates` t WHERE t.`volunteer_center_id` = c.`id`)
  AND NOT EXISTS (SELECT 1 FROM `notification_templates` t
    WHERE t.`volunteer_center_id` = c.`id` AND t.`key` = 'application_withdrawn' AND t.`locale` = 'en');
