/**
 * /api/v1/vacancies (issue 15): the search and the management list, one vacancy, and the writes. Each route lists
 * its guards (who may), then its validators (contract/vacancy-inputs.ts), then its handler.
 */
import { Hono } from "hono";
import { z } from "zod";
import { LISTED_VACANCY_STATUSES, RADIUS_KM, VACANCY_SORTS, VACANCY_TAGS, VACANCY_TYPES } from "../../../contract/vacancies";
import {
  VACANCY_RESOURCE_TYPES,
  vacancyBulkInput,
  vacancyCreateInput,
  vacancyUpdateInput,
} from "../../../contract/vacancy-inputs";
import { listFilter } from "../../jsonapi/query";
import { body, query } from "../../middleware/validate";
import { parseNear } from "../../services/postcodes";
import type { ApiEnv } from "../../types";
import { bulkEditVacancies } from "./vacancies.bulk.handlers";
import { managesOrganizations, managesPathVacancy, pathVacancy } from "./vacancies.guards";
import { listVacancies, showVacancy } from "./vacancies.handlers";
import { createVacancy, deleteVacancy, updateVacancy } from "./vacancies.write.handlers";

const wholeNumber = z
  .string()
  .regex(/^\d{1,12}$/, "must be a whole number")
  .transform(Number);

export const LIST_VACANCIES_QUERY = {
  include: ["organization"],
  filters: {
    q: z.string(),
    vacancy_type: listFilter(z.enum(VACANCY_TYPES)),
    tags: listFilter(z.enum(VACANCY_TAGS)),
    age_group_ids: listFilter(wholeNumber.pipe(z.number().min(1).max(30))),
    organization_id: listFilter(wholeNumber),
    near: z.string().transform((value, ctx) => {
      const near = parseNear(value);
      if (near) return near;
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: "not a Dutch postcode (1234 AB) or lat,lng in the Netherlands." });
      return z.NEVER;
    }),
    radius_km: z
      .string()
      .regex(/^\d{1,3}(\.\d+)?$/, "must be a number of kilometres")
      .transform(Number)
      .pipe(z.number().min(RADIUS_KM.min).max(RADIUS_KM.max)),
    status: listFilter(z.enum(LISTED_VACANCY_STATUSES)),
    manageable: z.enum(["true", "false"]).transform((v) => v === "true"),
  },
  sort: VACANCY_SORTS,
  paginate: true,
} as const;

export const SHOW_VACANCY_QUERY = { include: ["organization"] } as const;

const vacancyBody = (schema: typeof vacancyCreateInput | typeof vacancyUpdateInput) =>
  body({ schema, types: VACANCY_RESOURCE_TYPES });

export const vacancyRoutes = new Hono<ApiEnv>()
  .get("/", query(LIST_VACANCIES_QUERY), listVacancies)
  .post("/", managesOrganizations, vacancyBody(vacancyCreateInput), createVacancy)
  .patch("/bulk", managesOrganizations, body({ schema: vacancyBulkInput, types: VACANCY_RESOURCE_TYPES }), bulkEditVacancies)
  .get("/:id", query(SHOW_VACANCY_QUERY), pathVacancy, showVacancy)
  .on(["PUT", "PATCH"], "/:id", pathVacancy, managesPathVacancy, vacancyBody(vacancyUpdateInput), updateVacancy)
  .delete("/:id", pathVacancy, managesPathVacancy, deleteVacancy);
