/**
 * Signed tokens for links that act without signing in (the periodic mail's unsubscribe link, ADR 0066): the user
 * id, the tenant, the purpose and when it was issued, signed with HMAC-SHA-256 under the app's signing secret
 * (SESSION_SECRET, config/environment.ts). `v1.<user>.<tenant>.<purpose>.<issued>.<signature>`; nothing in it is
 * secret, only unforgeable. A token of another purpose or tenant, altered or malformed, is refused.
 */
import { signingSecret } from "./environment";

export type TokenPurpose = "digest-unsubscribe";

const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

function keyFor(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    if (keys.size >= 4) keys.clear();
    key = crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
    keys.set(secret, key);
  }
  return key;
}

const toBase64Url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
  } catch {
    return null;
  }
}

type SecretEnv = { SESSION_SECRET?: string; ENVIRONMENT?: string };

export async function signToken(
  env: SecretEnv,
  claims: { userId: number; tenantId: string; purpose: TokenPurpose },
  issuedAt: Date = new Date(),
): Promise<string> {
  const payload = `v1.${claims.userId}.${claims.tenantId}.${claims.purpose}.${Math.floor(issuedAt.getTime() / 1000)}`;
  const signature = await crypto.subtle.sign("HMAC", await keyFor(signingSecret(env)), encoder.encode(payload));
  return `${payload}.${toBase64Url(signature)}`;
}

/** The user id of a good token for this tenant and purpose; null for anything else (never throws on bad input). */
export async function verifyToken(
  env: SecretEnv,
  token: string,
  expected: { tenantId: string; purpose: TokenPurpose },
): Promise<{ userId: number; issuedAt: Date } | null> {
  if (token.length > 300) return null;
  const parts = token.split(".");
  if (parts.length !== 6 || parts[0] !== "v1") return null;
  const [, user, tenant, purpose, issued, signed] = parts;
  if (!/^\d{1,12}$/.test(user) || !/^\d{1,12}$/.test(issued)) return null;
  const signature = fromBase64Url(signed);
  if (!signature) return null;
  const payload = parts.slice(0, 5).join(".");
  // crypto.subtle.verify compares in constant time.
  const good = await crypto.subtle.verify("HMAC", await keyFor(signingSecret(env)), signature, encoder.encode(payload));
  if (!good || tenant !== expected.tenantId || purpose !== expected.purpose) return null;
  return { userId: Number(user), issuedAt: new Date(Number(issued) * 1000) };
}
