import type { MailKind } from "../../db/schema";

export interface MailMessage {
  tenantId: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  kind: MailKind;
}

/** Where mails go: the outbox table (development, tests) or an HTTP provider (production). */
export interface Mailer {
  readonly name: string;
  /**
   * True when sending is a slow network call that may run after the response (ctx.waitUntil); the outbox is a
   * quick local write and is awaited, so a test or a developer sees the mail as soon as the request returns.
   */
  readonly deferrable: boolean;
  send(message: MailMessage): Promise<void>;
}
