/** The conversations resource's handlers (ADR 0064); the reads and writes are api/services/conversations.ts. */
import { and, eq, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import { CONVERSATION_TYPES, conversationStartInput } from "../../../contract/conversations";
import { can } from "../../../contract/policy";
import { organizations, vacancies } from "../../../db/schema";
import { type FieldError, forbidden, JsonApiError } from "../../jsonapi/errors";
import { messageDetail } from "../../jsonapi/messages";
import type { ParsedQuery } from "../../jsonapi/query";
import { paginate, toDocument } from "../../jsonapi/serialize";
import { actorOf, requireUser } from "../../middleware/auth";
import { body, type ValidBody } from "../../middleware/validate";
import { jsonApi } from "../../respond";
import { scope } from "../../scope";
import { loadApplication } from "../../services/applications";
import { originKeyOf } from "../../services/conversation-writes";
import {
  listThreads,
  loadThread,
  markRead,
  messageResource,
  postMessage,
  startThread,
  threadMessages,
  threadResource,
  unreadOf,
} from "../../services/conversations";
import type { Validated } from "../../types";
import { pathThreadOf, readerSideOf } from "./conversations.guards";

type ListQuery = ParsedQuery<Record<string, never>>;
type ShowQuery = ParsedQuery<{ before: z.ZodType<number, z.ZodTypeDef, string> }>;

const fullName = (u: { firstName: string; lastName: string; email: string }) =>
  `${u.firstName} ${u.lastName}`.trim() || u.email.split("@")[0] || "";

/** A 422 on one field with a message key the form translates (contract/messages.ts). */
function fieldProblem(pointer: string, code: string, key: string): JsonApiError {
  const error: FieldError = {
    code,
    title: "Invalid Attribute",
    detail: messageDetail(key),
    source: { pointer },
    meta: { message: key },
  };
  return new JsonApiError(422, [error]);
}

/** The idempotency key of a post: the attribute, else the `Idempotency-Key` header (at most 100 characters). */
function idempotencyKeyOf(c: Validated<object>, attribute: string | undefined): string | null {
  const header = c.req.header("idempotency-key")?.trim();
  const key = attribute ?? (header ? header : null);
  if (key && key.length > 100)
    throw fieldProblem("/data/attributes/idempotency_key", "too_big", 'validation:tooLong|{"maximum":100}');
  return key;
}

export async function listConversations(c: Validated<{ query: ListQuery }>) {
  requireUser(c);
  const actor = actorOf(c)!;
  const { page, fields } = c.req.valid("query");
  const { rows, total, unread } = await listThreads(c, actor, page);
  const data = rows.map((row) => threadResource(row, row.volunteerId === actor.userId ? "volunteer" : "organization", row));
  const { links, meta } = paginate(new URL(c.req.url), page, total);
  return jsonApi(c, toDocument({ data, links, meta: { ...meta, unread } }, fields));
}

export async function showConversation(c: Validated<{ query: ShowQuery }>) {
  const { user } = requireUser(c);
  const thread = pathThreadOf(c);
  const { page, filter, fields } = c.req.valid("query");
  const [{ messages, hasOlder }, unread] = await Promise.all([
    threadMessages(c, thread.id, page.size, filter.before),
    unreadOf(c, thread.id, user.id),
  ]);
  const included = messages.map((m) => messageResource(m, user.id));
  const last = messages.at(-1);
  const data = threadResource(thread, readerSideOf(c), { lastBody: last?.body ?? null, unread });
  data.relationships = { messages: { data: included.map((m) => ({ type: m.type, id: m.id })) } };
  const oldest = messages[0]?.id;
  const older =
    hasOlder && oldest !== undefined
      ? `/api/v1/conversations/${thread.id}?filter[before]=${oldest}&page[size]=${page.size}`
      : null;
  return jsonApi(c, toDocument({ data, included, links: { older }, meta: { hasOlder, unread } }, fields));
}

export async function postConversationMessage(c: Validated<{ json: ValidBody<{ body: string; idempotency_key?: string }> }>) {
  const { user } = requireUser(c);
  const thread = pathThreadOf(c);
  const { data } = c.req.valid("json");
  const key = idempotencyKeyOf(c, data.idempotency_key);
  const { message, created } = await postMessage(c, thread, {
    sender: { id: user.id, name: fullName(user) },
    side: readerSideOf(c),
    body: data.body,
    idempotencyKey: key,
  });
  if (!message) throw new Error("the message was not found after writing it");
  return jsonApi(c, toDocument({ data: messageResource(message, user.id) }), created ? 201 : 200);
}

export async function markConversationRead(c: Validated<object>) {
  const { user } = requireUser(c);
  const thread = pathThreadOf(c);
  const last = await markRead(c, thread.id, user.id);
  const unread = await unreadOf(c, thread.id, user.id);
  const data = threadResource(thread, readerSideOf(c), { lastBody: null, unread });
  return jsonApi(c, toDocument({ data, meta: { lastReadMessageId: last } }));
}

export const startBody = body({ schema: conversationStartInput, types: CONVERSATION_TYPES });
type StartBody = ValidBody<z.output<typeof conversationStartInput>>;

/** A published vacancy visible on this site, with its organisation's centre (null: none such). */
async function askableVacancy(c: Validated<object>, id: number) {
  const s = scope(c);
  const today = new Date().toISOString().slice(0, 10);
  const [row] = await s.db
    .select({
      id: vacancies.id,
      title: vacancies.title,
      centerId: vacancies.volunteerCenterId,
      shared: vacancies.shared,
      organizationId: vacancies.organizationId,
      organizationCenterId: organizations.volunteerCenterId,
    })
    .from(vacancies)
    .innerJoin(organizations, eq(organizations.id, vacancies.organizationId))
    .where(
      s.where(
        vacancies,
        eq(vacancies.id, id),
        eq(vacancies.status, "published"),
        isNull(vacancies.deletedAt),
        eq(organizations.status, "approved"),
        isNull(organizations.deletedAt),
        sql`(${vacancies.expiresAt} is null or ${vacancies.expiresAt} >= ${today})`,
      ),
    )
    .limit(1);
  if (!row) return null;
  const visible = row.centerId === s.centerId() || (row.shared && c.get("tenant").features.centerSharing);
  return visible ? row : null;
}

/**
 * POST /conversations: a volunteer or student asks about a published vacancy (the thread is with its organisation,
 * one per vacancy: a second question lands in the same thread), or the organisation's side writes to an applicant
 * who has an account (one thread per application). 201 with the thread when a message was written; 200 for a
 * repeated post with the same idempotency key.
 */
export async function startConversation(c: Validated<{ json: StartBody }>) {
  const { user } = requireUser(c);
  const actor = actorOf(c)!;
  const tenantId = c.get("tenant").id;
  const { data, pointer } = c.req.valid("json");
  const key = idempotencyKeyOf(c, data.idempotency_key);
  const sender = { id: user.id, name: fullName(user) };
  let started: { id: number; created: boolean };
  if (data.vacancy_id !== undefined) {
    if (!actor.roles.some((r) => r.role === "volunteer" || r.role === "student")) throw forbidden();
    const vacancy = await askableVacancy(c, data.vacancy_id);
    if (!vacancy) throw fieldProblem(`${pointer}/vacancy_id`, "not_found", "conversations:errors.vacancyNotFound");
    started = await startThread(
      c,
      { tenantId, volunteerId: user.id, organizationId: vacancy.organizationId, originKey: originKeyOf("vacancy", vacancy.id) },
      { subject: data.subject || vacancy.title, origin: "vacancy", vacancyId: vacancy.id },
      vacancy.organizationCenterId,
      { sender, side: "volunteer", body: data.body, idempotencyKey: key },
    );
  } else {
    const id = data.application_id ?? 0;
    const details = await loadApplication(c, id);
    const application = details?.application;
    const manages =
      application &&
      can(actor, "organization.manage", { organizationId: application.organizationId, centerId: application.volunteerCenterId });
    // Another organisation's application is as unknown as a missing one.
    if (!details || !application || !manages) {
      throw fieldProblem(`${pointer}/application_id`, "not_found", "conversations:errors.applicationNotFound");
    }
    if (application.userId === null) {
      throw fieldProblem(`${pointer}/application_id`, "no_account", "conversations:errors.noAccount");
    }
    const s = scope(c);
    const [org] = await s.db
      .select({ centerId: organizations.volunteerCenterId })
      .from(organizations)
      .where(and(eq(organizations.tenantId, tenantId), eq(organizations.id, application.organizationId)))
      .limit(1);
    started = await startThread(
      c,
      {
        tenantId,
        volunteerId: application.userId,
        organizationId: application.organizationId,
        originKey: originKeyOf("application", application.id),
      },
      {
        subject: data.subject || details.vacancyTitle,
        origin: "application",
        applicationId: application.id,
        vacancyId: application.vacancyId,
      },
      org?.centerId ?? application.volunteerCenterId,
      { sender, side: "organization", body: data.body, idempotencyKey: key },
    );
  }
  const thread = await loadThread(c, started.id);
  if (!thread) throw new Error("the conversation was neither started nor found");
  const side = thread.volunteerId === user.id ? "volunteer" : "organization";
  const document = toDocument({ data: threadResource(thread, side, { lastBody: data.body, unread: 0 }) });
  return jsonApi(c, document, started.created ? 201 : 200);
}
