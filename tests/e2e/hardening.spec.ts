/**
 * Hostile requests against the built Worker: open redirects through every place that takes a way back,
 * and bodies that are not forms on every action. HTTP only (no browser variant): it runs once, in the js project (untagged).
 */
import type { APIRequestContext, APIResponse } from "@playwright/test";
import { expect, PORT, test } from "./fixtures";

const PASSWORD = "Welkom-2026!";
const HOST = `oldebroek.localhost:${PORT}`;
const ORIGIN = `http://${HOST}`;

/** Ways back that must never leave the site (the unit test of safeRedirectPath has the full corpus). */
const HOSTILE = [
  "//evil.example",
  "https://evil.example/",
  `http://roermond.localhost:${PORT}/`,
  "/.//evil.example",
  "/a/..//evil.example",
  "/%2e//evil.example",
  "/%2e%2e//evil.example",
  "/en//evil.example",
  "/nl//evil.example",
  "/\\evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "//user:pass@evil.example",
];

/** A visitor of oldebroek as plain HTTP: Node does not resolve *.localhost, so it names the site in Host. */
class Visitor {
  private cookies = new Map<string, string>();
  constructor(private readonly request: APIRequestContext) {}

  private headers(extra: Record<string, string> = {}) {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    return { Host: HOST, ...(cookie ? { Cookie: cookie } : {}), ...extra };
  }

  private remember(response: APIResponse) {
    for (const { name, value } of response.headersArray()) {
      if (name.toLowerCase() !== "set-cookie") continue;
      const [pair, ...attributes] = value.split(";");
      const eq = pair.indexOf("=");
      const cookieName = pair.slice(0, eq).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || pair.slice(eq + 1) === "";
      if (expired) this.cookies.delete(cookieName);
      else this.cookies.set(cookieName, pair.slice(eq + 1));
    }
    return response;
  }

  async get(path: string) {
    return this.remember(await this.request.get(`http://127.0.0.1:${PORT}${path}`, { headers: this.headers(), maxRedirects: 0 }));
  }

  async post(path: string, form: Record<string, string>) {
    return this.remember(
      await this.request.post(`http://127.0.0.1:${PORT}${path}`, {
        headers: this.headers({ Origin: ORIGIN }),
        form,
        maxRedirects: 0,
      }),
    );
  }

  async postRaw(path: string, contentType: string | null, data: string) {
    const headers = this.headers({ Origin: ORIGIN, ...(contentType ? { "Content-Type": contentType } : {}) });
    return this.request.post(`http://127.0.0.1:${PORT}${path}`, { headers, data: Buffer.from(data), maxRedirects: 0 });
  }

  async signIn(email: string) {
    const response = await this.post("/auth/login-1", { email, password: PASSWORD });
    expect(response.status(), "signed in").toBe(302);
  }
}

/** Where a redirect answer sends the browser, resolved as the browser resolves it. */
function landsOnSite(response: APIResponse, label: string) {
  const location = response.headers().location;
  expect(location, `${label}: a redirect`).toBeTruthy();
  expect(new URL(location, `${ORIGIN}/somewhere/deep`).origin, `${label} → ${location}`).toBe(ORIGIN);
}

test.describe("hostile requests", () => {
  test("no way back leaves the site: sign-in link, token link, language, colour mode, consent, organisation", async ({
    request,
  }) => {
    test.slow(); // a sign-in per hostile target through the sign-in form
    const visitor = new Visitor(request);
    for (const target of HOSTILE) {
      landsOnSite(await visitor.post("/language", { locale: "en", redirectTo: target }), `language ${target}`);
      landsOnSite(await visitor.post("/language", { locale: "nl", redirectTo: target }), `language ${target}`);
      landsOnSite(await visitor.post("/color-mode", { mode: "dark", redirectTo: target }), `color-mode ${target}`);
      landsOnSite(await visitor.post("/cookie-consent", { choice: "accepted", redirectTo: target }), `consent ${target}`);
    }
    // https://evil.example/ here stands for the second target accounts.spec.ts once posted through the form.
    for (const target of [HOSTILE[1], ...HOSTILE.slice(3, 7)]) {
      landsOnSite(
        await visitor.post("/auth/login-1", {
          email: "organization_superuser@oldebroek.example.org",
          password: PASSWORD,
          redirectTo: target,
        }),
        `sign-in ${target}`,
      );
    }
    // Signed in now: the sign-in page itself sends the visitor on, and so does the organisation switch.
    for (const target of HOSTILE) {
      landsOnSite(await visitor.get(`/auth/login-1?redirectTo=${encodeURIComponent(target)}`), `signed-in link ${target}`);
      landsOnSite(await visitor.get(`/en/auth/login-1?redirectTo=${encodeURIComponent(target)}`), `signed-in link ${target}`);
      landsOnSite(await visitor.post("/account/organisatie", { organizationId: "1", redirectTo: target }), `org ${target}`);
    }

    const signIn = await request.post(`http://127.0.0.1:${PORT}/auth/sign_in`, {
      headers: { "X-Tenant": "oldebroek", "Content-Type": "application/json" },
      data: { email: "volunteer@oldebroek.example.org", password: PASSWORD },
    });
    expect(signIn.status()).toBe(200);
    const trio = new URLSearchParams({
      "access-token": signIn.headers()["access-token"],
      client: signIn.headers().client,
      uid: signIn.headers().uid,
    });
    for (const target of HOSTILE) {
      const tokenLink = new Visitor(request);
      landsOnSite(await tokenLink.get(`/auth/token?${trio}&redirectTo=${encodeURIComponent(target)}`), `token ${target}`);
    }
  });

  test("every action answers a body that is not a form with 400/415, never 500", async ({ request }) => {
    test.slow();
    const visitor = new Visitor(request);
    await visitor.signIn("admin@oldebroek.example.org");
    const users = await visitor.get("/users");
    expect(users.status()).toBe(200);
    const userId = /href="\/users\/(\d+)"/.exec(await users.text())?.[1];
    expect(userId).toBeTruthy();
    const actions = [
      "/auth/login-1",
      "/auth/login-1.data",
      "/en/auth/login-1",
      "/signup",
      "/auth/recover",
      "/auth/reset",
      "/language",
      "/color-mode",
      "/cookie-consent",
      "/account/organisatie",
      "/account/verwijderen",
      "/profile-edit?index",
      "/profile-edit/email",
      "/profile-edit/settings",
      "/profile-edit/periodieke-mail",
      "/users/add",
      `/users/${userId}`,
      `/users/${userId}/edit`,
      `/users/${userId}/add_role`,
      "/switch",
      "/uitloggen",
    ];
    const bodies: Array<[string, string | null, string]> = [
      ["JSON", "application/json", JSON.stringify({ email: "admin@oldebroek.example.org", password: PASSWORD })],
      ["text", "text/plain", "email=admin@oldebroek.example.org"],
      ["no type", null, ""],
      ["multipart without a boundary", "multipart/form-data", "--x\r\nContent-Disposition: form-data; name=a\r\n\r\n1\r\n--x--"],
      ["multipart with a broken boundary", "multipart/form-data; boundary=abc", "--xyz\r\nnonsense"],
    ];
    for (const path of actions) {
      for (const [label, type, data] of bodies) {
        const response = await visitor.postRaw(path, type, data);
        expect([400, 415], `${path} with ${label}: ${response.status()}`).toContain(response.status());
      }
    }
    // Still signed in: none of those reached an action (the sign-out included).
    expect((await visitor.get("/profiel")).status()).toBe(200);
  });
});
