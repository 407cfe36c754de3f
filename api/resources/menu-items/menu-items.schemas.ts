import { z } from "zod";
import { MENUS } from "../../../contract/menu-items";

/** GET /menu_items: the whole centre's menus (not paginated: a menu is shown whole). */
export const MENU_ITEMS_QUERY = {
  include: ["page"],
  filters: { menu: z.enum(MENUS) },
  sort: ["order", "name", "id"],
  defaultSort: "order",
  fieldTypes: ["menu_items", "pages"],
} as const;

export const MENU_ITEM_TYPES = ["menu_items"] as const;
