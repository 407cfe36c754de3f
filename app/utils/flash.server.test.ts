import { describe, expect, it } from "vitest";
import { testLoadContext, withCookies } from "../../tests/setup/load-context";
import { flashNote, redirectWithSession, takeNote } from "./flash.server";
import { flashToast, readFlashToasts } from "./toast.server";

const contextFor = (url: string, cookie?: string) => testLoadContext(url, cookie ? { Cookie: cookie } : {});
/** The Cookie header a browser sends back after these Set-Cookie values. */
const cookieHeader = (setCookies: string[]) => withCookies("", setCookies);

describe("flash notes", () => {
  it("carry a note through a redirect, once, never in the URL", async () => {
    const action = await contextFor("http://demo.localhost/confirm?confirmation_token=abc");
    flashNote(action, "signInEmail", "eva@voorbeeld.nl");
    const response = await redirectWithSession(action, "/auth/login-1");
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/auth/login-1");
    const setCookies = response.headers.getSetCookie();
    expect(setCookies.some((c) => c.startsWith("__session="))).toBe(true);
    expect(setCookies.join("")).not.toContain("eva@voorbeeld.nl"); // signed base64 JSON, not plain text in a URL

    const page = await contextFor("http://demo.localhost/auth/login-1", cookieHeader(setCookies));
    expect(takeNote(page, "wrongCenter")).toBeUndefined();
    expect(takeNote(page, "signInEmail")).toBe("eva@voorbeeld.nl");
    expect(takeNote(page, "signInEmail")).toBeUndefined();
    const cleared = (await page.responseCookies()).filter((c) => c.startsWith("__session="));
    expect(cleared).toHaveLength(1);

    const again = await contextFor("http://demo.localhost/auth/login-1", cookieHeader(cleared));
    expect(takeNote(again, "signInEmail")).toBeUndefined();
    expect((await again.responseCookies()).filter((c) => c.startsWith("__session="))).toEqual([]);
  });

  it("travel beside flash toasts without disturbing them", async () => {
    const action = await contextFor("http://demo.localhost/account/verwijderen");
    flashNote(action, "accountDeleted", true);
    flashToast(action, { message: "Verwijderd", color: "success" });
    const response = await redirectWithSession(action, "/profiel/verwijderd");
    const page = await contextFor("http://demo.localhost/profiel/verwijderd", cookieHeader(response.headers.getSetCookie()));
    expect(readFlashToasts(page).toasts.map((t) => t.message)).toEqual(["Verwijderd"]);
    expect(takeNote(page, "accountDeleted")).toBe(true);
  });
});
