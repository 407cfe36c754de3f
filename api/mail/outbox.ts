/**
 * The outbox's sender (ADR 0059). Every mail is a `mail_outbox` row written with the change that caused it
 * (api/services/notification-mails.ts); from there it is delivered:
 *
 * - at once, after the request's commit (`deliverNow`, in ctx.waitUntil), and
 * - by the sweep every minute (`sweepOutbox`, workers/scheduled.ts): pending rows that are due, and rows a sender
 *   claimed but never finished (the Worker died between claim and mark) once their claim is old.
 *
 * A sender claims rows in one UPDATE … RETURNING (`pending` → `sending`, with a token of its own), so a row is
 * claimed by exactly one sender; only the holder of the claim marks it `sent` (once) or, on a failure, `pending`
 * again with a later `next_attempt_at` (backoff), `failed` after the last try. Every try of a row sends the same
 * idempotency key, so a row re-sent after a Worker died mid-send is delivered once by Resend.
 *
 * In development (MAIL_PROVIDER=outbox) the row is the mail: the local provider marks it sent at once.
 */
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db";
import { type MailKind, mailOutbox } from "../../db/schema";
import { ProviderError, resendMailer } from "./resend";
import type { Mailer } from "./types";

/** Tries before a row is `failed`: the first and five retries. */
export const MAX_ATTEMPTS = 6;
/**
 * Minutes to wait after the n-th failed try (1, 5, 30 min, 2 h, 12 h): about 15 hours from the first try to the
 * last, inside Resend's 24 hours of remembering an idempotency key.
 */
export const RETRY_DELAYS_MINUTES = [1, 5, 30, 120, 720] as const;
/** A claim older than this is the claim of a Worker that died: the sweep takes the row over. */
export const CLAIM_EXPIRES_MS = 5 * 60_000;
/** Rows one sweep claims at a time, and claims at most a run (a minute's worth: 200 mails). */
const SWEEP_BATCH = 50;
const SWEEP_ROUNDS = 4;
/** Ids a statement names at most (D1: 100 bound parameters a statement, a few taken by the rest). */
const ID_CHUNK = 90;

/** The provider the outbox delivers through: Resend in production; locally none (the row is the mail). */
export function providerFor(env: Pick<Env, "MAIL_PROVIDER" | "RESEND_API_KEY" | "MAIL_FROM" | "MAIL_REPLY_TO">): Mailer {
  if (env.MAIL_PROVIDER === "resend") {
    if (!env.RESEND_API_KEY || !env.MAIL_FROM) throw new Error("MAIL_PROVIDER=resend needs RESEND_API_KEY and MAIL_FROM");
    return resendMailer({ apiKey: env.RESEND_API_KEY, from: env.MAIL_FROM, replyTo: env.MAIL_REPLY_TO || undefined });
  }
  return { name: "outbox", deferrable: false, send: async () => {} };
}

/** One row's key for every try of it (ids are never reused: AUTOINCREMENT; the time guards a rebuilt database). */
export const idempotencyKeyOf = (row: { tenantId: string; id: number; createdAt: string }) =>
  `mail_outbox/${row.tenantId}/${row.id}/${row.createdAt}`;

/** When the row is tried again after its `attempts`-th failed try; null: no more tries. */
export function nextAttemptAfter(attempts: number, failedAt: Date): string | null {
  if (attempts >= MAX_ATTEMPTS) return null;
  const minutes = RETRY_DELAYS_MINUTES[Math.min(attempts, RETRY_DELAYS_MINUTES.length) - 1] ?? 1;
  return new Date(failedAt.getTime() + minutes * 60_000).toISOString();
}

/** A failure for the log: its message, short, without anything that looks like a key. */
export function shortError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message
    .replace(/Bearer\s+\S+/gi, "Bearer …")
    .replace(/\bre_[A-Za-z0-9_]+/g, "re_…")
    .slice(0, 300);
}

interface ClaimedRow {
  id: number;
  tenant_id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: string | null;
  kind: MailKind;
  attempts: number;
  created_at: string;
}

export interface Delivered {
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
  /** Rows put back untried because the provider answered "too many requests". */
  rateLimited: number;
}

/** Claims the rows that `condition` picks (at most `limit`) in one statement: each row by one sender only. */
async function claim(db: Db, condition: SQL, limit: number, now: Date): Promise<{ token: string; rows: ClaimedRow[] }> {
  const token = crypto.randomUUID();
  const at = now.toISOString();
  const rows = await db.all<ClaimedRow>(sql`update mail_outbox
    set status = 'sending', claimed_at = ${at}, claim_token = ${token}, attempts = attempts + 1, updated_at = ${at}
    where id in (select id from mail_outbox where ${condition} order by id limit ${limit}) and (${condition})
    returning id, tenant_id, "to", subject, html, text, headers, kind, attempts, created_at`);
  return { token, rows };
}

type Outcome = { row: ClaimedRow; error: string | null; rateLimited?: boolean };

/**
 * Sends the claimed rows one after the other (a provider limits requests a second: Resend 2–5 by default) and marks
 * each — only while the claim is still this sender's. A "too many requests" answer stops the run: that row and the
 * rest go back to `pending` for the next minute without counting a try.
 */
