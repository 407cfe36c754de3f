/**
 * Server side of the public vacancy page (SPEC §2 /vacancies/{id}): the vacancy with its organisation, the reader's
 * own application when signed in, the outcome of applying (a flash note after post/redirect/get), and the action:
 * apply (anonymous or signed in, honeypot, idempotency key) or withdraw the signed-in applicant's application.
 * The API decides what may be seen (404 otherwise) and whether the vacancy takes applications.
 */

import type { AppLoadContext } from "@remix-run/cloudflare";
import { actorOf, currentUser, roleNames } from "~/utils/account.server";
import { ApiError } from "~/utils/api.server";
import { getList, getOne, type Resource, type ResourceRef, sendOne } from "~/utils/api-resources.server";
import { flashNote, redirectWithSession, takeNote } from "~/utils/flash.server";
import { submitForm } from "~/utils/forms.server";
import { routeError } from "~/utils/route-errors";
import { isSignedIn } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import { localPath, siteUrl, toastT } from "~/utils/urls.server";
import type { ApplicationAttributes, ApplicationCreateInput } from "../../../contract/applications";
import { amsterdamToday } from "../../../contract/dates";
import type { OrganizationSummaryAttributes } from "../../../contract/organizations";
import type { VacancyAttributes } from "../../../contract/vacancies";
import { youtubeVideoId } from "../../../contract/vacancy-inputs";
import { isBotSubmission } from "../../components/forms";
import { isConfirmed } from "../../components/ui/confirm-form";
import { applicationInput, applySchemaFor } from "../../components/vacancies/apply-schema";
import { jobPosting, scriptJson } from "../../components/vacancies/job-posting";
import { activityPart, mySignedUpOccurrences, withOccurrenceMessages } from "./__activity-page.server";
import { mayManageVacancy } from "./__manage.server";

type VacancyRelationships = { organization?: Resource<OrganizationSummaryAttributes> | ResourceRef | null };

const ID = /^\d{1,12}$/;

/** Whether the vacancy takes applications now (the API checks again: 422 vacancy_closed). */
export function isOpen(vacancy: Pick<VacancyAttributes, "status" | "expiresAt">, today = amsterdamToday()): boolean {
  return vacancy.status === "published" && (vacancy.expiresAt === null || vacancy.expiresAt >= today);
}

async function loadVacancy(context: AppLoadContext, id: string) {
  if (!ID.test(id)) throw routeError(404, "not_found");
  const { data } = await getOne<VacancyAttributes, VacancyRelationships>(context.api, `/api/v1/vacancies/${id}`, {
    query: { include: "organization" },
  });
  return data;
}

/** The signed-in reader's latest application to this vacancy (null when none, or the list is not available). */
async function myApplication(context: AppLoadContext, vacancyId: string) {
  try {
    const { data } = await getList<ApplicationAttributes>(context.api, "/api/v1/applications", {
      query: { filter: { mine: "true", vacancyId }, sort: "-created_at", page: { size: 1 } },
      errors: "throw",
    });
    return data[0] ?? null;
  } catch {
    return null;
  }
}

export async function loadVacancyPage(context: AppLoadContext, request: Request, id: string) {
  const signedIn = isSignedIn(context.session);
  const [vacancy, me] = await Promise.all([
    loadVacancy(context, id),
    signedIn ? currentUser(context, request).catch(() => null) : Promise.resolve(null),
  ]);
  const activity = vacancy.vacancyType === "activity";
  const [application, signedUp] = await Promise.all([
    me ? myApplication(context, id) : null,
    me && activity ? mySignedUpOccurrences(context, id) : [],
  ]);
  const note = takeNote(context, "vacancyApplication");
  const outcome = note && note.vacancyId === id ? note : null;
  const organization = vacancy.organization && "name" in vacancy.organization ? vacancy.organization : null;
  const url = siteUrl(request, context, `/vacancies/${id}`);
  const organizationUrl = siteUrl(request, context, `/organizations/${vacancy.organizationId}`);
  const remote = vacancy.locationType === "remote";
  return {
    vacancy: {
      id: vacancy.id,
      title: vacancy.title,
      status: vacancy.status,
      vacancyType: vacancy.vacancyType,
      summary: vacancy.summary,
      descriptionHtml: vacancy.descriptionHtml,
      tags: vacancy.tags,
      ageGroupIds: vacancy.ageGroupIds,
      expiresAt: vacancy.expiresAt,
      hoursPerWeek: vacancy.hoursPerWeek,
      vogRequired: vacancy.vogRequired,
      capacity: vacancy.capacity,
      placesLeft: vacancy.placesLeft,
      locationType: vacancy.locationType,
      city: vacancy.city,
      streetAddress: vacancy.streetAddress,
      postalCode: vacancy.postalCode,
      latitude: vacancy.latitude,
      longitude: vacancy.longitude,
      organizationId: String(vacancy.organizationId),
      organizationName: vacancy.organizationName,
      sharedFromCenterName: vacancy.sharedFromCenterName,
      contactPerson: vacancy.contactPerson,
      contactEmail: vacancy.contactEmail,
      contactPhone: vacancy.contactPhone,
      youtubeId: vacancy.youtubeUrl ? youtubeVideoId(vacancy.youtubeUrl) : null,
    },
    open: isOpen(vacancy),
    activity: activityPart(vacancy, signedUp),
    // May the signed-in reader manage this vacancy (the API's own question, contract/policy)? Then the page offers
    // "Bewerken" and its applications instead of the apply form. Never for an anonymous render, the one the edge
    // cache may store (ADR 0006).
    manages: me ? mayManageVacancy(actorOf(me), vacancy) : false,
    // A signed-in volunteer or student may ask the organisation a question about an open vacancy (conversations,
    // ADR 0064): a thread with the organisation, answered in /conversations.
    asks: me
      ? isOpen(vacancy) &&
        !mayManageVacancy(actorOf(me), vacancy) &&
        roleNames(me).some((r) => r === "volunteer" || r === "student")
      : false,
    applicant: me ? { name: `${me.firstName} ${me.lastName}`.trim(), email: me.email, phoneNumber: me.phoneNumber ?? "" } : null,
    application: application
      ? {
          id: application.id,
          status: application.status,
          waitlistPosition: application.waitlistPosition,
          allowedStatuses: application.allowedStatuses,
        }
      : null,
    outcome,
    idempotencyKey: context.newIdempotencyKey(),
    url,
    jsonLd: scriptJson(
      jobPosting({
        url,
        title: vacancy.title,
        description: vacancy.descriptionHtml || vacancy.summary,
        datePosted: vacancy.publishedAt ?? vacancy.createdAt,
        validThrough: vacancy.expiresAt,
        organization: { name: vacancy.organizationName, url: organizationUrl, website: organization?.website ?? null },
        location: {
          remote,
          streetAddress: vacancy.streetAddress,
          postalCode: vacancy.postalCode,
          city: vacancy.city,
          latitude: vacancy.latitude,
          longitude: vacancy.longitude,
        },
      }),
    ),
  };
}

