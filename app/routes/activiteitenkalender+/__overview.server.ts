/**
 * Server side of `/activiteitenkalender/overzicht` and its attendance lists (SPEC §2 signed-in): the
 * activities of the reader's scope (`filter[manageable]=true`: an organisation superuser's organisations, the
 * centre for its staff, the tenant for the admin) month by month with sign-ups, capacity and waitlist per date,
 * and one date's sign-ups for printing (`GET /applications?filter[occurrence_id]=`). Who manages nothing: 403.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { requireVacancyManager } from "~/components/vacancies/manage-access.server";
import { getList, getOne, type Resource } from "~/utils/api-resources.server";
import { routeError } from "~/utils/route-errors";
import { rethrowAsPage } from "~/utils/route-errors.server";
import { type ActivityOccurrenceAttributes, MAX_OCCURRENCE_PAGE_SIZE } from "../../../contract/activities";
import { type ApplicationAttributes, MAX_APPLICATION_PAGE_SIZE } from "../../../contract/applications";
import { amsterdamToday } from "../../../contract/dates";
import { addMonths, monthKey, monthRange, parseMonth } from "../../components/activities/month";
import { requireActivities } from "./__calendar.server";

/** Statuses on the attendance list (expected to come), and the waitlist printed below it. */
const ATTENDING = new Set(["pending", "accepted"]);
/** A list of more than this many sign-ups is cut (10 pages of the API's 100). */
const MAX_ATTENDANCE_PAGES = 10;

export async function loadOverview(context: AppLoadContext, request: Request) {
  requireActivities(context);
  await requireVacancyManager(context, request);
  const params = new URL(request.url).searchParams;
  const today = amsterdamToday();
  const { month, invalid } = parseMonth(params.get("maand"), today);
  const { from, to } = monthRange(month);
  const { data, meta } = await getList<ActivityOccurrenceAttributes>(context.api, "/api/v1/activity_occurrences", {
    query: { filter: { from, to, manageable: "true" }, sort: "starts_at", page: { size: MAX_OCCURRENCE_PAGE_SIZE } },
    errors: "throw",
  }).catch(rethrowAsPage);
  const now = Date.now();
  return {
    month: monthKey(month),
    current: monthKey(parseMonth(null, today).month),
    previous: monthKey(addMonths(month, -1)),
    next: monthKey(addMonths(month, 1)),
    invalidMonth: invalid,
    truncated: meta.recordCount > data.length,
    occurrences: data.map((o) => ({
      id: o.id,
      vacancyId: String(o.vacancyId),
      title: o.vacancyTitle,
      organizationName: o.organizationName,
      date: o.date,
      startTime: o.startTime,
      endTime: o.endTime,
      capacity: o.capacity,
      signupCount: o.signupCount ?? 0,
      waitlistCount: o.waitlistCount ?? 0,
      past: new Date(o.endsAt).getTime() < now,
    })),
  };
}

async function allSignups(context: AppLoadContext, occurrenceId: string): Promise<Resource<ApplicationAttributes>[]> {
  const rows: Resource<ApplicationAttributes>[] = [];
  for (let page = 1; page <= MAX_ATTENDANCE_PAGES; page++) {
    const { data, meta } = await getList<ApplicationAttributes>(context.api, "/api/v1/applications", {
      query: {
        filter: { occurrenceId },
        sort: "name",
        page: { number: page, size: MAX_APPLICATION_PAGE_SIZE },
      },
      errors: "throw",
    }).catch(rethrowAsPage);
    // Only this date's sign-ups, whatever the API did with the filter (an attendance list never lists others).
    rows.push(...data.filter((a) => String(a.occurrenceId) === occurrenceId));
    if (page >= meta.pageCount) break;
  }
  return rows;
}

export async function loadAttendance(context: AppLoadContext, request: Request, id: string | undefined) {
  requireActivities(context);
  await requireVacancyManager(context, request);
  if (!id || !/^\d{1,12}$/.test(id)) throw routeError(404, "not_found");
  const { data: occurrence } = await getOne<ActivityOccurrenceAttributes>(context.api, `/api/v1/activity_occurrences/${id}`, {
    errors: "throw",
  }).catch(rethrowAsPage);
  // The counts are answered to those who manage the activity only: others may read the date, not its sign-ups.
  if (occurrence.signupCount === null) throw routeError(403, "forbidden");
  const signups = await allSignups(context, id);
  const person = (a: Resource<ApplicationAttributes>) => ({
    id: a.id,
    name: a.name,
    email: a.email,
    phoneNumber: a.phoneNumber,
    status: a.status,
    waitlistPosition: a.waitlistPosition,
  });
  return {
    occurrence: {
      id: occurrence.id,
      title: occurrence.vacancyTitle,
      organizationName: occurrence.organizationName,
      city: occurrence.city,
      date: occurrence.date,
      endDate: occurrence.endDate,
      startTime: occurrence.startTime,
      endTime: occurrence.endTime,
      capacity: occurrence.capacity,
    },
    attending: signups.filter((a) => ATTENDING.has(a.status)).map(person),
    waitlist: signups
      .filter((a) => a.status === "waitlisted")
      .sort((a, b) => (a.waitlistPosition ?? 0) - (b.waitlistPosition ?? 0))
      .map(person),
  };
}
