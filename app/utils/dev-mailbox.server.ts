import type { AppLoadContext } from "@remix-run/cloudflare";
import { devMailboxOpen } from "../../config/environment";
import { routeError } from "./route-errors";

/** The dev mailbox exists only in development, while mails go to the outbox (fails closed: ADR 0037). */
export function assertMailboxAvailable(context: AppLoadContext) {
  if (!devMailboxOpen(context.env)) throw routeError(404, "not_found");
}
