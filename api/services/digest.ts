/**
 * The periodic mail (ADR 0066), run by the hourly cron (workers/scheduled.ts). From DIGEST_HOUR in Europe/Amsterdam
 * on, every active user whose `digest_days` holds today's ISO weekday gets one mail with what is new since their
 * previous digest (its `digest_runs.created_at`; a first one looks FIRST_DIGEST_DAYS back):
 *
 * - (a) a volunteer profile (tenants with profiles): new vacancies of the user's centre (and shared ones) of
 *   organisations with one of the profile's interests (activity types) and within its travel distance of its place;
 *   a profile without interests matches on distance only, one without a place on interests only, one with neither
 *   is no section. Availability (day × part) picks the activities with a date ahead in a free slot; ongoing
 *   vacancies carry no times and always pass it.
 * - (b) each saved search: its filters through the same search (api/services/vacancy-search.ts) with "published
 *   since"; a postcode's place from `postcode_cache` (looked up when the search was saved).
 * - (c) staff: an organisation superuser hears of new applications to their organisations and new messages from
 *   volunteers in their organisations' conversations; a centre superuser of new organisations waiting for approval
 *   in their centre. Counts with a link each.
 *
 * Each list holds at most DIGEST_SECTION_CAP vacancies, then "and N more" linking to the search. Once a day per user:
 * one batch claims `digest_runs (user_id, day)` with INSERT OR IGNORE and writes the mail guarded on that claim
 * (`changes() = 1` and the run's own timestamp), so a second run — or one racing this one — sends nothing. Nothing
 * new: the run is recorded with item_count 0 and no mail.
 */
import { type SQL, sql } from "drizzle-orm";
import { signToken } from "../../config/signed-tokens";
import { amsterdamHour, amsterdamToday, isoWeekday } from "../../contract/dates";
import { savedSearchFilters, savedSearchQueryOf } from "../../contract/saved-searches";
import { ageGroupMask, RADIUS_KM, SEARCH_RESULT_CAP, tagMask } from "../../contract/vacancies";
import { createDb, type Db } from "../../db";
import type { MailLocale } from "../mail/templates";
import {
  type CentreMails,
  deliverWritten,
  jobMailContext,
  type MailListItem,
  outboxInsert,
  type Statement,
  writeBatch,
} from "./notification-mails";
import { searchVacanciesIn, type VacancySearch } from "./vacancy-search";

/** The local hour from which the day's digests go out (a morning mail; the hourly cron runs at :15). */
export const DIGEST_HOUR = 7;
/** A first digest looks this many days back. */
export const FIRST_DIGEST_DAYS = 7;
/** At most this many vacancies per list, then "and N more". */
export const DIGEST_SECTION_CAP = 10;

const TEXTS = {
  nl: {
    more: (n: string) => `en nog ${n} meer`,
    search: (name: string) => `Zoekopdracht ‘${name}’`,
    applications: (n: number, org: string) => `${n} ${n === 1 ? "nieuwe aanmelding" : "nieuwe aanmeldingen"} bij ${org}`,
    messages: (n: number, org: string) => `${n} ${n === 1 ? "nieuw bericht" : "nieuwe berichten"} van vrijwilligers aan ${org}`,
    organizations: (n: number) => `${n} ${n === 1 ? "nieuwe organisatie wacht" : "nieuwe organisaties wachten"} op goedkeuring`,
  },
  en: {
    more: (n: string) => `and ${n} more`,
    search: (name: string) => `Search ‘${name}’`,
    applications: (n: number, org: string) => `${n} new ${n === 1 ? "application" : "applications"} to ${org}`,
    messages: (n: number, org: string) => `${n} new ${n === 1 ? "message" : "messages"} from volunteers to ${org}`,
    organizations: (n: number) => `${n} new ${n === 1 ? "organisation is" : "organisations are"} waiting for approval`,
  },
} as const;

interface Recipient {
  id: number;
  tenantId: string;
  centerId: number;
  email: string;
  firstName: string;
  locale: MailLocale;
}

export interface DigestOptions {
  /** Run before DIGEST_HOUR too (the development trigger `/__scheduled?digest=now`; never in production). */
  ignoreHour?: boolean;
  /** Only this tenant's users (the development trigger `digest-now:<tenant>`, so parallel e2e runs stay apart). */
  tenantId?: string;
}

export interface DigestResult {
  /** Mails written. */
  sent: number;
  /** Runs recorded with nothing new (or whose template was off). */
  empty: number;
  /** Users another run had claimed first. */
  skipped: number;
}

