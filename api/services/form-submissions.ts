/**
 * Filling in a form (ADR 0061): the form a visitor reaches by its public token or a personal invitation token, and
 * the submission stored whole or not at all. One D1 batch, every statement guarded by the same condition — the form is
 * still published at the version the answers were checked against, and the token (if any) is still usable:
 *   1. the version's questions (INSERT OR IGNORE into form_versions: the first submission at a version keeps them);
 *   2. the submission;
 *   3. a single-use token marked used, only when (2) wrote a row with it.
 * A single-use token's guard is "not used", and D1 runs a batch as one transaction: of two uses (a replay, two tabs,
 * parallel requests) exactly one stores its answers; the other finds the token used.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { FormAnswers, FormDefinition, InvitationRefusal } from "../../contract/forms";
import { forms, formTokens, pages } from "../../db/schema";
import { hashToken } from "../auth/tokens";
import { fieldError, JsonApiError } from "../jsonapi/errors";
import { scope } from "../scope";
import type { ApiEnv } from "../types";
import type { FormRow } from "./forms";
import { writeBatch } from "./notification-mails";

export type TokenRow = typeof formTokens.$inferSelect;

/** The published anonymous form with this public token in the request's tenant; `closed` when it is closed. */
export async function formByPublicToken(
  c: Context<ApiEnv>,
  token: string,
): Promise<{ form: FormRow } | { refusal: InvitationRefusal }> {
  const s = scope(c);
  const [form] = await s.db
    .select()
    .from(forms)
    .where(s.where(forms, eq(forms.publicToken, token), eq(forms.accessPermission, "anonymous"), isNull(forms.deletedAt)))
    .limit(1);
  if (!form || form.status === "draft") return { refusal: "unknown" };
  if (form.status === "closed") return { refusal: "closed" };
  return { form };
}

const nowIso = () => new Date().toISOString();

/** Why a token cannot be used now, or null. */
function tokenRefusal(token: TokenRow, form: FormRow, now: string): InvitationRefusal | null {
  if (token.singleUse && token.usedAt) return "used";
  if (token.expiresAt && token.expiresAt <= now) return "expired";
  if (form.status !== "published" || form.accessPermission !== "token_holder") return "closed";
  return null;
}

/**
 * The form of a personal invitation token in the request's tenant (another tenant's token is unknown), or why it
 * does not open: unknown, used, expired, closed.
 */
export async function formByInvitation(
  c: Context<ApiEnv>,
  token: string,
): Promise<{ form: FormRow; token: TokenRow } | { refusal: InvitationRefusal }> {
  const s = scope(c);
  const [found] = await s.db
    .select({ token: formTokens, form: forms })
    .from(formTokens)
    .innerJoin(forms, eq(forms.id, formTokens.formId))
    .where(s.where(formTokens, eq(formTokens.tokenHash, await hashToken(token)), isNull(forms.deletedAt)))
    .limit(1);
  if (!found) return { refusal: "unknown" };
  const refusal = tokenRefusal(found.token, found.form, nowIso());
  return refusal ? { refusal } : found;
}

/**
 * 404 `unknown` or 410 with the reason in `meta.reason` (the page the visitor gets says which). A public address
 * answers 404 for every reason (`always404`): whether an address was ever a form is not told, only that it is closed.
 */
export function refused(reason: InvitationRefusal, pointer?: string, always404 = false) {
  const details: Record<InvitationRefusal, string> = {
    unknown: "This link is not valid.",
    used: "This link has already been used.",
    expired: "This link has expired.",
    closed: "This form is closed.",
  };
  return new JsonApiError(reason === "unknown" || always404 ? 404 : 410, [
    {
      code: reason === "unknown" ? "not_found" : reason,
      detail: details[reason],
      ...(pointer ? { source: { pointer } } : {}),
      meta: { reason, message: `form-rules:invitation.${reason}` },
    },
  ]);
}

/** The page a BuilderForm block sent the answers from: one of the form's centre, else 422. */
export async function checkPage(c: Context<ApiEnv>, form: FormRow, pageId: number) {
  const s = scope(c);
  const [page] = await s.db
    .select({ id: pages.id })
    .from(pages)
    .where(s.where(pages, eq(pages.id, pageId), eq(pages.volunteerCenterId, form.volunteerCenterId)))
    .limit(1);
  if (!page) {
    throw new JsonApiError(422, [
      {
        ...fieldError("/data/attributes/page_id", "not_found", "This page does not exist."),
        meta: { message: "form-rules:submission.pageUnknown" },
      },
    ]);
  }
}

export interface NewSubmission {
  form: FormRow;
  definition: FormDefinition;
  answers: FormAnswers;
  token: TokenRow | null;
  userId: number | null;
  pageId: number | null;
}

/** Stores a submission (see the top of this file); answers its id, or throws why not (409 changed, 410 used…). */
export async function storeSubmission(c: Context<ApiEnv>, input: NewSubmission): Promise<number> {
  const s = scope(c);
  const { form, definition, token } = input;
  const now = nowIso();
  const tokenId = token?.id ?? null;
  const open = sql`exists (select 1 from forms f where f.id = ${form.id} and f.tenant_id = ${s.tenantId}
      and f.version = ${definition.version} and f.status = 'published' and f.deleted_at is null
      and f.access_permission = ${form.accessPermission})
    and (${tokenId} is null or exists (select 1 from form_tokens t where t.id = ${tokenId} and t.form_id = ${form.id}
      and (t.single_use = 0 or t.used_at is null) and (t.expires_at is null or t.expires_at > ${now})))`;
  const results = await writeBatch(s.db, [
    sql`insert or ignore into form_versions (tenant_id, form_id, version, definition)
      select ${s.tenantId}, ${form.id}, ${definition.version}, ${JSON.stringify(definition)} where ${open}`,
    sql`insert into form_submissions (tenant_id, form_id, form_version, answers, user_id, form_token_id, page_id, submitted_at)
      select ${s.tenantId}, ${form.id}, ${definition.version}, ${JSON.stringify(input.answers)}, ${input.userId}, ${tokenId},
        ${input.pageId}, ${now}
      where ${open}
      returning id`,
    // Before this batch a single-use token without used_at has no submission: one with it now is the row just written.
    sql`update form_tokens set used_at = ${now}
      where id = ${tokenId} and single_use = 1 and used_at is null
        and exists (select 1 from form_submissions where form_token_id = ${tokenId})`,
  ]);
  const created = results[1]?.[0] as { id: number } | undefined;
  if (created) return Number(created.id);
  // Nothing written: say why, from what is stored now.
  const [current] = await s.db.select().from(forms).where(eq(forms.id, form.id)).limit(1);
  if (token) {
    const [row] = await s.db
      .select()
      .from(formTokens)
      .where(and(eq(formTokens.id, token.id)))
      .limit(1);
    const refusal = row && current ? tokenRefusal(row, current, nowIso()) : "unknown";
    if (refusal) throw refused(refusal, "/data/attributes/invitation_token");
  }
  if (!current || current.deletedAt || current.status !== "published")
    throw refused(current?.status === "closed" ? "closed" : "unknown");
  throw new JsonApiError(409, [
    {
      code: "form_changed",
      title: "Conflict",
      detail: "The form was changed while it was being filled in: check the answers and send them again.",
      meta: { message: "form-rules:submission.changed", form_version: current.version },
    },
  ]);
}
