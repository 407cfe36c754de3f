import { type AnySQLiteColumn, index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { MENU_LINK_TYPES, MENUS } from "../../contract/menu-items";
import { id, tenantId, timestamps } from "./columns";
import { pages } from "./pages";
import { volunteerCenters } from "./volunteer-centers";

export { MENU_LINK_TYPES, MENUS };

export const menuItems = sqliteTable(
  "menu_items",
  {
    id: id(),
    tenantId: tenantId(),
    volunteerCenterId: integer("volunteer_center_id")
      .notNull()
      .references(() => volunteerCenters.id),
    menu: text("menu", { enum: MENUS }).notNull(),
    name: text("name").notNull(),
    /** The English name (ADR 0039); null: the Dutch one stands in. */
    nameEn: text("name_en"),
    parentId: integer("parent_id").references((): AnySQLiteColumn => menuItems.id, { onDelete: "cascade" }),
    linkType: text("link_type", { enum: MENU_LINK_TYPES }).notNull(),
    pageId: integer("page_id").references(() => pages.id, { onDelete: "set null" }),
    /** A key of contract/system-pages.ts (e.g. 'vacancies', 'news'). */
    systemPageId: text("system_page_id"),
    position: integer("position").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index("menu_items_tenant_idx").on(t.tenantId),
    index("menu_items_center_menu_idx").on(t.volunteerCenterId, t.menu, t.position),
  ],
);
