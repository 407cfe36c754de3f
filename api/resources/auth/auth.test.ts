import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { hashPassword } from "../../../db/password";
import { authTokens, rateLimits, users } from "../../../db/schema";
import { DEMO_PASSWORD } from "../../../db/seed";
import { type ApiHarness, createApiHarness } from "../../../tests/setup/api";
import { nextIp, sessionFor, signIn, trio } from "../../../tests/setup/auth";
import { createApi } from "../../app";
import { passwordHashGate } from "../../auth/kdf-gate";
import { MAX_CLIENTS_PER_USER, TOKEN_LIFESPAN_SECONDS } from "../../auth/sessions";

/**
 * Every sign-in here is a real scrypt run. The harness is a development server with cheap parameters
 * (PASSWORD_HASH_PARAMS, ADR 0012: ~80× cheaper) and the accounts made here are hashed with them: what these tests
 * are about (what a sign-in answers, refuses, stores and counts) does not depend on the cost. Where the cost is the
 * subject, the production parameters are used (ADR 0008: ~1 s a hash here, more when the 2 cores are busy): the demo
 * account signing in with its seeded hash, the rehash on sign-in, and ADR 0012's "development only".
 */
vi.setConfig({ testTimeout: 90_000 });

const CHEAP = "ln=10,r=8,p=1";
/** A known account of this file (hashed with the cheap parameters) for the tests that need any account. */
const KNOWN = "known@example.org";

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness({ env: { PASSWORD_HASH_PARAMS: CHEAP } });
  await newUser(KNOWN);
});

/** The harness's environment without the cheap parameters: a server that hashes with the production ones. */
function productionParams(): Env {
  const { PASSWORD_HASH_PARAMS: _cheap, ...env } = h.env;
  return env as Env;
}
afterAll(() => h?.dispose());
afterEach(() => {
  vi.useRealTimers();
});

const ADMIN = "admin@oldebroek.example.org";
const VOLUNTEER = "volunteer@oldebroek.example.org";
const RESET_URL = "http://oldebroek.localhost:8787/auth/reset";

function postSignIn(email: string, password: string, init: { tenant?: string; headers?: Record<string, string> } = {}) {
  return h.json("/auth/sign_in", {
    method: "POST",
    tenant: init.tenant,
    headers: { "CF-Connecting-IP": nextIp(), ...init.headers },
    body: { email, password },
  });
}

/** A sign-in through the API with another environment than the harness's (feature flags, ENVIRONMENT). */
function signInWithEnv(env: Env, email: string, password = "Geheim-12345") {
  const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext;
  return createApi().fetch(
    new Request("http://api.test/auth/sign_in", {
      method: "POST",
      headers: { "X-Tenant": "oldebroek", "Content-Type": "application/json", "CF-Connecting-IP": nextIp() },
      body: JSON.stringify({ email, password }),
    }),
    env,
    ctx,
  );
}

/** The hash of "Geheim-12345" with the harness's cheap parameters, made once. */
let geheimHash: Promise<string> | undefined;

async function newUser(email: string, fields: Partial<typeof users.$inferInsert> = {}) {
  geheimHash ??= hashPassword("Geheim-12345", { params: { ln: 10, r: 8, p: 1 } });
  const [user] = await h.db
    .insert(users)
    .values({
      tenantId: "oldebroek",
      volunteerCenterId: 1,
      email,
      firstName: "Test",
      lastName: "Gebruiker",
      status: "active",
      confirmedAt: "2026-01-01T00:00:00.000Z",
      passwordHash: await geheimHash,
      ...fields,
    })
    .returning();
  return user;
}

async function mailsTo(address: string) {
  const { body } = await h.json(`/api/v1/dev/mails?filter[to]=${encodeURIComponent(address)}`);
  return body.data as Array<{ id: string; attributes: { subject: string; text: string; html: string; kind: string } }>;
}

function tokenFrom(text: string, name: string): string {
  const match = new RegExp(`${name}=([A-Za-z0-9_-]+)`).exec(text);
  if (!match) throw new Error(`no ${name} in ${text}`);
  return match[1];
}

