/**
 * The outbox (ADR 0059): every mail a row written with its change, delivered at once after the commit and by the
 * sweep, retried with backoff, claimed by one sender at a time, sent once with one idempotency key per row, and
 * visible to staff in the delivery log.
 */
import { eq, inArray, like } from "drizzle-orm";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { mailOutbox } from "../../db/schema";
import { type ApiHarness, createApiHarness } from "../../tests/setup/api";
import { as, nextIp } from "../../tests/setup/auth";
import { createApi } from "../app";
import { jobMailScope, writeAndDeliver } from "../services/notification-mails";
import { CLAIM_EXPIRES_MS, idempotencyKeyOf, MAX_ATTEMPTS, sweepOutbox } from "./outbox";
import { RESEND_API_URL } from "./resend";
import type { Mailer } from "./types";

const server = setupServer();
let h: ApiHarness;
beforeAll(async () => {
  server.listen({ onUnhandledRequest: "bypass" });
  h = await createApiHarness();
});
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(async () => {
  server.close();
  await h?.dispose();
});

const resendEnv = () => ({
  ...h.env,
  MAIL_PROVIDER: "resend",
  RESEND_API_KEY: "re_secret_key",
  MAIL_FROM: "C <noreply@example.org>",
});

interface Call {
  key: string | null;
  to: unknown;
}

/** A Resend that answers `statuses` in turn (200 once they run out) and records each request's key and address. */
function resend(statuses: number[] = []) {
  const calls: Call[] = [];
  server.use(
    http.post(RESEND_API_URL, async ({ request }) => {
      const body = (await request.json()) as { to: unknown };
      calls.push({ key: request.headers.get("idempotency-key"), to: body.to });
      const status = statuses.shift() ?? 200;
      return status >= 400
        ? HttpResponse.json({ statusCode: status, name: "application_error", message: "Try later" }, { status })
        : HttpResponse.json({ id: `re_${calls.length}` });
    }),
  );
  return calls;
}

/** A request through the app with `env`, waiting for what it handed to waitUntil (the delivery after the commit). */
async function request(path: string, body: unknown, env: Env) {
  const pending: Promise<unknown>[] = [];
  const ctx = {
    waitUntil: (p: Promise<unknown>) => pending.push(p),
    passThroughOnException() {},
    props: {},
  } as unknown as ExecutionContext;
  const response = await createApi().fetch(
    new Request(`http://api.test${path}`, {
      method: "POST",
      headers: { "X-Tenant": "oldebroek", "Content-Type": "application/json", "CF-Connecting-IP": nextIp() },
      body: JSON.stringify(body),
    }),
    env,
    ctx,
  );
  await Promise.all(pending);
  return response;
}

const askReset = (email: string, env: Env) =>
  request("/auth/password", { email, redirect_url: "http://oldebroek.localhost:8787/auth/reset" }, env);

async function rowsTo(email: string) {
  return h.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(mailOutbox.id);
}

const minutes = (from: Date, n: number) => new Date(from.getTime() + n * 60_000);

/** Pending rows of their own (not from a request), for the sweep. */
async function pendingRows(n: number, values: Partial<typeof mailOutbox.$inferInsert> = {}) {
  const rows = Array.from({ length: n }, (_, i) => ({
    tenantId: "oldebroek",
    volunteerCenterId: 1,
    to: `outbox-${values.to ?? "row"}-${i}@example.org`,
    subject: "Onderwerp",
    html: "<p>Hoi</p>",
    text: "Hoi",
    kind: "reset_password" as const,
    ...values,
  }));
  return h.db.insert(mailOutbox).values(rows).returning();
}

