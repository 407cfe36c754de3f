/**
 * /api/v1/notifications (ADR 0065): the signed-in user's own in-app notifications — for every role only their own;
 * another's id is unknown (404). `meta.unread` is the user's unread count after the request.
 */
import { isNotNull, isNull } from "drizzle-orm";
import type { z } from "zod";
import type { readAllNotificationsInput } from "../../../contract/notifications";
import { notifications } from "../../../db/schema";
import { notFound } from "../../jsonapi/errors";
import type { ParsedQuery } from "../../jsonapi/query";
import { paginate, toDocument } from "../../jsonapi/serialize";
import { requireUser } from "../../middleware/auth";
import { idParam } from "../../middleware/params";
import type { ValidBody } from "../../middleware/validate";
import { jsonApi } from "../../respond";
import { listWithCount } from "../../scope";
import {
  markAllRead,
  markRead,
  notificationPage,
  notificationResource,
  ownNotifications,
  unreadCount,
} from "../../services/notifications";
import type { Validated } from "../../types";
import type { LIST_NOTIFICATIONS_QUERY } from "./notifications.schemas";

type ListQuery = ParsedQuery<(typeof LIST_NOTIFICATIONS_QUERY)["filters"]>;

/** Newest first, one page, with the total, the page links and the unread count: one D1 round trip (a batch). */
export async function listNotifications(c: Validated<{ query: ListQuery }>) {
  const { user } = requireUser(c);
  const { filter, page } = c.req.valid("query");
  const db = c.get("db");
  const tenantId = c.get("tenant").id;
  const readState =
    filter.unread === undefined ? undefined : filter.unread ? isNull(notifications.readAt) : isNotNull(notifications.readAt);
  const where = ownNotifications(tenantId, user.id, readState);
  const [[rows, total], unread] = await Promise.all([
    listWithCount(db, notificationPage(db, where, page), notifications, where),
    unreadCount(db, tenantId, user.id),
  ]);
  const { links, meta } = paginate(new URL(c.req.url), page, total);
  return jsonApi(c, toDocument({ data: rows.map(notificationResource), links, meta: { ...meta, unread } }));
}

/** Marks one own notification read (again: no change); someone else's, or another tenant's, is a 404. */
export async function readNotification(c: Validated<object>) {
  const { user } = requireUser(c);
  const db = c.get("db");
  const tenantId = c.get("tenant").id;
  const row = await markRead(db, tenantId, user.id, idParam(c), new Date().toISOString());
  if (!row) throw notFound();
  const unread = await unreadCount(db, tenantId, user.id);
  return jsonApi(c, toDocument({ data: notificationResource(row), meta: { unread } }));
}

/** Marks the own unread notifications up to `up_to_id` read; answers how many, and what stays unread. */
export async function readAllNotifications(c: Validated<{ json: ValidBody<z.output<typeof readAllNotificationsInput>> }>) {
  const { user } = requireUser(c);
  const { data } = c.req.valid("json");
  const db = c.get("db");
  const tenantId = c.get("tenant").id;
  const marked = await markAllRead(db, tenantId, user.id, data.up_to_id, new Date().toISOString());
  const unread = await unreadCount(db, tenantId, user.id);
  return jsonApi(c, { data: null, meta: { marked, unread }, jsonapi: { version: "1.1" } });
}
