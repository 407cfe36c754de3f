import type { Db } from "../../db";
import { mailOutbox } from "../../db/schema";
import type { Mailer, MailMessage } from "./types";

/** Keeps mails in D1 for the dev mailbox API (/api/v1/dev/mails) instead of sending them. */
export function outboxMailer(db: Db): Mailer {
  return {
    name: "outbox",
    deferrable: false,
    async send(message: MailMessage) {
      await db.insert(mailOutbox).values(message);
    },
  };
}
