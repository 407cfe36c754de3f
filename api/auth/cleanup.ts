/**
 * Hourly housekeeping (workers/scheduled.ts): expired sessions and finished rate-limit windows are deleted, so the
 * tables stay as small as the live data. Outbox rows are kept for 30 days once delivered (`sent`) or given up
 * (`failed`); a row still to be delivered (`pending`, `sending`) is never deleted, however old (ADR 0059).
 */
import { and, inArray, lt } from "drizzle-orm";
import { createDb } from "../../db";
import { authTokens, mailOutbox, rateLimits } from "../../db/schema";
import { nowSeconds } from "./sessions";

/** The longest rate-limit window is an hour; a day's margin keeps every live window. */
const RATE_LIMIT_ROW_TTL_SECONDS = 24 * 60 * 60;
const OUTBOX_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export async function cleanUpAuth(env: Pick<Env, "DB">): Promise<{ tokens: number; rateLimits: number; mails: number }> {
  const db = createDb(env.DB);
  const now = nowSeconds();
  const [tokens, limits, mails] = await db.batch([
    db.delete(authTokens).where(lt(authTokens.expiresAt, now)).returning({ id: authTokens.id }),
    db
      .delete(rateLimits)
      .where(lt(rateLimits.windowStart, now - RATE_LIMIT_ROW_TTL_SECONDS))
      .returning({ id: rateLimits.id }),
    db
      .delete(mailOutbox)
      .where(
        and(
          lt(mailOutbox.createdAt, new Date(Date.now() - OUTBOX_TTL_MS).toISOString()),
          inArray(mailOutbox.status, ["sent", "failed"]),
        ),
      )
      .returning({ id: mailOutbox.id }),
  ]);
  return { tokens: tokens.length, rateLimits: limits.length, mails: mails.length };
}
