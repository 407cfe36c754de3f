/**
 * The scheduled vacancy jobs (ADR 0021). `expires_at` is the last day a vacancy is online, a date in
 * Europe/Amsterdam. A week before it the organisation is mailed `vacancy_expiring` once (`expiry_warned_at`); the
 * day after it a published vacancy becomes `expired` once (`expired_at`) and the organisation is mailed
 * `vacancy_expired`. The week-before warning is also an in-app notification of the organisation's superusers
 * (ADR 0065). Each mark and its mails (and notifications) are one batch: a conditional UPDATE (`… is null` / `status =
 * 'published'`) and outbox rows guarded on the mark this run wrote (and on `changes()`: the UPDATE changed a row), so a second run — or one racing this one —
 * finds nothing left to mark and sends nothing twice, and a failed batch leaves neither mark nor mail.
 */
import { and, eq, gte, isNotNull, isNull, lt, lte, type SQL, sql } from "drizzle-orm";
import { amsterdamToday, formatDay } from "../../contract/dates";
import { createDb, type Db } from "../../db";
import { vacancies } from "../../db/schema";
import {
  deliverWritten,
  type JobMailContext,
  jobMailContext,
  organizationRecipients,
  outboxInsert,
  type Statement,
  writeBatch,
} from "./notification-mails";
import { notifyStatement, organizationSuperusers } from "./notifications-write";

/** `YYYY-MM-DD` plus `days` (calendar arithmetic on the date itself). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export const EXPIRY_WARNING_DAYS = 7;

type Candidate = {
  id: number;
  tenantId: string;
  centerId: number;
  organizationId: number;
  organizationName: string;
  title: string;
  expiresAt: string | null;
};

const candidateColumns = {
  id: vacancies.id,
  tenantId: vacancies.tenantId,
  centerId: vacancies.volunteerCenterId,
  organizationId: vacancies.organizationId,
  organizationName: sql<string>`(select o.name from organizations o where o.id = vacancies.organization_id)`,
  title: vacancies.title,
  expiresAt: vacancies.expiresAt,
};

/** One vacancy: the conditional mark, then its mails guarded on that mark; answers whether this run made the mark. */
async function markAndMail(
  db: Db,
  run: JobMailContext,
  v: Candidate,
  kind: "vacancy_expiring" | "vacancy_expired",
  mark: Statement,
  guard: SQL,
) {
  const scope = run.scope(v.tenantId);
  const mails = await run.mails(v.tenantId, v.centerId);
  const statements: Statement[] = [mark];
  // `changes() = 1`: the statement before this one (the mark, then each mail before it) wrote its row, so only the
  // run whose conditional UPDATE made the mark writes the mails, even when two runs share a timestamp.
  const chained = sql`changes() = 1 and ${guard}`;
  for (const r of await organizationRecipients(db, v.tenantId, v.organizationId)) {
    const mail = mails.render(kind, r.locale, r.email, {
      vacancy_title: v.title,
      organization_name: v.organizationName,
      center_name: mails.centerName,
      expires_at: v.expiresAt ? formatDay(v.expiresAt, r.locale) : "",
      edit_link: mails.link(r.locale, `/vacancies/${v.id}/edit`),
    });
    if (mail) statements.push(outboxInsert(scope, mail, chained));
  }
  // The week-before warning also reaches the organisation's superusers in the app (ADR 0065): last, on the mark's
  // guard (not `changes()`, which follows the statement before), once per vacancy and last day (the dedupe key).
  if (kind === "vacancy_expiring") {
    statements.push(
      notifyStatement(
        v.tenantId,
        organizationSuperusers(v.tenantId, v.organizationId),
        {
          kind: "vacancy_expiring",
          params: { vacancy: v.title, date: v.expiresAt ?? "" },
          link: `/vacancies/${v.id}/edit`,
          dedupeKey: `vacancy_expiring:${v.id}:${v.expiresAt ?? ""}`,
        },
        guard,
      ),
    );
  }
  const results = await writeBatch(db, statements);
  const marked = results[0].length > 0;
  if (marked) await deliverWritten(scope, results.slice(1));
  return marked;
}

/**
 * Runs both steps for every tenant at `now`. Safe to run as often as the cron likes: each vacancy is warned once
 * and expired once.
 */
export async function runVacancyExpiry(env: Env, now = new Date(), db: Db = createDb(env.DB)) {
  const today = amsterdamToday(now);
  const at = now.toISOString();
  const run = jobMailContext(db, env);
  let warned = 0;
  let expired = 0;

  const published = and(eq(vacancies.status, "published"), isNull(vacancies.deletedAt), isNotNull(vacancies.expiresAt));
  const expiring = await db
    .select(candidateColumns)
    .from(vacancies)
    .where(
      and(
        published,
        isNull(vacancies.expiryWarnedAt),
        gte(vacancies.expiresAt, today),
        lte(vacancies.expiresAt, addDays(today, EXPIRY_WARNING_DAYS)),
      ),
    );
  for (const v of expiring) {
    const mark = db
      .update(vacancies)
      .set({ expiryWarnedAt: at })
      .where(and(eq(vacancies.id, v.id), eq(vacancies.status, "published"), isNull(vacancies.expiryWarnedAt)))
      .returning({ id: vacancies.id });
    const guard = sql`exists (select 1 from vacancies x where x.id = ${v.id} and x.expiry_warned_at = ${at})`;
    if (await markAndMail(db, run, v, "vacancy_expiring", mark, guard)) warned += 1;
  }

  // The last day has passed in Amsterdam.
  const over = await db
    .select(candidateColumns)
    .from(vacancies)
    .where(and(published, lt(vacancies.expiresAt, today)));
  for (const v of over) {
    const mark = db
      .update(vacancies)
      .set({ status: "expired", expiredAt: at, updatedAt: at })
      .where(and(eq(vacancies.id, v.id), eq(vacancies.status, "published"), lt(vacancies.expiresAt, today)))
      .returning({ id: vacancies.id });
    const guard = sql`exists (select 1 from vacancies x where x.id = ${v.id} and x.status = 'expired' and x.expired_at = ${at})`;
    if (await markAndMail(db, run, v, "vacancy_expired", mark, guard)) expired += 1;
  }

  // An activity ends after its last date (PRODUCT.md): published, has dates, and every one has ended. Its own
  // `expires_at` plays no part; the mail names the last date.
  const ended = sql`exists (select 1 from activity_occurrences o where o.vacancy_id = vacancies.id)
    and not exists (select 1 from activity_occurrences o where o.vacancy_id = vacancies.id and o.ends_at > ${at})`;
  const activityPublished = and(
    eq(vacancies.status, "published"),
    isNull(vacancies.deletedAt),
    eq(vacancies.vacancyType, "activity"),
  );
  const finished = await db
    .select({
      ...candidateColumns,
      expiresAt: sql<string>`(select max(o.local_date) from activity_occurrences o where o.vacancy_id = vacancies.id)`,
    })
    .from(vacancies)
    .where(and(activityPublished, ended));
  for (const v of finished) {
    const mark = db
      .update(vacancies)
      .set({ status: "expired", expiredAt: at, updatedAt: at })
      .where(and(eq(vacancies.id, v.id), activityPublished, ended))
      .returning({ id: vacancies.id });
    const guard = sql`exists (select 1 from vacancies x where x.id = ${v.id} and x.status = 'expired' and x.expired_at = ${at})`;
    if (await markAndMail(db, run, v, "vacancy_expired", mark, guard)) expired += 1;
  }
  return { warned, expired };
}