describe("delivery after the commit", () => {
  it("locally the row is the mail: written with the change and marked sent by the local provider before the answer", async () => {
    const response = await askReset("volunteer@oldebroek.example.org", h.env);
    expect(response.status).toBe(200);
    const [row] = (await rowsTo("volunteer@oldebroek.example.org")).slice(-1);
    expect(row).toMatchObject({ kind: "reset_password", status: "sent", attempts: 1, volunteerCenterId: 1 });
    expect(row.sentAt).not.toBeNull();
  });

  it("a failing provider is retried with backoff and sent later, each try with the row's one idempotency key", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const calls = resend([500, 503]);
    const started = new Date();
    expect((await askReset("mentor@oldebroek.example.org", resendEnv())).status).toBe(200);
    const [row] = (await rowsTo("mentor@oldebroek.example.org")).slice(-1);
    // The try after the commit failed: pending again, due a minute later, the error kept short and without the key.
    expect(row).toMatchObject({ status: "pending", attempts: 1, lastError: "Resend answered 500: application_error: Try later" });
    expect(Date.parse(row.nextAttemptAt ?? "")).toBeGreaterThanOrEqual(minutes(started, 1).getTime() - 1000);
    expect(calls).toHaveLength(1);

    // Not yet due: the sweep leaves it.
    expect((await sweepOutbox(h.db, resendEnv(), { now: new Date() })).claimed).toBe(0);
    // A minute on: the second try fails too; the next waits five minutes.
    const second = minutes(new Date(), 1.1);
    expect(await sweepOutbox(h.db, resendEnv(), { now: second })).toMatchObject({ claimed: 1, retried: 1 });
    const [after2] = await h.db.select().from(mailOutbox).where(eq(mailOutbox.id, row.id));
    expect(after2).toMatchObject({ status: "pending", attempts: 2 });
    expect(after2.nextAttemptAt).toBe(minutes(second, 5).toISOString());
    expect((await sweepOutbox(h.db, resendEnv(), { now: minutes(second, 4) })).claimed).toBe(0);
    // Due again: sent, once.
    expect(await sweepOutbox(h.db, resendEnv(), { now: minutes(second, 5) })).toMatchObject({ claimed: 1, sent: 1 });
    const [sent] = await h.db.select().from(mailOutbox).where(eq(mailOutbox.id, row.id));
    expect(sent).toMatchObject({ status: "sent", attempts: 3, lastError: null });
    expect(await sweepOutbox(h.db, resendEnv(), { now: minutes(second, 60) })).toMatchObject({ claimed: 0 });
    expect(calls).toHaveLength(3);
    expect(new Set(calls.map((c) => c.key))).toEqual(new Set([idempotencyKeyOf(row)]));
    expect(calls.every((c) => JSON.stringify(c.to) === JSON.stringify(["mentor@oldebroek.example.org"]))).toBe(true);
  });

  it("nothing is lost when delivery cannot start after the commit: the row is there, the sweep sends it", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const calls = resend();
    // The request's own delivery dies before it sends (here: no API key in its env); the change and its row stand.
    const broken = { ...resendEnv(), RESEND_API_KEY: "" };
    expect((await askReset("student@oldebroek.example.org", broken)).status).toBe(200);
    const [row] = (await rowsTo("student@oldebroek.example.org")).slice(-1);
    expect(row).toMatchObject({ status: "pending", attempts: 0 });
    expect(calls).toHaveLength(0);
    expect(await sweepOutbox(h.db, resendEnv())).toMatchObject({ claimed: 1, sent: 1 });
    expect(calls.map((c) => c.key)).toEqual([idempotencyKeyOf(row)]);
  });
});

describe("many mails from one change", () => {
  it("marks every row of a change that mails more recipients than one statement may name (D1: 100 parameters)", async () => {
    const scope = jobMailScope(h.db, h.env, "oldebroek");
    const mails = Array.from({ length: 130 }, (_, i) => ({
      to: `many-${i}@example.org`,
      kind: "organization_signup" as const,
      centerId: 1,
      subject: "Nieuwe aanmelding",
      html: "<p>Hoi</p>",
      text: "Hoi",
    }));
    expect(await writeAndDeliver(scope, mails)).toBe(130);
    const rows = await h.db.select().from(mailOutbox).where(like(mailOutbox.to, "many-%"));
    expect(rows).toHaveLength(130);
    expect(rows.filter((r) => r.status !== "sent")).toEqual([]);
  });
});

