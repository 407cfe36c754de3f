/**
 * Every password hash a request makes goes through here: with this deployment's parameters (ADR 0008/0012) and
 * through the isolate's gate (kdf-gate.ts), so that a burst of sign-ins, sign-ups, password changes or resets slows
 * down those, and not every other request of the isolate.
 */
import type { Context } from "hono";
import { hashPassword, passwordParams, verifyDummyPassword, verifyPassword } from "../../db/password";
import { JsonApiError } from "../jsonapi/errors";
import type { ApiEnv } from "../types";
import { KdfBusyError, passwordHashGate } from "./kdf-gate";

const BUSY_DETAIL = "The server is busy checking other passwords. Please try again in a moment.";

async function gated<T>(c: Context<ApiEnv>, work: () => Promise<T>): Promise<T> {
  try {
    return await passwordHashGate.run(work);
  } catch (error) {
    if (!(error instanceof KdfBusyError)) throw error;
    c.header("Retry-After", String(error.retryAfterSeconds));
    throw new JsonApiError(503, [{ code: "busy", detail: BUSY_DETAIL, meta: { retryAfter: error.retryAfterSeconds } }]);
  }
}

/** A new hash of `password` (sign-up, a new or reset password, a rehash). */
export function newPasswordHash(c: Context<ApiEnv>, password: string): Promise<string> {
  return gated(c, () => hashPassword(password, { params: passwordParams(c.env) }));
}

/** Whether `password` matches the stored hash; a missing one costs a dummy hash (same time, ADR 0008). */
export function passwordMatches(c: Context<ApiEnv>, password: string, stored: string | null): Promise<boolean> {
  return gated(c, () => verifyPassword(password, stored, passwordParams(c.env)));
}

/** The time of a check, for an address that has no account. */
export function dummyPasswordCheck(c: Context<ApiEnv>, password: string): Promise<false> {
  return gated(c, () => verifyDummyPassword(password, passwordParams(c.env)));
}
