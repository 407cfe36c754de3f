/**
 * The JSON:API service. Middleware order (ARCHITECTURE.md): request id → D1 session (ADR 0076) → tenant → db → auth →
 * body → routes → errors;
 * on /api/v1 the content generation step wraps the rest and bumps after a successful write of public content (ADR 0049).
 * It answers only API paths; the Worker sends everything else to Remix.
 */
import { type Context, Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ZodError } from "zod";
import { sendErrorReport } from "../config/error-reporting";
import { errorDocument, JsonApiError, notFound, validationError } from "./jsonapi/errors";
import { auth } from "./middleware/auth";
import { requestBody } from "./middleware/body";
import { contentGeneration } from "./middleware/content-generation";
import { d1Session } from "./middleware/d1-session";
import { database } from "./middleware/db";
import { requestId } from "./middleware/request-id";
import { tenant } from "./middleware/tenant";
import { activityOccurrenceRoutes } from "./resources/activity-occurrences/activity-occurrences.routes";
import { activityTypeRoutes } from "./resources/activity-types/activity-types.routes";
import { addressLookupRoutes } from "./resources/address-lookups/address-lookups.routes";
import { ageGroupRoutes } from "./resources/age-groups/age-groups.routes";
import { analyticsRoutes } from "./resources/analytics/analytics.routes";
import { applicationRoutes } from "./resources/applications/applications.routes";
import { authRoutes } from "./resources/auth/auth.routes";
import { calendarFeedRoutes } from "./resources/calendar-feeds/calendar-feeds.routes";
import { clientErrorRoutes } from "./resources/client-errors/client-errors.routes";
import { contactMessageRoutes } from "./resources/contact-messages/contact-messages.routes";
import { conversationRoutes } from "./resources/conversations/conversations.routes";
import {
  currentOrganizationRoutes,
  currentOrganizationsRoutes,
} from "./resources/current-organizations/current-organizations.routes";
import { currentUserRoutes } from "./resources/current-user/current-user.routes";
import { dashboardRoutes } from "./resources/dashboard/dashboard.routes";
import { dataViewerRoutes } from "./resources/data-viewer/data-viewer.routes";
import { devMailRoutes } from "./resources/dev-mails/dev-mails.routes";
import { digestUnsubscriptionRoutes } from "./resources/digest-unsubscriptions/digest-unsubscriptions.routes";
import {
  formInvitationRoutes,
  formQuestionRoutes,
  formRoutes,
  formSubmissionRoutes,
  publicFormRoutes,
} from "./resources/forms/forms.routes";
import { healthRoutes } from "./resources/health/health.routes";
import { helpRequestRoutes } from "./resources/help-requests/help-requests.routes";
import { icalRoutes, vacancyIcalRoutes } from "./resources/ical/ical.routes";
import { imageRoutes } from "./resources/images/images.routes";
import { internalNoteRoutes } from "./resources/internal-notes/internal-notes.routes";
import { mailDeliveryRoutes } from "./resources/mail-deliveries/mail-deliveries.routes";
import { menuItemRoutes } from "./resources/menu-items/menu-items.routes";
import { municipalityReportRoutes } from "./resources/municipality-report/municipality-report.routes";
import { notificationTemplateRoutes } from "./resources/notification-templates/notification-templates.routes";
import { notificationRoutes } from "./resources/notifications/notifications.routes";
import { organizationRoutes } from "./resources/organizations/organizations.routes";
import { contentBlockRoutes, pageRoutes } from "./resources/pages/pages.routes";
import { savedSearchRoutes } from "./resources/saved-searches/saved-searches.routes";
import { stockImageRoutes } from "./resources/stock-images/stock-images.routes";
import { fileRoutes, uploadRoutes } from "./resources/uploads/uploads.routes";
import { confirmRoutes, signInAsUserRoutes, userRoutes } from "./resources/users/users.routes";
import { vacancyRoutes } from "./resources/vacancies/vacancies.routes";
import { vacancyTagRoutes } from "./resources/vacancy-tags/vacancy-tags.routes";
import { volunteerCenterRoutes } from "./resources/volunteer-centers/volunteer-centers.routes";
import {
  ownVolunteerProfileRoutes,
  volunteerPoolRoutes,
  volunteerProfileReplyRoutes,
} from "./resources/volunteer-profiles/volunteer-profiles.routes";
import { workshopRoutes } from "./resources/workshops/workshops.routes";
import { jsonApi } from "./respond";
import type { ApiEnv } from "./types";

/**
 * Paths this service owns; the Worker (and the dev server's splat routes) forward exactly these. Of /auth/* only
 * the devise-style endpoints are API; /auth/login-1 and friends are Remix pages. A trailing slash is the same path.
 */
export function isApiPath(pathname: string): boolean {
  return (
    /^\/(health|api)\/?$/.test(pathname) ||
    pathname.startsWith("/api/") ||
    /^\/auth\/(sign_in|sign_out|password|password\/edit|validate_token)\/?$/.test(pathname)
  );
}

