/**
 * MSW handlers for a Sentry-compatible error service (ADR 0074): records the envelopes posted to a DSN's envelope
 * endpoint. The DSN below is a test value; no real DSN is ever in the repository.
 */
import { HttpResponse, http } from "msw";
import type { buildEvent } from "../config/error-reporting";

export const TEST_SENTRY_DSN = "https://publickey123@errors.example.test/42";
export const TEST_SENTRY_ENVELOPE_URL = "https://errors.example.test/api/42/envelope/";

export interface RecordedEnvelope {
  headers: Headers;
  /** The envelope's header line (event_id, sent_at, dsn). */
  header: Record<string, unknown>;
  itemType: string;
  /** The event, as the service receives it. */
  event: ReturnType<typeof buildEvent>;
  /** The whole body as text (to search for anything that must not leave). */
  raw: string;
}

/** A service that accepts every envelope (or answers `status`), keeping each in `sent`. */
export function sentryHandlers(sent: RecordedEnvelope[], options: { status?: number } = {}) {
  return [
    http.post(TEST_SENTRY_ENVELOPE_URL, async ({ request }) => {
      const raw = await request.text();
      const [header, item, event] = raw.split("\n");
      sent.push({
        headers: request.headers,
        header: JSON.parse(header),
        itemType: JSON.parse(item).type,
        event: JSON.parse(event),
        raw,
      });
      if (options.status && options.status >= 400) return HttpResponse.json({ detail: "down" }, { status: options.status });
      return HttpResponse.json({ id: JSON.parse(header).event_id });
    }),
  ];
}
