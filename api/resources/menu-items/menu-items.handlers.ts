import { eq, inArray } from "drizzle-orm";
import { z } from "zod";
import type { MenuItemAttributes } from "../../../contract/menu-items";
import { MENUS, menuItems, pages } from "../../../db/schema";
import type { ParsedQuery } from "../../jsonapi/query";
import { identifier, type ResourceObject, resource, toDocument } from "../../jsonapi/serialize";
import { jsonApi } from "../../respond";
import { orderBy, scope } from "../../scope";
import type { Validated } from "../../types";

type MenuItem = typeof menuItems.$inferSelect;

export const MENU_ITEMS_QUERY = {
  include: ["page"],
  filters: { menu: z.enum(MENUS) },
  sort: ["order", "name", "id"],
  defaultSort: "order",
  fieldTypes: ["menu_items", "pages"],
} as const;

function menuItemResource(item: MenuItem): ResourceObject {
  const { id, tenantId: _tenant, position, ...rest } = item;
  return resource("menu_items", id, { ...rest, order: position } satisfies MenuItemAttributes, {
    parent: { data: item.parentId ? identifier("menu_items", item.parentId) : null },
    page: { data: item.pageId ? identifier("pages", item.pageId) : null },
  });
}

/**
 * All menu items of the request's centre (not paginated: a menu is shown whole). Items linking to a page are
 * returned even when that page is unpublished, but `include=page` only includes published pages, so the UI can
 * hide links that would 404.
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
  // With include=page, the linked pages come in the same D1 batch (one round trip): those of the items above.
  const linkedPages = s.db
    .select({ id: pages.id, slug: pages.slug, title: pages.title, pageType: pages.pageType })
    .from(pages)
    .where(
      s.where(
        pages,
        inArray(pages.id, s.db.select({ id: menuItems.pageId }).from(menuItems).where(where)),
        eq(pages.isPublished, true),
      ),
    );
  const [rows, linked] = query.include.has("page") ? await s.db.batch([items, linkedPages]) : [await items, null];
  const included: ResourceObject[] | undefined = linked?.map(({ id, ...attributes }) => resource("pages", id, attributes));
  return jsonApi(c, toDocument({ data: rows.map(menuItemResource), included }, query.fields));
}
