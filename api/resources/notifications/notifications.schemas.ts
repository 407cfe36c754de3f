/** What /api/v1/notifications takes: own notifications only, newest first; unread ones alone on request. */
import { z } from "zod";
import { MAX_NOTIFICATION_PAGE_SIZE } from "../../../contract/notifications";

export const LIST_NOTIFICATIONS_QUERY = {
  filters: {
    /** `true`: only the unread ones; `false`: only the read ones. */
    unread: z.enum(["true", "false"]).transform((v) => v === "true"),
  },
  paginate: true,
  maxPageSize: MAX_NOTIFICATION_PAGE_SIZE,
} as const;
