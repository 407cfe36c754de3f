/**
 * Mails from the stored notification templates (contract/notification-templates.ts, vacancies and applications; ADR 0021): per centre,
 * key and language, `{{placeholders}}` filled into the text nodes (and link hrefs) before rendering, so the values
 * are escaped by the renderer like any text. The HTML is every mail's branded frame (api/mail/templates.ts).
 *
 * A mail is written as an outbox row by an INSERT … SELECT … WHERE EXISTS (guard) that the caller puts into the same
 * D1 batch as the change that caused it: the row exists if and only if the change happened. Values only the batch
 * knows (the new application's id, its waitlist place) are markers in the text that SQL `replace()` fills. The rows
 * the batch wrote are delivered after it commits (`deliverWritten`), and retried by the outbox's sweep (ADR 0059).
 */

import { and, eq, type SQL, sql } from "drizzle-orm";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import type { Context } from "hono";
import { isDevelopment } from "../../config/environment";
import { type PlatformConfig, platformConfigFor, type TenantId } from "../../config/tenants";
import { formatDateTime } from "../../contract/dates";
import {
  fillPlaceholders,
  mailKindOf,
  NOTIFICATION_TEMPLATE_KEYS,
  type NotificationTemplateKey,
} from "../../contract/notification-templates";
import { renderRichText, richTextToPlainText } from "../../contract/rich-text";
import type { Db } from "../../db";
import { contactPersons, type MailKind, notificationTemplates, organizationMemberships, userRoles, users } from "../../db/schema";
import { siteOrigin } from "../auth/site-links";
import { loadBrandFor } from "../mail/brand";
import { deliverNow } from "../mail/outbox";
import { type Brand, type MailLocale, renderFrame } from "../mail/templates";
import type { ApiEnv } from "../types";
import { type DocNode, listNode, listPlaceholderName, type MailLists } from "./mail-lists";

export type { MailListItem, MailLists } from "./mail-lists";

/** What sending needs, with or without a request (the scheduled jobs have none). */
export interface MailScope {
  db: Db;
  env: Env;
  tenantId: TenantId;
  platform: PlatformConfig;
  /** The request's Origin and URL: a link stays on the site the request came from when that is the centre's. */
  origins: Array<string | null | undefined>;
  requestId?: string;
  waitUntil?: (promise: Promise<unknown>) => void;
}

export function mailScopeOf(c: Context<ApiEnv>): MailScope {
  return {
    db: c.get("db"),
    env: c.env,
    tenantId: c.get("tenant").id,
    platform: c.get("platform"),
    origins: [c.req.header("origin"), c.req.url],
    requestId: c.get("requestId"),
    waitUntil: (p) => c.executionCtx.waitUntil(p),
  };
}

export function jobMailScope(db: Db, env: Env, tenantId: TenantId): MailScope {
  return { db, env, tenantId, platform: platformConfigFor(env), origins: [] };
}

/** `page` on the centre's site, in the recipient's language (`/en/…` for English); site-relative when none is known. */
export function siteLink(scope: MailScope, centerId: number, locale: string, page: string): string {
  const origin = siteOrigin(scope.platform, scope.tenantId, centerId, scope.origins, isDevelopment(scope.env));
  const path = `${locale === "en" ? "/en" : ""}${page}`;
  return origin ? new URL(path, origin).toString() : path;
}

export interface RenderedMail {
  to: string;
  kind: NotificationTemplateKey;
  /** The centre whose template it is (whose staff see its delivery). */
  centerId: number;
  subject: string;
  html: string;
  text: string;
  /** Extra headers the outbox row carries to the provider (the periodic mail's List-Unsubscribe, ADR 0066). */
  headers?: Record<string, string>;
}

type TemplateRow = typeof notificationTemplates.$inferSelect;

function log(scope: MailScope, level: "info" | "error", msg: string, extra: Record<string, unknown>) {
  const line = JSON.stringify({ level, requestId: scope.requestId, msg, tenant: scope.tenantId, ...extra });
  if (level === "error") console.error(line);
  else console.log(line);
}

/**
 * One centre's templates and brand, loaded once (two queries) for every mail a change sends. `render` answers null
 * (and logs why) when the centre has no row for the key in the language nor in Dutch, or the row is inactive.
 */
