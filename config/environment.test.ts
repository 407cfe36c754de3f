import { describe, expect, it } from "vitest";
import { localWorkerVars } from "../scripts/worker-vars.mjs";
import { devMailboxOpen, devPagesOpen, isDevelopment } from "./environment";

describe("development-only doors fail closed (ADR 0037)", () => {
  it("are open only with ENVIRONMENT=development, never when it is unset, empty or anything else", () => {
    expect(isDevelopment({ ENVIRONMENT: "development" })).toBe(true);
    for (const ENVIRONMENT of [undefined, "", "production", "staging", "Development", "dev"]) {
      expect(isDevelopment({ ENVIRONMENT })).toBe(false);
      expect(devMailboxOpen({ ENVIRONMENT })).toBe(false);
    }
    expect(isDevelopment(undefined)).toBe(false);
  });

  it("keeps the dev mailbox shut while mails really go out, even in development", () => {
    expect(devMailboxOpen({ ENVIRONMENT: "development" })).toBe(true);
    expect(devMailboxOpen({ ENVIRONMENT: "development", MAIL_PROVIDER: "outbox" })).toBe(true);
    expect(devMailboxOpen({ ENVIRONMENT: "development", MAIL_PROVIDER: "resend" })).toBe(false);
  });

  it("wrangler.toml's default [vars] do not say development: a deploy without --env production stays shut", async () => {
    const { readFileSync } = await import("node:fs");
    const toml = readFileSync("wrangler.toml", "utf8");
    const topLevel = toml.slice(toml.indexOf("\n[vars]"), toml.indexOf("\n[env."));
    expect(topLevel).not.toMatch(/^\s*ENVIRONMENT\s*=/m);
    // Nor a session secret: outside development a missing one is an error (app/utils/cookies.server.ts), so such a
    // deploy cannot sign cookies with a secret everyone can read here.
    expect(topLevel).not.toMatch(/^\s*SESSION_SECRET\s*=/m);
  });

  it("local servers (npm start, e2e, benches) say development themselves, and only then answer /__scheduled", () => {
    expect(localWorkerVars([])).toEqual({ vars: { ENVIRONMENT: "development" }, testScheduled: true });
    expect(localWorkerVars(["PASSWORD_HASH_PARAMS:ln=10,r=8,p=1", "X:a:b"]).vars).toEqual({
      ENVIRONMENT: "development",
      PASSWORD_HASH_PARAMS: "ln=10,r=8,p=1",
      X: "a:b",
    });
    expect(localWorkerVars(["ENVIRONMENT:production"])).toEqual({ vars: { ENVIRONMENT: "production" }, testScheduled: false });
    expect(localWorkerVars(["ENVIRONMENT:"]).testScheduled).toBe(false);
  });

  it("open the developer pages (/test/*, ADR 0073) in development or with the staging flag explicitly on, else not", () => {
    expect(devPagesOpen({ ENVIRONMENT: "development" })).toBe(true);
    expect(devPagesOpen({ ENVIRONMENT: "development", STAGING: "false" })).toBe(true);
    for (const STAGING of ["true", "1", "yes", "on", " TRUE "]) {
      expect(devPagesOpen({ ENVIRONMENT: "production", STAGING })).toBe(true);
      expect(devPagesOpen({ STAGING })).toBe(true);
    }
    for (const ENVIRONMENT of [undefined, "", "production", "staging", "Development", "dev"]) {
      for (const STAGING of [undefined, "", "false", "0", "no", "off", "maybe", "staging"]) {
        expect(devPagesOpen({ ENVIRONMENT, STAGING })).toBe(false);
      }
    }
    expect(devPagesOpen(undefined)).toBe(false);
    expect(devPagesOpen({})).toBe(false);
  });

  it("production's wrangler.toml keeps the developer pages shut (ENVIRONMENT=production, STAGING off)", async () => {
    const { readFileSync } = await import("node:fs");
    const toml = readFileSync("wrangler.toml", "utf8");
    const production = toml.slice(toml.indexOf("[env.production.vars]"));
    const value = (name: string) => new RegExp(`^\\s*${name}\\s*=\\s*"([^"]*)"`, "m").exec(production)?.[1];
    expect(devPagesOpen({ ENVIRONMENT: value("ENVIRONMENT"), STAGING: value("STAGING") })).toBe(false);
    expect(value("ENVIRONMENT")).toBe("production");
  });
});