describe("POST /auth/sign_in", () => {
  it("signs in: the user flat and devise's headers (a demo account: its seeded production-strength hash)", async () => {
    const { status, body, headers } = await postSignIn(ADMIN, DEMO_PASSWORD);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: 1,
      type: "users",
      email: ADMIN,
      first_name: "Anna",
      status: "active",
      confirmed: true,
    });
    expect(body.data).not.toHaveProperty("password_hash");
    expect(headers.get("access-token")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(headers.get("client")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(headers.get("token-type")).toBe("Bearer");
    expect(headers.get("uid")).toBe(ADMIN);
    const expiry = Number(headers.get("expiry"));
    expect(expiry - Date.now() / 1000).toBeGreaterThan(TOKEN_LIFESPAN_SECONDS - 60);
    expect(expiry - Date.now() / 1000).toBeLessThanOrEqual(TOKEN_LIFESPAN_SECONDS);
  });

  it("stores only a hash of the access token", async () => {
    const session = await signIn(h, KNOWN, { tenant: "oldebroek", password: "Geheim-12345" });
    const [row] = await h.db.select().from(authTokens).where(eq(authTokens.client, session.client));
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.tokenHash).not.toContain(session["access-token"]);
  });

  it("accepts the e-mail in any case and with spaces", async () => {
    expect((await postSignIn("  Known@Example.ORG ", "Geheim-12345")).status).toBe(200);
  });

  it("starts a new client on every sign-in", async () => {
    const a = await signIn(h, KNOWN, { tenant: "oldebroek", password: "Geheim-12345" });
    const b = await signIn(h, KNOWN, { tenant: "oldebroek", password: "Geheim-12345" });
    expect(a.client).not.toBe(b.client);
    expect(a["access-token"]).not.toBe(b["access-token"]);
  });

  it.each([
    ["a wrong password", KNOWN, "not-the-password"],
    ["an unknown e-mail", "nobody@oldebroek.example.org", DEMO_PASSWORD],
    ["another tenant's account", "admin@roermond.example.org", DEMO_PASSWORD],
    ["an empty body", "", ""],
  ])("refuses %s with the same 401", async (_, email, password) => {
    const { status, body, headers } = await postSignIn(email, password);
    expect(status).toBe(401);
    expect(body.errors[0]).toMatchObject({ code: "invalid_credentials", detail: "Invalid login credentials. Please try again." });
    expect(headers.get("access-token")).toBeNull();
  });

  it("answers 403 wrong_center for an account of another centre of the tenant", async () => {
    await newUser("center6@example.org", { tenantId: "public", volunteerCenterId: 6 });
    const { status, body } = await postSignIn("center6@example.org", "Geheim-12345", {
      tenant: "public",
      headers: { "Volunteer-Center-Id": "5" },
    });
    expect(status).toBe(403);
    expect(body.errors[0].code).toBe("wrong_center");
    expect(body.errors[0].detail).toContain("wrong center");
    const own = await postSignIn("center6@example.org", "Geheim-12345", {
      tenant: "public",
      headers: { "Volunteer-Center-Id": "6" },
    });
    expect(own.status).toBe(200);
  });

  it("refuses an unconfirmed account with 401 unconfirmed", async () => {
    await newUser("unconfirmed@example.org", { confirmedAt: null });
    const { status, body } = await postSignIn("unconfirmed@example.org", "Geheim-12345");
    expect(status).toBe(401);
    expect(body.errors[0].code).toBe("unconfirmed");
  });

  it("refuses inactive and archived accounts unless the tenant allows inactive users", async () => {
    await newUser("inactive@example.org", { status: "inactive" });
    await newUser("archived@example.org", { status: "archived" });
    for (const email of ["inactive@example.org", "archived@example.org"]) {
      const { status, body } = await postSignIn(email, "Geheim-12345");
      expect(status).toBe(401);
      expect(body.errors[0].code).toBe("inactive");
    }
    // features.allowInactiveUsers through its environment override.
    const env = { ...h.env, FEATURE_ALLOW_INACTIVE_USERS: "true" };
    expect((await signInWithEnv(env, "inactive@example.org")).status).toBe(200);
    expect((await signInWithEnv(env, "archived@example.org")).status).toBe(401);
  });

  it("stores a hash with the current parameters when the old one used weaker ones (rehash on sign-in)", async () => {
    const { scrypt } = await import("@noble/hashes/scrypt");
    const { formatHash } = await import("../../../db/password");
    const salt = new Uint8Array(16).fill(3);
    const weak = formatHash({ ln: 12, r: 8, p: 1 }, salt, scrypt("Geheim-12345", salt, { N: 4096, r: 8, p: 1, dkLen: 32 }));
    const user = await newUser("rehash@example.org", { passwordHash: weak });
    expect((await signInWithEnv(productionParams(), "rehash@example.org")).status).toBe(200);
    const [after] = await h.db.select().from(users).where(eq(users.id, user.id));
    expect(after.passwordHash).toMatch(/^\$scrypt\$ln=14,r=8,p=5\$/);
    expect((await signInWithEnv(productionParams(), "rehash@example.org")).status).toBe(200);
  });

  it("hashes with PASSWORD_HASH_PARAMS only on a development server, never in production (ADR 0012)", async () => {
    const { formatHash } = await import("../../../db/password");
    const { scrypt } = await import("@noble/hashes/scrypt");
    const salt = new Uint8Array(16).fill(4);
    const weak = formatHash({ ln: 12, r: 8, p: 1 }, salt, scrypt("Geheim-12345", salt, { N: 4096, r: 8, p: 1, dkLen: 32 }));
    const storedHash = async (id: number) => (await h.db.select().from(users).where(eq(users.id, id)))[0].passwordHash;
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const prod = await newUser("override-prod@example.org", { passwordHash: weak });
      const production = { ...productionParams(), ENVIRONMENT: "production", PASSWORD_HASH_PARAMS: "ln=10,r=8,p=1" };
      expect((await signInWithEnv(production, prod.email)).status).toBe(200);
      expect(await storedHash(prod.id)).toMatch(/^\$scrypt\$ln=14,r=8,p=5\$/);
      expect(log).toHaveBeenCalledWith(expect.stringContaining("PASSWORD_HASH_PARAMS is ignored outside development"));
    } finally {
      log.mockRestore();
    }
    const dev = await newUser("override-dev@example.org", { passwordHash: weak });
    const development = { ...productionParams(), PASSWORD_HASH_PARAMS: "ln=10,r=8,p=1" };
    expect((await signInWithEnv(development, dev.email)).status).toBe(200);
    expect(await storedHash(dev.id)).toMatch(/^\$scrypt\$ln=10,r=8,p=1\$/);
    // The cheap hash still verifies, and on a server without the override it is upgraded on the next sign-in.
    expect((await signInWithEnv(productionParams(), dev.email)).status).toBe(200);
    expect(await storedHash(dev.id)).toMatch(/^\$scrypt\$ln=14,r=8,p=5\$/);
  });
});