describe("the sweep", () => {
  it("never sends a row twice when two sweeps run at once", async () => {
    const calls = resend();
    const rows = await pendingRows(7, { to: "parallel" });
    const [a, b, c] = await Promise.all([
      sweepOutbox(h.db, resendEnv()),
      sweepOutbox(h.db, resendEnv()),
      sweepOutbox(h.db, resendEnv()),
    ]);
    expect(a.sent + b.sent + c.sent).toBe(7);
    const keys = calls.map((call) => call.key);
    expect(keys).toHaveLength(7);
    expect(new Set(keys)).toEqual(new Set(rows.map(idempotencyKeyOf)));
    const after = await h.db
      .select()
      .from(mailOutbox)
      .where(
        inArray(
          mailOutbox.id,
          rows.map((r) => r.id),
        ),
      );
    expect(after.every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
  });

  it("sends one row at a time and stops at 'too many requests': the rest wait a minute without losing a try", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const calls = resend([200, 429]);
    const rows = await pendingRows(3, { to: "busy" });
    const now = new Date();
    expect(await sweepOutbox(h.db, resendEnv(), { now })).toMatchObject({ claimed: 3, sent: 1, retried: 2 });
    // The third was never asked for: the provider said to slow down.
    expect(calls.map((c) => c.key)).toEqual([idempotencyKeyOf(rows[0]), idempotencyKeyOf(rows[1])]);
    const waiting = await h.db
      .select()
      .from(mailOutbox)
      .where(
        inArray(
          mailOutbox.id,
          rows.slice(1).map((r) => r.id),
        ),
      );
    expect(waiting.map((r) => [r.status, r.attempts, r.nextAttemptAt])).toEqual([
      ["pending", 0, minutes(now, 1).toISOString()],
      ["pending", 0, minutes(now, 1).toISOString()],
    ]);
    expect(await sweepOutbox(h.db, resendEnv(), { now: minutes(now, 1) })).toMatchObject({ claimed: 2, sent: 2 });
    expect(calls.slice(2).map((c) => c.key)).toEqual([idempotencyKeyOf(rows[1]), idempotencyKeyOf(rows[2])]);
  });

  it("takes over a row whose sender died after claiming it, once the claim is old, and sends it with the same key", async () => {
    const [row] = await pendingRows(1, { to: "dying" });
    // A sender claims it and dies mid-send: its send never returns, nothing marks the row.
    const tried: Array<string | undefined> = [];
    const dying: Mailer = {
      name: "dying",
      deferrable: true,
      send: (message) => {
        tried.push(message.idempotencyKey);
        return new Promise<void>(() => {});
      },
    };
    const claimedAt = new Date();
    void sweepOutbox(h.db, resendEnv(), { now: claimedAt, provider: dying });
    await vi.waitFor(() => expect(tried).toHaveLength(1));
    const [claimed] = await h.db.select().from(mailOutbox).where(eq(mailOutbox.id, row.id));
    expect(claimed).toMatchObject({ status: "sending", attempts: 1 });

    const calls = resend();
    // While the claim is fresh, no other sender touches the row.
    expect((await sweepOutbox(h.db, resendEnv(), { now: new Date(claimedAt.getTime() + CLAIM_EXPIRES_MS - 1000) })).claimed).toBe(
      0,
    );
    // Once it is old, the sweep takes it over and sends it with the key the dead sender used.
    const later = new Date(claimedAt.getTime() + CLAIM_EXPIRES_MS + 1000);
    expect(await sweepOutbox(h.db, resendEnv(), { now: later })).toMatchObject({ claimed: 1, sent: 1 });
    expect(calls.map((c) => c.key)).toEqual([idempotencyKeyOf(row)]);
    expect(tried).toEqual([idempotencyKeyOf(row)]);
    const [sent] = await h.db.select().from(mailOutbox).where(eq(mailOutbox.id, row.id));
    expect(sent).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("gives a row up as failed after the last try, and the delivery log shows it with its error", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const calls = resend([500]);
    const [row] = await pendingRows(1, { to: "hopeless", attempts: MAX_ATTEMPTS - 1 });
    expect(await sweepOutbox(h.db, resendEnv())).toMatchObject({ claimed: 1, failed: 1 });
    expect(calls).toHaveLength(1);
    const [failed] = await h.db.select().from(mailOutbox).where(eq(mailOutbox.id, row.id));
    expect(failed).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS, nextAttemptAt: null });
    expect(failed.lastError).not.toContain("re_secret_key");
    // Never tried again.
    expect((await sweepOutbox(h.db, resendEnv(), { now: minutes(new Date(), 24 * 60) })).claimed).toBe(0);

    const log = await h.json("/api/v1/mail_deliveries?filter[status]=failed", {
      headers: await as(h, "center_superuser@oldebroek.example.org"),
    });
    expect(log.status).toBe(200);
    const entry = log.body.data.find((d: { id: string }) => d.id === String(row.id));
    expect(entry.attributes).toMatchObject({
      to: row.to,
      kind: "reset_password",
      subject: "Onderwerp",
      status: "failed",
      attempts: MAX_ATTEMPTS,
      last_error: expect.stringContaining("Resend answered 500"),
    });
    // Never the body: a mail may carry a one-time link.
    expect(entry.attributes).not.toHaveProperty("html");
    expect(entry.attributes).not.toHaveProperty("text");
    expect(log.body.data.every((d: { attributes: { status: string } }) => d.attributes.status === "failed")).toBe(true);
  });
});
