/**
 * POST /api/v1/applications (ADR 0021). The place check and the insert are ONE statement: an
 * `INSERT … SELECT … CASE WHEN capacity IS NULL OR ((places taken) < capacity AND nobody waits) THEN 'pending' ELSE
 * 'waitlisted' END … WHERE (the vacancy is open) ON CONFLICT …`, so concurrent posts are serialised by D1's single
 * writer and can never overfill a vacancy nor pass the queue, and a vacancy that closed a moment ago takes no one.
 * A withdrawn applicant applying again takes their own row back as a new application at the end of the queue (the
 * upsert's `DO UPDATE … WHERE status = 'withdrawn'`); any other existing row is left alone. The applicant's and
 * the organisation's mails are outbox rows in the same batch, guarded on the row this request inserted (found by its
 * withdraw-token hash, fresh per request), their application id and waitlist place filled in by SQL; so is the
 * organisation superusers' in-app notification (ADR 0065).
 */
import { eq, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { ApplicationStatus } from "../../contract/applications";
import { amsterdamToday } from "../../contract/dates";
import { applications, vacancies } from "../../db/schema";
import { generateToken, hashToken } from "../auth/tokens";
import type { MailLocale } from "../mail/templates";
import { scope } from "../scope";
import type { ApiEnv } from "../types";
import { chooseOccurrence, roomSql, samePlaces, titleWithDate, upcomingSql } from "./activities-signup";
import { activityMailValues } from "./activity-mail-values";
import { type ApplicationDetails, loadApplication } from "./applications";
import {
  centreMails,
  deliverWritten,
  mailScopeOf,
  organizationRecipients,
  outboxInsert,
  type RenderedMail,
  type Replacement,
  type Statement,
  writeBatch,
} from "./notification-mails";
import { notifyStatement, organizationSuperusers } from "./notifications-write";

export interface ApplyInput {
  vacancyId: number;
  userId: number | null;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
  message: string | null;
  locale: MailLocale;
  idempotencyKey: string | null;
  /** The activity's date (activities, ADR 0022): undefined/null = none sent (api/services/activities-signup.ts decides). */
  occurrenceId?: number | null;
  /**
   * The caller is signed in with this address: told plainly that it applied already. Anyone else applying with an
   * address that has an application gets the answer a fresh application would get, and the owner a mail.
   */
  ownAddress: boolean;
}

export type ApplyOutcome =
  | { kind: "created"; details: ApplicationDetails; reapplied: boolean }
  | { kind: "repeat"; details: ApplicationDetails }
  | { kind: "duplicate" | "closed" | "unknown" }
  | { kind: "full"; perDate: boolean }
  | { kind: "occurrence_required" | "occurrence_unknown" | "occurrence_past" | "occurrence_not_allowed" };

type VacancyForApply = NonNullable<Awaited<ReturnType<typeof vacancyForApply>>>;

async function vacancyForApply(c: Context<ApiEnv>, id: number) {
  const s = scope(c);
  const [row] = await s.db
    .select({
      id: vacancies.id,
      title: vacancies.title,
      status: vacancies.status,
      expiresAt: vacancies.expiresAt,
      deletedAt: vacancies.deletedAt,
      shared: vacancies.shared,
      vacancyType: vacancies.vacancyType,
      frequency: vacancies.frequency,
      centerId: vacancies.volunteerCenterId,
      organizationId: vacancies.organizationId,
      organizationName: sql<string>`(select name from organizations o where o.id = ${vacancies.organizationId})`,
      waitlistEnabled: vacancies.waitlistEnabled,
      organizationStatus: sql<string>`(select status from organizations o where o.id = ${vacancies.organizationId})`,
    })
    .from(vacancies)
    .where(s.where(vacancies, eq(vacancies.id, id)))
    .limit(1);
  if (!row || row.deletedAt) return null;
  // Visible on this site: its own centre's, or shared from another centre where the tenant shares.
  const visible = row.centerId === s.centerId() || (row.shared && c.get("tenant").features.centerSharing);
  return visible ? row : null;
}

const isOpen = (v: VacancyForApply, today: string) =>
  v.status === "published" && v.organizationStatus === "approved" && (v.expiresAt === null || v.expiresAt >= today);

async function byKey(c: Context<ApiEnv>, key: string | null) {
  if (!key) return null;
  const s = scope(c);
  const [row] = await s.db
    .select({ id: applications.id })
    .from(applications)
    .where(s.where(applications, eq(applications.idempotencyKey, key)))
    .limit(1);
  return row ? loadApplication(c, row.id) : null;
}

export async function apply(c: Context<ApiEnv>, input: ApplyInput): Promise<ApplyOutcome> {
  const repeated = await byKey(c, input.idempotencyKey);
  if (repeated) return { kind: "repeat", details: repeated };
  const vacancy = await vacancyForApply(c, input.vacancyId);
  if (!vacancy) return { kind: "unknown" };
  const today = amsterdamToday();
  if (!isOpen(vacancy, today)) return { kind: "closed" };
  const now = new Date();
  const choice = await chooseOccurrence(c, vacancy.id, vacancy, input.occurrenceId, now);
  if (choice.kind !== "ok") return { kind: choice.kind };
  const occurrence = choice.occurrence;
  const occurrenceId = occurrence?.id ?? null;
  const room = roomSql(sql`v.id`, occurrenceId);

  const s = scope(c);
  const mailScope = mailScopeOf(c);
  const token = generateToken();
  const tokenHash = await hashToken(token);
  const at = now.toISOString();
  // Places are counted per date for an activity's date (the date's capacity, else the vacancy's), else per vacancy;
  // full without a waitlist (`waitlist_enabled` false) inserts nothing (answered 422 `full`). The person's existing
  // row for these places (the unique e-mail index): withdrawn, it becomes this new application, queued now, with the
  // status the same place check chose (`excluded`); in any other status nothing is written (`already_applied`). The
  // idempotency key's conflict (a double submit) writes nothing. `withdrawn_at` stays: a re-application has one.
  const insert = sql`insert into applications (tenant_id, vacancy_id, occurrence_id, organization_id, volunteer_center_id,
      user_id, first_name, last_name, email, phone_number, message, status, locale, idempotency_key, withdraw_token_hash,
      queued_at, created_at, updated_at)
    select v.tenant_id, v.id, ${occurrenceId}, v.organization_id, v.volunteer_center_id, ${input.userId}, ${input.firstName},
      ${input.lastName}, ${input.email}, ${input.phoneNumber}, ${input.message},
      case when ${room} then 'pending' else 'waitlisted' end,
      ${input.locale}, ${input.idempotencyKey}, ${tokenHash}, ${at}, ${at}, ${at}
    from vacancies v inner join organizations o on o.id = v.organization_id
    where v.id = ${vacancy.id} and v.tenant_id = ${s.tenantId} and v.deleted_at is null and v.status = 'published'
      and o.status = 'approved' and (v.expires_at is null or v.expires_at >= ${today})
      and ${upcomingSql(occurrenceId, at)} and (v.waitlist_enabled = 1 or ${room})
    on conflict (vacancy_id, ifnull(occurrence_id, 0), email) do update set
      user_id = excluded.user_id, first_name = excluded.first_name,
      last_name = excluded.last_name, phone_number = excluded.phone_number, message = excluded.message,
      status = excluded.status, locale = excluded.locale, idempotency_key = excluded.idempotency_key,
      withdraw_token_hash = excluded.withdraw_token_hash, decided_at = null, decided_by_id = null,
      reminded_week_at = null, reminded_day_at = null, queued_at = excluded.queued_at,
      created_at = excluded.created_at, updated_at = excluded.updated_at
      where applications.status = 'withdrawn'
    on conflict do nothing
    returning id, status, withdrawn_at is not null as reapplied`;

  // The row this request inserted (and no other): its vacancy, e-mail (unique together, indexed) and token hash.
  const mine = sql`a.vacancy_id = ${vacancy.id} and a.email = ${input.email} and a.withdraw_token_hash = ${tokenHash}`;
  // Markers no one can type into a form: the template values are filled before the batch, these inside it.
  const nonce = crypto.randomUUID().replaceAll("-", "");
  const ID = `X${nonce}APPLICATIONID`;
  const POSITION = `X${nonce}WAITLISTPOSITION`;
  const replacements: Replacement[] = [
    [ID, sql`(select a.id from applications a where ${mine})`],
    [
      POSITION,
      sql`(select count(*) from applications w where ${samePlaces("w", vacancy.id, occurrenceId)} and w.status = 'waitlisted'
        and (w.queued_at, w.id) <= (select a.queued_at, a.id from applications a where ${mine}))`,
    ],
  ];
  const mails = await centreMails(mailScope, vacancy.centerId);
  const common = {
    applicant_name: `${input.firstName} ${input.lastName}`.trim(),
    vacancy_title: titleWithDate(vacancy.title, occurrence?.startsAt ?? null),
    organization_name: vacancy.organizationName,
    center_name: mails.centerName,
  };
  const applicantValues = {
    ...common,
    vacancy_link: mails.link(input.locale, `/vacancies/${vacancy.id}`),
    withdraw_link: `${mails.link(input.locale, `/applications/${ID}/withdraw`)}?token=${token}`,
    waitlist_position: POSITION,
    // An activity's place and calendar file (empty sections for other vacancy types: ADR 0030).
    ...(await activityMailValues(s.db, s.tenantId, mails, vacancy.id)),
  };
  const statements: Statement[] = [insert];
  const guarded = (mail: RenderedMail | null, status: ApplicationStatus) =>
    mail &&
    statements.push(
      outboxInsert(
        mailScope,
        mail,
        sql`exists (select 1 from applications a where ${mine} and a.status = ${status})`,
        replacements,
      ),
    );
  guarded(mails.render("application_confirmation", input.locale, input.email, applicantValues), "pending");
  guarded(mails.render("application_waitlisted", input.locale, input.email, applicantValues), "waitlisted");
  for (const r of await organizationRecipients(s.db, s.tenantId, vacancy.organizationId)) {
    const mail = mails.render("application_received", r.locale, r.email, {
      ...common,
      message: input.message ?? "",
      application_link: mails.link(r.locale, `/applications/${ID}`),
    });
    if (mail)
      statements.push(outboxInsert(mailScope, mail, sql`exists (select 1 from applications a where ${mine})`, replacements));
  }

  // The organisation's superusers are told in the app (ADR 0065), pending and waitlisted alike: written with the
  // application or not at all; the applicant is not told of their own application.
  statements.push(
    notifyStatement(
      s.tenantId,
      organizationSuperusers(s.tenantId, vacancy.organizationId),
      {
        kind: "application_received",
        params: { applicant: common.applicant_name, vacancy: common.vacancy_title },
        link: `/applications/${ID}`,
        replacements: [replacements[0]],
      },
      sql`exists (select 1 from applications a where ${mine})`,
      input.userId ?? undefined,
    ),
  );

  const results = await writeBatch(s.db, statements);
  const [created] = results[0] as Array<{ id: number; status: ApplicationStatus; reapplied: number }>;
  if (created) {
    await deliverWritten(mailScope, results.slice(1));
    const details = await loadApplication(c, created.id);
    if (!details) throw new Error("the inserted application is gone");
    return { kind: "created", details, reapplied: Number(created.reapplied) === 1 };
  }
  // Nothing inserted: a racing double submit, the same person again, or the vacancy closed in between.
  const won = await byKey(c, input.idempotencyKey);
  if (won) return { kind: "repeat", details: won };
  const [same] = await s.db
    .select({ id: applications.id, locale: applications.locale })
    .from(applications)
    .where(
      s.where(
        applications,
        eq(applications.vacancyId, vacancy.id),
        eq(applications.email, input.email),
        sql`ifnull(${applications.occurrenceId}, 0) = ${occurrenceId ?? 0}`,
        sql`${applications.status} <> 'withdrawn'`,
      ),
    )
    .limit(1);
  if (same && input.ownAddress) return { kind: "duplicate" };
  if (occurrence && occurrence.startsAt <= new Date().toISOString()) return { kind: "occurrence_past" };
  // Would a fresh application be taken now? Else the answer is `full` (or `closed`) for everyone: a stranger's
  // answer must not differ with whether the address applied.
  const [takes] = await s.db.all<{ takes: number }>(
    sql`select (v.waitlist_enabled = 1 or ${room}) as takes from vacancies v where v.id = ${vacancy.id}`,
  );
  if (isOpen(vacancy, today) && Number(takes?.takes) !== 1) return { kind: "full", perDate: occurrence !== null };
  if (same) {
    await repeatNotice(c, { id: same.id, locale: same.locale as MailLocale }, vacancy, occurrence?.startsAt ?? null);
    return { kind: "duplicate" };
  }
  return { kind: "closed" };
}

/**
 * Someone not signed in as the owner applied with an address that has an application: its owner is told, at most
 * once an hour per application. One batch: the mark (`repeat_notice_at`, only when none in the last hour) and the
 * `application_repeated` mail guarded on that UPDATE having moved the row (ADR 0021).
 */
async function repeatNotice(
  c: Context<ApiEnv>,
  existing: { id: number; locale: MailLocale },
  vacancy: VacancyForApply,
  startsAt: string | null,
): Promise<void> {
  const s = scope(c);
  const mailScope = mailScopeOf(c);
  const at = new Date().toISOString();
  const hourAgo = new Date(Date.now() - 60 * 60 * 1000).toISOString();
  const mails = await centreMails(mailScope, vacancy.centerId);
  const locale = existing.locale === "en" ? "en" : "nl";
  const mail = mails.render("application_repeated", locale, "", {
    vacancy_title: titleWithDate(vacancy.title, startsAt),
    organization_name: vacancy.organizationName,
    center_name: mails.centerName,
    vacancy_link: mails.link(locale, `/vacancies/${vacancy.id}`),
  });
  if (!mail) return;
  const mark = s.db
    .update(applications)
    .set({ repeatNoticeAt: at })
    .where(
      s.where(
        applications,
        eq(applications.id, existing.id),
        sql`${applications.status} <> 'withdrawn'`,
        sql`(${applications.repeatNoticeAt} is null or ${applications.repeatNoticeAt} <= ${hourAgo})`,
      ),
    );
  const marked = sql`changes() = 1 and exists (select 1 from applications a where a.id = ${existing.id} and a.repeat_notice_at = ${at})`;
  const to = sql`(select a.email from applications a where a.id = ${existing.id})`;
  const results = await writeBatch(s.db, [mark, outboxInsert(mailScope, mail, marked, [], to)]);
  await deliverWritten(mailScope, results.slice(1));
}