describe("rate limiting", () => {
  /** A sign-in from a given IP, with the harness's environment. */
  const fromIp = (ip: string, email: string, password: string) =>
    h.call("/auth/sign_in", { method: "POST", headers: { "CF-Connecting-IP": ip }, body: { email, password } });

  it("locks an address after 10 failures from one IP, for that IP only, known and unknown addresses alike (ADR 0036)", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() }); // one fixed window for the whole test
    // The limiter counts attempts whatever a hash costs (the account's and the dummy check for the unknown address
    // alike use the harness's cheap parameters).
    await newUser("guessed@example.org");
    for (const email of ["guessed@example.org", "ghost@example.org"]) {
      const attacker = nextIp();
      for (let i = 0; i < 10; i++) expect((await fromIp(attacker, email, `wrong-${i}`)).status).toBe(401);
      const limited = await fromIp(attacker, email, "Geheim-12345");
      expect(limited.status).toBe(429);
      expect(((await limited.json()) as { errors: { code: string }[] }).errors[0].code).toBe("rate_limited");
      const retryAfter = Number(limited.headers.get("Retry-After"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(600);
    }
    // The owner, from an IP that has not failed for the address, signs in; the attacker's IP stays locked.
    const attacker = nextIp();
    for (let i = 0; i < 10; i++) await fromIp(attacker, "guessed@example.org", `again-${i}`);
    expect((await fromIp(nextIp(), "guessed@example.org", "Geheim-12345")).status).toBe(200);
    expect((await fromIp(attacker, "guessed@example.org", "Geheim-12345")).status).toBe(429);
  });

  it("locks an address from every IP at 100 failures in 10 minutes, however many IPs they come from (ADR 0036)", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    await newUser("spread@example.org");
    const now = Math.floor(Date.now() / 1000);
    // 99 failures from many IPs counted already: the 100th still answers 401, then every IP is refused.
    await h.db.insert(rateLimits).values({
      tenantId: "oldebroek",
      key: "sign_in_failed:email:spread@example.org",
      windowStart: now - (now % 600),
      count: 99,
    });
    expect((await fromIp(nextIp(), "spread@example.org", "wrong")).status).toBe(401);
    expect((await fromIp(nextIp(), "spread@example.org", "Geheim-12345")).status).toBe(429);
  });

  it("lifts the lock of an address when its password is reset with the mailed link, from every IP", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    await newUser("forgot@example.org");
    const owner = nextIp();
    for (let i = 0; i < 10; i++) await fromIp(owner, "forgot@example.org", `wrong-${i}`);
    expect((await fromIp(owner, "forgot@example.org", "Geheim-12345")).status).toBe(429);
    const now = Math.floor(Date.now() / 1000);
    await h.db
      .insert(rateLimits)
      .values({
        tenantId: "oldebroek",
        key: "sign_in_failed:email:forgot@example.org",
        windowStart: now - (now % 600),
        count: 100,
      })
      .onConflictDoUpdate({ target: [rateLimits.tenantId, rateLimits.key], set: { count: 100 } });
    // Another address's lock on the same IP is not lifted by this reset.
    for (let i = 0; i < 10; i++) await fromIp(owner, KNOWN, `wrong-${i}`);

    await h.call("/auth/password", {
      method: "POST",
      headers: { "CF-Connecting-IP": owner },
      body: { email: "forgot@example.org" },
    });
    const [mail] = await mailsTo("forgot@example.org");
    const token = tokenFrom(mail.attributes.text, "reset_password_token");
    const reset = await h.call("/auth/password", {
      method: "PUT",
      headers: { "CF-Connecting-IP": owner },
      body: { password: "Nieuw-wachtwoord-1", password_confirmation: "Nieuw-wachtwoord-1", reset_password_token: token },
    });
    expect(reset.status).toBe(200);
    expect((await fromIp(owner, "forgot@example.org", "Nieuw-wachtwoord-1")).status).toBe(200);
    expect((await fromIp(owner, KNOWN, "Geheim-12345")).status).toBe(429);
  });

  it("limits all sign-in attempts per IP (CF-Connecting-IP, else X-Forwarded-For)", async () => {
    const ip = "203.0.113.77";
    // One fixed window for all attempts (a real clock could cross a window boundary mid-test).
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    // Malformed attempts count too (and cost no hash, which keeps this test quick).
    for (let i = 0; i < 30; i++) {
      const r = await h.call("/auth/sign_in", { method: "POST", headers: { "X-Forwarded-For": `${ip}, 10.0.0.1` }, body: {} });
      expect(r.status).toBe(401);
    }
    const limited = await h.call("/auth/sign_in", {
      method: "POST",
      headers: { "CF-Connecting-IP": ip },
      body: { email: ADMIN, password: DEMO_PASSWORD },
    });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
    // Another IP is not affected.
    expect((await postSignIn(KNOWN, "Geheim-12345")).status).toBe(200);
  });

  it("exempts this machine (loopback, no IP) in development only", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() }); // one fixed window for the whole test
    const attempt = (env: Env, ip: string | null) =>
      createApi().fetch(
        new Request("http://api.test/auth/sign_in", {
          method: "POST",
          headers: { "X-Tenant": "oldebroek", "Content-Type": "application/json", ...(ip ? { "CF-Connecting-IP": ip } : {}) },
          body: "{}",
        }),
        env,
        { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext,
      );
    expect(h.env.ENVIRONMENT).toBe("development");
    for (let i = 0; i < 31; i++) expect((await attempt(h.env, i % 2 ? "127.0.0.1" : null)).status).toBe(401);
    const production = { ...h.env, ENVIRONMENT: "production" };
    const statuses = [];
    for (let i = 0; i < 31; i++) statuses.push((await attempt(production, "127.0.0.1")).status);
    expect(statuses.at(-1)).toBe(429);
  });

  it("starts counting again in the next window", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    await newUser("window@example.org");
    const now = Math.floor(Date.now() / 1000);
    await h.db.insert(rateLimits).values({
      tenantId: "oldebroek",
      key: "sign_in_failed:email:window@example.org",
      windowStart: now - (now % 600),
      count: 100,
    });
    expect((await postSignIn("window@example.org", "Geheim-12345")).status).toBe(429);
    vi.setSystemTime(Date.now() + 11 * 60 * 1000);
    expect((await postSignIn("window@example.org", "Geheim-12345")).status).toBe(200);
  });
});

