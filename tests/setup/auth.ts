/** Signing in through the real endpoint for API tests; sessions are cached per harness (the KDF is slow on purpose). */
import { DEMO_PASSWORD } from "../../db/seed";
import type { ApiHarness } from "./api";

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

/** A new session (client) for the account; throws unless the sign-in succeeded. */
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

/** A cached session of a demo account (`admin@oldebroek.example.org`); use signIn for a fresh one. */
export async function as(h: ApiHarness, email: string): Promise<AuthHeaders> {
  const sessions = cache.get(h) ?? new Map<string, AuthHeaders>();
  cache.set(h, sessions);
  const known = sessions.get(email);
  if (known) return known;
  const headers = await signIn(h, email);
  sessions.set(email, headers);
  return headers;
}
