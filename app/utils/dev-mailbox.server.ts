import type { AppLoadContext } from "@remix-run/cloudflare";
import { routeError } from "./route-errors";

/** The dev mailbox exists in development and tests only (ARCHITECTURE: dev-only routes are off in production). */
export function assertMailboxAvailable(context: AppLoadContext) {
  if (context.env.ENVIRONMENT === "production") throw routeError(404, "not_found");
}
