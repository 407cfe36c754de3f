import type { Page, Response } from "@playwright/test";
import { expect, interact, NOJS, PORT, tenantUrl, test } from "./fixtures";

const base = `http://127.0.0.1:${PORT}`;
const unique = () => `e2e=${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
const cspNonce = (response: Response) => /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1];

/**
 * Reload the current page until the edge cache answers HIT: the store runs after the response (waitUntil), and
 * in development any write elsewhere (parallel tests) starts a new cache generation, so a few tries may be
 * needed. Reloads skip the fixture's per-goto axe run (the page is the same; axe runs again at the end).
 */
async function reloadUntilHit(page: Page) {
  for (let i = 0; i < 8; i++) {
    const response = (await page.reload())!;
    if (response.headers()["x-cache"] === "HIT") return response;
    await page.waitForTimeout(150);
  }
  throw new Error(`no X-Cache: HIT for ${page.url()}`);
}

test.describe("edge cache", () => {
  // Several loads per test, each followed by axe (twice as slow without JavaScript, through the mirror).
  test.describe.configure({ timeout: 60_000 });

  test(
    "a repeated anonymous page load is a cache hit with a fresh nonce, and its scripts still run",
    NOJS,
    async ({ page, javaScriptEnabled }) => {
      await page.goto(tenantUrl("roermond")); // the first visit sets the centre cookie
      const url = tenantUrl("roermond", `/?${unique()}`);
      const first = (await page.goto(url))!;
      expect(first.headers()["x-cache"]).toBe("MISS");
      expect(first.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=600");
      expect(first.headers().vary).toBe("Cookie, Accept-Language");

      const hit = await reloadUntilHit(page);
      expect(hit.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=600");
      const firstNonce = cspNonce(first);
      const hitNonce = cspNonce(hit);
      expect(hitNonce).toBeTruthy();
      expect(hitNonce).not.toBe(firstNonce);
      const html = await hit.text();
      expect(html).not.toContain(firstNonce!);
      const nonces = [...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]);
      expect(nonces.length).toBeGreaterThan(0);
      expect(new Set(nonces)).toEqual(new Set([hitNonce]));
      await expect(page.locator("html")).toHaveAttribute("data-tenant", "roermond");
      if (javaScriptEnabled) {
        // Hydrated: the inline module script ran under the new nonce (a CSP block would also log a console error).
        // The reload is a reading page that hydrates on the first interaction (ADR 0015).
        await interact(page);
        await page.waitForFunction(() => "__remixRouter" in window);
      }
    },
  );

  test("a first visit's page is stored without its centre cookie; the next first visit is a hit that sets its own", async ({
    playwright,
  }) => {
    const path = `/?${unique()}`;
    const visit = async (cookie?: string) => {
      // A fresh client each time: without a cookie, the answer sets the centre cookie.
      const client = await playwright.request.newContext();
      const response = await client.get(`${base}${path}`, {
        headers: { Host: `demo.localhost:${PORT}`, ...(cookie ? { Cookie: cookie } : {}) },
      });
      await response.body();
      await client.dispose();
      expect(response.status()).toBe(200);
      return response.headers();
    };
    /** The store runs after the response (waitUntil) and a write elsewhere starts a new generation: a few tries. */
    const untilHit = async (cookie?: string) => {
      for (let i = 0; i < 8; i++) {
        const headers = await visit(cookie);
        if (headers["x-cache"] === "HIT") return headers;
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
      throw new Error(`no X-Cache: HIT for ${path}`);
    };

    const first = await visit();
    expect(first["x-cache"]).toBe("MISS");
    expect(first["set-cookie"]).toContain("volunteer_center=");
    expect(first["cache-control"]).toMatch(/^private/);
    const again = await untilHit();
    expect(again["set-cookie"]).toContain("volunteer_center=");
    expect(again["cache-control"]).toMatch(/^private/);
    // The stored copy has no cookie of its own: a returning visitor gets it shareable and sets nothing.
    const returning = await untilHit(first["set-cookie"].split(";")[0]);
    expect(returning["set-cookie"]).toBeUndefined();
    expect(returning["cache-control"]).toMatch(/^public/);
  });

  test("a page whose form carries an idempotency key is never stored: every view gets its own key", async ({ playwright }) => {
    const client = await playwright.request.newContext();
    const host = `oldebroek.localhost:${PORT}`;
    const vacancies = await client.get(`${base}/api/v1/vacancies?page[size]=1`, { headers: { "X-Tenant": "oldebroek" } });
    const [vacancy] = ((await vacancies.json()) as { data: { id: string }[] }).data;
    await client.dispose();
    for (const path of ["/een-op-een-hulp", `/vacancies/${vacancy.id}`, "/organizations/signup"]) {
      const keys = new Set<string>();
      // Without cookies (a first visit) and with the centre cookie (a returning visitor), twice each.
      let cookie: string | undefined;
      for (let i = 0; i < 4; i++) {
        const visitor = await playwright.request.newContext();
        const response = await visitor.get(`${base}${path}`, { headers: { Host: host, ...(cookie ? { Cookie: cookie } : {}) } });
        const html = await response.text();
        await visitor.dispose();
        expect(response.status(), path).toBe(200);
        expect(response.headers()["x-cache"], path).toBe("MISS");
        expect(response.headers()["cache-control"], path).toMatch(/^private/);
        const key = /<input[^>]*name="idempotencyKey"[^>]*value="([^"]+)"/.exec(html)?.[1];
        expect(key, `${path}: the form's idempotency key`).toBeTruthy();
        keys.add(key as string);
        cookie ??= response.headers()["set-cookie"]?.split(";")[0];
        await new Promise((resolve) => setTimeout(resolve, 100)); // a store would have run by now (waitUntil)
      }
      expect(keys.size, path).toBe(4);
    }
  });

  test("the tenant cookie never gets another tenant's cached page", async ({ page, context }) => {
    const path = `/?${unique()}`;
    const tenantCookie = (tenant: string) => ({
      name: "tenant",
      value: Buffer.from(JSON.stringify(tenant)).toString("base64"),
      domain: "localhost",
      path: "/",
    });
    await context.addCookies([tenantCookie("roermond")]);
    await page.goto(`http://localhost:${PORT}/`);
    await page.goto(`http://localhost:${PORT}${path}`);
    await reloadUntilHit(page);
    await expect(page.locator("html")).toHaveAttribute("data-tenant", "roermond");

    // As after /switch: a new tenant cookie, the old tenant's centre cookie still there.
    await context.addCookies([tenantCookie("meedoen")]);
    const other = await page.reload();
    expect(other?.headers()["x-cache"]).not.toBe("HIT");
    await expect(page.locator("html")).toHaveAttribute("data-tenant", "meedoen");
  });
});