describe("one password hash at a time per isolate (ADR 0036)", () => {
  afterEach(() => {
    passwordHashGate.configure({ concurrency: 1, queue: 4, maxWaitMs: 5_000 });
  });

  it("answers 503 busy with Retry-After to a sign-in while the gate is full, and signs in once it is free", async () => {
    passwordHashGate.configure({ concurrency: 1, queue: 0 });
    // A slow hash holds the only slot until the test lets it go.
    let finish = () => {};
    const slow = passwordHashGate.run(() => new Promise<void>((resolve) => (finish = resolve)));
    try {
      const refused = await postSignIn("busy@example.org", "wrong-password");
      expect(refused.status).toBe(503);
      expect(refused.headers.get("Retry-After")).toBe("2");
      expect(refused.body.errors[0]).toMatchObject({ status: "503", code: "busy", meta: { retryAfter: 2 } });
      // Refused before any hash: not counted as a failed sign-in of the address.
      const failures = await h.db.select().from(rateLimits);
      expect(failures.filter((r) => r.key.includes("busy@example.org"))).toEqual([]);
    } finally {
      finish();
      await slow;
    }
    expect((await postSignIn(KNOWN, "Geheim-12345")).status).toBe(200);
  });

  it("lets one of two parallel sign-ins hash (production parameters) and refuses the other, with a limit of 1", async () => {
    passwordHashGate.configure({ concurrency: 1, queue: 0 });
    const env = productionParams();
    const [a, b] = await Promise.all([signInWithEnv(env, "ghost-a@example.org"), signInWithEnv(env, "ghost-b@example.org")]);
    expect([a.status, b.status].sort()).toEqual([401, 503]);
    expect([a, b].find((r) => r.status === 503)?.headers.get("Retry-After")).toBe("2");
  });

  it("makes a sign-in wait for its turn while the queue has room, instead of refusing it", async () => {
    passwordHashGate.configure({ concurrency: 1, queue: 1 });
    let finish = () => {};
    const slow = passwordHashGate.run(() => new Promise<void>((resolve) => (finish = resolve)));
    const signIn = postSignIn(KNOWN, "Geheim-12345");
    try {
      await vi.waitFor(() => expect(passwordHashGate.load).toEqual({ running: 1, waiting: 1 }));
    } finally {
      finish();
      await slow;
    }
    expect((await signIn).status).toBe(200);
  });
});

