/**
 * /api/v1/menu_items: the centre's header and footer menus. Reading is public; adding, editing, moving and removing
 * need content.manage (menu-items.guards.ts), checked before any body is read (ADR 0029). Places: ADR 0042.
 */
import { Hono } from "hono";
import { menuItemCreateInput, menuItemMoveInput, menuItemUpdateInput } from "../../../contract/menu-items";
import { body, query } from "../../middleware/validate";
import { scope } from "../../scope";
import { menuItemValueErrors } from "../../services/menu-items";
import type { ApiEnv } from "../../types";
import { managesCenterMenus, managesPathMenuItem, pathMenuItem, pathMenuItemOf } from "./menu-items.guards";
import {
  createMenuItem,
  deleteMenuItemHandler,
  listMenuItems,
  menuItemValues,
  moveMenuItemHandler,
  updateMenuItemHandler,
} from "./menu-items.handlers";
import { MENU_ITEM_TYPES, MENU_ITEMS_QUERY } from "./menu-items.schemas";

const createBody = body({
  schema: menuItemCreateInput,
  types: MENU_ITEM_TYPES,
  checks: async (c, { data, pointer }) => {
    const values = data && menuItemValues(data);
    return values ? menuItemValueErrors(c, values, pointer, scope(c).centerId()) : [];
  },
});

const updateBody = body({
  schema: menuItemUpdateInput,
  types: MENU_ITEM_TYPES,
  checks: async (c, { data, pointer }) => {
    const item = pathMenuItemOf(c);
    const values = data && menuItemValues(data, item);
    return values ? menuItemValueErrors(c, values, pointer, item.volunteerCenterId, item) : [];
  },
});

export const menuItemRoutes = new Hono<ApiEnv>()
  .get("/", query(MENU_ITEMS_QUERY), listMenuItems)
  .post("/", managesCenterMenus, createBody, createMenuItem)
  .post(
    "/:id/move",
    pathMenuItem,
    managesPathMenuItem,
    body({ schema: menuItemMoveInput, types: MENU_ITEM_TYPES }),
    moveMenuItemHandler,
  )
  .on(["PATCH", "PUT"], "/:id", pathMenuItem, managesPathMenuItem, updateBody, updateMenuItemHandler)
  .delete("/:id", pathMenuItem, managesPathMenuItem, deleteMenuItemHandler);
