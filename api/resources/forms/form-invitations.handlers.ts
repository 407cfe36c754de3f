/**
 * POST /forms/{id}/form_invitations: personal links to a token_holder form. Per address a token (only its hash is
 * stored, api/auth/tokens.ts) and a `form_invitation` mail with the link `/forms/{token}`, all written in one batch:
 * every mail's outbox row exists if and only if its token does. The tokens never appear in the answer.
 * GET /forms/{id}/form_invitations lists who was invited and whether the link was used.
 */
import { desc, eq, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { z } from "zod";
import { localToUtc } from "../../../contract/activity-time";
import { formatDay } from "../../../contract/dates";
import type { formInvitationCreateInput } from "../../../contract/forms";
import { formTokens } from "../../../db/schema";
import { generateToken, hashToken } from "../../auth/tokens";
import { JsonApiError } from "../../jsonapi/errors";
import { resource, toDocument } from "../../jsonapi/serialize";
import { requestLocale } from "../../mail";
import { actorOf } from "../../middleware/auth";
import type { ValidBody } from "../../middleware/validate";
import { jsonApi } from "../../respond";
import { scope } from "../../scope";
import {
  centreMails,
  deliverWritten,
  mailScopeOf,
  outboxInsert,
  type Statement,
  writeBatch,
} from "../../services/notification-mails";
import type { Validated } from "../../types";
import { pathFormOf } from "./forms.guards";

type Create = ValidBody<z.output<typeof formInvitationCreateInput>>;
type TokenRow = typeof formTokens.$inferSelect;

const invitationResource = (t: TokenRow) =>
  resource("form_invitations", t.id, {
    formId: t.formId,
    email: t.email,
    singleUse: t.singleUse,
    expiresAt: t.expiresAt,
    usedAt: t.usedAt,
    createdAt: t.createdAt,
  });

/** The end of `date` (its last moment in Amsterdam) as UTC ISO: the link works through that day. */
function endOfDay(date: string): string {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return localToUtc(next.toISOString().slice(0, 10), "00:00");
}

export async function createInvitations(c: Validated<{ json: Create }>) {
  const { data } = c.req.valid("json");
  const form = pathFormOf(c);
  if (form.accessPermission !== "token_holder") {
    throw new JsonApiError(422, [
      {
        code: "not_token_holder",
        title: "Invalid Attribute",
        detail: "Invitations are for forms filled in by invitation only.",
        source: { pointer: "/data/attributes/emails" },
        meta: { message: "form-rules:builder.tokenHolderOnly" },
      },
    ]);
  }
  const s = scope(c);
  const expiresAt = data.expires_at ? endOfDay(data.expires_at) : null;
  const locale = requestLocale(c);
  const mailScope = mailScopeOf(c);
  const mails = await centreMails(mailScope, form.volunteerCenterId);
  const statements: Statement[] = [];
  const hashes: string[] = [];
  for (const email of data.emails) {
    const token = generateToken();
    const hash = await hashToken(token);
    hashes.push(hash);
    statements.push(
      s.db.insert(formTokens).values({
        tenantId: s.tenantId,
        formId: form.id,
        email,
        tokenHash: hash,
        singleUse: data.single_use,
        expiresAt,
        createdById: actorOf(c)?.userId ?? null,
      }),
    );
    const mail = mails.render("form_invitation", locale, email, {
      recipient_email: email,
      form_title: locale === "en" && form.titleEn ? form.titleEn : form.title,
      center_name: mails.centerName,
      form_link: mails.link(locale, `/forms/${token}`),
      expires_at: data.expires_at ? formatDay(data.expires_at, locale) : "",
    });
    if (mail) statements.push(outboxInsert(mailScope, mail, sql`exists (select 1 from form_tokens where token_hash = ${hash})`));
  }
  const results = await writeBatch(s.db, statements);
  await deliverWritten(mailScope, results);
  const rows = await s.db
    .select()
    .from(formTokens)
    .where(s.where(formTokens, eq(formTokens.formId, form.id)))
    .orderBy(desc(formTokens.id))
    .limit(hashes.length);
  const created = rows.filter((r) => hashes.includes(r.tokenHash)).reverse();
  return jsonApi(c, toDocument({ data: created.map(invitationResource) }), 201);
}

export async function listInvitations(c: Context) {
  const form = pathFormOf(c);
  const s = scope(c);
  const rows = await s.db
    .select()
    .from(formTokens)
    .where(s.where(formTokens, eq(formTokens.formId, form.id)))
    .orderBy(desc(formTokens.id))
    .limit(1000);
  return jsonApi(c, toDocument({ data: rows.map(invitationResource) }));
}
