/**
 * What the e2e server is started with (playwright.config.ts) and the fixtures must agree on (tests/e2e/fixtures.ts).
 * Development values only: the e2e server is a throw-away `wrangler dev` (ENVIRONMENT=development).
 */

/** The secret the e2e server signs its `__session` cookie with, so `signedInAs` can make that cookie. */
export const E2E_SESSION_SECRET = "e2e-only-session-secret";

/** scrypt N=2^10, r=8, p=1: ~80× cheaper than production's N=2^14, p=5 (ADR 0012); honoured in development only. */
export const E2E_PASSWORD_HASH_PARAMS = "ln=10,r=8,p=1";
