/** What /api/v1/mail_deliveries takes: a status and a page (newest first is its only order). */
import { z } from "zod";
import { MAIL_STATUSES, MAX_MAIL_DELIVERIES_PAGE_SIZE } from "../../../contract/mail-deliveries";

export const LIST_MAIL_DELIVERIES_QUERY = {
  filters: { status: z.enum(MAIL_STATUSES) },
  paginate: true,
  maxPageSize: MAX_MAIL_DELIVERIES_PAGE_SIZE,
} as const;