export type VacancyPageData = Awaited<ReturnType<typeof loadVacancyPage>>;

type ApplyResult =
  | { outcome: "pending" | "waitlisted"; position: number | null; reapplied: boolean }
  | { outcome: "received" | "alreadyApplied" | "vacancyClosed" };

/** POST /api/v1/applications; `already_applied` (409) and `vacancy_closed` (422) are outcomes, not form errors. */
async function apply(context: AppLoadContext, body: ApplicationCreateInput): Promise<ApplyResult> {
  try {
    const { data, meta } = await sendOne<ApplicationAttributes>(context.api).post("/api/v1/applications", {
      body,
      errors: "throw",
    });
    // Not signed in with this address: the API's one neutral answer (ADR 0021); the mail says the rest.
    if (!data) return { outcome: "received" };
    // A withdrawn application made anew (said only to its owner signed in: ADR 0021).
    const reapplied = meta?.reapplied === true;
    return data.status === "waitlisted"
      ? { outcome: "waitlisted", position: data.waitlistPosition, reapplied }
      : { outcome: "pending", position: null, reapplied };
  } catch (error) {
    if (error instanceof ApiError && error.errors.some((e) => e.code === "already_applied")) return { outcome: "alreadyApplied" };
    if (error instanceof ApiError && error.errors.some((e) => e.code === "vacancy_closed")) return { outcome: "vacancyClosed" };
    throw error;
  }
}

export async function vacancyPageAction(context: AppLoadContext, request: Request, id: string) {
  if (!ID.test(id)) throw routeError(404, "not_found");
  const formData = await request.formData();
  const here = localPath(request, `/vacancies/${id}`);
  const intent = formData.get("intent");
  if (intent === "withdraw") {
    if (!isConfirmed(formData)) return { unconfirmed: "withdraw" as const };
    const applicationId = String(formData.get("applicationId") ?? "");
    if (!ID.test(applicationId)) throw routeError(404, "not_found");
    const t = await toastT(context, "vacancies");
    try {
      await sendOne<ApplicationAttributes>(context.api).patch(`/api/v1/applications/${applicationId}`, {
        body: { data: { type: "applications", id: applicationId, attributes: { status: "withdrawn" } } },
      });
    } catch (error) {
      // Already withdrawn or decided (422 invalid_transition): say so instead of an error page.
      if (error instanceof ApiError && error.status === 422) {
        return redirectWithToast(context, here, { color: "danger", message: t("withdraw.notWithdrawable") });
      }
      throw error;
    }
    return redirectWithToast(context, here, { color: "success", message: t("apply.withdrawn") });
  }
  // A bot filled the honeypot: it sees the ordinary success and nothing is stored.
  if (isBotSubmission(formData)) {
    flashNote(context, "vacancyApplication", { vacancyId: id, outcome: "received", position: null });
    return redirectWithSession(context, `${here}#apply`);
  }
  const signedIn = isSignedIn(context.session);
  const seen: { error?: unknown } = {};
  const result = await submitForm(formData, applySchemaFor(signedIn), async (value) => {
    try {
      return await apply(context, applicationInput(id, value));
    } catch (error) {
      seen.error = error;
      throw error;
    }
  });
  if (!result.ok) return { reply: withOccurrenceMessages(result.reply, seen.error) };
  flashNote(context, "vacancyApplication", {
    vacancyId: id,
    outcome: result.data.outcome,
    position: "position" in result.data ? result.data.position : null,
    ...("reapplied" in result.data && result.data.reapplied ? { reapplied: true } : {}),
  });
  return redirectWithSession(context, `${here}#apply`);
}
