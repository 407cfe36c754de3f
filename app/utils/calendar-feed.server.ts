/**
 * The personal calendar feed on /profile-edit/settings (docs/decisions/0023): its state for the loader,
 * and the section's three form intents for the action — make a link (its secret URL answered once, shown on the
 * page the post renders; never stored, never redirected through), make a new one, revoke. Both last ones need the
 * confirmation box (screen kit ConfirmForm). Only where the tenant has activities.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { isConfirmed } from "~/components/ui/confirm-form";
import type { CalendarFeedAttributes } from "../../contract/ical";
import { ApiError } from "./api.server";
import { getOne, sendOne } from "./api-resources.server";
import { redirectWithToast } from "./toast.server";
import { toastT } from "./urls.server";

const CURRENT = "/api/v1/calendar_feeds/current";
export const CALENDAR_INTENTS = ["calendar-create", "calendar-rotate", "calendar-revoke"] as const;
export type CalendarIntent = (typeof CALENDAR_INTENTS)[number];

export interface CalendarFeedState {
  active: boolean;
  createdAt: string | null;
}

export type CalendarActionData =
  | { intent: "calendar"; url: string; webcalUrl: string }
  | { intent: "calendar"; unconfirmed: CalendarIntent }
  | { intent: "calendar"; failed: true };

export const isCalendarIntent = (value: unknown): value is CalendarIntent =>
  (CALENDAR_INTENTS as readonly unknown[]).includes(value);

/** null where the tenant has no activities (meedoen): the section is not there. */
export async function loadCalendarFeed(context: AppLoadContext): Promise<CalendarFeedState | null> {
  if (!context.tenant?.features.activities) return null;
  const { data } = await getOne<CalendarFeedAttributes>(context.api, CURRENT);
  return { active: data.active, createdAt: data.createdAt };
}

export async function calendarFeedAction(
  context: AppLoadContext,
  request: Request,
  intent: CalendarIntent,
  formData: FormData,
): Promise<CalendarActionData | Awaited<ReturnType<typeof redirectWithToast>>> {
  if (intent !== "calendar-create" && !isConfirmed(formData)) return { intent: "calendar", unconfirmed: intent };
  try {
    if (intent === "calendar-revoke") {
      await context.api.delete(CURRENT);
      const t = await toastT(context, "calendar-feeds");
      return redirectWithToast(context, new URL(request.url).pathname, { color: "success", message: t("revoked") });
    }
    const { data } = await sendOne<CalendarFeedAttributes>(context.api).post(CURRENT);
    if (!data.url || !data.webcalUrl) return { intent: "calendar", failed: true };
    return { intent: "calendar", url: data.url, webcalUrl: data.webcalUrl };
  } catch (error) {
    // 401/403/404 and 5xx are the route's error responses (api.server.ts); another 4xx is said on the section.
    if (error instanceof ApiError && error.status < 500) return { intent: "calendar", failed: true };
    throw error;
  }
}
