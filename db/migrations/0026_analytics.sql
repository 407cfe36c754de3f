-- Analytics (ADR 0067): a volunteer's optional birth year, counted only in the age-group chart.
ALTER TABLE `users` ADD `birth_year` integer;