describe("sessions", () => {
  it("keeps the token for its lifespan and echoes the same auth headers (no rotation, ADR 0009)", async () => {
    const session = await sessionFor(h, VOLUNTEER);
    for (let i = 0; i < 3; i++) {
      const { status, headers } = await h.json("/auth/validate_token", { headers: session });
      expect(status).toBe(200);
      expect(trio(headers)).toEqual(session);
    }
    // Concurrent requests with the same headers all succeed.
    const results = await Promise.all(Array.from({ length: 5 }, () => h.call("/api/v1/current_user", { headers: session })));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
  });

  it("expires after two weeks", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    const session = await sessionFor(h, VOLUNTEER);
    vi.setSystemTime(Date.now() + (TOKEN_LIFESPAN_SECONDS - 60) * 1000);
    expect((await h.call("/auth/validate_token", { headers: session })).status).toBe(200);
    vi.setSystemTime(Date.now() + 120 * 1000);
    expect((await h.call("/auth/validate_token", { headers: session })).status).toBe(401);
    expect((await h.call("/api/v1/current_user", { headers: session })).status).toBe(401);
  });

  it(`keeps at most ${MAX_CLIENTS_PER_USER} clients per user, dropping the oldest`, async () => {
    await newUser("many@example.org");
    const sessions = [];
    for (let i = 0; i < MAX_CLIENTS_PER_USER + 1; i++)
      sessions.push(await sessionFor(h, "many@example.org", { tenant: "oldebroek" }));
    expect((await h.call("/auth/validate_token", { headers: sessions[0] })).status).toBe(401);
    for (const s of sessions.slice(1)) expect((await h.call("/auth/validate_token", { headers: s })).status).toBe(200);
  });

  it.each([
    ["a wrong token", (s: Record<string, string>) => ({ ...s, "access-token": "x".repeat(43) })],
    ["a wrong uid", (s: Record<string, string>) => ({ ...s, uid: ADMIN })],
    ["an unknown client", (s: Record<string, string>) => ({ ...s, client: "y".repeat(43) })],
    ["a partial trio", (s: Record<string, string>) => ({ "access-token": s["access-token"], client: s.client })],
  ])("treats %s as signed out", async (_, tamper) => {
    const session = await sessionFor(h, VOLUNTEER);
    const { status, headers } = await h.json("/auth/validate_token", { headers: tamper(session) });
    expect(status).toBe(401);
    expect(headers.get("access-token")).toBeNull();
  });

  it("does not accept a token on another tenant", async () => {
    const session = await sessionFor(h, VOLUNTEER);
    expect((await h.call("/auth/validate_token", { tenant: "roermond", headers: session })).status).toBe(401);
  });
});

