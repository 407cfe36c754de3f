import { describe, expect, it } from "vitest";
import { createCookies } from "./cookies.server";

const env = (secret: string) => ({ SESSION_SECRET: secret, ENVIRONMENT: "development" }) as unknown as Env;
const http = new Request("http://oldebroek.localhost/");
const https = new Request("https://oldebroek.example.nl/");

describe("createCookies (one stateless set per scheme and secret, per isolate)", () => {
  it("reuses the set for the same scheme and secret", () => {
    expect(createCookies(http, env("a"))).toBe(createCookies(new Request("http://roermond.localhost/x"), env("a")));
  });

  it("keys on the secret: another secret signs differently and cannot read the first one's session", async () => {
    const a = createCookies(http, env("secret-a"));
    const b = createCookies(http, env("secret-b"));
    expect(b).not.toBe(a);
    const session = await a.session.getSession(null);
    session.set("uid", "someone@example.org");
    const cookie = (await a.session.commitSession(session)).split(";")[0];
    expect((await a.session.getSession(cookie)).get("uid")).toBe("someone@example.org");
    expect((await b.session.getSession(cookie)).get("uid")).toBeUndefined();
  });

  it("signs with its own development secret only in development; anywhere else a missing secret is an error", () => {
    const without = (ENVIRONMENT?: string) => ({ ENVIRONMENT }) as unknown as Env;
    expect(() => createCookies(http, without("development"))).not.toThrow();
    for (const environment of [undefined, "production", "staging"]) {
      expect(() => createCookies(https, without(environment))).toThrow("SESSION_SECRET is not set");
    }
  });

  it("keys on the scheme: only https cookies are Secure", async () => {
    const plain = createCookies(http, env("s"));
    const secure = createCookies(https, env("s"));
    expect(secure).not.toBe(plain);
    expect(await secure.center.serialize("oldebroek:1")).toMatch(/; Secure/);
    expect(await plain.center.serialize("oldebroek:1")).not.toMatch(/; Secure/);
  });

  it("keeps no session data between requests", async () => {
    const cookies = createCookies(http, env("s"));
    const first = await cookies.session.getSession(null);
    first.set("accessToken", "token-of-the-first-visitor");
    const second = await cookies.session.getSession(null);
    expect(second.get("accessToken")).toBeUndefined();
    expect(second.data).toEqual({});
  });
});
