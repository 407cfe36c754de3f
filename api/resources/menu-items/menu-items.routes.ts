import { Hono } from "hono";
import { query } from "../../middleware/validate";
import type { ApiEnv } from "../../types";
import { listMenuItems, MENU_ITEMS_QUERY } from "./menu-items.handlers";

export const menuItemRoutes = new Hono<ApiEnv>().get("/", query(MENU_ITEMS_QUERY), listMenuItems);