export async function centreMails(scope: MailScope, centerId: number) {
  const [rows, brand] = await Promise.all([
    scope.db
      .select()
      .from(notificationTemplates)
      .where(
        sql`${notificationTemplates.tenantId} = ${scope.tenantId} and ${notificationTemplates.volunteerCenterId} = ${centerId}`,
      ),
    loadBrandFor(scope.db, scope.tenantId, centerId),
  ]);
  const byKey = new Map(rows.map((r) => [`${r.key}:${r.locale}`, r]));
  return {
    brand,
    centerName: brand.centerName,
    link: (locale: string, page: string) => siteLink(scope, centerId, locale, page),
    /** A path on the centre's site in no language (an API address such as a calendar file). */
    siteUrl: (path: string) => siteLink(scope, centerId, "nl", path),
    render(
      key: NotificationTemplateKey,
      locale: MailLocale,
      to: string,
      values: Record<string, string>,
      lists: MailLists = {},
    ): RenderedMail | null {
      // The recipient's language, else the centre's Dutch text (PRODUCT.md: nl first, en alongside).
      const row = byKey.get(`${key}:${locale}`) ?? byKey.get(`${key}:nl`);
      if (!row?.active) {
        log(scope, "info", "notification not sent", { key, locale, centerId, reason: row ? "inactive" : "no template" });
        return null;
      }
      const language = locale === row.locale ? locale : "nl";
      return { to, kind: key, centerId, ...renderTemplate(row, language, brand, withInstantsWritten(values, language), lists) };
    },
  };
}
export type CentreMails = Awaited<ReturnType<typeof centreMails>>;

// ——— Instants in values: written in the recipient's language. ———

const INSTANT = /\[\[at:([0-9T:.+\-Z]+)\]\]/g;

/**
 * An instant inside a placeholder's value (`Koffieochtend — ${mailInstant(startsAt)}`): the renderer writes it as a
 * person does, in the language of the mail it goes into and in Amsterdam time (contract/dates.ts), so one value
 * serves recipients of either language.
 */
export const mailInstant = (instant: string) => `[[at:${instant}]]`;

function withInstantsWritten(values: Record<string, string>, locale: MailLocale): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      value.replace(INSTANT, (whole, instant: string) =>
        Number.isNaN(Date.parse(instant)) ? whole : formatDateTime(instant, locale),
      ),
    ]),
  );
}

/** A scheduled job's per-run caches: one mail scope per tenant, one template set per centre. */
export function jobMailContext(db: Db, env: Env) {
  const scopes = new Map<string, MailScope>();
  const mails = new Map<string, Promise<CentreMails>>();
  return {
    scope(tenantId: string) {
      const s = scopes.get(tenantId) ?? jobMailScope(db, env, tenantId as TenantId);
      scopes.set(tenantId, s);
      return s;
    },
    mails(tenantId: string, centerId: number) {
      const key = `${tenantId}:${centerId}`;
      const m = mails.get(key) ?? centreMails(this.scope(tenantId), centerId);
      mails.set(key, m);
      return m;
    },
  };
}
export type JobMailContext = ReturnType<typeof jobMailContext>;

/** Only the placeholders the key declares are filled; the rest stay as typed (an editor sees the mistake). */
function allowedValues(key: string, values: Record<string, string>): Record<string, string> {
  const names: readonly string[] = NOTIFICATION_TEMPLATE_KEYS[key as NotificationTemplateKey] ?? [];
  return Object.fromEntries(Object.entries(values).filter(([name]) => names.includes(name)));
}

export function renderTemplate(
  row: Pick<TemplateRow, "key" | "subject" | "body">,
  locale: MailLocale,
  brand: Brand,
  values: Record<string, string>,
  lists: MailLists = {},
) {
  const ownLists = Object.fromEntries(Object.entries(lists).filter(([name]) => name in allowedValues(row.key, { [name]: "" })));
  // A list with items counts as a value: its `{{?name}}` sections are kept.
  const listValues = Object.fromEntries(Object.entries(ownLists).map(([name, items]) => [name, items.length ? "·" : ""]));
  const filled = allowedValues(row.key, { ...values, ...listValues });
  const subject = fillPlaceholders(row.subject.replace(SECTION, ""), filled).replace(/\s+/g, " ").trim();
  const body = renderBody(row.body, filled, ownLists);
  return renderFrame(locale, brand, subject, body.html, body.text);
}

// ——— The template body: tiptap JSON with placeholders → the rich-text module's HTML and text. ———

type Node = DocNode;

/** `{{?name}}`: the marker of an optional section (a paragraph kept only when `name` has a value). */
const SECTION = /\{\{\?\s*([a-z_]+)\s*\}\}/g;

