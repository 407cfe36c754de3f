/** MSW handlers for Resend's send-email API (the production mail provider): records what was sent. */
import { HttpResponse, http } from "msw";
import { RESEND_API_URL } from "../api/mail/resend";

export interface RecordedMail {
  headers: Headers;
  body: Record<string, unknown>;
}

/** A Resend that accepts every mail (answers like the real API) and keeps the requests in `sent`. */
export function resendHandlers(sent: RecordedMail[], options: { status?: number } = {}) {
  return [
    http.post(RESEND_API_URL, async ({ request }) => {
      sent.push({ headers: request.headers, body: (await request.json()) as Record<string, unknown> });
      if (options.status && options.status >= 400) {
        return HttpResponse.json(
          { statusCode: options.status, name: "internal_server_error", message: "Down" },
          { status: options.status },
        );
      }
      return HttpResponse.json({ id: `re_${sent.length}` });
    }),
  ];
}
