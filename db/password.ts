/**
 * Password hashing (ADR 0008): scrypt from @noble/hashes (pure JS, so it runs the same in workerd and Node; workerd's
 * WebCrypto PBKDF2 stops at 100 000 iterations and Workers may not compile WASM at runtime).
 *
 * Stored as a PHC-style string `$scrypt$ln=14,r=8,p=5$<salt>$<hash>` (base64, no padding), so the parameters can be
 * raised later: `needsRehash` tells the sign-in to store a fresh hash with the current ones.
 *
 * Every function hashes with `CURRENT_PARAMS` unless given other parameters; request handlers pass
 * `passwordParams(c.env)`, which differs only on a development server started with cheaper ones (ADR 0012).
 */
import { isDevelopment } from "../config/environment";
import { constantTimeEqual, fromBase64, randomBytes, toBase64 } from "./bytes";
import { scryptYielding } from "./scrypt";

export interface ScryptParams {
  /** log2 of N (CPU/memory cost). */
  ln: number;
  r: number;
  p: number;
}

/** OWASP's scrypt equivalence table: N=2^14 (16 MiB), r=8, p=5; memory stays well inside an isolate's 128 MB. */
export const CURRENT_PARAMS: ScryptParams = { ln: 14, r: 8, p: 5 };

const SALT_BYTES = 16;
const KEY_BYTES = 32;
const PHC = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;
const PARAMS = /^ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})$/;

/** Parameters we are willing to hash with: a tampered row (or a typo in a variable) must not cost minutes. */
function saneParams(params: ScryptParams): boolean {
  return params.ln >= 10 && params.ln <= 20 && params.r >= 1 && params.p >= 1 && params.p <= 16;
}

/**
 * The parameters new hashes get on this deployment: `CURRENT_PARAMS`, except on a development server whose
 * `PASSWORD_HASH_PARAMS` variable names others (e.g. `ln=10,r=8,p=1`, ~80× cheaper), which only the e2e server
 * sets (ADR 0012). Anywhere else the variable is ignored, with an error in the log, so a stray setting can never
 * weaken production hashes; a malformed value on a development server throws.
 */
export function passwordParams(env: Pick<Env, "ENVIRONMENT" | "PASSWORD_HASH_PARAMS">): ScryptParams {
  const override = env.PASSWORD_HASH_PARAMS?.trim();
  if (!override) return CURRENT_PARAMS;
  if (!isDevelopment(env)) {
    console.error(`PASSWORD_HASH_PARAMS is ignored outside development (ENVIRONMENT=${env.ENVIRONMENT ?? "unset"})`);
    return CURRENT_PARAMS;
  }
  const m = PARAMS.exec(override);
  const params = m ? { ln: Number(m[1]), r: Number(m[2]), p: Number(m[3]) } : null;
  if (!params || !saneParams(params)) {
    throw new Error(`PASSWORD_HASH_PARAMS must look like "ln=10,r=8,p=1" (ln 10–20, p 1–16), not "${override}"`);
  }
  return params;
}

async function derive(password: string, salt: Uint8Array, params: ScryptParams): Promise<Uint8Array> {
  // Yields to the event loop every few ms (db/scrypt.ts), so other requests of the same isolate run meanwhile.
  return scryptYielding(password.normalize("NFKC"), salt, { N: 2 ** params.ln, r: params.r, p: params.p, dkLen: KEY_BYTES });
}

export function formatHash(params: ScryptParams, salt: Uint8Array, key: Uint8Array): string {
  return `$scrypt$ln=${params.ln},r=${params.r},p=${params.p}$${toBase64(salt)}$${toBase64(key)}`;
}

function parseHash(stored: string): { params: ScryptParams; salt: Uint8Array; key: Uint8Array } | null {
  const m = PHC.exec(stored);
  if (!m) return null;
  const params = { ln: Number(m[1]), r: Number(m[2]), p: Number(m[3]) };
  // Refuse absurd parameters from a tampered row rather than hashing for minutes.
  if (!saneParams(params)) return null;
  return { params, salt: fromBase64(m[4]), key: fromBase64(m[5]) };
}

/** A new hash with a random salt. `salt` is injectable for the deterministic demo seed only. */
export async function hashPassword(
  password: string,
  { params = CURRENT_PARAMS, salt = randomBytes(SALT_BYTES) }: { params?: ScryptParams; salt?: Uint8Array } = {},
): Promise<string> {
  return formatHash(params, salt, await derive(password, salt, params));
}

/**
 * Constant-time check against a stored hash (with the parameters the hash names); a malformed or missing hash
 * never matches. `params` only sets the cost of that dummy check: the cost a real one has on this deployment.
 */
export async function verifyPassword(password: string, stored: string | null, params = CURRENT_PARAMS): Promise<boolean> {
  const parsed = stored ? parseHash(stored) : null;
  if (!parsed) {
    // Same work as a real check, so an account without a password is not told apart by timing.
    await derive(password, DUMMY_SALT, params);
    return false;
  }
  return constantTimeEqual(await derive(password, parsed.salt, parsed.params), parsed.key);
}

/** True when the stored hash was made with other parameters than the current ones (`params`). */
export function needsRehash(stored: string, params = CURRENT_PARAMS): boolean {
  const parsed = parseHash(stored);
  return !parsed || parsed.params.ln !== params.ln || parsed.params.r !== params.r || parsed.params.p !== params.p;
}

const DUMMY_SALT = new Uint8Array(SALT_BYTES);

/** Burns the same time as verifying a password, for sign-in attempts on unknown e-mail addresses. */
export async function verifyDummyPassword(password: string, params = CURRENT_PARAMS): Promise<false> {
  await verifyPassword(password, null, params);
  return false;
}
