import type { MailKind } from "../../db/schema";

export interface MailMessage {
  tenantId: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers (List-Unsubscribe and its One-Click POST, ADR 0066). */
  headers?: Record<string, string>;
  kind: MailKind;
  /**
   * The same for every try of one outbox row (ADR 0059): a provider that knows it (Resend's `Idempotency-Key`)
   * delivers a retry of a mail it already took only once.
   */
  idempotencyKey?: string;
}

/** Where the outbox's rows go: nowhere (development, tests: the row is the mail) or an HTTP provider (production). */
export interface Mailer {
  readonly name: string;
  /**
   * True when sending is a slow network call that runs after the response (ctx.waitUntil); the local provider only
   * marks the row sent and is awaited, so a test or a developer sees the mail as sent when the request returns.
   */
  readonly deferrable: boolean;
  send(message: MailMessage): Promise<void>;
}
