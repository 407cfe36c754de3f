import { desc, eq } from "drizzle-orm";
import type { Context } from "hono";
import { z } from "zod";
import { devMailboxOpen } from "../../../config/environment";
import type { DevMailAttributes } from "../../../contract/dev-mails";
import { mailOutbox } from "../../../db/schema";
import { notFound } from "../../jsonapi/errors";
import type { ParsedQuery } from "../../jsonapi/query";
import { paginate, resource, toDocument } from "../../jsonapi/serialize";
import { idParam } from "../../middleware/params";
import { jsonApi } from "../../respond";
import { listWithCount, scope } from "../../scope";
import type { ApiEnv, Validated } from "../../types";

type Mail = typeof mailOutbox.$inferSelect;

export const LIST_MAILS_QUERY = {
  filters: { to: z.string().trim().toLowerCase().max(254) },
  paginate: true,
} as const;

/** Only development (mails in the outbox) has a mailbox; elsewhere the route answers like an unknown one (ADR 0037). */
export function ensureNotProduction(c: Context<ApiEnv>) {
  if (!devMailboxOpen(c.env)) throw notFound("No API endpoint matches this path.", "route_not_found");
}

function mailResource(mail: Mail) {
  return resource(
    "mails",
    mail.id,
    {
      to: mail.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      kind: mail.kind,
      createdAt: mail.createdAt,
    } satisfies DevMailAttributes,
    undefined,
    { self: `/api/v1/dev/mails/${mail.id}` },
  );
}

export async function listMails(c: Validated<{ query: ParsedQuery<(typeof LIST_MAILS_QUERY)["filters"]> }>) {
  const url = new URL(c.req.url);
  const query = c.req.valid("query");
  const s = scope(c);
  const where = s.where(mailOutbox, query.filter.to !== undefined ? eq(mailOutbox.to, query.filter.to) : undefined);
  const [rows, total] = await listWithCount(
    s.db,
    s.db
      .select()
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.id))
      .limit(query.page.size)
      .offset((query.page.number - 1) * query.page.size),
    mailOutbox,
    where,
  );
  const pagination = paginate(url, query.page, total);
  return jsonApi(c, toDocument({ data: rows.map(mailResource), meta: pagination.meta, links: pagination.links }));
}

export async function showMail(c: Context<ApiEnv>) {
  ensureNotProduction(c);
  const id = idParam(c);
  const s = scope(c);
  const [mail] = await s.db
    .select()
    .from(mailOutbox)
    .where(s.where(mailOutbox, eq(mailOutbox.id, id)))
    .limit(1);
  if (!mail) throw notFound();
  return jsonApi(c, toDocument({ data: mailResource(mail) }));
}
