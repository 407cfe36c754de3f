/**
 * /notificaties/{id} (ADR 0065): following a notification. Marks it read (the user's own only: another's is the
 * 404 page) and goes on to what it is about. A link rather than a form, so it opens in a new tab like any link;
 * marking read twice changes nothing, so a repeated or prefetched visit is harmless.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { safeNotificationLink } from "~/components/notifications/notification-text";
import { ApiError } from "~/utils/api.server";
import { type Resource, sendOne } from "~/utils/api-resources.server";
import { routeError } from "~/utils/route-errors";
import type { RouteHandle } from "~/utils/route-handle";
import { localPath } from "~/utils/urls.server";
import type { NotificationAttributes } from "../../../contract/notifications";

export const handle: RouteHandle = { titleKey: "notifications:title" };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const id = params.id ?? "";
  if (!/^\d{1,12}$/.test(id)) throw routeError(404);
  let notification: Resource<NotificationAttributes>;
  try {
    ({ data: notification } = await sendOne<NotificationAttributes>(context.api).post(`/api/v1/notifications/${id}/read`, {
      errors: "throw",
    }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw routeError(404);
    throw error;
  }
  return redirect(localPath(request, safeNotificationLink(notification.link)));
}
