/**
 * What the help_requests routes take: the list's query spec, imported by the routes (validator) and the handlers
 * (types), so neither imports the other. The bodies are the contract's (contract/help-requests.ts).
 */
import { z } from "zod";
import { HELP_REQUEST_SORTS, HELP_REQUEST_STATUSES, MAX_HELP_REQUEST_PAGE_SIZE } from "../../../contract/help-requests";
import { listFilter } from "../../jsonapi/query";

export const LIST_HELP_REQUESTS_QUERY = {
  filters: {
    status: listFilter(z.enum(HELP_REQUEST_STATUSES)),
  },
  sort: HELP_REQUEST_SORTS,
  defaultSort: "-created_at",
  paginate: true,
  maxPageSize: MAX_HELP_REQUEST_PAGE_SIZE,
  fieldTypes: ["help_requests"],
} as const;