const textsOf = (node: Node): string[] => [
  ...(typeof node.text === "string" ? [node.text] : []),
  ...(node.content ?? []).flatMap(textsOf),
];
const withoutMarkers = (node: Node): Node => ({
  ...node,
  ...(typeof node.text === "string" ? { text: node.text.replace(SECTION, "") } : {}),
  ...(node.content ? { content: node.content.map(withoutMarkers) } : {}),
});

/**
 * Optional sections: a block (paragraph) whose text has `{{?name}}` is left out when `name` has no value (absent,
 * empty or blank) — "Het bericht bij de aanmelding: {{message}}" without a message, the place of a remote activity
 * — and kept without the marker otherwise. A template says which of its sections are optional; nothing else is.
 */
function sectionsKept(blocks: Node[], values: Record<string, string>): Node[] {
  return blocks.flatMap((block) => {
    const names = textsOf(block).flatMap((t) => [...t.matchAll(SECTION)].map((m) => m[1]));
    if (!names.length) return [block];
    return names.every((name) => (values[name] ?? "").trim() !== "") ? [withoutMarkers(block)] : [];
  });
}

/** Paragraphs that are one list placeholder, as their lists (none when the list is empty). */
function listsExpanded(blocks: Node[], lists: MailLists): Node[] {
  return blocks.flatMap((block) => {
    const name = block.type === "paragraph" ? listPlaceholderName(textsOf(block).join("")) : undefined;
    if (!name || !(name in lists)) return [block];
    const items = lists[name];
    return items.length ? [listNode(items)] : [];
  });
}

/** The document with every text node's and link href's placeholders filled; blocks left empty by that dropped. */
function filledDoc(doc: unknown, values: Record<string, string>, lists: MailLists = {}): Node {
  const fill = (node: Node): Node => ({
    ...node,
    ...(typeof node.text === "string" ? { text: fillPlaceholders(node.text, values) } : {}),
    ...(node.marks
      ? {
          marks: node.marks.map((m) =>
            m.type === "link" && typeof m.attrs?.href === "string"
              ? { ...m, attrs: { ...m.attrs, href: fillPlaceholders(m.attrs.href, values) } }
              : m,
          ),
        }
      : {}),
    ...(node.content ? { content: node.content.map(fill) } : {}),
  });
  const source = (doc ?? { type: "doc", content: [] }) as Node;
  const kept = sectionsKept(source.content ?? [], values);
  const filled = fill({ ...source, content: listsExpanded(kept, lists) });
  // An empty placeholder (no message) leaves no empty paragraph.
  const hasText = (n: Node): boolean => (n.text ?? "").trim() !== "" || (n.content ?? []).some(hasText);
  return { ...filled, content: (filled.content ?? []).filter(hasText) };
}

/** For the text part: a link's target after its text (`Trek je aanmelding in (https://…)`), the URL once when equal. */
function linksSpelledOut(node: Node): Node {
  const link = node.marks?.find((m) => m.type === "link")?.attrs?.href;
  if (typeof node.text === "string" && link && /^(https?:|mailto:)/i.test(link)) {
    return { type: "text", text: node.text === link ? link : `${node.text} (${link})` };
  }
  return node.content ? { ...node, content: node.content.map(linksSpelledOut) } : node;
}

/** The body as HTML (the allow-list renderer: values are text, so they are escaped; unsafe hrefs lose their link). */
export function renderBody(doc: unknown, values: Record<string, string>, lists: MailLists = {}): { html: string; text: string } {
  const filled = filledDoc(doc, values, lists);
  return { html: renderRichText(filled), text: richTextToPlainText(linksSpelledOut(filled)) };
}

/** Who hears about an organisation's vacancies and applications: its contact person, else its organisation superusers. */
export async function organizationRecipients(
  db: Db,
  tenantId: string,
  organizationId: number,
): Promise<Array<{ email: string; locale: MailLocale }>> {
  const [contact] = await db
    .select({ email: contactPersons.email, locale: users.locale })
    .from(contactPersons)
    .leftJoin(users, eq(users.id, contactPersons.userId))
    .where(and(eq(contactPersons.tenantId, tenantId), eq(contactPersons.organizationId, organizationId)))
    .limit(1);
  if (contact?.email) return [{ email: contact.email, locale: contact.locale === "en" ? "en" : "nl" }];
  const rows = await db
    .selectDistinct({ email: users.email, locale: users.locale })
    .from(users)
    .innerJoin(organizationMemberships, eq(organizationMemberships.userId, users.id))
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.role, "organization_superuser")))
    .where(
      and(eq(users.tenantId, tenantId), eq(organizationMemberships.organizationId, organizationId), eq(users.status, "active")),
    );
  return rows.map((r) => ({ email: r.email, locale: r.locale === "en" ? "en" : "nl" }));
}

