import { Hono } from "hono";
import type { ApiEnv } from "../../types";
import { listMails, showMail } from "./dev-mails.handlers";

/** The development mailbox: mails the outbox adapter kept. Not there in production. */
export const devMailRoutes = new Hono<ApiEnv>().get("/", listMails).get("/:id", showMail);
