import type { AppLoadContext } from "@remix-run/cloudflare";
import { routeError } from "./route-errors";

/** A mail in the development outbox (GET /api/v1/dev/mails, accounts contract). */
export interface DevMail {
  id: string;
  to: string;
  subject: string;
  html: string | null;
  text: string | null;
  kind: string;
  createdAt: string;
}

/** The dev mailbox exists in development and tests only (ARCHITECTURE: dev-only routes are off in production). */
export function assertMailboxAvailable(context: AppLoadContext) {
  if (context.env.ENVIRONMENT === "production") throw routeError(404, "not_found");
}
