/**
 * What the organizations routes take: their query specs, imported by the routes (validators) and the handlers
 * (types), so neither imports the other. The bodies are the contract's (contract/organization-inputs.ts).
 */
import { z } from "zod";
import { organizationStatusFilter } from "../../../contract/organization-inputs";
import { NON_PROFIT_TYPES, ORGANIZATION_SORTS, ORGANIZATION_TYPES } from "../../../contract/organizations";
import { listFilter } from "../../jsonapi/query";
import { idList, wholeNumber } from "../../middleware/params";

export const LIST_ORGANIZATIONS_QUERY = {
  include: ["profile", "address", "vacancies"],
  filters: {
    status: listFilter(organizationStatusFilter),
    type: listFilter(z.enum(ORGANIZATION_TYPES)),
    q: z.string().trim().max(100),
    city: z.string().trim().min(1).max(100),
    activity_type_ids: idList,
    non_profit_type: listFilter(z.enum(NON_PROFIT_TYPES)),
    volunteer_center_id: wholeNumber,
    on_social_map: z.enum(["true", "false"]).transform((v) => v === "true"),
  },
  sort: ORGANIZATION_SORTS,
  defaultSort: "name",
  paginate: true,
  fieldTypes: ["organizations", "addresses", "organization_profiles"],
} as const;

/** The social map's markers: the list's filters, every match in one answer (no pages, no sort, no includes). */
export const ORGANIZATION_MARKERS_QUERY = { filters: LIST_ORGANIZATIONS_QUERY.filters } as const;

export const SHOW_ORGANIZATION_QUERY = {
  include: ["profile", "address", "contact_person", "vacancies"],
  fieldTypes: ["organizations", "addresses", "organization_profiles", "contact_persons"],
} as const;
