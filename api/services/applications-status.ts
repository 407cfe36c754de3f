/**
 * An application's status moves (APPLICATION_TRANSITIONS; ADR 0021). One batch: the conditional UPDATE (only from
 * the status the caller saw), the applicant's mail guarded on the move having happened, and — when a place came
 * free (a pending or accepted application withdrawn or rejected) — the promotion of the first on the waitlist
 * (lowest id) to `pending`, only while the places taken stay below the capacity, with its mail guarded on the fresh
 * withdraw-token hash the promotion wrote.
 */
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Context } from "hono";
import { type ApplicationStatus, PLACE_TAKING_STATUSES } from "../../contract/applications";
import { applications } from "../../db/schema";
import { generateToken, hashToken } from "../auth/tokens";
import type { MailLocale } from "../mail/templates";
import { scope } from "../scope";
import type { ApiEnv } from "../types";
import { capacitySql, samePlaces, takenSql, titleWithDate, upcomingSql } from "./activities-signup";
import { activityMailValues } from "./activity-mail-values";
import { type ApplicationDetails, type ApplicationRow, loadApplication } from "./applications";
import { withdrawnMails } from "./applications-withdrawn";
import { helpMatchStatements } from "./help-requests-match";
import { centreMails, deliverWritten, mailScopeOf, outboxInsert, type Statement, writeBatch } from "./notification-mails";

const FREEING: readonly ApplicationStatus[] = ["rejected", "withdrawn"];

/** Null when the application moved meanwhile (a racing request): the caller answers with its current state. */
export async function changeStatus(
  c: Context<ApiEnv>,
  details: ApplicationDetails,
  to: ApplicationStatus,
  by: number | null,
): Promise<ApplicationDetails | null> {
  const s = scope(c);
  const app = details.application;
  const at = new Date().toISOString();
  const mailScope = mailScopeOf(c);
  const mails = await centreMails(mailScope, app.volunteerCenterId);
  // An activity's place and calendar file in every mail of the move (optional sections of the templates).
  const activity = await activityMailValues(s.db, s.tenantId, mails, app.vacancyId);
  const valuesFor = (a: Pick<ApplicationRow, "firstName" | "lastName" | "locale" | "vacancyId">) => ({
    applicant_name: `${a.firstName} ${a.lastName}`.trim(),
    vacancy_title: titleWithDate(details.vacancyTitle, details.occurrenceStartsAt ?? null),
    organization_name: details.organizationName,
    center_name: mails.centerName,
    vacancy_link: mails.link(a.locale, `/vacancies/${a.vacancyId}`),
    ...activity,
  });
  const decided = to === "accepted" || to === "rejected";
  const statements: Statement[] = [
    s.db
      .update(applications)
      .set({
        status: to,
        updatedAt: at,
        ...(decided ? { decidedAt: at, decidedById: by } : {}),
        // The withdraw link is spent once used.
        ...(to === "withdrawn" ? { withdrawnAt: at, withdrawTokenHash: null } : {}),
      })
      .where(s.where(applications, eq(applications.id, app.id), eq(applications.status, app.status)))
      .returning({ id: applications.id }),
  ];
  // The organisation hears of a withdrawal: its mails right after the UPDATE (they are guarded on its move).
  if (to === "withdrawn") statements.push(...(await withdrawnMails(mailScope, mails, details, at, valuesFor(app))));
  const locale = app.locale as MailLocale;
  // A help request's volunteer accepted: the match mails (both parties' details) replace the plain acceptance.
  const match = to === "accepted" ? await helpMatchStatements(c, mailScope, mails, app, at) : null;
  const decision =
    decided && !match
      ? mails.render(to === "accepted" ? "application_accepted" : "application_rejected", locale, app.email, valuesFor(app))
      : null;
  if (decision) {
    // Right after the UPDATE: `changes() = 1` is that UPDATE having moved the row (this request's move, not a racer's).
    const moved = sql`changes() = 1 and exists (select 1 from applications a where a.id = ${app.id} and a.status = ${to} and a.updated_at = ${at})`;
    statements.push(outboxInsert(mailScope, decision, moved));
  }

  if (match) statements.push(...match);

  if (PLACE_TAKING_STATUSES.includes(app.status) && FREEING.includes(to)) statements.push(...(await promotion(app, at)));

  const results = await writeBatch(s.db, statements);
  if (results[0].length === 0) return null;
  await deliverWritten(mailScope, results.slice(1));
  return loadApplication(c, app.id);

  /**
   * The first on the waitlist moves up when the vacancy — or the activity's date, per date (issue 16) — has places
   * and one is free after the move above. A date that has begun promotes no one.
   */
  async function promotion(freed: ApplicationRow, at: string): Promise<Statement[]> {
    const date = freed.occurrenceId ?? null;
    const [place] = await s.db.all<{ capacity: number | null; started: number }>(
      sql`select ${capacitySql(freed.vacancyId, date)} as capacity, ${date === null ? sql`0` : sql`not ${upcomingSql(date, at)}`} as started`,
    );
    if (place?.capacity == null || Number(place.started) === 1) return []; // no places, no waitlist; or too late
    const [next] = await s.db
      .select()
      .from(applications)
      .where(
        s.where(
          applications,
          eq(applications.vacancyId, freed.vacancyId),
          eq(applications.status, "waitlisted"),
          date === null ? isNull(applications.occurrenceId) : eq(applications.occurrenceId, date),
        ),
      )
      .orderBy(asc(applications.id))
      .limit(1);
    if (!next) return [];
    const token = generateToken();
    const hash = await hashToken(token);
    const out: Statement[] = [
      s.db
        .update(applications)
        .set({ status: "pending", withdrawTokenHash: hash, updatedAt: at })
        .where(
          and(
            s.where(applications, eq(applications.id, next.id), eq(applications.status, "waitlisted")),
            sql`${applications.id} = (select min(w.id) from applications w where ${samePlaces("w", freed.vacancyId, date)} and w.status = 'waitlisted')`,
            sql`${takenSql(freed.vacancyId, date)} < ${capacitySql(freed.vacancyId, date)}`,
          ),
        ),
    ];
    const nextLocale = next.locale as MailLocale;
    const mail = mails.render("application_promoted", nextLocale, next.email, {
      ...valuesFor(next),
      withdraw_link: `${mails.link(nextLocale, `/applications/${next.id}/withdraw`)}?token=${token}`,
    });
    if (mail) {
      const promoted = sql`changes() = 1 and exists (select 1 from applications a where a.id = ${next.id} and a.status = 'pending' and a.withdraw_token_hash = ${hash})`;
      out.push(outboxInsert(mailScope, mail, promoted));
    }
    return out;
  }
}
