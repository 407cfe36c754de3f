import { describe, expect, it } from "vitest";
import { testLoadContext } from "./tests/setup/load-context";

const contextFor = testLoadContext;

describe("getLoadContext", () => {
  it("makes a new idempotency key per call, and marks the page as made for this view alone", async () => {
    const context = await contextFor("http://oldebroek.localhost:8787/een-op-een-hulp");
    expect(context.perView).toBe(false);
    const a = context.newIdempotencyKey();
    const b = context.newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f-]{36}$/);
    expect(a).not.toBe(b);
    expect(context.perView).toBe(true);
    // Per request: the next request's context starts unmarked.
    expect((await contextFor("http://oldebroek.localhost:8787/een-op-een-hulp")).perView).toBe(false);
  });

  it("resolves tenant, centre and locale once per request", async () => {
    const context = await contextFor("http://roermond.localhost:8787/", { "Accept-Language": "en-GB,en;q=0.9" });
    expect(context.tenant?.id).toBe("roermond");
    expect(context.tenantSource).toBe("wildcard");
    expect(context.volunteerCenterId).toBe(2);
    expect(context.locale).toBe("en");
    expect(context.isDevelopment).toBe(true);
    expect(context.cspNonce).toMatch(/^[A-Za-z0-9_-]{20,}$/);
  });

  it("prefers the route prefix, then the i18n_redirected cookie, then Accept-Language, then nl", async () => {
    expect((await contextFor("http://demo.localhost/en/nieuws", { Cookie: "i18n_redirected=nl" })).locale).toBe("en");
    const cookie = `i18n_redirected=${btoa(JSON.stringify("en"))}`;
    expect((await contextFor("http://demo.localhost/", { Cookie: cookie, "Accept-Language": "nl" })).locale).toBe("en");
    expect((await contextFor("http://demo.localhost/")).locale).toBe("nl");
    expect((await contextFor("http://demo.localhost/", { "Accept-Language": "fr" })).locale).toBe("nl");
  });

  it("reads the plain i18n_redirected the Nuxt site wrote, as well as the Remix-encoded one", async () => {
    for (const value of ["en", "EN", '"en"', btoa(JSON.stringify("en"))]) {
      const context = await contextFor("http://demo.localhost/", {
        Cookie: `a=1; i18n_redirected=${value}; b=2`,
        "Accept-Language": "nl",
      });
      expect(context.locale, value).toBe("en");
    }
    for (const value of ["fr", "", "%%%", btoa(JSON.stringify("fr"))]) {
      const context = await contextFor("http://demo.localhost/", { Cookie: `i18n_redirected=${value}`, "Accept-Language": "en" });
      expect(context.locale, value).toBe("en");
    }
  });

  it("has no tenant for an unknown host and no cookie", async () => {
    const context = await contextFor("http://atlantis.localhost:8787/");
    expect(context.tenant).toBeNull();
    expect(context.volunteerCenterId).toBeNull();
    expect(await context.responseCookies()).toEqual([]);
  });

  it("keeps the resolved centre in a secure httpOnly cookie scoped to the tenant", async () => {
    const context = await contextFor("https://public.localhost/");
    const [cookie] = await context.responseCookies();
    expect(cookie).toMatch(/^volunteer_center=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Secure/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const value = decodeURIComponent(cookie.split(";")[0].split("=").slice(1).join("="));
    expect(JSON.parse(atob(value))).toBe("public:5");

    // The same cookie back: nothing to set.
    const again = await contextFor("https://public.localhost/", { Cookie: cookie.split(";")[0] });
    expect(await again.responseCookies()).toEqual([]);
    // An action that sets the cookie itself wins.
    const headers = new Headers();
    headers.append("Set-Cookie", "volunteer_center=x; Path=/");
    expect(await context.responseCookies(headers)).toEqual([]);
  });
});
