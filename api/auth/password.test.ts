import { describe, expect, it, vi } from "vitest";
import { constantTimeEqual, constantTimeEqualText } from "../../db/bytes";
import {
  CURRENT_PARAMS,
  formatHash,
  hashPassword,
  needsRehash,
  passwordParams,
  verifyDummyPassword,
  verifyPassword,
} from "../../db/password";
import { scryptYielding } from "../../db/scrypt";
import { generateToken, hashToken, tokenMatches } from "./tokens";

// Every sign-in or hash here is a real scrypt run (ADR 0008): seconds each when the 2 cores are busy.
vi.setConfig({ testTimeout: 90_000 });

describe("password KDF", () => {
  it("stores a self-describing scrypt hash with a random salt", async () => {
    const a = await hashPassword("correct horse battery");
    const b = await hashPassword("correct horse battery");
    expect(a).toMatch(/^\$scrypt\$ln=14,r=8,p=5\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(a).not.toBe(b); // different salts
    expect(await verifyPassword("correct horse battery", a)).toBe(true);
    expect(await verifyPassword("correct horse batterY", a)).toBe(false);
    expect(needsRehash(a)).toBe(false);
  });

  it("verifies hashes made with older parameters and flags them for a rehash", async () => {
    const { scrypt } = await import("@noble/hashes/scrypt");
    const salt = new Uint8Array(16).fill(7);
    const old = formatHash({ ln: 12, r: 8, p: 1 }, salt, scrypt("s3cret-pass", salt, { N: 2 ** 12, r: 8, p: 1, dkLen: 32 }));
    expect(await verifyPassword("s3cret-pass", old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
    expect(CURRENT_PARAMS.ln).toBeGreaterThan(12);
  });

  it("never matches a missing, malformed or absurd hash", async () => {
    expect(await verifyPassword("x", null)).toBe(false);
    expect(await verifyPassword("x", "plain-text")).toBe(false);
    expect(await verifyPassword("x", "$scrypt$ln=30,r=8,p=1$AAAA$AAAA")).toBe(false);
    expect(await verifyDummyPassword("anything")).toBe(false);
    expect(needsRehash("garbage")).toBe(true);
  });

  it("normalises Unicode so the same password typed differently still matches", async () => {
    const hash = await hashPassword("Cafe\u0301-2026!");
    expect(await verifyPassword("Caf\u00e9-2026!", hash)).toBe(true);
  });
});

describe("scrypt that yields to the event loop (db/scrypt.ts)", () => {
  it("derives exactly noble's scrypt keys", async () => {
    const { scrypt } = await import("@noble/hashes/scrypt");
    const salt = new Uint8Array(16).fill(9);
    for (const [N, r, p] of [
      [16, 1, 1],
      [1024, 8, 1],
      [1024, 8, 5],
      [4096, 4, 2],
    ]) {
      const expected = scrypt("päss-wörd", salt, { N, r, p, dkLen: 32 });
      expect(await scryptYielding("päss-wörd", salt, { N, r, p, dkLen: 32 })).toEqual(expected);
    }
  });

  it("lets timers and I/O of other requests run while it hashes (noble's scryptAsync does not)", async () => {
    const { scryptAsync } = await import("@noble/hashes/scrypt");
    const opts = { N: 2 ** 14, r: 8, p: 2, dkLen: 32 };
    const salt = new Uint8Array(16);
    /** How many times a 0 ms timer fired during one hash: another request's chance to run. */
    async function timerTurnsDuring(hash: () => Promise<unknown>) {
      let turns = 0;
      let on = true;
      const tick = () => {
        turns++;
        if (on) setTimeout(tick, 0);
      };
      setTimeout(tick, 0);
      await hash();
      on = false;
      return turns;
    }
    expect(await timerTurnsDuring(() => scryptAsync("pw", salt, opts))).toBe(0);
    expect(await timerTurnsDuring(() => scryptYielding("pw", salt, opts))).toBeGreaterThan(5);
  });
});

describe("password hash parameters per deployment (ADR 0012)", () => {
  const CHEAP = "ln=10,r=8,p=1";

  it("are OWASP's scrypt N=2^14, r=8, p=5 when no override is set, in every environment", () => {
    expect(CURRENT_PARAMS).toEqual({ ln: 14, r: 8, p: 5 });
    for (const ENVIRONMENT of ["production", "development", undefined]) {
      expect(passwordParams({ ENVIRONMENT })).toBe(CURRENT_PARAMS);
      expect(passwordParams({ ENVIRONMENT, PASSWORD_HASH_PARAMS: "  " })).toBe(CURRENT_PARAMS);
    }
  });

  it("ignores PASSWORD_HASH_PARAMS outside development, and says so in the log", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      for (const ENVIRONMENT of ["production", "staging", undefined]) {
        expect(passwordParams({ ENVIRONMENT, PASSWORD_HASH_PARAMS: CHEAP })).toBe(CURRENT_PARAMS);
      }
      expect(log).toHaveBeenCalledTimes(3);
      expect(log.mock.calls[0][0]).toContain("PASSWORD_HASH_PARAMS is ignored outside development");
    } finally {
      log.mockRestore();
    }
  });

  it("take the override on a development server; those hashes verify and name their own parameters", async () => {
    const params = passwordParams({ ENVIRONMENT: "development", PASSWORD_HASH_PARAMS: CHEAP });
    expect(params).toEqual({ ln: 10, r: 8, p: 1 });
    const hash = await hashPassword("correct horse battery", { params });
    expect(hash).toMatch(/^\$scrypt\$ln=10,r=8,p=1\$/);
    expect(await verifyPassword("correct horse battery", hash, params)).toBe(true);
    // Even where production parameters are current: verification reads the parameters from the hash.
    expect(await verifyPassword("correct horse battery", hash)).toBe(true);
    expect(await verifyPassword("wrong horse battery", hash, params)).toBe(false);
    expect(needsRehash(hash, params)).toBe(false);
    expect(needsRehash(hash)).toBe(true);
    expect(needsRehash(await hashPassword("x", { salt: new Uint8Array(16) }), params)).toBe(true);
    expect(await verifyDummyPassword("anything", params)).toBe(false);
  });

  it("refuse a malformed or absurd override loudly instead of hashing with it", () => {
    for (const bad of ["ln=9,r=8,p=1", "ln=21,r=8,p=1", "ln=10,r=8,p=17", "ln=10,r=0,p=1", "N=1024,r=8,p=1", "10,8,1"]) {
      expect(() => passwordParams({ ENVIRONMENT: "development", PASSWORD_HASH_PARAMS: bad }), bad).toThrow(
        /PASSWORD_HASH_PARAMS/,
      );
    }
  });
});

describe("tokens", () => {
  it("are 256-bit URL-safe strings stored as SHA-256 hex", async () => {
    const token = generateToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const hash = await hashToken(token);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await tokenMatches(token, hash)).toBe(true);
    expect(await tokenMatches(`${token}x`, hash)).toBe(false);
    expect(await tokenMatches(token, null)).toBe(false);
  });

  it("compares in constant time, also for different lengths", () => {
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 3]))).toBe(true);
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 4]))).toBe(false);
    expect(constantTimeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 2, 0]))).toBe(false);
    expect(constantTimeEqualText("abc", "abc")).toBe(true);
    expect(constantTimeEqualText("abc", "abd")).toBe(false);
  });
});
