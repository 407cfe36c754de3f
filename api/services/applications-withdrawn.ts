/**
 * The organisation hears of a withdrawal (the withdraw pages promise it): `application_withdrawn` to its contact
 * person, else its organisation superusers (organizationRecipients, as every organisation mail), written in the
 * batch of the withdrawal itself (api/services/applications-status.ts changeStatus).
 */
import { type SQL, sql } from "drizzle-orm";
import type { ApplicationDetails } from "./applications";
import { type CentreMails, type MailScope, organizationRecipients, outboxInsert, type Statement } from "./notification-mails";

/**
 * The outbox statements, to follow the conditional UPDATE that withdraws directly in the batch: each is written
 * only when the statement before it wrote its row (`changes() = 1`: first the UPDATE's move, then the mail before
 * it) and the application is withdrawn at `at` — a racing request whose UPDATE moved nothing writes none, so each
 * recipient gets the mail once.
 */
export async function withdrawnMails(
  scope: MailScope,
  mails: CentreMails,
  details: ApplicationDetails,
  at: string,
  values: { applicant_name: string; vacancy_title: string; organization_name: string; center_name: string },
): Promise<Statement[]> {
  const app = details.application;
  const withdrawn: SQL = sql`changes() = 1 and exists (select 1 from applications a
    where a.id = ${app.id} and a.status = 'withdrawn' and a.withdrawn_at = ${at})`;
  const statements: Statement[] = [];
  for (const r of await organizationRecipients(scope.db, scope.tenantId, app.organizationId)) {
    const mail = mails.render("application_withdrawn", r.locale, r.email, {
      ...values,
      application_link: mails.link(r.locale, `/applications/${app.id}`),
    });
    if (mail) statements.push(outboxInsert(scope, mail, withdrawn));
  }
  return statements;
}
