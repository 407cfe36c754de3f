/**
 * /api/v1/vacancies (vacancy search, ADR 0020): the search and the management list, one vacancy, and the writes. Each route lists
 * its guards (who may), then its validators (contract/vacancy-inputs.ts), then its handler.
 */
import { Hono } from "hono";
import {
  VACANCY_RESOURCE_TYPES,
  vacancyBulkInput,
  vacancyCreateInput,
  vacancyUpdateInput,
} from "../../../contract/vacancy-inputs";
import { body, query } from "../../middleware/validate";
import type { ApiEnv } from "../../types";
import { bulkEditVacancies } from "./vacancies.bulk.handlers";
import { managesOrganizations, managesPathVacancy, pathVacancy } from "./vacancies.guards";
import { listVacancies, showVacancy } from "./vacancies.handlers";
import { LIST_VACANCIES_QUERY, SHOW_VACANCY_QUERY } from "./vacancies.schemas";
import { createVacancy, deleteVacancy, updateVacancy } from "./vacancies.write.handlers";

const vacancyBody = (schema: typeof vacancyCreateInput | typeof vacancyUpdateInput) =>
  body({ schema, types: VACANCY_RESOURCE_TYPES });

export const vacancyRoutes = new Hono<ApiEnv>()
  .get("/", query(LIST_VACANCIES_QUERY), listVacancies)
  .post("/", managesOrganizations, vacancyBody(vacancyCreateInput), createVacancy)
  .patch("/bulk", managesOrganizations, body({ schema: vacancyBulkInput, types: VACANCY_RESOURCE_TYPES }), bulkEditVacancies)
  .get("/:id", query(SHOW_VACANCY_QUERY), pathVacancy, showVacancy)
  .on(["PUT", "PATCH"], "/:id", pathVacancy, managesPathVacancy, vacancyBody(vacancyUpdateInput), updateVacancy)
  .delete("/:id", pathVacancy, managesPathVacancy, deleteVacancy);