export function createApi() {
  // strict: false — `/api/v1/users/` is `/api/v1/users` (SPEC §7 writes it with the slash). Sub-apps mounted with
  // route() are copied into this app's router, so this one setting covers every path.
  const app = new Hono<ApiEnv>({ strict: false });

  app.use("*", requestId, d1Session);
  app.route("/health", healthRoutes);

  const devise = new Hono<ApiEnv>();
  devise.use("*", tenant, database, auth, requestBody);
  devise.route("/", authRoutes);
  app.route("/auth", devise);

  const v1 = new Hono<ApiEnv>();
  // contentGeneration first: it sees the final status of every write, also one a later step refused (ADR 0049).
  v1.use("*", contentGeneration, tenant, database, auth, requestBody);
  v1.route("/volunteer_centers", volunteerCenterRoutes);
  v1.route("/pages", pageRoutes);
  v1.route("/content_blocks", contentBlockRoutes);
  v1.route("/menu_items", menuItemRoutes);
  v1.route("/notification_templates", notificationTemplateRoutes);
  v1.route("/contact_messages", contactMessageRoutes);
  v1.route("/uploads", uploadRoutes);
  v1.route("/files", fileRoutes);
  v1.route("/stock_images", stockImageRoutes);
  v1.route("/images", imageRoutes);
  v1.route("/users", userRoutes);
  v1.route("/current_user", currentUserRoutes);
  v1.route("/confirm", confirmRoutes);
  v1.route("/sign_in_as_user", signInAsUserRoutes);
  v1.route("/organizations", organizationRoutes);
  v1.route("/activity_types", activityTypeRoutes);
  v1.route("/address_lookups", addressLookupRoutes);
  v1.route("/current_organizations", currentOrganizationsRoutes);
  v1.route("/current_organization", currentOrganizationRoutes);
  v1.route("/vacancies", vacancyRoutes);
  v1.route("/vacancies", vacancyIcalRoutes);
  v1.route("/ical", icalRoutes);
  v1.route("/calendar_feeds", calendarFeedRoutes);
  v1.route("/age_groups", ageGroupRoutes);
  v1.route("/vacancy_tags", vacancyTagRoutes);
  v1.route("/applications", applicationRoutes);
  v1.route("/internal_notes", internalNoteRoutes);
  v1.route("/help_requests", helpRequestRoutes);
  v1.route("/activity_occurrences", activityOccurrenceRoutes);
  v1.route("/forms", formRoutes);
  v1.route("/form_questions", formQuestionRoutes);
  v1.route("/form_submissions", formSubmissionRoutes);
  v1.route("/public_forms", publicFormRoutes);
  v1.route("/form_invitations", formInvitationRoutes);
  v1.route("/dev/mails", devMailRoutes);
  v1.route("/mail_deliveries", mailDeliveryRoutes);
  v1.route("/volunteer_profile", ownVolunteerProfileRoutes);
  v1.route("/volunteer_profiles", volunteerPoolRoutes);
  v1.route("/volunteer_profile_replies", volunteerProfileReplyRoutes);
  v1.route("/conversations", conversationRoutes);
  v1.route("/notifications", notificationRoutes);
  v1.route("/saved_searches", savedSearchRoutes);
  v1.route("/digest_unsubscriptions", digestUnsubscriptionRoutes);
  v1.route("/dashboard", dashboardRoutes);
  v1.route("/analytics", municipalityReportRoutes);
  v1.route("/analytics", analyticsRoutes);
  v1.route("/data_viewer", dataViewerRoutes);
  v1.route("/client_errors", clientErrorRoutes);
  v1.route("/workshops", workshopRoutes);
  app.route("/api/v1", v1);

  app.notFound(() => {
    throw notFound("No API endpoint matches this path.", "route_not_found");
  });

  app.onError((error, c) => {
    const id = c.get("requestId");
    if (error instanceof JsonApiError) {
      return jsonApi(c, errorDocument(error.errors), error.status as ContentfulStatusCode);
    }
    if (error instanceof ZodError) {
      const invalid = validationError(error);
      return jsonApi(c, errorDocument(invalid.errors), 422);
    }
    if (error instanceof HTTPException && error.status < 500) {
      // e.g. a malformed JSON body that Hono's parser rejects.
      const status = error.status as ContentfulStatusCode;
      return jsonApi(c, errorDocument(new JsonApiError(status, [{ detail: error.message || "Bad request." }]).errors), status);
    }
    reportApiError(c, error);
    console.error(
      JSON.stringify({
        level: "error",
        requestId: id,
        msg: "unhandled API error",
        error: String(error),
        stack: (error as Error).stack,
      }),
    );
    const internal = new JsonApiError(500, [
      { code: "internal_error", detail: `Something went wrong on our side. Reference: ${id}.`, meta: { requestId: id } },
    ]);
    return jsonApi(c, errorDocument(internal.errors), 500);
  });

  return app;
}

/**
 * An unexpected API error to the error service (SPEC §8, ADR 0074) when a DSN is set: request id, tenant, method and
 * scrubbed URL; never the body or a header but the user agent. Posted after the response (`waitUntil`).
 */
function reportApiError(c: Context<ApiEnv>, error: unknown) {
  if (!c.env?.SENTRY_DSN) return;
  let waitUntil: ((promise: Promise<unknown>) => void) | undefined;
  try {
    const ctx = c.executionCtx;
    waitUntil = (promise) => ctx.waitUntil(promise);
  } catch {}
  sendErrorReport(
    c.env,
    {
      error,
      source: "api",
      status: 500,
      requestId: c.get("requestId"),
      tenant: c.get("tenant")?.id ?? null,
      url: c.req.url,
      method: c.req.method,
      route: c.req.routePath,
      userAgent: c.req.header("user-agent") ?? null,
    },
    { waitUntil },
  );
}

export type Api = ReturnType<typeof createApi>;