async function deliverClaimed(
  db: Db,
  provider: Mailer,
  token: string,
  rows: ClaimedRow[],
  clock: () => Date,
): Promise<Delivered> {
  const done: Delivered = { claimed: rows.length, sent: 0, retried: 0, failed: 0, rateLimited: 0 };
  if (!rows.length) return done;
  const outcomes: Outcome[] = [];
  for (const [i, row] of rows.entries()) {
    // A row claimed again and again without an answer (its senders kept dying) stops after the last try.
    if (row.attempts > MAX_ATTEMPTS) {
      outcomes.push({ row, error: "no answer after the last try" });
      continue;
    }
    try {
      await provider.send({
        tenantId: row.tenant_id,
        to: row.to,
        subject: row.subject,
        html: row.html,
        text: row.text,
        ...(row.headers ? { headers: JSON.parse(row.headers) as Record<string, string> } : {}),
        kind: row.kind,
        idempotencyKey: idempotencyKeyOf({ tenantId: row.tenant_id, id: row.id, createdAt: row.created_at }),
      });
      outcomes.push({ row, error: null });
    } catch (error) {
      if (error instanceof ProviderError && error.status === 429) {
        for (const rest of rows.slice(i)) outcomes.push({ row: rest, error: shortError(error), rateLimited: true });
        break;
      }
      outcomes.push({ row, error: shortError(error) });
    }
  }
  const at = clock();
  const mine = (id: number) => and(eq(mailOutbox.id, id), eq(mailOutbox.claimToken, token), eq(mailOutbox.status, "sending"));
  const marks = outcomes.map(({ row, error, rateLimited }) => {
    if (error === null) {
      done.sent += 1;
      return db
        .update(mailOutbox)
        .set({ status: "sent", sentAt: at.toISOString(), lastError: null, claimToken: null, updatedAt: at.toISOString() })
        .where(mine(row.id));
    }
    const next = rateLimited ? nextAttemptAfter(1, at) : nextAttemptAfter(row.attempts, at);
    if (rateLimited) done.rateLimited += 1;
    if (next) done.retried += 1;
    else done.failed += 1;
    console.error(
      JSON.stringify({
        level: "error",
        msg: "mail not delivered",
        outbox: row.id,
        kind: row.kind,
        attempts: row.attempts,
        error,
      }),
    );
    return db
      .update(mailOutbox)
      .set({
        status: next ? "pending" : "failed",
        nextAttemptAt: next,
        lastError: error,
        claimToken: null,
        updatedAt: at.toISOString(),
        // Turned away before it was tried: the claim's try does not count.
        ...(rateLimited ? { attempts: sql`${mailOutbox.attempts} - 1` } : {}),
      })
      .where(mine(row.id));
  });
  const [first, ...rest] = marks;
  await db.batch([first, ...rest]);
  return done;
}

/**
 * After the commit of a change: its outbox rows (`ids`) go out now — the local provider marks them sent (awaited:
 * a test sees the mail sent when the request returns); a real one claims and sends them after the response when
 * the request can wait for it (`waitUntil`). What fails here stays in the outbox for the sweep.
 */
export async function deliverNow(
  db: Db,
  env: Env,
  ids: number[],
  waitUntil?: (promise: Promise<unknown>) => void,
): Promise<void> {
  if (!ids.length) return;
  const provider = providerFor(env);
  // D1 binds at most 100 parameters a statement: the ids go in chunks.
  const chunks = Array.from({ length: Math.ceil(ids.length / ID_CHUNK) }, (_, i) => ids.slice(i * ID_CHUNK, (i + 1) * ID_CHUNK));
  if (!provider.deferrable) {
    const at = new Date().toISOString();
    const marks = chunks.map((chunk) =>
      db
        .update(mailOutbox)
        .set({ status: "sent", attempts: sql`${mailOutbox.attempts} + 1`, sentAt: at, updatedAt: at })
        .where(and(inArray(mailOutbox.id, chunk), eq(mailOutbox.status, "pending"))),
    );
    const [first, ...rest] = marks;
    await db.batch([first, ...rest]);
    return;
  }
  const sending = Promise.all(
    chunks.map(async (chunk) => {
      const { token, rows } = await claim(
        db,
        sql`id in (${sql.join(chunk, sql`, `)}) and status = 'pending'`,
        chunk.length,
        new Date(),
      );
      await deliverClaimed(db, provider, token, rows, () => new Date());
    }),
  ).catch((error) => console.error(JSON.stringify({ level: "error", msg: "outbox delivery stopped", error: shortError(error) })));
  if (waitUntil) waitUntil(sending);
  else await sending;
}

/** The rows the sweep takes at `now`: pending and due, or claimed by a sender that has not finished in time. */
function dueAt(now: Date): SQL {
  const at = now.toISOString();
  const expired = new Date(now.getTime() - CLAIM_EXPIRES_MS).toISOString();
  return sql`(status = 'pending' and (next_attempt_at is null or next_attempt_at <= ${at}))
    or (status = 'sending' and claimed_at <= ${expired})`;
}

/**
 * The cron trigger's sweep (every minute): claims the due rows of every tenant a batch at a time and delivers them.
 * Two sweeps at once never take the same row. `now`/`clock`: the time (tests move it).
 */
export async function sweepOutbox(
  db: Db,
  env: Env,
  options: { now?: Date; clock?: () => Date; provider?: Mailer } = {},
): Promise<Delivered> {
  const provider = options.provider ?? providerFor(env);
  const now = options.now ?? new Date();
  const clock = options.clock ?? (() => options.now ?? new Date());
  const total: Delivered = { claimed: 0, sent: 0, retried: 0, failed: 0, rateLimited: 0 };
  for (let round = 0; round < SWEEP_ROUNDS; round += 1) {
    const { token, rows } = await claim(db, dueAt(now), SWEEP_BATCH, now);
    const done = await deliverClaimed(db, provider, token, rows, clock);
    total.claimed += done.claimed;
    total.sent += done.sent;
    total.retried += done.retried;
    total.failed += done.failed;
    total.rateLimited += done.rateLimited;
    // Nothing more to take, or the provider asked to slow down: the next minute's sweep goes on.
    if (rows.length < SWEEP_BATCH || done.rateLimited) break;
  }
  return total;
}
