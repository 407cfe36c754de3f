/**
 * An application's status moves (APPLICATION_TRANSITIONS; ADR 0021). One batch: the conditional UPDATE (only from
 * the status the caller saw), the applicant's mail guarded on the move having happened, and — when a place came
 * free (a pending or accepted application withdrawn or rejected) — the promotion of the first in the queue to
 * `pending`, chosen inside the one UPDATE and only while the places taken stay below the capacity, with its mail
 * guarded on and addressed from the row carrying the fresh withdraw-token hash that UPDATE wrote (ADR 0021). The
 * applicant's in-app notification of a decision or a promotion is in the same batch (ADR 0065).
 */
import { and, eq, sql } from "drizzle-orm";
import type { Context } from "hono";
import { type ApplicationStatus, PLACE_TAKING_STATUSES } from "../../contract/applications";
import { applications } from "../../db/schema";
import { generateToken, hashToken } from "../auth/tokens";
import type { MailLocale } from "../mail/templates";
import { scope } from "../scope";
import type { ApiEnv } from "../types";
import { capacitySql, firstWaitingSql, samePlaces, takenSql, titleWithDate, upcomingSql } from "./activities-signup";
import { activityMailValues } from "./activity-mail-values";
import { type ApplicationDetails, type ApplicationRow, loadApplication } from "./applications";
import { withdrawnMails } from "./applications-withdrawn";
import { helpMatchStatements } from "./help-requests-match";
import {
  centreMails,
  deliverWritten,
  htmlEscapedSql,
  mailScopeOf,
  outboxInsert,
  type Replacement,
  type Statement,
  writeBatch,
} from "./notification-mails";
import { notifyStatement } from "./notifications-write";

const FREEING: readonly ApplicationStatus[] = ["rejected", "withdrawn"];
/** At most this many promotions in one move's batch (one for the freed place, the rest repair free places). */
const REPAIR_SLOTS = 10;

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

  // The applicant with an account is told in the app of a decision (ADR 0065). Guarded on this move (its time and
  // status) rather than `changes()`, which the mails above read; two moves at the same instant share the dedupe key.
  if (decided && app.userId !== null) {
    statements.push(
      notifyStatement(
        s.tenantId,
        app.userId,
        {
          kind: "application_status_changed",
          params: { vacancy: valuesFor(app).vacancy_title, organization: details.organizationName, status: to },
          link: `/applications/${app.id}`,
          dedupeKey: `application_status:${app.id}:${to}:${at}`,
        },
        sql`exists (select 1 from applications a where a.id = ${app.id} and a.status = ${to} and a.updated_at = ${at})`,
        by ?? undefined,
      ),
    );
  }

  if (PLACE_TAKING_STATUSES.includes(app.status) && FREEING.includes(to)) statements.push(...(await promotion(app, at)));

  const results = await writeBatch(s.db, statements);
  if (results[0].length === 0) return null;
  await deliverWritten(mailScope, results.slice(1));
  return loadApplication(c, app.id);

  /**
   * The queue moves up when the vacancy — or the activity's date, per date (ADR 0022) — has places, one is free after
   * the move above, and the date has not begun (ADR 0056). Each promotion is
   * ONE statement that chooses the first waitlisted row itself (`firstWaitingSql`) and takes it only while places
   * taken < capacity, stamping a withdraw-token hash fresh to it; racing moves are serialised by D1's single writer,
   * so each fills the place it freed with the next person, never the same one. The mail is guarded on, and
   * addressed from, the row carrying that hash: written once, for whoever was chosen. Beyond the place this move
   * frees, the batch fills places found free while people wait (a state the earlier read-then-write promotion could
   * leave), up to REPAIR_SLOTS a move.
   */
  async function promotion(freed: ApplicationRow, at: string): Promise<Statement[]> {
    const date = freed.occurrenceId ?? null;
    const [place] = await s.db.all<{ capacity: number | null; started: number; taken: number }>(
      sql`select ${capacitySql(freed.vacancyId, date)} as capacity, ${takenSql(freed.vacancyId, date)} as taken,
        ${date === null ? sql`0` : sql`not ${upcomingSql(date, at)}`} as started`,
    );
    if (place?.capacity == null || Number(place.started) === 1) return []; // no places, no waitlist; or too late
    // This move frees one place (the freed row is still counted in `taken`); more may have been free already.
    const slots = Math.min(REPAIR_SLOTS, Math.max(1, Number(place.capacity) - Number(place.taken) + 1));
    const nonce = crypto.randomUUID().replaceAll("-", "");
    const ID = `X${nonce}APPLICATIONID`;
    const NAME = `X${nonce}APPLICANTNAME`;
    const out: Statement[] = [];
    for (let slot = 0; slot < slots; slot++) {
      const token = generateToken();
      const hash = await hashToken(token);
      out.push(
        s.db
          .update(applications)
          .set({ status: "pending", withdrawTokenHash: hash, updatedAt: at })
          .where(
            and(
              eq(applications.tenantId, s.tenantId),
              sql`${applications.id} = ${firstWaitingSql(freed.vacancyId, date)}`,
              sql`${takenSql(freed.vacancyId, date)} < ${capacitySql(freed.vacancyId, date)}`,
              upcomingSql(date, at),
            ),
          ),
      );
      // The row this slot promoted, if any: the only one carrying its fresh hash.
      const chosen = sql`applications a where ${samePlaces("a", freed.vacancyId, date)} and a.status = 'pending'
        and a.withdraw_token_hash = ${hash}`;
      const name = sql`(select trim(a.first_name || ' ' || a.last_name) from ${chosen})`;
      const replacements: Replacement[] = [
        [ID, sql`(select a.id from ${chosen})`],
        [NAME, name, htmlEscapedSql(name)],
      ];
      // Rendered in each language; the one matching the chosen row's language is written.
      for (const locale of ["nl", "en"] as const) {
        const mail = mails.render("application_promoted", locale, "", {
          ...valuesFor({ firstName: "", lastName: "", locale, vacancyId: freed.vacancyId }),
          applicant_name: NAME,
          withdraw_link: `${mails.link(locale, `/applications/${ID}/withdraw`)}?token=${token}`,
        });
        if (!mail) continue;
        const inLocale = locale === "en" ? sql`a.locale = 'en'` : sql`a.locale <> 'en'`;
        const guard = sql`exists (select 1 from ${chosen} and ${inLocale})`;
        out.push(outboxInsert(mailScope, mail, guard, replacements, sql`(select a.email from ${chosen})`));
      }
      // The promoted applicant with an account is told in the app too (ADR 0065): nobody when no row was chosen.
      out.push(
        notifyStatement(s.tenantId, sql`select a.user_id as id from ${chosen} and a.user_id is not null`, {
          kind: "application_status_changed",
          params: {
            vacancy: titleWithDate(details.vacancyTitle, details.occurrenceStartsAt ?? null),
            organization: details.organizationName,
            status: "pending",
          },
          link: `/applications/${ID}`,
          replacements: [[ID, sql`(select a.id from ${chosen})`]],
        }),
      );
    }
    return out;
  }
}
