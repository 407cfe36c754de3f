/**
 * /api/v1/notification_templates handlers (ADR 0060): the centre's templates, one template, a save (its version
 * checked inside the UPDATE: a stale save changes nothing and is 409), "reset to default" (the key's and language's
 * text of db/notification-template-defaults*.ts) and the preview of saved or unsaved values with sample data, in the
 * centre's brand, through the renderer the mails use (`renderTemplate`).
 */
import { asc, eq, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { z } from "zod";
import {
  type NotificationTemplateEditAttributes,
  type notificationTemplatePreviewInput,
  type notificationTemplateUpdateInput,
  placeholdersOf,
  samplePlaceholderValues,
  templateGroupOf,
} from "../../../contract/notification-template-edit";
import type { NotificationTemplateKey } from "../../../contract/notification-templates";
import { can } from "../../../contract/policy";
import { DEFAULT_TEMPLATES, paragraphsDoc } from "../../../db/notification-template-defaults";
import { notificationTemplates } from "../../../db/schema";
import { fieldError, forbidden, JsonApiError } from "../../jsonapi/errors";
import type { ParsedQuery } from "../../jsonapi/query";
import { resource, toDocument } from "../../jsonapi/serialize";
import { loadBrandFor } from "../../mail";
import { actorOf } from "../../middleware/auth";
import type { ValidBody } from "../../middleware/validate";
import { jsonApi } from "../../respond";
import { scope } from "../../scope";
import { mailScopeOf, renderTemplate, siteLink } from "../../services/notification-mails";
import type { ApiEnv, Validated } from "../../types";
import { pathTemplateOf, type TemplateRow } from "./notification-templates.guards";
import type { LIST_TEMPLATES_QUERY } from "./notification-templates.schemas";

type ListQuery = ParsedQuery<(typeof LIST_TEMPLATES_QUERY)["filters"]>;
type Update = ValidBody<z.output<typeof notificationTemplateUpdateInput>>;
type Preview = ValidBody<z.output<typeof notificationTemplatePreviewInput>>;

const TYPE = "notification_templates";
export const LOCK_POINTER = "/data/attributes/lock_version";

export function templateAttributes(row: TemplateRow): NotificationTemplateEditAttributes {
  return {
    key: row.key,
    locale: row.locale,
    name: row.name,
    subject: row.subject,
    body: row.body,
    active: row.active,
    volunteerCenterId: row.volunteerCenterId,
    lockVersion: row.lockVersion,
    placeholders: [...placeholdersOf(row.key)],
    group: templateGroupOf(row.key),
    updatedAt: row.updatedAt,
  };
}

const one = (c: Context<ApiEnv>, row: TemplateRow) =>
  jsonApi(c, toDocument({ data: resource(TYPE, row.id, templateAttributes(row)) }));

export async function listTemplates(c: Validated<{ query: ListQuery }>) {
  const s = scope(c);
  const { filter } = c.req.valid("query");
  // An admin may read another centre of the tenant; anyone else their own (the request's) centre.
  const centerId = filter.volunteer_center_id ?? s.centerId();
  if (!can(actorOf(c), "settings.manage", { centerId })) throw forbidden();
  const rows = await s.db
    .select()
    .from(notificationTemplates)
    .where(s.where(notificationTemplates, eq(notificationTemplates.volunteerCenterId, centerId)))
    .orderBy(asc(notificationTemplates.key), asc(notificationTemplates.locale));
  return jsonApi(c, toDocument({ data: rows.map((row) => resource(TYPE, row.id, templateAttributes(row))) }));
}

export function showTemplate(c: Context<ApiEnv>) {
  return one(c, pathTemplateOf(c));
}

export const stale = () =>
  new JsonApiError(409, [
    {
      ...fieldError(LOCK_POINTER, "stale", "The template was changed meanwhile: reload it and apply your changes again."),
      title: "Conflict",
      meta: { message: "notification-templates:errors.stale" },
    },
  ]);

/** The UPDATE at the version read: none updated (someone saved meanwhile) is 409 and nothing changed. */
async function saveAt(c: Context<ApiEnv>, row: TemplateRow, version: number, columns: Partial<TemplateRow>) {
  const s = scope(c);
  const [saved] = await s.db
    .update(notificationTemplates)
    .set({
      ...columns,
      lockVersion: sql`${notificationTemplates.lockVersion} + 1`,
      updatedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
    })
    .where(s.where(notificationTemplates, eq(notificationTemplates.id, row.id), eq(notificationTemplates.lockVersion, version)))
    .returning();
  if (!saved) throw stale();
  return saved;
}

export async function updateTemplate(c: Validated<{ json: Update }>) {
  const { data } = c.req.valid("json");
  const { lock_version: version, ...fields } = data;
  const columns: Partial<TemplateRow> = {
    ...(fields.name !== undefined ? { name: fields.name } : {}),
    ...(fields.subject !== undefined ? { subject: fields.subject } : {}),
    ...(fields.body !== undefined ? { body: fields.body } : {}),
    ...(fields.active !== undefined ? { active: fields.active } : {}),
  };
  return one(c, await saveAt(c, pathTemplateOf(c), version, columns));
}

/** The default text of the template's key and language; the active switch stays as the centre set it. */
export async function resetTemplate(c: Context<ApiEnv>) {
  const row = pathTemplateOf(c);
  const defaults = (DEFAULT_TEMPLATES as Partial<typeof DEFAULT_TEMPLATES>)[row.key as NotificationTemplateKey]?.[row.locale];
  if (!defaults) {
    throw new JsonApiError(422, [
      {
        code: "no_default",
        detail: "This template has no default text.",
        meta: { message: "notification-templates:errors.noDefault" },
      },
    ]);
  }
  const s = scope(c);
  const [saved] = await s.db
    .update(notificationTemplates)
    .set({
      name: defaults.name,
      subject: defaults.subject,
      body: paragraphsDoc(defaults.paragraphs),
      lockVersion: sql`${notificationTemplates.lockVersion} + 1`,
      updatedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
    })
    .where(s.where(notificationTemplates, eq(notificationTemplates.id, row.id)))
    .returning();
  return one(c, saved as TemplateRow);
}

/** The mail as a recipient would get it: the sent (unsaved) subject and body, else the stored ones, with sample data. */
export async function previewTemplate(c: Validated<{ json: Preview }>) {
  const row = pathTemplateOf(c);
  const { data } = c.req.valid("json");
  const s = scope(c);
  const brand = await loadBrandFor(s.db, s.tenantId, row.volunteerCenterId);
  const mailScope = mailScopeOf(c);
  const values = samplePlaceholderValues(row.key, row.locale, {
    centerName: brand.centerName,
    link: (path) => siteLink(mailScope, row.volunteerCenterId, row.locale, path),
  });
  const rendered = renderTemplate(
    { key: row.key, subject: data.subject ?? row.subject, body: data.body ?? row.body },
    row.locale,
    brand,
    values,
  );
  return jsonApi(
    c,
    toDocument({
      data: resource("notification_template_previews", row.id, {
        subject: rendered.subject,
        html: rendered.html,
        text: rendered.text,
      }),
    }),
  );
}
