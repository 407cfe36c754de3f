-- The municipality report (ADR 0068): a help request's municipality (PDOK's gemeentenaam), filled where the request is
-- written from the address lookup it already does. Existing requests get it from the lookups cached for their address
-- (geocode_cache: postcode + number + addition), else for their postcode (postcode_cache); what neither knows stays
-- null and is counted under "unknown".
ALTER TABLE `help_requests` ADD `municipality` text;
--> statement-breakpoint
UPDATE `help_requests` SET `municipality` = coalesce(
  (SELECT g.`municipality` FROM `geocode_cache` g
    WHERE g.`found` = 1 AND g.`municipality` IS NOT NULL
      AND replace(upper(g.`postal_code`), ' ', '') = replace(upper(`help_requests`.`postal_code`), ' ', '')
      AND g.`house_number` = `help_requests`.`house_number`
      AND g.`house_number_addition` = ifnull(`help_requests`.`house_number_addition`, '')
    LIMIT 1),
  (SELECT p.`municipality` FROM `postcode_cache` p
    WHERE p.`found` = 1 AND p.`municipality` IS NOT NULL
      AND p.`postal_code` = replace(upper(`help_requests`.`postal_code`), ' ', '')
    LIMIT 1))
WHERE `municipality` IS NULL;
--> statement-breakpoint
-- A published help request's vacancy (ADR 0024) is in the request's municipality: its applications count there.
UPDATE `vacancies` SET `municipality` = (SELECT h.`municipality` FROM `help_requests` h WHERE h.`vacancy_id` = `vacancies`.`id`)
WHERE `municipality` IS NULL AND EXISTS (SELECT 1 FROM `help_requests` h WHERE h.`vacancy_id` = `vacancies`.`id` AND h.`municipality` IS NOT NULL);
