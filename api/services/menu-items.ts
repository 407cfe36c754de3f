/**
 * Menu items (SPEC §3 Menu item): loading, the answer's shape and the writes. The places in a menu are 1…n per
 * sibling list (a menu's top level, or one parent's children) and every write that changes them decides them in
 * one statement or one batch (D1's transaction), so parallel moves, adds and removes never leave two items on one
 * place or a gap (ADR 0042).
 */
import { and, eq, inArray, isNull, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { MenuItemAttributes } from "../../contract/menu-items";
import { menuItems, pages } from "../../db/schema";
import { type FieldError, fieldError } from "../jsonapi/errors";
import { identifier, type ResourceObject, resource } from "../jsonapi/serialize";
import { scope } from "../scope";
import type { ApiEnv } from "../types";

export type MenuItemRow = typeof menuItems.$inferSelect;
type Ctx = Context<ApiEnv>;

export async function findMenuItem(c: Ctx, id: number): Promise<MenuItemRow | null> {
  const s = scope(c);
  const [row] = await s.db
    .select()
    .from(menuItems)
    .where(s.where(menuItems, eq(menuItems.id, id)))
    .limit(1);
  return row ?? null;
}

/** A content_page link whose page is gone (deleted: page_id set null) or not published. */
export function isPageUnavailable(item: MenuItemRow, publishedPageIds: ReadonlySet<number>): boolean {
  return item.linkType === "content_page" && (item.pageId === null || !publishedPageIds.has(item.pageId));
}

export function menuItemResource(item: MenuItemRow, publishedPageIds: ReadonlySet<number>): ResourceObject {
  const { id, tenantId: _tenant, position, ...rest } = item;
  const attributes = { ...rest, order: position, pageUnavailable: isPageUnavailable(item, publishedPageIds) };
  return resource("menu_items", id, attributes satisfies MenuItemAttributes, {
    parent: { data: item.parentId ? identifier("menu_items", item.parentId) : null },
    page: { data: item.pageId ? identifier("pages", item.pageId) : null },
  });
}

/** The published pages among `pageIds` (slug, title, type: what a menu link needs). */
export function publishedPagesQuery(c: Ctx, pageIds: SQLWrapper | number[]) {
  const s = scope(c);
  return s.db
    .select({ id: pages.id, slug: pages.slug, title: pages.title, pageType: pages.pageType })
    .from(pages)
    .where(s.where(pages, inArray(pages.id, pageIds), eq(pages.isPublished, true)));
}

/** One item as a write answers it, with its page flag. */
export async function menuItemDocumentData(c: Ctx, item: MenuItemRow): Promise<ResourceObject> {
  const published = item.pageId ? await publishedPagesQuery(c, [item.pageId]) : [];
  return menuItemResource(item, new Set(published.map((p) => p.id)));
}

/** The sibling list an item is in: same centre, menu and parent (the top level when the parent is null). */
function siblingsOf(tenantId: string, centerId: number, menu: string, parentId: number | null): SQL {
  return sql`tenant_id = ${tenantId} and volunteer_center_id = ${centerId} and menu = ${menu} and parent_id is ${parentId}`;
}

/** Renumbers a sibling list 1…n in its current order (after an item left it). One statement. */
function renumber(c: Ctx, centerId: number, menu: string, parentId: number | null) {
  const where = siblingsOf(scope(c).tenantId, centerId, menu, parentId);
  return c
    .get("db")
    .update(menuItems)
    .set({ position: sql`s.rn` })
    .from(sql`(select id, row_number() over (order by position, id) as rn from menu_items where ${where}) as s`)
    .where(sql`menu_items.id = s.id and menu_items.position <> s.rn`);
}

/** The next free place at the end of a sibling list, as a subquery of the write that takes it. */
function endOf(c: Ctx, centerId: number, menu: string, parentId: number | null): SQL<number> {
  const where = siblingsOf(scope(c).tenantId, centerId, menu, parentId);
  return sql<number>`(select coalesce(max(position), 0) + 1 from menu_items where ${where})`;
}

export interface MenuItemValues {
  name: string;
  nameEn: string | null;
  menu: MenuItemRow["menu"];
  parentId: number | null;
  linkType: MenuItemRow["linkType"];
  pageId: number | null;
  systemPageId: string | null;
}

/** A link keeps only the field of its type (a system link has no page, a page link no system page). */
function linkColumns(values: MenuItemValues) {
  return values.linkType === "content_page"
    ? { pageId: values.pageId, systemPageId: null }
    : { pageId: null, systemPageId: values.systemPageId };
}

/** A new item at the end of its list: the place is taken in the insert itself. */
export async function insertMenuItem(c: Ctx, values: MenuItemValues): Promise<MenuItemRow> {
  const s = scope(c);
  const centerId = s.centerId();
  const [row] = await s.db
    .insert(menuItems)
    .values({
      tenantId: s.tenantId,
      volunteerCenterId: centerId,
      name: values.name,
      nameEn: values.nameEn,
      menu: values.menu,
      parentId: values.parentId,
      linkType: values.linkType,
      ...linkColumns(values),
      position: endOf(c, centerId, values.menu, values.parentId),
    })
    .returning();
  return row;
}

/** An edit; an item that changes list (menu or parent) goes to the end of its new list and its old list closes up. */
export async function updateMenuItem(c: Ctx, item: MenuItemRow, values: MenuItemValues): Promise<MenuItemRow> {
  const db = c.get("db");
  const moves = values.menu !== item.menu || values.parentId !== item.parentId;
  const update = db
    .update(menuItems)
    .set({
      name: values.name,
      nameEn: values.nameEn,
      menu: values.menu,
      parentId: values.parentId,
      linkType: values.linkType,
      ...linkColumns(values),
      ...(moves ? { position: endOf(c, item.volunteerCenterId, values.menu, values.parentId) } : {}),
      updatedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
    })
    .where(and(eq(menuItems.tenantId, item.tenantId), eq(menuItems.id, item.id)))
    .returning();
  if (!moves) return (await update)[0];
  const [rows] = await db.batch([update, renumber(c, item.volunteerCenterId, item.menu, item.parentId)]);
  return rows[0];
}

/** Removes an item with its children (ADR 0042) and closes up its list, in one batch. */
export async function deleteMenuItem(c: Ctx, item: MenuItemRow): Promise<void> {
  const db = c.get("db");
  await db.batch([
    db.delete(menuItems).where(and(eq(menuItems.tenantId, item.tenantId), eq(menuItems.parentId, item.id))),
    db.delete(menuItems).where(and(eq(menuItems.tenantId, item.tenantId), eq(menuItems.id, item.id))),
    renumber(c, item.volunteerCenterId, item.menu, item.parentId),
  ]);
}

/**
 * One place up or down among its siblings, decided in one statement: the list is numbered 1…n in its current order
 * (position, id) as the statement reads it, the item takes its neighbour's number and the neighbour its own. Two
 * moves at once run one after the other in D1, each on the list the other left; the list stays 1…n. At the top
 * (or bottom) the item stays where it is.
 */
export async function moveMenuItem(c: Ctx, item: MenuItemRow, direction: "up" | "down"): Promise<void> {
  const tenantId = scope(c).tenantId;
  const step = direction === "up" ? -1 : 1;
  await c.get("db").run(sql`
    with me as (
      select volunteer_center_id as center, menu, parent_id from menu_items where tenant_id = ${tenantId} and id = ${item.id}
    ), siblings as (
      select m.id, row_number() over (order by m.position, m.id) as rn
      from menu_items m join me on m.volunteer_center_id = me.center and m.menu = me.menu and m.parent_id is me.parent_id
      where m.tenant_id = ${tenantId}
    ), mine as (select rn from siblings where id = ${item.id}),
    target as (select max(1, min((select count(*) from siblings), (select rn from mine) + ${step})) as rn)
    update menu_items set
      position = case
        when menu_items.id = ${item.id} then (select rn from target)
        when s.rn = (select rn from target) then (select rn from mine)
        else s.rn end,
      updated_at = case when menu_items.id = ${item.id} then strftime('%Y-%m-%dT%H:%M:%fZ', 'now') else updated_at end
    from siblings as s
    where menu_items.id = s.id`);
}

/**
 * What the database must confirm of an item's values (after the body's own rules passed), each a 422 at its field:
 * the link field its type needs, a page of the same centre, a parent that is a top-level item of the same menu and
 * centre (one level deep), and no children for an item that becomes a child.
 */
export async function menuItemValueErrors(
  c: Ctx,
  values: MenuItemValues,
  pointer: string,
  centerId: number,
  item?: MenuItemRow,
): Promise<FieldError[]> {
  const s = scope(c);
  const errors: FieldError[] = [];
  const keyed = (field: string, code: string, message: string, detail: string) => ({
    ...fieldError(`${pointer}/${field}`, code, detail),
    meta: { message },
  });
  if (values.linkType === "content_page") {
    if (values.pageId === null) errors.push(keyed("page_id", "blank", "validation:required", "A page link needs page_id."));
    else {
      const [page] = await s.db
        .select({ id: pages.id })
        .from(pages)
        .where(s.where(pages, eq(pages.id, values.pageId), eq(pages.volunteerCenterId, centerId)))
        .limit(1);
      if (!page) errors.push(keyed("page_id", "not_found", "menu-items:errors.pageNotFound", "No such page in this centre."));
    }
  } else if (values.systemPageId === null) {
    errors.push(keyed("system_page_id", "blank", "validation:required", "A system page link needs system_page_id."));
  }
  if (values.parentId !== null) {
    const [parent] =
      values.parentId === item?.id
        ? []
        : await s.db
            .select({ id: menuItems.id })
            .from(menuItems)
            .where(
              s.where(
                menuItems,
                eq(menuItems.id, values.parentId),
                eq(menuItems.volunteerCenterId, centerId),
                eq(menuItems.menu, values.menu),
                isNull(menuItems.parentId),
              ),
            )
            .limit(1);
    if (!parent) {
      errors.push(
        keyed("parent_id", "invalid", "menu-items:errors.parentInvalid", "The parent must be a top-level item of the same menu."),
      );
    } else if (item) {
      const [child] = await s.db
        .select({ id: menuItems.id })
        .from(menuItems)
        .where(s.where(menuItems, eq(menuItems.parentId, item.id)))
        .limit(1);
      if (child) {
        errors.push(
          keyed("parent_id", "has_children", "menu-items:errors.hasChildren", "An item with sub-items stays at the top level."),
        );
      }
    }
  }
  return errors;
}
