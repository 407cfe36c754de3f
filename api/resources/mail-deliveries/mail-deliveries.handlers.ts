/**
 * GET /api/v1/mail_deliveries (ADR 0059): the outbox's rows as a delivery log, newest first — to whom, what kind,
 * the subject, how delivery went (status, tries, the last error) and when; never the body (a mail may carry a
 * one-time link). A centre superuser reads their centre's mails, an admin the tenant's.
 */
import { desc, eq, type SQL } from "drizzle-orm";
import type { MailDeliveryAttributes } from "../../../contract/mail-deliveries";
import { widestScope } from "../../../contract/policy";
import { mailOutbox } from "../../../db/schema";
import type { ParsedQuery } from "../../jsonapi/query";
import { paginate, resource, toDocument } from "../../jsonapi/serialize";
import { actorOf } from "../../middleware/auth";
import { jsonApi } from "../../respond";
import { listWithCount, scope } from "../../scope";
import type { Validated } from "../../types";
import type { LIST_MAIL_DELIVERIES_QUERY } from "./mail-deliveries.schemas";

type ListQuery = ParsedQuery<(typeof LIST_MAIL_DELIVERIES_QUERY)["filters"]>;

/** The log's columns: everything but the body. */
const columns = {
  id: mailOutbox.id,
  to: mailOutbox.to,
  kind: mailOutbox.kind,
  subject: mailOutbox.subject,
  status: mailOutbox.status,
  attempts: mailOutbox.attempts,
  lastError: mailOutbox.lastError,
  volunteerCenterId: mailOutbox.volunteerCenterId,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
  nextAttemptAt: mailOutbox.nextAttemptAt,
};

export async function listMailDeliveries(c: Validated<{ query: ListQuery }>) {
  const { filter, page } = c.req.valid("query");
  const s = scope(c);
  const actor = actorOf(c);
  // The guard let in only these two widths: the tenant (admin) or the actor's own centre.
  const ownCentre: SQL | undefined =
    widestScope(actor, "settings.manage") === "tenant" ? undefined : eq(mailOutbox.volunteerCenterId, actor?.centerId ?? -1);
  const where = s.where(mailOutbox, ownCentre, filter.status ? eq(mailOutbox.status, filter.status) : undefined);
  const [rows, total] = await listWithCount(
    s.db,
    s.db
      .select(columns)
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.id))
      .limit(page.size)
      .offset((page.number - 1) * page.size),
    mailOutbox,
    where,
  );
  const { links, meta } = paginate(new URL(c.req.url), page, total);
  const data = rows.map(({ id, ...attributes }) => resource("mail_deliveries", id, attributes satisfies MailDeliveryAttributes));
  return jsonApi(c, toDocument({ data, links, meta }));
}
