/** What the volunteer pool's routes take beyond the contract's bodies: the lists' queries (ADR 0063). */
import { z } from "zod";
import {
  maskOfDayPartTerm,
  POOL_MAX_PAGE_SIZE,
  PROFILE_LANGUAGES,
  TRAVEL_KM_MAX,
  TRAVEL_KM_MIN,
} from "../../../contract/volunteer-pool";
import { listFilter } from "../../jsonapi/query";
import { wholeNumber } from "../../middleware/params";
import { parseNear } from "../../services/postcodes";

export const LIST_POOL_QUERY = {
  filters: {
    /** Profiles interested in this activity type. */
    activity_type_id: wholeNumber,
    /** Profiles available in one of these slots: `morning`, `3` (Wednesday) or `3:morning`. */
    day_part: listFilter(
      z.string().refine((term) => maskOfDayPartTerm(term) !== null, "must be a day part, a day 1-7 or day:part"),
    ),
    /** A Dutch postcode: profiles within `radius_km` of it and within their own travel distance. */
    near: z.string().transform((value, ctx) => {
      const near = parseNear(value);
      if (near) return near;
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: "not a Dutch postcode (1234 AB) or lat,lng in the Netherlands." });
      return z.NEVER;
    }),
    radius_km: wholeNumber.pipe(z.number().min(TRAVEL_KM_MIN).max(TRAVEL_KM_MAX)),
    language: z.enum(PROFILE_LANGUAGES),
  },
  paginate: true,
  maxPageSize: POOL_MAX_PAGE_SIZE,
} as const;

export const LIST_REPLIES_QUERY = {
  paginate: true,
  maxPageSize: POOL_MAX_PAGE_SIZE,
} as const;
