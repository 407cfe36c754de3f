/** What the notification_templates routes take beyond the contract's bodies: the list's query. */
import { wholeNumber } from "../../middleware/params";

export const LIST_TEMPLATES_QUERY = {
  filters: {
    /** An admin's other centre of the tenant (anyone else: their own, the request's). */
    volunteer_center_id: wholeNumber,
  },
} as const;
