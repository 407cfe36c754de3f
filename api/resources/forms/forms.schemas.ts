/** What the forms routes take in their query strings; the bodies are the contract's (contract/forms.ts). */
import { z } from "zod";
import { CSV_SEPARATORS, FORM_LIMITS, FORM_STATUSES } from "../../../contract/forms";
import { listFilter } from "../../jsonapi/query";
import { wholeNumber } from "../../middleware/params";

export const LIST_FORMS_QUERY = {
  filters: {
    organization_id: wholeNumber,
    status: listFilter(z.enum(FORM_STATUSES)),
  },
  sort: ["title", "created_at", "updated_at", "id"],
  defaultSort: "-created_at",
  paginate: true,
  maxPageSize: 100,
} as const;

export const LIST_SUBMISSIONS_QUERY = {
  paginate: true,
  maxPageSize: FORM_LIMITS.submissionsPage,
} as const;

export const CSV_QUERY = z.object({
  separator: z.enum(CSV_SEPARATORS as [";", ","]).default(";"),
  locale: z.enum(["nl", "en"]).optional(),
});
