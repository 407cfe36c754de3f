import type { Mailer, MailMessage } from "./types";

export const RESEND_API_URL = "https://api.resend.com/emails";

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
        headers: { Authorization: `Bearer ${options.apiKey}`, "Content-Type": "application/json" },
        body: JSON.stringify({
          from: options.from,
          to: [message.to],
          subject: message.subject,
          html: message.html,
          text: message.text,
          ...(options.replyTo ? { reply_to: options.replyTo } : {}),
          tags: [
            { name: "kind", value: message.kind },
            { name: "tenant", value: message.tenantId },
          ],
        }),
      });
      if (!response.ok) {
        const detail = (await response.text()).slice(0, 500);
        throw new Error(`Resend answered ${response.status}: ${detail}`);
      }
    },
  };
}
