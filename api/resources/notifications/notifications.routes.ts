/**
 * /api/v1/notifications (ADR 0065): a signed-in user's own notifications. Every route is signed in (401 otherwise);
 * what is whose the handlers decide by the session's user alone (PRODUCT.md: "own" for every role).
 */
import { Hono } from "hono";
import { NOTIFICATION_RESOURCE_TYPES, readAllNotificationsInput } from "../../../contract/notifications";
import { signedIn } from "../../middleware/guard";
import { body, query } from "../../middleware/validate";
import type { ApiEnv } from "../../types";
import { listNotifications, readAllNotifications, readNotification } from "./notifications.handlers";
import { LIST_NOTIFICATIONS_QUERY } from "./notifications.schemas";

export const notificationRoutes = new Hono<ApiEnv>()
  .get("/", signedIn, query(LIST_NOTIFICATIONS_QUERY), listNotifications)
  .post(
    "/read_all",
    signedIn,
    body({ schema: readAllNotificationsInput, types: NOTIFICATION_RESOURCE_TYPES }),
    readAllNotifications,
  )
  .post("/:id/read", signedIn, readNotification);
