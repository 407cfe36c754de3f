/**
 * Server side of the activity calendar (SPEC §2 `/activiteitenkalender`): the month from `?maand=`
 * (an invalid one shows the current month and says so), the filters (type = the activity's frequency, tag,
 * place) read with allow-lists, and the month's occurrences from `GET /api/v1/activity_occurrences` in one
 * request (a month is at most 31 days and 500 rows). Off where the tenant has no activities (meedoen): 404.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { getList } from "~/utils/api-resources.server";
import { pick } from "~/utils/list-query";
import { routeError } from "~/utils/route-errors";
import { ACTIVITY_FREQUENCIES, type ActivityOccurrenceAttributes, MAX_OCCURRENCE_PAGE_SIZE } from "../../../contract/activities";
import { amsterdamToday } from "../../../contract/dates";
import { VACANCY_TAGS } from "../../../contract/vacancies";
import { addMonths, type Month, monthKey, monthRange, parseMonth } from "../../components/activities/month";

/** At most this many occurrences a month (the API's page cap); more says "not all shown". */
export const CALENDAR_PAGE_SIZE = MAX_OCCURRENCE_PAGE_SIZE;
export const MAX_PLACE_LENGTH = 100;

/** 404 where the tenant's activities are off (the meedoen context, SPEC §1). */
export function requireActivities(context: AppLoadContext): void {
  if (!context.tenant?.features.activities) throw routeError(404, "not_found");
}

export interface CalendarFilters {
  type: string;
  tag: string;
  place: string;
}

export function calendarFilters(params: URLSearchParams): CalendarFilters {
  return {
    type: pick(params.get("type"), ACTIVITY_FREQUENCIES) ?? "",
    tag: pick(params.get("tag"), VACANCY_TAGS) ?? "",
    place: (params.get("place") ?? "").trim().slice(0, MAX_PLACE_LENGTH),
  };
}

/** The occurrence as the screen shows it (what the page needs, nothing of the managers' counts). */
export function calendarRow(o: { id: string } & ActivityOccurrenceAttributes, now: Date) {
  return {
    id: o.id,
    vacancyId: String(o.vacancyId),
    title: o.vacancyTitle,
    organizationName: o.organizationName,
    city: o.city,
    date: o.date,
    startTime: o.startTime,
    endTime: o.endTime,
    endsAt: o.endsAt,
    frequency: o.frequency,
    tags: o.tags,
    capacity: o.capacity,
    placesLeft: o.placesLeft,
    past: new Date(o.endsAt).getTime() < now.getTime(),
  };
}
export type CalendarRow = ReturnType<typeof calendarRow>;

export async function loadCalendar(context: AppLoadContext, request: Request) {
  requireActivities(context);
  const url = new URL(request.url);
  const params = url.searchParams;
  const today = amsterdamToday();
  const { month, invalid } = parseMonth(params.get("maand"), today);
  const filters = calendarFilters(params);
  const { from, to } = monthRange(month);
  const { data, meta } = await getList<ActivityOccurrenceAttributes>(context.api, "/api/v1/activity_occurrences", {
    query: {
      filter: { from, to, tags: filters.tag || undefined, place: filters.place || undefined },
      sort: "starts_at",
      page: { size: CALENDAR_PAGE_SIZE },
    },
    errors: "throw",
  });
  const now = new Date();
  const rows = data.filter((o) => !filters.type || o.frequency === filters.type).map((o) => calendarRow(o, now));
  const feedPath = "/api/v1/ical/activities.ics";
  return {
    month: monthKey(month),
    current: monthKey(parseMonth(null, today).month),
    previous: monthKey(addMonths(month, -1)),
    next: monthKey(addMonths(month, 1)),
    invalidMonth: invalid,
    today,
    filters,
    occurrences: rows,
    truncated: meta.recordCount > data.length,
    feed: { href: feedPath, webcal: `webcal://${request.headers.get("Host") ?? url.host}${feedPath}` },
  };
}

export type CalendarData = Awaited<ReturnType<typeof loadCalendar>>;
export type { Month };
