/** Menu items as the API answers them (`/api/v1/menu_items`, not paginated: a menu is shown whole). */
import { z } from "zod";

export const MENUS = ["header", "footer"] as const;
export const MENU_LINK_TYPES = ["content_page", "system_page"] as const;

export const menuItemAttributes = z.object({
  volunteerCenterId: z.number().int(),
  menu: z.enum(MENUS),
  name: z.string(),
  parentId: z.number().int().nullable(),
  linkType: z.enum(MENU_LINK_TYPES),
  pageId: z.number().int().nullable(),
  /** A key of contract/system-pages.ts. */
  systemPageId: z.string().nullable(),
  order: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MenuItemAttributes = z.infer<typeof menuItemAttributes>;

/** The page a menu item links to, as `include=page` gives it (published pages only). */
export const linkedPageAttributes = z.object({ slug: z.string(), title: z.string(), pageType: z.string() });
export type LinkedPageAttributes = z.infer<typeof linkedPageAttributes>;
