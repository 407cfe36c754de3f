import type { Mailer, MailMessage } from "./types";

export const RESEND_API_URL = "https://api.resend.com/emails";

/** A provider's error answer, with its HTTP status (429: too many requests — the outbox waits, ADR 0059). */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = "ProviderError";
  }
}

export interface ResendOptions {
  apiKey: string;
  /** `Name <address>` of a domain verified at Resend. */
  from: string;
  replyTo?: string;
  fetch?: typeof fetch;
}

/** Resend's JSON API (https://resend.com/docs/api-reference/emails/send-email). */
export function resendMailer(options: ResendOptions): Mailer {
  const send = options.fetch ?? fetch;
  return {
    name: "resend",
    deferrable: true,
    async send(message: MailMessage) {
      const response = await send(RESEND_API_URL, {
        method: "POST",
        headers: {
          Authorization: `Bearer ${options.apiKey}`,
          "Content-Type": "application/json",
          // A retry of a mail Resend already took is not delivered again (within its 24 hours; ADR 0059).
          ...(message.idempotencyKey ? { "Idempotency-Key": message.idempotencyKey } : {}),
        },
        body: JSON.stringify({
          from: options.from,
          to: [message.to],
          subject: message.subject,
          html: message.html,
          text: message.text,
          ...(message.headers ? { headers: message.headers } : {}),
          ...(options.replyTo ? { reply_to: options.replyTo } : {}),
          tags: [
            { name: "kind", value: message.kind },
            { name: "tenant", value: message.tenantId },
          ],
        }),
      });
      if (!response.ok) {
        // Resend's error answer names the problem (`{ name, message }`); only that, short, goes into the log.
        const detail = await response
          .json()
          .then((b) => {
            const { name, message } = (b ?? {}) as { name?: unknown; message?: unknown };
            return [name, message].filter((x) => typeof x === "string").join(": ");
          })
          .catch(() => "");
        throw new ProviderError(
          `Resend answered ${response.status}${detail ? `: ${detail}` : ""}`.slice(0, 300),
          response.status,
        );
      }
    },
  };
}
