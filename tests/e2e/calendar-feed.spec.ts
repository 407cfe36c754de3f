/**
 * The personal calendar feed ("Agenda-abonnement" on /profile-edit/settings, ADR 0023), with and without
 * JavaScript: make a link (shown once, with a webcal:// link), the URL answers a calendar, a new link retires the
 * old one, revoking retires it too. The cases (other tenants, hostile secrets, what the feed holds) are API tests:
 * api/resources/calendar-feeds/calendar-feeds.test.ts.
 */
import type { APIRequestContext } from "@playwright/test";
import { expect, freshAccount, NOJS, PORT, tenantUrl, test } from "./fixtures";

/** A calendar app's request: the URL alone, the tenant from the host (Node does not resolve *.localhost). */
async function poll(request: APIRequestContext, url: string) {
  const { pathname, host } = new URL(url);
  return request.get(`http://127.0.0.1:${PORT}${pathname}`, { headers: { Host: host } });
}

test(
  "a volunteer makes a personal calendar link, subscribes, makes a new one and revokes it",
  NOJS,
  async ({ page, request, signedInAs }) => {
    await signedInAs(await freshAccount(request, "calendar"));
    await page.goto(tenantUrl("oldebroek", "/profile-edit/settings"));
    const section = page.getByRole("region", { name: "Agenda-abonnement" });
    await expect(section.getByText("Je hebt nog geen agenda-abonnement.")).toBeVisible();

    await section.getByRole("button", { name: "Persoonlijke agendalink maken" }).click();
    const field = page.getByLabel("Link voor je agenda-app");
    await expect(field).toHaveValue(/^http:\/\/oldebroek\.localhost:\d+\/api\/v1\/ical\/personal\/[A-Za-z0-9_-]{43}\.ics$/);
    const first = await field.inputValue();
    await expect(page.getByRole("link", { name: "Abonneren in je agenda-app" })).toHaveAttribute(
      "href",
      first.replace(/^http:/, "webcal:"),
    );
    const feed = await poll(request, first);
    expect(feed.status()).toBe(200);
    expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(await feed.text()).toMatch(
      /^BEGIN:VCALENDAR\r\n[\s\S]*BEGIN:VTIMEZONE\r\nTZID:Europe\/Amsterdam\r\n[\s\S]*END:VCALENDAR\r\n$/,
    );

    // Shown once: the page read again says since when, not the link.
    await page.goto(tenantUrl("oldebroek", "/profile-edit/settings"));
    await expect(section.getByText(/Je hebt een agenda-abonnement sinds/)).toBeVisible();
    await expect(page.getByLabel("Link voor je agenda-app")).toHaveCount(0);

    await section.getByLabel("De oude link werkt dan niet meer").check();
    await section.getByRole("button", { name: "Nieuwe link maken" }).click();
    await expect(field).toHaveValue(/\/api\/v1\/ical\/personal\/[A-Za-z0-9_-]{43}\.ics$/);
    const second = await field.inputValue();
    expect(second).not.toBe(first);
    expect((await poll(request, first)).status()).toBe(404);
    expect((await poll(request, second)).status()).toBe(200);

    await section.getByLabel("Ik wil mijn agenda-abonnement intrekken").check();
    await section.getByRole("button", { name: "Abonnement intrekken" }).click();
    await expect(page.getByText("Je agenda-abonnement is ingetrokken. De link werkt niet meer.")).toBeVisible();
    await expect(section.getByText("Je hebt nog geen agenda-abonnement.")).toBeVisible();
    expect((await poll(request, second)).status()).toBe(404);
  },
);
