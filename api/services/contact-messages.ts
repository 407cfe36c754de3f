/**
 * The contact form's write (ADR 0060): the message stored and the `contact_form` template's mail to the centre
 * written in one D1 batch — the outbox row exists if and only if the message does — then delivered. The sender is
 * the signed-in account; the recipient the centre's own address (`volunteer_centers.email`), else its active
 * centre superusers.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { ContactMessageInput } from "../../contract/contact-messages";
import { contactMessages, userRoles, users, volunteerCenters } from "../../db/schema";
import type { MailLocale } from "../mail/templates";
import { scope } from "../scope";
import type { ApiEnv } from "../types";
import { centreMails, deliverWritten, mailScopeOf, outboxInsert, type Statement, writeBatch } from "./notification-mails";

type ContactMessageRow = typeof contactMessages.$inferSelect;

/** Who reads the centre's contact messages: its address, else its active centre superusers (in their language). */
export async function centreRecipients(
  c: Context<ApiEnv>,
  centerId: number,
): Promise<Array<{ email: string; locale: MailLocale }>> {
  const s = scope(c);
  const [centre] = await s.db
    .select({ email: volunteerCenters.email })
    .from(volunteerCenters)
    .where(s.where(volunteerCenters, eq(volunteerCenters.id, centerId)))
    .limit(1);
  if (centre?.email?.trim()) return [{ email: centre.email.trim(), locale: "nl" }];
  const staff = await s.db
    .selectDistinct({ email: users.email, locale: users.locale })
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.role, "center_superuser")))
    .where(s.where(users, eq(users.volunteerCenterId, centerId), eq(users.status, "active")));
  return staff.map((u) => ({ email: u.email, locale: u.locale === "en" ? "en" : "nl" }));
}

export async function sendContactMessage(
  c: Context<ApiEnv>,
  user: { id: number; email: string; name: string },
  input: Required<ContactMessageInput>,
): Promise<ContactMessageRow> {
  const s = scope(c);
  const centerId = s.centerId();
  const at = new Date().toISOString();
  const insert = s.db
    .insert(contactMessages)
    .values({
      tenantId: s.tenantId,
      volunteerCenterId: centerId,
      userId: user.id,
      subject: input.subject,
      message: input.message,
      createdAt: at,
    })
    .returning();
  const mailScope = mailScopeOf(c);
  const [mails, recipients] = await Promise.all([centreMails(mailScope, centerId), centreRecipients(c, centerId)]);
  // The row this batch inserted (its user and instant), for every recipient's row alike: no mail without the message.
  const stored = sql`exists (select 1 from contact_messages m where m.tenant_id = ${s.tenantId} and m.user_id = ${user.id}
    and m.created_at = ${at} and m.subject = ${input.subject})`;
  const statements: Statement[] = [insert];
  for (const to of recipients) {
    const mail = mails.render("contact_form", to.locale, to.email, {
      sender_name: user.name,
      sender_email: user.email,
      subject: input.subject,
      message: input.message,
      center_name: mails.centerName,
    });
    if (mail) statements.push(outboxInsert(mailScope, mail, stored));
  }
  const results = await writeBatch(s.db, statements);
  await deliverWritten(mailScope, results.slice(1));
  const row = results[0]?.[0] as Record<string, unknown> | undefined;
  if (!row) throw new Error("the contact message was not stored");
  return {
    id: Number(row.id),
    tenantId: String(row.tenant_id),
    volunteerCenterId: Number(row.volunteer_center_id),
    userId: Number(row.user_id),
    subject: String(row.subject),
    message: String(row.message),
    createdAt: String(row.created_at),
  };
}
