import { Hono } from "hono";
import type { ApiEnv } from "../../types";
import { deleteCurrentUser, exportCurrentUser, showCurrentUser, updateCurrentUser } from "./current-user.handlers";

export const currentUserRoutes = new Hono<ApiEnv>()
  .get("/", showCurrentUser)
  .patch("/", updateCurrentUser)
  .put("/", updateCurrentUser)
  .delete("/", deleteCurrentUser)
  .get("/export", exportCurrentUser);
