import { describe, expect, it } from "vitest";
import { testLoadContext, withCookies } from "../../tests/setup/load-context";
import { flashToast, readFlashToasts, redirectWithToast } from "./toast.server";

const contextFor = (url: string, cookie?: string) => testLoadContext(url, cookie ? { Cookie: cookie } : {});

/** The Cookie header a browser sends back after these Set-Cookie values. */
const cookieHeader = (setCookies: string[]) => withCookies("", setCookies);

describe("flash toasts", () => {
  it("round-trips a toast through a redirect and clears it after one read", async () => {
    const action = await contextFor("http://demo.localhost/cookie-consent");
    const response = await redirectWithToast(action, "/over-ons", { message: "Opgeslagen", color: "success" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/over-ons");
    const setCookies = response.headers.getSetCookie();
    const session = setCookies.find((c) => c.startsWith("__session="));
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);

    // The page after the redirect reads it …
    const page = await contextFor("http://demo.localhost/over-ons", cookieHeader(setCookies));
    const { toasts, commit } = readFlashToasts(page);
    expect(commit).toBe(true);
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ message: "Opgeslagen", color: "success", closable: true, duration: 5000, title: null });
    expect(toasts[0].id).toMatch(/^t-[0-9a-f]{24}$/);
    // … and its response commits the session without the flash.
    const cleared = (await page.responseCookies()).filter((c) => c.startsWith("__session="));
    expect(cleared).toHaveLength(1);

    const next = await contextFor("http://demo.localhost/over-ons", cookieHeader(cleared));
    expect(readFlashToasts(next)).toEqual({ toasts: [], commit: false });
    expect((await next.responseCookies()).filter((c) => c.startsWith("__session="))).toEqual([]);
  });

  it("keeps the auth data in the session and toasts flashed earlier in a redirect chain", async () => {
    const signedIn = await contextFor("http://demo.localhost/");
    signedIn.session.set("accessToken", "a");
    signedIn.session.set("client", "c");
    signedIn.session.set("uid", "u");
    const first = await redirectWithToast(signedIn, "/a", { message: "one", color: "info" });

    const hop = await contextFor("http://demo.localhost/a", cookieHeader(first.headers.getSetCookie()));
    const second = await redirectWithToast(hop, "/b", [{ message: "two", color: "danger", duration: 0 }], {
      status: 303,
      headers: { "Set-Cookie": "cookie_consent=accepted; Path=/", "X-Remix-Replace": "yes" },
    });
    expect(second.status).toBe(303);
    expect(second.headers.get("X-Remix-Replace")).toBe("yes");
    expect(second.headers.getSetCookie().map((c) => c.split("=")[0])).toEqual(
      expect.arrayContaining(["cookie_consent", "__session"]),
    );

    const page = await contextFor("http://demo.localhost/b", cookieHeader(second.headers.getSetCookie()));
    expect(readFlashToasts(page).toasts.map((t) => [t.message, t.color, t.duration])).toEqual([
      ["one", "info", 5000],
      ["two", "danger", 0],
    ]);
    expect(page.session.get("accessToken")).toBe("a");
  });

  it("sets a Secure session cookie on https", async () => {
    const context = await contextFor("https://demo.localhost/");
    const response = await redirectWithToast(context, "/", { message: "x", color: "muted" });
    expect(response.headers.getSetCookie().find((c) => c.startsWith("__session="))).toMatch(/Secure/i);
  });

  it("returns nothing (and commits nothing) without a flash, and ignores tampered-looking data", async () => {
    const context = await contextFor("http://demo.localhost/");
    expect(readFlashToasts(context)).toEqual({ toasts: [], commit: false });
    flashToast(context, { message: "ok", color: "warning" });
    (context.session as any).flash("toasts", [{ bogus: true }]);
    expect(readFlashToasts(context).toasts).toEqual([]);
  });
});
