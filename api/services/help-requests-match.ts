/**
 * The match (ADR 0024): when the centre accepts a volunteer's application for a published help request,
 * the volunteer gets the resident's name, address, phone and e-mail and the resident the volunteer's, and the
 * vacancy becomes `filled` — statements for the batch of the application's status change
 * (api/services/applications-status.ts), guarded on that change having happened.
 */
import { eq, sql } from "drizzle-orm";
import type { Context } from "hono";
import { helpRequests } from "../../db/schema";
import type { MailLocale } from "../mail/templates";
import { scope } from "../scope";
import type { ApiEnv } from "../types";
import type { ApplicationRow } from "./applications";
import { formatAddress } from "./help-requests";
import { type CentreMails, type MailScope, outboxInsert, type Statement } from "./notification-mails";

/** Null when the vacancy is not a help request's (an ordinary acceptance). */
export async function helpMatchStatements(
  c: Context<ApiEnv>,
  mailScope: MailScope,
  mails: CentreMails,
  app: ApplicationRow,
  at: string,
): Promise<Statement[] | null> {
  const s = scope(c);
  const [request] = await s.db
    .select()
    .from(helpRequests)
    .where(s.where(helpRequests, eq(helpRequests.vacancyId, app.vacancyId)))
    .limit(1);
  if (!request) return null;
  const accepted = sql`exists (select 1 from applications a where a.id = ${app.id} and a.status = 'accepted'
    and a.updated_at = ${at})`;
  const volunteerName = `${app.firstName} ${app.lastName}`.trim();
  const common = { request_title: request.title, request_when: request.when, center_name: mails.centerName };
  const statements: Statement[] = [];
  const toVolunteer = mails.render("help_match_volunteer", app.locale as MailLocale, app.email, {
    ...common,
    volunteer_name: volunteerName,
    resident_name: request.name,
    resident_email: request.email,
    resident_phone: request.phoneNumber ?? "-",
    resident_address: formatAddress(request),
  });
  if (toVolunteer) statements.push(outboxInsert(mailScope, toVolunteer, accepted));
  const toResident = mails.render("help_match_resident", request.locale as MailLocale, request.email, {
    ...common,
    resident_name: request.name,
    volunteer_name: volunteerName,
    volunteer_email: app.email,
    volunteer_phone: app.phoneNumber ?? "-",
  });
  if (toResident) statements.push(outboxInsert(mailScope, toResident, accepted));
  statements.push(
    sql`update vacancies set status = 'filled', updated_at = ${at}
      where id = ${app.vacancyId} and tenant_id = ${s.tenantId} and status = 'published' and ${accepted}`,
  );
  return statements;
}
