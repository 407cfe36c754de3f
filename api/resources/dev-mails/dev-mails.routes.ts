import { Hono } from "hono";
import { guard } from "../../middleware/guard";
import { query } from "../../middleware/validate";
import type { ApiEnv } from "../../types";
import { ensureNotProduction, LIST_MAILS_QUERY, listMails, showMail } from "./dev-mails.handlers";

const notInProduction = guard(ensureNotProduction);

/** The development mailbox: the outbox's mails (MAIL_PROVIDER=outbox: the row is the mail). Not there in production. */
export const devMailRoutes = new Hono<ApiEnv>()
  .get("/", notInProduction, query(LIST_MAILS_QUERY), listMails)
  .get("/:id", showMail);