// ——— Writing and delivering. ———

/**
 * A value only the batch knows: `marker` in the rendered text is replaced by `value` (an SQL expression); in the
 * HTML by `html` when given (a text value escaped by `htmlEscapedSql`: a name, where `value` is the plain one).
 */
export type Replacement = [marker: string, value: SQL, html?: SQL];

function replaced(text: string, replacements: Replacement[], part: "text" | "html"): SQL {
  return replacements.reduce<SQL>(
    (acc, [marker, value, html]) => sql`replace(${acc}, ${marker}, ${part === "html" && html ? html : value})`,
    sql`${text}`,
  );
}

/** A text value escaped for HTML inside SQL, as the rich-text renderer escapes text (contract/rich-text-serialize.ts). */
export const htmlEscapedSql = (value: SQL) =>
  sql`replace(replace(replace(replace(replace(${value}, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), '''', '&#39;')`;

/**
 * The outbox row of `mail`, written only when `guard` (an SQL condition) holds once the batch's earlier statements
 * ran (status `pending`, ADR 0059). Returns the written row's id, so `deliverWritten` delivers it after the commit. `to`: the address as
 * SQL when only the batch knows it (the row a promotion chose), instead of `mail.to`.
 */
export function outboxInsert(
  scope: MailScope,
  mail: RenderedMail,
  guard: SQL,
  replacements: Replacement[] = [],
  to?: SQL,
): Statement {
  const kind: MailKind = mailKindOf(mail.kind);
  const headers = mail.headers ? JSON.stringify(mail.headers) : null;
  return sql`insert into mail_outbox (tenant_id, volunteer_center_id, "to", subject, html, text, headers, kind, status)
    select ${scope.tenantId}, ${mail.centerId}, ${to ?? mail.to}, ${replaced(mail.subject, replacements, "text")},
      ${replaced(mail.html, replacements, "html")}, ${replaced(mail.text, replacements, "text")}, ${headers}, ${kind}, 'pending'
    where ${guard}
    returning id as outbox_id`;
}

/**
 * Mails that follow a change made without a batch of their own (the account and organisation mails): their rows in
 * one batch after the change, then delivered like the rest.
 */
export async function writeAndDeliver(scope: MailScope, mails: RenderedMail[]): Promise<number> {
  if (!mails.length) return 0;
  const results = await writeBatch(
    scope.db,
    mails.map((m) => outboxInsert(scope, m, sql`1`)),
  );
  return deliverWritten(scope, results);
}

/** A statement for `writeBatch`: raw SQL or a Drizzle query builder. */
export type Statement = SQL | { toSQL(): { sql: string; params: unknown[] } };
const dialect = new SQLiteAsyncDialect();

/**
 * One D1 batch (one transaction) of raw SQL and builders, answering each statement's rows (RETURNING) by column
 * name. Drizzle's own batch cannot take raw SQL with parameters (its SQLiteRaw has no prepared statement to bind).
 */
export async function writeBatch(db: Db, statements: Statement[]): Promise<Array<Array<Record<string, unknown>>>> {
  const d1 = db.$client as D1Database;
  const prepared = statements.map((st) => {
    const q = "toSQL" in st ? st.toSQL() : dialect.sqlToQuery(st);
    return d1.prepare(q.sql).bind(...q.params);
  });
  const results = await d1.batch(prepared);
  return results.map((r) => (r.results ?? []) as Array<Record<string, unknown>>);
}

/**
 * After the batch: the outbox rows it wrote (the results of `outboxInsert` statements) are delivered now
 * (api/mail/outbox.ts `deliverNow`: after the response where the request allows it); what fails is retried by the
 * sweep. Answers how many rows the batch wrote.
 */
export async function deliverWritten(scope: MailScope, results: unknown[]): Promise<number> {
  const ids = results.flatMap((r) =>
    Array.isArray(r)
      ? (r as Array<Record<string, unknown>>)
          .filter((m) => m && typeof m === "object" && "outbox_id" in m)
          .map((m) => Number(m.outbox_id))
      : [],
  );
  try {
    await deliverNow(scope.db, scope.env, ids, scope.waitUntil);
  } catch (error) {
    // The rows are written: the sweep delivers them once the provider can be reached.
    log(scope, "error", "mail not sent yet", { error: String(error) });
  }
  return ids.length;
}