/** Every tenant's digests for `now`'s day (see the module's comment). */
export async function runDigests(
  env: Env,
  now = new Date(),
  db: Db = createDb(env.DB),
  options: DigestOptions = {},
): Promise<DigestResult> {
  const result: DigestResult = { sent: 0, empty: 0, skipped: 0 };
  if (!options.ignoreHour && amsterdamHour(now) < DIGEST_HOUR) return result;
  const today = amsterdamToday(now);
  const weekday = isoWeekday(today);
  const recipients = await db.all<Recipient>(sql`select u.id as id, u.tenant_id as tenantId,
      u.volunteer_center_id as centerId, u.email as email, u.first_name as firstName, u.locale as locale
    from users u
    where u.status = 'active' and exists (select 1 from json_each(u.digest_days) d where d.value = ${weekday})
      and not exists (select 1 from digest_runs r where r.user_id = u.id and r.day = ${today})
      ${options.tenantId ? sql`and u.tenant_id = ${options.tenantId}` : sql``}
    order by u.id`);
  const run = jobMailContext(db, env);
  for (const user of recipients) {
    const outcome = await digestFor(db, env, run, user, today, now);
    result[outcome] += 1;
  }
  return result;
}

type Outcome = keyof DigestResult;

async function digestFor(
  db: Db,
  env: Env,
  run: ReturnType<typeof jobMailContext>,
  user: Recipient,
  today: string,
  now: Date,
): Promise<Outcome> {
  const scope = run.scope(user.tenantId);
  const features = scope.platform.tenants[user.tenantId as keyof typeof scope.platform.tenants]?.features;
  const [previous] = await db.all<{ at: string | null }>(
    sql`select max(created_at) as at from digest_runs where user_id = ${user.id} and day < ${today}`,
  );
  const since = previous?.at ?? new Date(now.getTime() - FIRST_DIGEST_DAYS * 86_400_000).toISOString();
  const mails = await run.mails(user.tenantId, user.centerId);
  const locale: MailLocale = user.locale === "en" ? "en" : "nl";
  const words = TEXTS[locale];
  const visibility: VacancySearch["visibility"] = {
    kind: "public",
    centerId: user.centerId,
    sharing: Boolean(features?.centerSharing),
  };
  const vacancyItems = async (search: Omit<VacancySearch, "visibility" | "sort" | "page" | "publishedSince">, more: string) => {
    const { hits, total } = await searchVacanciesIn(db, user.tenantId, {
      ...search,
      visibility,
      publishedSince: since,
      sort: "newest",
      page: { number: 1, size: DIGEST_SECTION_CAP },
    });
    const items: MailListItem[] = hits.map((h) => ({
      text: `${h.row.title} — ${h.row.organizationName}`,
      href: mails.link(locale, `/vacancies/${h.row.id}`),
    }));
    if (total > hits.length) {
      const rest = total >= SEARCH_RESULT_CAP ? `${SEARCH_RESULT_CAP - hits.length}+` : String(total - hits.length);
      items.push({ text: words.more(rest), href: mails.link(locale, more) });
    }
    return { items, count: total };
  };

  let count = 0;
  // (a) The volunteer profile.
  let profileItems: MailListItem[] = [];
  if (features?.volunteerProfiles) {
    const [profile] = await db.all<{
      interests: string;
      latitude: number | null;
      longitude: number | null;
      travel_km: number;
      availability_mask: number;
    }>(
      sql`select interests, latitude, longitude, travel_km, availability_mask from volunteer_profiles where user_id = ${user.id}`,
    );
    const interests = profile ? (JSON.parse(profile.interests) as number[]).filter(Number.isInteger) : [];
    const place = profile && profile.latitude !== null && profile.longitude !== null ? profile : null;
    if (profile && (interests.length || place)) {
      const found = await vacancyItems(
        {
          activityTypeIds: interests.length ? interests : undefined,
          // Activities only on dates the volunteer is free (ongoing vacancies have no times).
          availability: profile.availability_mask ? { mask: profile.availability_mask, from: now.toISOString() } : undefined,
          near: place
            ? {
                latitude: place.latitude as number,
                longitude: place.longitude as number,
                radiusKm: Math.max(RADIUS_KM.min, Math.min(RADIUS_KM.max, place.travel_km)),
              }
            : undefined,
        },
        "/vacancies/search",
      );
      profileItems = found.items;
      count += found.count;
    }
  }

  // (b) The saved searches.
  const searchItems: MailListItem[] = [];
  const saved = await db.all<{ name: string; query: string }>(
    sql`select name, query from saved_searches where user_id = ${user.id} order by id`,
  );
  for (const s of saved) {
    const f = savedSearchFilters(s.query);
    let near: VacancySearch["near"];
    if (f.postcode) {
      const [p] = await db.all<{ latitude: number | null; longitude: number | null }>(
        sql`select latitude, longitude from postcode_cache where postal_code = ${f.postcode} and found = 1`,
      );
      // A place the search never resolved: the search is left out rather than sent without its distance.
      if (!p || p.latitude === null || p.longitude === null) continue;
      near = { latitude: p.latitude, longitude: p.longitude, radiusKm: f.radius };
    }
    const query = savedSearchQueryOf(f);
    const found = await vacancyItems(
      {
        q: f.q || undefined,
        vacancyTypes: f.type ? [f.type] : undefined,
        tagMask: f.tags.length ? tagMask(f.tags) : undefined,
        ageGroupMask: f.age !== null ? ageGroupMask([f.age]) : undefined,
        organizationIds: f.organization !== null ? [f.organization] : undefined,
        near,
      },
      `/vacancies/search${query ? `?${query}` : ""}`,
    );
    if (found.items.length) {
      searchItems.push({ text: words.search(s.name), items: found.items });
      count += found.count;
    }
  }

  // (c) Staff.
  const staffItems: MailListItem[] = [];
  const staff = await db.all<{ kind: string; n: number; name: string | null }>(sql`
    select 'applications' as kind, count(*) as n, o.name as name from applications a
      join organizations o on o.id = a.organization_id
      where a.created_at > ${since} and a.organization_id in (${superuserOrganizations(user.id)})
      group by o.id
    union all
    select 'messages', count(*), o.name from conversation_messages m
      join conversations c on c.id = m.conversation_id
      join organizations o on o.id = c.organization_id
      where m.sender_side = 'volunteer' and m.created_at > ${since} and c.organization_id in (${superuserOrganizations(user.id)})
      group by o.id
    union all
    select 'organizations', count(*), null from organizations o
      where o.status = 'pending' and o.deleted_at is null and o.created_at > ${since}
        and o.tenant_id = ${user.tenantId} and o.volunteer_center_id = ${user.centerId}
        and exists (select 1 from user_roles r where r.user_id = ${user.id} and r.role = 'center_superuser')
      having count(*) > 0`);
  for (const row of staff) {
    const n = Number(row.n);
    if (!n) continue;
    count += n;
    if (row.kind === "applications")
      staffItems.push({ text: words.applications(n, row.name ?? ""), href: mails.link(locale, "/applications") });
    else if (row.kind === "messages")
      staffItems.push({ text: words.messages(n, row.name ?? ""), href: mails.link(locale, "/conversations") });
    else staffItems.push({ text: words.organizations(n), href: mails.link(locale, "/organizations?status=pending") });
  }

  const at = now.toISOString();
  const claim = sql`insert or ignore into digest_runs (tenant_id, user_id, day, item_count, created_at)
    values (${user.tenantId}, ${user.id}, ${today}, ${count}, ${at}) returning user_id`;
  const statements: Statement[] = [claim];
  const mail = count ? await renderDigest(env, mails, user, locale, now, { profileItems, searchItems, staffItems }) : null;
  if (mail) {
    // Only the run whose claim wrote the row (this statement's predecessor changed a row, with this run's time).
    const guard = sql`changes() = 1 and exists (select 1 from digest_runs r
      where r.user_id = ${user.id} and r.day = ${today} and r.created_at = ${at})`;
    statements.push(outboxInsert(scope, mail, guard));
  }
  const results = await writeBatch(db, statements);
  if (!results[0].length) return "skipped";
  if (!mail) return "empty";
  await deliverWritten(scope, results.slice(1));
  return "sent";
}

