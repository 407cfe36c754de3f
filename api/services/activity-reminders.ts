/**
 * The activity reminders (docs/decisions/0022), run by the cron (workers/scheduled.ts): each pending or
 * accepted sign-up for an activity's date gets `activity_reminder_week` when the date starts in 6–7 days and
 * `activity_reminder_day` within the last 24 hours before it — once each. A `multi_day` activity's sign-ups (for
 * the whole activity) are reminded of its first day. Not for activities tagged `flexible`.
 *
 * Like the vacancy expiry (ADR 0021): per sign-up a conditional UPDATE sets `reminded_week_at`/`reminded_day_at`
 * (`… is null`), and its outbox row is guarded on `changes() = 1` and that mark — one batch, so a second run, or one
 * racing this one, finds nothing left and sends nothing twice, and a failed batch leaves neither mark nor mail.
 */
import { type SQL, sql } from "drizzle-orm";
import { NO_REMINDER_TAG, utcToLocal } from "../../contract/activities";
import { formatDateTime, formatLongDay, formatTime } from "../../contract/dates";
import { tagMask } from "../../contract/vacancies";
import { createDb, type Db } from "../../db";
import type { MailLocale } from "../mail/templates";
import { icalPath, placeSql } from "./activity-mail-values";
import {
  deliverWritten,
  type JobMailContext,
  jobMailContext,
  outboxInsert,
  type Statement,
  writeBatch,
} from "./notification-mails";

const HOUR_MS = 3_600_000;
/** Sign-ups per D1 batch (two statements each). */
const PER_BATCH = 40;

type Kind = "activity_reminder_week" | "activity_reminder_day";
const MARK: Record<Kind, string> = { activity_reminder_week: "reminded_week_at", activity_reminder_day: "reminded_day_at" };

interface Due {
  id: number;
  tenant_id: string;
  volunteer_center_id: number;
  vacancy_id: number;
  email: string;
  first_name: string;
  last_name: string;
  locale: string;
  title: string;
  organization_name: string;
  place: string | null;
  starts_at: string;
  ends_at: string;
}

/** The sign-ups due for `kind` whose date (or multi-day activity's first day) starts in (from, to]. */
function dueQuery(kind: Kind, from: string, to: string): SQL {
  const mark = sql.raw(`a.${MARK[kind]}`);
  const flexible = tagMask([NO_REMINDER_TAG]);
  const common = sql`a.status in ('pending', 'accepted') and ${mark} is null and v.status = 'published'
    and v.deleted_at is null and (v.tag_mask & ${flexible}) = 0`;
  const columns = sql`a.id, a.tenant_id, a.volunteer_center_id, a.vacancy_id, a.email, a.first_name, a.last_name,
    a.locale, v.title, v.organization_name, ${placeSql("v")} as place,
    o.starts_at, o.ends_at`;
  return sql`select ${columns}
    from activity_occurrences o indexed by activity_occurrences_starts_idx
    join applications a on a.occurrence_id = o.id
    join vacancies v on v.id = o.vacancy_id
    where o.starts_at > ${from} and o.starts_at <= ${to} and ${common}
    union all
    select ${columns}
    from activity_occurrences o indexed by activity_occurrences_starts_idx
    join vacancies v on v.id = o.vacancy_id and v.frequency = 'multi_day'
    join applications a on a.vacancy_id = v.id and a.occurrence_id is null
    where o.starts_at > ${from} and o.starts_at <= ${to} and ${common}
      and o.id = (select f.id from activity_occurrences f where f.vacancy_id = v.id order by f.starts_at, f.id limit 1)`;
}

/** `zaterdag 5 december 2026` / `Saturday 5 December 2026` of an instant in Amsterdam (contract/dates.ts). */
export const longDate = (instant: string, locale: MailLocale): string => formatLongDay(instant, locale);

function timeRange(d: Due, locale: MailLocale): string {
  const sameDay = utcToLocal(d.starts_at).date === utcToLocal(d.ends_at).date;
  const start = formatTime(d.starts_at, locale);
  return sameDay ? `${start}–${formatTime(d.ends_at, locale)}` : `${start} – ${formatDateTime(d.ends_at, locale)}`;
}

/** One tenant's due sign-ups: batches of marks, each followed by its guarded mail. Answers the mails written. */
async function remind(db: Db, run: JobMailContext, kind: Kind, tenantId: string, due: Due[], at: string) {
  const scope = run.scope(tenantId);
  const mark = sql.raw(MARK[kind]);
  let sent = 0;
  for (let i = 0; i < due.length; i += PER_BATCH) {
    const statements: Statement[] = [];
    for (const d of due.slice(i, i + PER_BATCH)) {
      statements.push(sql`update applications set ${mark} = ${at}
        where id = ${d.id} and ${mark} is null and status in ('pending', 'accepted') returning id`);
      const mails = await run.mails(tenantId, d.volunteer_center_id);
      const locale: MailLocale = d.locale === "en" ? "en" : "nl";
      const mail = mails.render(kind, locale, d.email, {
        applicant_name: `${d.first_name} ${d.last_name}`.trim(),
        vacancy_title: d.title,
        organization_name: d.organization_name,
        center_name: mails.centerName,
        occurrence_date: longDate(d.starts_at, locale),
        occurrence_time: timeRange(d, locale),
        place: d.place ?? "",
        vacancy_link: mails.link(locale, `/vacancies/${d.vacancy_id}`),
        ical_link: mails.siteUrl(icalPath(d.vacancy_id)),
      });
      // Without an active template the mark is still made: the job does not retry it every hour.
      if (mail) {
        const guard = sql`changes() = 1 and exists (select 1 from applications x where x.id = ${d.id} and x.${mark} = ${at})`;
        statements.push(outboxInsert(scope, mail, guard));
      }
    }
    const results = await writeBatch(db, statements);
    const written = results.filter((rows) => rows.some((row) => "outbox_id" in row));
    sent += written.length;
    await deliverWritten(scope, written);
  }
  return sent;
}

const byTenant = (due: Due[]) => {
  const groups = new Map<string, Due[]>();
  for (const d of due) groups.set(d.tenant_id, [...(groups.get(d.tenant_id) ?? []), d]);
  return groups;
};

/**
 * Both reminders for every tenant at `now`. Safe to run as often as the cron likes: each sign-up is reminded at most
 * once a week ahead and once a day ahead.
 */
export async function runActivityReminders(env: Env, now = new Date(), db: Db = createDb(env.DB)) {
  const at = now.toISOString();
  const ahead = (hours: number) => new Date(now.getTime() + hours * HOUR_MS).toISOString();
  const run = jobMailContext(db, env);
  const week = await db.all<Due>(dueQuery("activity_reminder_week", ahead(6 * 24), ahead(7 * 24)));
  const day = await db.all<Due>(dueQuery("activity_reminder_day", at, ahead(24)));
  const done = { week: 0, day: 0 };
  for (const [tenantId, due] of byTenant(week)) done.week += await remind(db, run, "activity_reminder_week", tenantId, due, at);
  for (const [tenantId, due] of byTenant(day)) done.day += await remind(db, run, "activity_reminder_day", tenantId, due, at);
  return done;
}
