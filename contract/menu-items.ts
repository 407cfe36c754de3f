/**
 * Menu items (SPEC §3 Menu item): what `/api/v1/menu_items` answers (not paginated: a menu is shown whole) and the
 * inputs of its writes. One level of nesting, as the seed has it: a child's parent is a top-level item of the same
 * menu and centre. Names in both languages (ADR 0039): the Dutch `name`, an optional English `name_en`.
 */
import { z } from "zod";
import { emptyAsNull, optionalText, requiredText } from "./fields";
import { SYSTEM_PAGES } from "./system-pages";

export const MENUS = ["header", "footer"] as const;
export const MENU_LINK_TYPES = ["content_page", "system_page"] as const;
export const MENU_MOVES = ["up", "down"] as const;
export const SYSTEM_PAGE_IDS = Object.keys(SYSTEM_PAGES) as [string, ...string[]];

export const menuItemAttributes = z.object({
  volunteerCenterId: z.number().int(),
  menu: z.enum(MENUS),
  name: z.string(),
  /** The English name; null where only the Dutch exists. */
  nameEn: z.string().nullable(),
  parentId: z.number().int().nullable(),
  linkType: z.enum(MENU_LINK_TYPES),
  pageId: z.number().int().nullable(),
  /** A key of contract/system-pages.ts. */
  systemPageId: z.string().nullable(),
  order: z.number().int(),
  /** A content_page link whose page is deleted or not published: the public menu leaves it out, the editor flags it. */
  pageUnavailable: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MenuItemAttributes = z.infer<typeof menuItemAttributes>;

/** The page a menu item links to, as `include=page` gives it (published pages only). */
export const linkedPageAttributes = z.object({ slug: z.string(), title: z.string(), pageType: z.string() });
export type LinkedPageAttributes = z.infer<typeof linkedPageAttributes>;

/** A menu item's name as a menu shows it (Dutch required, English optional). */
export const menuItemName = requiredText(60);
export const menuItemNameEn = emptyAsNull(optionalText(60));
/** A record id on the wire. */
const recordId = z.number().int().positive();

const menuItemFields = {
  name: menuItemName,
  name_en: menuItemNameEn.optional(),
  menu: z.enum(MENUS),
  /** A top-level item of the same menu and centre; null or absent: top level. */
  parent_id: recordId.nullable().optional(),
  link_type: z.enum(MENU_LINK_TYPES),
  /** content_page: a page of the same centre. */
  page_id: recordId.nullable().optional(),
  /** system_page: a key of contract/system-pages.ts. */
  system_page_id: z.enum(SYSTEM_PAGE_IDS).nullable().optional(),
};

/** POST /api/v1/menu_items. Which link field is required follows link_type (the route's checks). */
export const menuItemCreateInput = z.object(menuItemFields);
/** PATCH /api/v1/menu_items/{id}: any of the fields; the result is checked as a whole. */
export const menuItemUpdateInput = z.object(menuItemFields).partial();
/** POST /api/v1/menu_items/{id}/move: one place up or down among its siblings. */
export const menuItemMoveInput = z.object({ direction: z.enum(MENU_MOVES) });