test.describe("icon endpoint", () => {
  test("answers the asked icon and leaves unknown ones out", async ({ request }) => {
    const response = await request.get(`${base}/icons?icons=lucide:house,lucide:no-such-icon-here`);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("public, max-age=86400, immutable");
    const sets = await response.json();
    expect(sets).toHaveLength(1);
    expect(sets[0]).toMatchObject({ prefix: "lucide", width: 24, height: 24 });
    expect(Object.keys(sets[0].icons)).toEqual(["house"]);
    expect(sets[0].icons.house.body).toContain("<path");
  });

  test("answers an empty list for unknown icons and 414 for an over-long URL", async ({ request }) => {
    expect(await (await request.get(`${base}/icons?icons=lucide:no-such-icon-here`)).json()).toEqual([]);
    const names = Array.from({ length: 40 }, (_, i) => `lucide:icon-number-${i}`).join(",");
    const long = await request.get(`${base}/icons?icons=${names}`);
    expect(long.status()).toBe(414);
    expect((await long.json()).errors[0].code).toBe("icons_uri_too_long");
  });
});

test.describe("new-version check", () => {
  test("/build-id answers the running build's id, uncached", async ({ request }) => {
    const response = await request.get(`${base}/build-id`);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("no-store");
    const { buildId } = await response.json();
    expect(typeof buildId).toBe("string");
    expect(buildId.length).toBeGreaterThan(0);
  });

  test("no notice while the build is current; a notice with a reload button once it changes", async ({ page }) => {
    await page.goto(tenantUrl("oldebroek"));
    await page.waitForFunction(() => "__remixRouter" in window);
    const becomeVisible = () => page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));

    // The listener is added by an effect after hydration: repeat the event until the check has run once.
    let checked = false;
    page.on("response", (response) => {
      if (response.url().endsWith("/build-id")) checked = true;
    });
    await expect
      .poll(async () => {
        await becomeVisible();
        return checked;
      })
      .toBe(true);
    await expect(page.getByTestId("version-banner")).toHaveCount(0);

    await page.route("**/build-id", (route) => route.fulfill({ json: { buildId: "a-newer-deploy" } }));
    await becomeVisible();
    const notice = page.getByRole("status").filter({ hasText: "Er is een nieuwe versie beschikbaar." });
    await expect(notice).toBeVisible();
    await page.unroute("**/build-id");
    await Promise.all([page.waitForEvent("load"), notice.getByRole("button", { name: "Vernieuwen" }).click()]);
    await expect(page.getByTestId("version-banner")).toHaveCount(0);
  });
});
