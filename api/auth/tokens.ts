/**
 * Access, reset and confirmation tokens: 32 random bytes, URL-safe. The database keeps only their SHA-256 (hex),
 * so a leaked table does not sign anyone in; lookups go by hash and the final check is constant-time.
 */
import { constantTimeEqualText, randomBytes, toBase64Url, toHex } from "../../db/bytes";

export function generateToken(): string {
  return toBase64Url(randomBytes(32));
}

export async function hashToken(token: string): Promise<string> {
  return toHex(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token))));
}

export async function tokenMatches(token: string, storedHash: string | null): Promise<boolean> {
  if (!storedHash) return false;
  return constantTimeEqualText(await hashToken(token), storedHash);
}
