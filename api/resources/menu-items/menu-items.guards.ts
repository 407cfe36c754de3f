/**
 * Who may change the menus (contract/policy.ts `content.manage`: content managers and centre superusers for their
 * centre, an admin for the tenant), as route middleware that runs before the bodies are read (ADR 0029).
 */
import { can } from "../../../contract/policy";
import { forbidden, notFound } from "../../jsonapi/errors";
import { actorOf, requireUser } from "../../middleware/auth";
import { defineContextKey } from "../../middleware/context-key";
import { guard } from "../../middleware/guard";
import { idParam } from "../../middleware/params";
import { scope } from "../../scope";
import { findMenuItem, type MenuItemRow } from "../../services/menu-items";

/** The menu item a `/menu_items/{id}…` route names, stored by `pathMenuItem`; the handlers read `pathMenuItemOf(c)`. */
const PATH_MENU_ITEM = defineContextKey<MenuItemRow>("pathMenuItem");
export const pathMenuItemOf = PATH_MENU_ITEM.get;

/** The menu item with this path id in the tenant, or 404 (another tenant's id looks exactly like an unknown one). */
export const pathMenuItem = guard(async (c) => {
  const item = await findMenuItem(c, idParam(c));
  if (!item) throw notFound();
  PATH_MENU_ITEM.set(c, item);
});

/** A new item goes into the request's centre: content.manage there. */
export const managesCenterMenus = guard((c) => {
  requireUser(c);
  if (!can(actorOf(c), "content.manage", { centerId: scope(c).centerId() })) throw forbidden();
});

/** Changing an item: content.manage for the item's centre. */
export const managesPathMenuItem = guard((c) => {
  requireUser(c);
  if (!can(actorOf(c), "content.manage", { centerId: pathMenuItemOf(c).volunteerCenterId })) throw forbidden();
});
