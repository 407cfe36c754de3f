import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { menuItemCreateInput, menuItemMoveInput, menuItemUpdateInput } from "../../../contract/menu-items";
import { menuItems } from "../../../db/schema";
import { JsonApiError } from "../../jsonapi/errors";
import type { ParsedQuery } from "../../jsonapi/query";
import { type ResourceObject, resource, toDocument } from "../../jsonapi/serialize";
import type { ValidBody } from "../../middleware/validate";
import { jsonApi } from "../../respond";
import { orderBy, scope } from "../../scope";
import {
  deleteMenuItem,
  findMenuItem,
  insertMenuItem,
  type MenuItemRow,
  type MenuItemValues,
  menuItemDocumentData,
  menuItemResource,
  menuItemValueErrors,
  moveMenuItem,
  publishedPagesQuery,
  updateMenuItem,
} from "../../services/menu-items";
import type { Validated } from "../../types";
import { pathMenuItemOf } from "./menu-items.guards";
import type { MENU_ITEMS_QUERY } from "./menu-items.schemas";

/**
 * All menu items of the request's centre (not paginated: a menu is shown whole). Items linking to a page are
 * returned even when that page is unpublished or gone — flagged `page_unavailable` — but `include=page` only
 * includes published pages, so the public menu leaves out links that would 404.
 */
export async function listMenuItems(c: Validated<{ query: ParsedQuery<(typeof MENU_ITEMS_QUERY)["filters"]> }>) {
  const query = c.req.valid("query");
  const s = scope(c);
  const where = s.where(
    menuItems,
    eq(menuItems.volunteerCenterId, s.centerId()),
    query.filter.menu ? eq(menuItems.menu, query.filter.menu) : undefined,
  );
  const items = s.db
    .select()
    .from(menuItems)
    .where(where)
    .orderBy(...orderBy(query.sort, { order: menuItems.position, name: menuItems.name, id: menuItems.id }, menuItems.id));
  // The published pages the items link to come in the same D1 batch (one round trip).
  const linkedPages = publishedPagesQuery(c, s.db.select({ id: menuItems.pageId }).from(menuItems).where(where));
  const [rows, linked] = await s.db.batch([items, linkedPages]);
  const published = new Set(linked.map((p) => p.id));
  const included: ResourceObject[] | undefined = query.include.has("page")
    ? linked.map(({ id, ...attributes }) => resource("pages", id, attributes))
    : undefined;
  return jsonApi(c, toDocument({ data: rows.map((row) => menuItemResource(row, published)), included }, query.fields));
}

type CreateBody = ValidBody<z.output<typeof menuItemCreateInput>>;
type UpdateBody = ValidBody<z.output<typeof menuItemUpdateInput>>;

/** The values a create sends, or an update's merged onto the item as it is. */
export function menuItemValues(input: z.output<typeof menuItemUpdateInput>, item?: MenuItemRow): MenuItemValues | null {
  const name = input.name ?? item?.name;
  const menu = input.menu ?? item?.menu;
  const linkType = input.link_type ?? item?.linkType;
  if (name === undefined || menu === undefined || linkType === undefined) return null;
  return {
    name,
    nameEn: input.name_en !== undefined ? input.name_en : (item?.nameEn ?? null),
    menu,
    parentId: input.parent_id !== undefined ? input.parent_id : (item?.parentId ?? null),
    linkType,
    pageId: input.page_id !== undefined ? input.page_id : (item?.pageId ?? null),
    systemPageId: input.system_page_id !== undefined ? input.system_page_id : (item?.systemPageId ?? null),
  };
}

function valuesOf(input: z.output<typeof menuItemUpdateInput>, item?: MenuItemRow): MenuItemValues {
  const values = menuItemValues(input, item);
  if (!values) throw new Error("the body's checks let an incomplete menu item through");
  return values;
}

/**
 * The body's checks found the parent and the page; a write that finds one gone meanwhile (deleted between the check
 * and the write) fails the database's foreign key. Then the checks run again and answer what they find now — a 422
 * on the field — instead of a 500.
 */
async function checkedAgain<T>(
  c: Validated<{ json: CreateBody | UpdateBody }>,
  values: MenuItemValues,
  centerId: number,
  write: () => Promise<T>,
  item?: MenuItemRow,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!/FOREIGN KEY constraint failed/i.test(String((error as { cause?: unknown }).cause ?? error))) throw error;
    const errors = await menuItemValueErrors(c, values, c.req.valid("json").pointer, centerId, item);
    if (errors.length === 0) throw error;
    throw new JsonApiError(422, errors);
  }
}

export async function createMenuItem(c: Validated<{ json: CreateBody }>) {
  const values = valuesOf(c.req.valid("json").data);
  const row = await checkedAgain(c, values, scope(c).centerId(), () => insertMenuItem(c, values));
  return jsonApi(c, toDocument({ data: await menuItemDocumentData(c, row) }), 201);
}

export async function updateMenuItemHandler(c: Validated<{ json: UpdateBody }>) {
  const item = pathMenuItemOf(c);
  const values = valuesOf(c.req.valid("json").data, item);
  const row = await checkedAgain(c, values, item.volunteerCenterId, () => updateMenuItem(c, item, values), item);
  return jsonApi(c, toDocument({ data: await menuItemDocumentData(c, row) }));
}

export async function moveMenuItemHandler(c: Validated<{ json: ValidBody<z.output<typeof menuItemMoveInput>> }>) {
  const item = pathMenuItemOf(c);
  await moveMenuItem(c, item, c.req.valid("json").data.direction);
  const moved = await findMenuItem(c, item.id);
  if (!moved) throw new Error("the moved menu item is gone");
  return jsonApi(c, toDocument({ data: await menuItemDocumentData(c, moved) }));
}

export async function deleteMenuItemHandler(c: Validated<object>) {
  await deleteMenuItem(c, pathMenuItemOf(c));
  return c.body(null, 204);
}
