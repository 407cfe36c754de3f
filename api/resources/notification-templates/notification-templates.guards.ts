/**
 * Who may edit the notification templates (contract/policy.ts `settings.manage`: center_superuser for their centre,
 * admin for the tenant), as route middleware before any body is read: 401 signed out, 403 without the role, and the
 * template a path names loaded here — another tenant's or another centre's id is 404, like an unknown one.
 */
import { eq } from "drizzle-orm";
import { can } from "../../../contract/policy";
import { notificationTemplates } from "../../../db/schema";
import { notFound } from "../../jsonapi/errors";
import { actorOf } from "../../middleware/auth";
import { defineContextKey } from "../../middleware/context-key";
import { guard, holdsSomewhere } from "../../middleware/guard";
import { idParam } from "../../middleware/params";
import { scope } from "../../scope";

export type TemplateRow = typeof notificationTemplates.$inferSelect;

const PATH_TEMPLATE = defineContextKey<TemplateRow>("pathTemplate");
export const pathTemplateOf = PATH_TEMPLATE.get;

/** Holds `settings.manage` somewhere (401 / 403 first). */
export const managesTemplates = holdsSomewhere("settings.manage");

/** The template with this path id in the tenant, of a centre the user manages; 404 otherwise. */
export const pathTemplate = guard(async (c) => {
  const s = scope(c);
  const [row] = await s.db
    .select()
    .from(notificationTemplates)
    .where(s.where(notificationTemplates, eq(notificationTemplates.id, idParam(c))))
    .limit(1);
  if (!row || !can(actorOf(c), "settings.manage", { centerId: row.volunteerCenterId })) throw notFound();
  PATH_TEMPLATE.set(c, row);
});