describe("GET /auth/validate_token", () => {
  it("answers the user flat", async () => {
    const session = await sessionFor(h, ADMIN);
    const { status, body } = await h.json("/auth/validate_token", { headers: session });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, data: { id: 1, email: ADMIN } });
  });

  it("is 401 signed out", async () => {
    expect((await h.call("/auth/validate_token")).status).toBe(401);
  });
});

describe("DELETE /auth/sign_out", () => {
  it("ends only that client", async () => {
    const a = await sessionFor(h, VOLUNTEER);
    const b = await sessionFor(h, VOLUNTEER);
    const { status, body, headers } = await h.json("/auth/sign_out", { method: "DELETE", headers: a });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true });
    expect(headers.get("access-token")).toBeNull();
    expect((await h.call("/auth/validate_token", { headers: a })).status).toBe(401);
    expect((await h.call("/auth/validate_token", { headers: b })).status).toBe(200);
  });

  it("is 404 for an unknown trio", async () => {
    const { status } = await h.json("/auth/sign_out", {
      method: "DELETE",
      headers: { "access-token": "a", client: "b", uid: VOLUNTEER },
    });
    expect(status).toBe(404);
  });
});

describe("POST /auth/password", () => {
  it("gives the same answer for known and unknown e-mail, and mails only a known one", async () => {
    await newUser("forgetful@example.org");
    const known = await h.json("/auth/password", {
      method: "POST",
      headers: { "CF-Connecting-IP": nextIp() },
      body: { email: "forgetful@example.org", redirect_url: RESET_URL },
    });
    const unknown = await h.json("/auth/password", {
      method: "POST",
      headers: { "CF-Connecting-IP": nextIp() },
      body: { email: "stranger@example.org", redirect_url: RESET_URL },
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.success).toBe(true);
    expect(await mailsTo("stranger@example.org")).toHaveLength(0);
    const [mail] = await mailsTo("forgetful@example.org");
    expect(mail.attributes.kind).toBe("reset_password");
    expect(mail.attributes.text).toContain(`${RESET_URL}?reset_password_token=`);
  });

  it.each([
    [{ email: "not-an-email", redirect_url: RESET_URL }, ["/email"]],
    [{ email: "a@example.org", redirect_url: "https://evil.example.com/reset" }, ["/redirect_url"]],
    [{ email: "a@example.org", redirect_url: "http://roermond.localhost:8787/reset" }, ["/redirect_url"]],
    [{ email: "a@example.org", redirect_url: "javascript:alert(1)" }, ["/redirect_url"]],
    [{}, ["/email"]],
  ])("answers 422 with a pointer per bad field: %j", async (body, pointers) => {
    const response = await h.json("/auth/password", { method: "POST", body });
    expect(response.status).toBe(422);
    expect(response.body.errors.map((e: { source: { pointer: string } }) => e.source.pointer)).toEqual(pointers);
  });

  it("links to the reset page of the tenant's own site when only {email} is sent (SPEC §7)", async () => {
    await newUser("only-email@example.org");
    await newUser("only-email-en@example.org", { locale: "en" });
    const reset = (email: string, headers: Record<string, string> = {}) =>
      h.json("/auth/password", { method: "POST", headers: { "CF-Connecting-IP": nextIp(), ...headers }, body: { email } });

    // Called in-process (no Origin, an internal host): the tenant's configured site, <tenant>.<wildcard domain>.
    expect((await reset("only-email@example.org")).status).toBe(200);
    // From the site itself: its origin, port included. A foreign Origin is ignored, never linked to.
    await reset("only-email@example.org", { Origin: "http://oldebroek.localhost:8787" });
    await reset("only-email@example.org", { Origin: "https://evil.example.com" });
    await reset("only-email-en@example.org");
    const links = (await mailsTo("only-email@example.org")).map((m) => /https?:\/\/\S+/.exec(m.attributes.text)?.[0]);
    // Newest first.
    expect(links.map((l) => l?.split("?")[0])).toEqual([
      "http://oldebroek.localhost/auth/reset",
      "http://oldebroek.localhost:8787/auth/reset",
      "http://oldebroek.localhost/auth/reset",
    ]);
    expect(links[0]).toMatch(/\?reset_password_token=[\w-]+$/);
    const [english] = await mailsTo("only-email-en@example.org");
    expect(english.attributes.text).toContain("http://oldebroek.localhost/en/auth/reset?reset_password_token=");
  });

  it("refuses a redirect_url off the tenant's hosts even when the tenant is the default one", async () => {
    const env = { ...h.env, DEFAULT_TENANT: "oldebroek" } as Env;
    const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext;
    const response = await createApi().fetch(
      new Request("http://api.test/auth/password", {
        method: "POST",
        headers: { "X-Tenant": "oldebroek", "Content-Type": "application/json", "CF-Connecting-IP": nextIp() },
        body: JSON.stringify({ email: "a@example.org", redirect_url: "https://evil.example.com/reset" }),
      }),
      env,
      ctx,
    );
    expect(response.status).toBe(422);
    const body = (await response.json()) as { errors: Array<{ source: { pointer: string } }> };
    expect(body.errors.map((e) => e.source.pointer)).toEqual(["/redirect_url"]);
  });

  it("limits reset requests per e-mail, known or not", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() }); // one fixed window for the whole test
    for (let i = 0; i < 5; i++) {
      const r = await h.call("/auth/password", {
        method: "POST",
        headers: { "CF-Connecting-IP": nextIp() },
        body: { email: "flood@example.org", redirect_url: RESET_URL },
      });
      expect(r.status).toBe(200);
    }
    const limited = await h.call("/auth/password", {
      method: "POST",
      headers: { "CF-Connecting-IP": nextIp() },
      body: { email: "flood@example.org", redirect_url: RESET_URL },
    });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
  });
});

