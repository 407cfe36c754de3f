/**
 * Sessions for API tests. `as` and `sessionFor` put a session straight into the test D1 with the API's own
 * `createSession` (the auth_tokens row and devise's headers exactly as POST /auth/sign_in writes and answers them),
 * without the password hash: use them wherever a test only needs "signed in as X". `signIn` goes through the real
 * endpoint (scrypt with the stored hash's parameters: a demo account's are the production ones, ADR 0008, ~0.5–1 s;
 * `createApiHarness({ env: { PASSWORD_HASH_PARAMS } })` hashes new passwords cheaply, ADR 0012): only for tests of
 * signing in and of passwords.
 */
import { and, eq } from "drizzle-orm";
import { authHeaders, createSession } from "../../api/auth/sessions";
import { users } from "../../db/schema";
import { DEMO_PASSWORD } from "../../db/seed";
import type { ApiHarness } from "./api";
import type { TestDatabase } from "./d1";

export type AuthHeaders = Record<"access-token" | "client" | "uid", string>;

const cache = new WeakMap<ApiHarness, Map<string, AuthHeaders>>();
let ipCounter = 0;

/** A fresh client IP per call, so per-IP rate limits only bite in the tests about them. */
export function nextIp(): string {
  ipCounter += 1;
  return `198.51.100.${ipCounter % 250}`;
}

export function trio(headers: Headers): AuthHeaders {
  return {
    "access-token": headers.get("access-token") ?? "",
    client: headers.get("client") ?? "",
    uid: headers.get("uid") ?? "",
  };
}

/** A real sign-in through POST /auth/sign_in (hashes the password); throws unless it succeeded. */
export async function signIn(
  h: ApiHarness,
  email: string,
  options: { tenant?: string; password?: string; headers?: Record<string, string> } = {},
): Promise<AuthHeaders> {
  const response = await h.call("/auth/sign_in", {
    method: "POST",
    tenant: options.tenant ?? email.split("@")[1]?.split(".")[0],
    headers: { "CF-Connecting-IP": nextIp(), ...options.headers },
    body: { email, password: options.password ?? DEMO_PASSWORD },
  });
  if (response.status !== 200) throw new Error(`sign-in of ${email} failed: ${response.status} ${await response.text()}`);
  return trio(response.headers);
}

/** The tenant of a demo address (`admin@oldebroek.example.org` → oldebroek). */
const tenantOf = (email: string) => email.split("@")[1]?.split(".")[0] ?? "";

/**
 * A new session (client) for the account, written directly in the test D1 by the API's `createSession`: devise's
 * headers as a sign-in answers them (access-token, token-type, client, expiry, uid), without hashing the password.
 * Throws for an account a sign-in would refuse for its state (unconfirmed, not active), so a test cannot get a
 * session the product would never hand out.
 */
export async function sessionHeaders(h: TestDatabase, email: string, options: { tenant?: string } = {}): Promise<Headers> {
  const tenant = options.tenant ?? tenantOf(email);
  const [user] = await h.db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenant), eq(users.email, email.toLowerCase())))
    .limit(1);
  if (!user) throw new Error(`no account ${email} on ${tenant}`);
  if (user.confirmedAt === null || user.status !== "active") throw new Error(`${email} could not sign in (${user.status})`);
  return new Headers(authHeaders(await createSession(h.db, user), user.email));
}

/** The auth trio of a new session made by `sessionHeaders` (no password hash). */
export async function sessionFor(h: TestDatabase, email: string, options: { tenant?: string } = {}): Promise<AuthHeaders> {
  return trio(await sessionHeaders(h, email, options));
}

/** A cached session of a demo account (`admin@oldebroek.example.org`), made by `sessionFor`; use that for a fresh one. */
export async function as(h: ApiHarness, email: string): Promise<AuthHeaders> {
  const sessions = cache.get(h) ?? new Map<string, AuthHeaders>();
  cache.set(h, sessions);
  const known = sessions.get(email);
  if (known) return known;
  const headers = await sessionFor(h, email);
  sessions.set(email, headers);
  return headers;
}
