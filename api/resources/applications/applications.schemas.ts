/**
 * What the applications routes take: their query specs, imported by the routes (validators) and the handlers
 * (types), so neither imports the other. The bodies are the contract's (contract/applications.ts).
 */
import { z } from "zod";
import { APPLICATION_SORTS, APPLICATION_STATUSES, MAX_APPLICATION_PAGE_SIZE } from "../../../contract/applications";
import { listFilter } from "../../jsonapi/query";
import { wholeNumber } from "../../middleware/params";

export const LIST_APPLICATIONS_QUERY = {
  filters: {
    status: listFilter(z.enum(APPLICATION_STATUSES)),
    vacancy_id: wholeNumber,
    /** An activity's date (activities, ADR 0022): its sign-ups, for the attendance list. */
    occurrence_id: wholeNumber,
    organization_id: wholeNumber,
    mine: z.enum(["true", "false"]).transform((v) => v === "true"),
  },
  sort: APPLICATION_SORTS,
  defaultSort: "-created_at",
  paginate: true,
  maxPageSize: MAX_APPLICATION_PAGE_SIZE,
  fieldTypes: ["applications"],
} as const;

export const SHOW_APPLICATION_QUERY = { include: ["internal_notes"], fieldTypes: ["applications", "internal_notes"] } as const;