describe("PUT /auth/password", () => {
  async function resetToken(email: string) {
    await h.call("/auth/password", {
      method: "POST",
      headers: { "CF-Connecting-IP": nextIp() },
      body: { email, redirect_url: RESET_URL },
    });
    const [mail] = await mailsTo(email);
    return tokenFrom(mail.attributes.text, "reset_password_token");
  }

  it("sets a new password with the mailed token, signs in with a new client and ends the old sessions", async () => {
    await newUser("reset@example.org");
    const old = await sessionFor(h, "reset@example.org", { tenant: "oldebroek" });
    const token = await resetToken("reset@example.org");
    const { status, body, headers } = await h.json("/auth/password", {
      method: "PUT",
      body: { password: "Nieuw-wachtwoord-1", password_confirmation: "Nieuw-wachtwoord-1", reset_password_token: token },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, data: { email: "reset@example.org" } });
    const fresh = trio(headers);
    expect(fresh.client).toMatch(/^\S{16,}$/);
    expect(fresh.client).not.toBe(old.client);
    expect((await h.call("/auth/validate_token", { headers: fresh })).status).toBe(200);
    expect((await h.call("/auth/validate_token", { headers: old })).status).toBe(401);
    expect((await postSignIn("reset@example.org", "Nieuw-wachtwoord-1")).status).toBe(200);
    // The token works once.
    const again = await h.json("/auth/password", {
      method: "PUT",
      body: { password: "Ander-wachtwoord-2", password_confirmation: "Ander-wachtwoord-2", reset_password_token: token },
    });
    expect(again.status).toBe(422);
    expect(again.body.errors[0]).toMatchObject({ code: "invalid_token", source: { pointer: "/reset_password_token" } });
  });

  it("checks a reset link without using it up (GET /auth/password/edit): 422 once used, expired or forged", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    const check = (token: string) => h.json(`/auth/password/edit?reset_password_token=${encodeURIComponent(token)}`);
    await newUser("check@example.org");
    const token = await resetToken("check@example.org");
    for (let i = 0; i < 2; i++) {
      const good = await check(token);
      expect(good.status).toBe(200);
      expect(good.body).toEqual({ success: true, data: { invitation: false } });
    }
    const invalid = { code: "invalid_token", source: { parameter: "reset_password_token" } };
    for (const forged of ["", "not-a-token", `${token.slice(0, -2)}xx`, "x".repeat(500)]) {
      const answer = await check(forged);
      expect(answer.status, forged).toBe(422);
      expect(answer.body.errors[0]).toMatchObject(invalid);
    }
    // Checking did not use it up: the reset works, and after it the link is refused.
    const reset = await h.json("/auth/password", {
      method: "PUT",
      body: { password: "Nieuw-wachtwoord-1", password_confirmation: "Nieuw-wachtwoord-1", reset_password_token: token },
    });
    expect(reset.status).toBe(200);
    expect((await check(token)).body.errors[0]).toMatchObject(invalid);
    // Expired: 6 hours after the mail.
    const later = await resetToken("check@example.org");
    vi.setSystemTime(Date.now() + 6 * 60 * 60 * 1000 + 1000);
    expect((await check(later)).status).toBe(422);
  });

  it("refuses an expired token (6 hours)", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    await newUser("slow@example.org");
    const token = await resetToken("slow@example.org");
    vi.setSystemTime(Date.now() + 7 * 60 * 60 * 1000);
    const { status, body } = await h.json("/auth/password", {
      method: "PUT",
      body: { password: "Nieuw-wachtwoord-1", password_confirmation: "Nieuw-wachtwoord-1", reset_password_token: token },
    });
    expect(status).toBe(422);
    expect(body.errors[0].code).toBe("invalid_token");
  });

  it("answers the SPEC §5 text when neither token nor trio is given", async () => {
    const { status, body } = await h.json("/auth/password", {
      method: "PUT",
      body: { password: "Nieuw-wachtwoord-1", password_confirmation: "Nieuw-wachtwoord-1" },
    });
    expect(status).toBe(422);
    expect(body.errors[0].detail).toBe("You must provide either the uid, client and accessToken or the resetPasswordToken");
  });

  it.each([
    [{ password: "kort", password_confirmation: "kort" }, [["/password", "too_short"]]],
    [{ password: "Lang-genoeg-1", password_confirmation: "Anders-1234" }, [["/password_confirmation", "confirmation"]]],
    [
      { password: "", password_confirmation: "x" },
      [
        ["/password", "blank"],
        ["/password_confirmation", "confirmation"],
      ],
    ],
  ])("validates the new password: %j", async (fields, expected) => {
    await newUser(`v${expected.length}${fields.password.length}@example.org`);
    const token = await resetToken(`v${expected.length}${fields.password.length}@example.org`);
    const { status, body } = await h.json("/auth/password", { method: "PUT", body: { ...fields, reset_password_token: token } });
    expect(status).toBe(422);
    expect(body.errors.map((e: { source: { pointer: string }; code: string }) => [e.source.pointer, e.code])).toEqual(expected);
  });

  it("changes the password signed in, with the current password", async () => {
    await newUser("change@example.org");
    const session = await sessionFor(h, "change@example.org", { tenant: "oldebroek" });
    const wrong = await h.json("/auth/password", {
      method: "PUT",
      headers: session,
      body: { password: "Nieuw-wachtwoord-1", password_confirmation: "Nieuw-wachtwoord-1", current_password: "fout" },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors[0]).toMatchObject({ code: "invalid", source: { pointer: "/current_password" } });
    const ok = await h.json("/auth/password", {
      method: "PUT",
      headers: session,
      body: { password: "Nieuw-wachtwoord-1", password_confirmation: "Nieuw-wachtwoord-1", current_password: "Geheim-12345" },
    });
    expect(ok.status).toBe(200);
    expect(trio(ok.headers).client).not.toBe(session.client);
    expect((await h.call("/auth/validate_token", { headers: trio(ok.headers) })).status).toBe(200);
  });

  it("is 401 with a stale trio and no token", async () => {
    const { status } = await h.json("/auth/password", {
      method: "PUT",
      headers: { "access-token": "x", client: "y", uid: VOLUNTEER },
      body: { password: "Nieuw-wachtwoord-1", password_confirmation: "Nieuw-wachtwoord-1", current_password: "x" },
    });
    expect(status).toBe(401);
  });
});
