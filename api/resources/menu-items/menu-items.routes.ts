import { Hono } from "hono";
import type { ApiEnv } from "../../types";
import { listMenuItems } from "./menu-items.handlers";

export const menuItemRoutes = new Hono<ApiEnv>().get("/", listMenuItems);
