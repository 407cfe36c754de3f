/**
 * What the vacancies routes take: their query specs, imported by the routes (validators) and the handlers (types),
 * so neither imports the other. The bodies are the contract's (contract/vacancy-inputs.ts).
 */
import type { Context } from "hono";
import { z } from "zod";
import {
  LISTED_VACANCY_STATUSES,
  MAX_VACANCY_PAGE_SIZE,
  RADIUS_KM,
  VACANCY_SORTS,
  VACANCY_TAGS,
  VACANCY_TYPES,
} from "../../../contract/vacancies";
import { listFilter } from "../../jsonapi/query";
import { idList, wholeNumber } from "../../middleware/params";
import { parseNear } from "../../services/postcodes";
import { vacancyError } from "../../services/vacancy-text";
import type { ApiEnv } from "../../types";

export const LIST_VACANCIES_QUERY = {
  include: ["organization"],
  filters: {
    q: z.string(),
    vacancy_type: listFilter(z.enum(VACANCY_TYPES)),
    tags: listFilter(z.enum(VACANCY_TAGS)),
    age_group_ids: listFilter(wholeNumber.pipe(z.number().min(1).max(30))),
    organization_id: idList,
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
  maxPageSize: MAX_VACANCY_PAGE_SIZE,
  pageSizeDetail: (c: Context<ApiEnv>, max: number) => vacancyError(c, "pageSize", { max }),
} as const;

export const SHOW_VACANCY_QUERY = { include: ["organization"] } as const;
