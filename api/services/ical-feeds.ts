/**
 * What the iCalendar feeds hold (docs/decisions/0023): the occurrences of activities, read with the same
 * visibility as the public vacancy search (api/services/vacancy-search.ts), turned into VEVENTs by the writer
 * (api/services/ical.ts). Only vacancies of type `activity` ever reach a feed: a peer-to-peer request has no
 * occurrences and is excluded by type as well, so its address cannot leak into a calendar.
 */

import { type SQL, sql } from "drizzle-orm";
import type { Context } from "hono";
import { isDevelopment } from "../../config/environment";
import { ICAL_FEED_FUTURE_DAYS, ICAL_FEED_PAST_DAYS, MAX_ICAL_FEED_EVENTS } from "../../contract/ical";
import en from "../../locales/en/ical-api.json";
import nl from "../../locales/nl/ical-api.json";
import { siteOrigin } from "../auth/site-links";
import type { ApiEnv } from "../types";
import { type IcalEvent, occurrenceUid } from "./ical";
import { amsterdamToday } from "./vacancies";

const DAY = 86_400_000;

/** The feed's window as local dates (`activity_occurrences.local_date`): 30 days back to a year ahead. */
export function feedWindow(now = new Date()) {
  return {
    from: amsterdamToday(new Date(now.getTime() - ICAL_FEED_PAST_DAYS * DAY)),
    to: amsterdamToday(new Date(now.getTime() + ICAL_FEED_FUTURE_DAYS * DAY)),
  };
}

interface FeedRow {
  occurrence_id: number;
  starts_at: string;
  ends_at: string;
  occurrence_updated_at: string;
  vacancy_id: number;
  title: string;
  search_body: string;
  organization_name: string;
  city: string | null;
  location_type: string;
  vacancy_updated_at: string;
}

const COLUMNS = sql`o.id as occurrence_id, o.starts_at, o.ends_at, o.updated_at as occurrence_updated_at,
  v.id as vacancy_id, v.title, v.search_body, v.organization_name, v.city, v.location_type,
  v.updated_at as vacancy_updated_at`;

/** Published, not expired, of an approved organisation of the site's centre (or shared, where sharing is on). */
function publicActivity(c: Context<ApiEnv>, centerId: number, today: string): SQL {
  const tenantId = c.get("tenant").id;
  const centre = c.get("tenant").features.centerSharing
    ? sql`(v.volunteer_center_id = ${centerId} or v.shared = 1)`
    : sql`v.volunteer_center_id = ${centerId}`;
  return sql`v.tenant_id = ${tenantId} and v.vacancy_type = 'activity' and v.status = 'published'
    and v.deleted_at is null and ${centre} and (v.expires_at is null or v.expires_at >= ${today})
    and v.organization_id in (select org.id from organizations org where org.tenant_id = ${tenantId}
      and org.status = 'approved' and org.deleted_at is null)`;
}

const ORDER = sql`order by o.starts_at, o.id limit ${MAX_ICAL_FEED_EVENTS}`;

/** The site centre's feed, or one organisation's. */
export function siteFeedRows(c: Context<ApiEnv>, centerId: number, organizationId: number | null, now = new Date()) {
  const { from, to } = feedWindow(now);
  const tenantId = c.get("tenant").id;
  const organization = organizationId === null ? sql`` : sql`and v.organization_id = ${organizationId}`;
  return c.get("db").all<FeedRow>(sql`select ${COLUMNS} from activity_occurrences o
    join vacancies v on v.id = o.vacancy_id
    where o.tenant_id = ${tenantId} and o.local_date between ${from} and ${to}
      and ${publicActivity(c, centerId, amsterdamToday(now))} ${organization} ${ORDER}`);
}

/** One activity's occurrences from the window's start on (its visibility is checked by the route's guard). */
export function vacancyFeedRows(c: Context<ApiEnv>, vacancyId: number, now = new Date()) {
  const { from } = feedWindow(now);
  const tenantId = c.get("tenant").id;
  return c.get("db").all<FeedRow>(sql`select ${COLUMNS} from activity_occurrences o
    join vacancies v on v.id = o.vacancy_id
    where o.tenant_id = ${tenantId} and v.tenant_id = ${tenantId} and o.vacancy_id = ${vacancyId}
      and v.vacancy_type = 'activity' and o.local_date >= ${from} ${ORDER}`);
}

/**
 * The occurrences a user signed up for, pending or accepted: the one their application names, or every one of the
 * vacancy for an application without one (a multi-day activity: one sign-up for all its days). Their vacancy may
 * since have filled or expired (they still go); an archived, draft or deleted one drops out.
 */
export function personalFeedRows(c: Context<ApiEnv>, userId: number, now = new Date()) {
  const { from, to } = feedWindow(now);
  const tenantId = c.get("tenant").id;
  return c.get("db").all<FeedRow>(sql`select distinct ${COLUMNS} from applications a
    join activity_occurrences o on o.tenant_id = ${tenantId}
      and (o.id = a.occurrence_id or (a.occurrence_id is null and o.vacancy_id = a.vacancy_id))
    join vacancies v on v.id = o.vacancy_id
    where a.tenant_id = ${tenantId} and a.user_id = ${userId} and a.status in ('pending', 'accepted')
      and v.tenant_id = ${tenantId} and v.vacancy_type = 'activity' and v.status in ('published', 'filled', 'expired')
      and v.deleted_at is null and o.local_date between ${from} and ${to} ${ORDER}`);
}

/** The site the feed's links lead to (the centre's own host where it has one, else the one asked), and its host. */
export function feedSite(c: Context<ApiEnv>, centerId: number): { origin: string; host: string } {
  const origin =
    siteOrigin(c.get("platform"), c.get("tenant").id, centerId, [c.req.header("origin"), c.req.url], isDevelopment(c.env)) ??
    new URL(c.req.url).origin;
  return { origin, host: new URL(origin).hostname };
}

const SUMMARY_LENGTH = 500;
const later = (a: string, b: string) => (Date.parse(a) >= Date.parse(b) ? a : b);

/** A VEVENT: the title, a plain-text summary and the vacancy's page; the place is the organisation and city only. */
export function feedEvent(row: FeedRow, site: { origin: string; host: string }): IcalEvent {
  const url = new URL(`/vacancies/${row.vacancy_id}`, site.origin).toString();
  const body = row.search_body.trim();
  const summary = body.length > SUMMARY_LENGTH ? `${body.slice(0, SUMMARY_LENGTH - 1).trimEnd()}…` : body;
  const place = row.location_type === "remote" ? null : row.city;
  return {
    uid: occurrenceUid(row.occurrence_id, site.host),
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    summary: row.title,
    description: summary ? `${summary}\n\n${url}` : url,
    location: [row.organization_name, place].filter(Boolean).join(", ") || null,
    url,
    lastModified: later(row.occurrence_updated_at, row.vacancy_updated_at),
  };
}

const TEXTS = { nl, en } as const;

/** The personal feed's name in the owner's language. */
export const personalFeedName = (locale: string, center: string) =>
  (locale === "en" ? TEXTS.en : TEXTS.nl).personalName.replace("{{center}}", center);