/** The organisations a user is organisation superuser of (membership + role, as notifications-write.ts asks). */
const superuserOrganizations = (userId: number): SQL =>
  sql`select m.organization_id from organization_memberships m
    join user_roles r on r.user_id = m.user_id and r.role = 'organization_superuser'
    where m.user_id = ${userId}`;

async function renderDigest(
  env: Env,
  mails: CentreMails,
  user: Recipient,
  locale: MailLocale,
  now: Date,
  lists: { profileItems: MailListItem[]; searchItems: MailListItem[]; staffItems: MailListItem[] },
) {
  const token = await signToken(env, { userId: user.id, tenantId: user.tenantId, purpose: "digest-unsubscribe" }, now);
  const unsubscribe = unsubscribeLink(mails, locale, token);
  const mail = mails.render(
    "digest",
    locale,
    user.email,
    {
      recipient_name: user.firstName,
      center_name: mails.centerName,
      settings_link: mails.link(locale, "/profile-edit/periodieke-mail"),
      unsubscribe_link: unsubscribe,
    },
    { profile_vacancies: lists.profileItems, search_vacancies: lists.searchItems, staff_items: lists.staffItems },
  );
  // RFC 8058 one-click: the mail client POSTs `List-Unsubscribe=One-Click` to the link (the page's action takes the
  // token from the address when the body has none).
  return mail
    ? { ...mail, headers: { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } }
    : null;
}

/** The unsubscribe page of the user's centre site with its signed token (ADR 0066). */
export const unsubscribeLink = (mails: CentreMails, locale: MailLocale, token: string) =>
  mails.link(locale, `/periodieke-mail/afmelden?token=${encodeURIComponent(token)}`);
