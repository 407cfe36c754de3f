/**
 * The organisation lists (ADR 0019): the staff list's filters, approving and denying from the queue with the NOV
 * checklist (both projects: plain form posts), a visitor on an organisation's page, the social map's list without
 * JavaScript and, with JavaScript, its map with markers. On the meedoen site (Arnhem). PDOK's tiles are answered
 * with a blank PNG: the tests never reach the internet.
 */
import type { Page } from "@playwright/test";
import { expect, NOJS, tenantUrl, test } from "./fixtures";

const SITE = "meedoen";

/** The URL's non-empty query parameters (a GET form also sends its empty fields). */
const queryOf = (page: Page) => Object.fromEntries([...new URL(page.url()).searchParams].filter(([, v]) => v !== ""));

test.describe("organisation lists", NOJS, () => {
  test("the staff list searches and filters by status and type; approved reads Active", async ({ page, signedInAs }) => {
    await signedInAs("center_superuser", { tenant: SITE });
    await page.goto(tenantUrl(SITE, "/organizations"));
    const table = page.getByRole("table", { name: "Organisaties" });
    await expect(table.getByRole("link", { name: "Sportvereniging Malburgen" })).toBeVisible();
    await expect(table.getByText("Actief").first()).toBeVisible();

    const filters = page.getByRole("search", { name: "Organisaties filteren" });
    // Archived: the seed has one per tenant and no test here changes it (the queue test below decides the pending ones).
    await filters.getByLabel("Status").selectOption("archived");
    await filters.getByRole("button", { name: "Toepassen" }).click();
    await expect.poll(() => queryOf(page)).toEqual({ status: "archived" });
    await expect(table.getByText("Gearchiveerd").first()).toBeVisible();
    await expect(table.getByRole("link", { name: "Sportvereniging Malburgen" })).toHaveCount(0);

    await page.goto(tenantUrl(SITE, "/organizations?q=Malburgen&type=NonProfit"));
    await expect(table.locator("tbody").getByRole("link")).toHaveText(["Sportvereniging Malburgen"]);
    await page.goto(tenantUrl(SITE, "/organizations?type=School&q=Malburgen"));
    await expect(page.getByText("Geen organisaties gevonden.")).toBeVisible();
  });

  test("approve and deny from the queue, with the NOV checklist stored and shown", async ({ page, signedInAs }, info) => {
    // Each project decides on its own organisation: js approves one, nojs denies the other.
    const approving = info.project.name === "js";
    const name = approving ? "Huiswerkklas Geitenkamp" : "Repair Café Elderveld";
    await signedInAs("center_superuser", { tenant: SITE });
    await page.goto(tenantUrl(SITE, "/organizations/approve"));
    const row = page.getByRole("form", { name });
    await expect(row).toBeVisible();
    await expect(page.getByText(/Aangemeld (door .+ )?op /).first()).toBeVisible();

    await row.getByLabel("Een maatschappelijk doel").check();
    await row.getByLabel("Geen winstoogmerk").check();
    if (approving) {
      await row.getByLabel("Geen verdringing van betaald werk").check();
      await row.getByLabel("Aansprakelijkheidsverzekering voor vrijwilligers").check();
      await row.getByRole("button", { name: "Goedkeuren" }).click();
      await expect(page.getByText(`${name} is goedgekeurd.`)).toBeVisible();
    } else {
      await row.getByLabel(/Reden/).fill("Geen aansprakelijkheidsverzekering.");
      await row.getByRole("button", { name: "Afwijzen" }).click();
      await expect(page.getByText(`${name} is afgewezen.`)).toBeVisible();
    }
    await expect(page.getByRole("form", { name })).toHaveCount(0);

    // The decision and its checklist on the organisation afterwards (its managers see them).
    await page.goto(tenantUrl(SITE, `/organizations?q=${encodeURIComponent(name.split(" ")[0] ?? name)}`));
    await page.getByRole("link", { name }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByText(approving ? "Actief" : "Afgewezen", { exact: true })).toBeVisible();
    await expect(page.getByText("Een maatschappelijk doel: Ja")).toBeVisible();
    await expect(page.getByText(`Aansprakelijkheidsverzekering voor vrijwilligers: ${approving ? "Ja" : "Nee"}`)).toBeVisible();
    if (!approving) await expect(page.getByText("Geen aansprakelijkheidsverzekering.")).toBeVisible();
  });

  test("the social map's list filters without JavaScript", async ({ page, javaScriptEnabled }) => {
    await page.goto(tenantUrl(SITE, "/sociale-kaart"));
    await expect(page.getByText("Hier vind je een overzicht van alle organisaties.")).toBeVisible();
    // Without JavaScript there is no map (its markers need the script): its first view is not shown, nor loaded.
    if (!javaScriptEnabled) await expect(page.getByTestId("map-first-view")).toBeHidden();
    const list = page.getByTestId("social-map-list");
    await expect(list.getByRole("link", { name: "Mantelzorg Arnhem" })).toBeVisible();
    // Pending organisations are not on the map.
    await expect(list.getByRole("link", { name: "Repair Café Elderveld" })).toHaveCount(0);

    const filters = page.getByRole("search", { name: "Sociale kaart filteren" });
    await filters.getByLabel("Soort organisatie").selectOption("zorg");
    await filters.getByRole("button", { name: "Toepassen" }).click();
    await expect.poll(() => queryOf(page)).toEqual({ kind: "zorg" });
    await expect(list.getByRole("link", { name: "Mantelzorg Arnhem" })).toBeVisible();
    await expect(list.getByRole("link", { name: "Sportvereniging Malburgen" })).toHaveCount(0);

    await page.goto(tenantUrl(SITE, "/sociale-kaart?q=Malburgen&place=arnhem"));
    await expect(list.getByRole("link")).toHaveText(["Sportvereniging Malburgen"]);
    await page.goto(tenantUrl(SITE, "/sociale-kaart?place=Groningen"));
    await expect(page.getByText("Geen organisaties gevonden met deze filters.")).toBeVisible();
  });
});

test.describe("refusals", NOJS, () => {
  test.use({ allowedConsoleErrors: [/status of 40[34]/] });

  test("the queue and the staff list are for approvers only", async ({ page, signedInAs }) => {
    await signedInAs("organization_superuser", { tenant: SITE });
    for (const path of ["/organizations/approve", "/organizations"]) {
      const response = await page.goto(tenantUrl(SITE, path));
      expect(response?.status(), path).toBe(403);
    }
  });

  test("unknown, malformed and pending organisations are not found for a visitor", async ({ page }) => {
    for (const path of ["/organizations/999999", "/organizations/not-a-number", "/sociale-kaart/999999"]) {
      expect((await page.goto(tenantUrl(SITE, path)))?.status(), path).toBe(404);
    }
    // A pending organisation: in the staff list's data, not on the public pages.
    await page.goto(tenantUrl(SITE, "/sociale-kaart?q=Repair"));
    await expect(page.getByText("Geen organisaties gevonden met deze filters.")).toBeVisible();
  });
});

test("a visitor opens an organisation's page from the social map", async ({ page }) => {
  await page.goto(tenantUrl(SITE, "/sociale-kaart?q=Malburgen"));
  await page.getByTestId("social-map-list").getByRole("link", { name: "Sportvereniging Malburgen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sportvereniging Malburgen" })).toBeVisible();
  await page.getByRole("link", { name: /^Organisatie: Sportvereniging Malburgen/ }).click();
  await expect(page).toHaveURL(/\/organizations\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Sportvereniging Malburgen" })).toBeVisible();
  await expect(page.getByText("Arnhem").first()).toBeVisible();
  await expect(page.getByTestId("static-map")).toBeVisible();
  // Visitors see no status or decision.
  await expect(page.getByText("NOV-criteria")).toHaveCount(0);
});

test("the social map's first view comes with the page, and the JS map takes over at it without moving", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  // Before any script (every module answered empty): the server's tiles of the set's places, the phone's layer shown.
  await page.route("**/assets/**/*.js", (route) => route.fulfill({ status: 200, contentType: "text/javascript", body: "" }));
  await page.goto(tenantUrl(SITE, "/sociale-kaart"));
  const firstView = page.getByTestId("map-first-view");
  const layer = firstView.locator("> div:visible");
  await expect(layer).toHaveCount(1);
  const tiles = layer.locator("> div");
  expect(await tiles.count()).toBeGreaterThan(1);
  const drawn = await tiles.evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      return { url: getComputedStyle(element).backgroundImage.slice(5, -2), x: box.x, y: box.y };
    }),
  );
  const zoom = await layer.getAttribute("data-zoom");
  expect(drawn[0]?.url).toContain(`/EPSG:3857/${zoom}/`);
  // At every width one layer shows (a container query per width class of the map).
  for (const width of [320, 480, 800, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(layer, `${width} px`).toHaveCount(1);
  }
  await page.setViewportSize({ width: 375, height: 800 });

  // With the scripts: the map starts at that view, each tile where the server put it.
  await page.unroute("**/assets/**/*.js");
  await page.reload();
  const map = page.getByTestId("social-map");
  await expect(map.getByTestId("map-marker").or(map.getByTestId("map-cluster")).first()).toBeVisible();
  let compared = 0;
  for (const tile of drawn) {
    const own = map.locator(`img[src="${tile.url}"]`);
    if ((await own.count()) === 0) continue;
    compared++;
    const box = await own.boundingBox();
    expect(Math.abs((box?.x ?? -999) - tile.x), tile.url).toBeLessThanOrEqual(1);
    expect(Math.abs((box?.y ?? -999) - tile.y), tile.url).toBeLessThanOrEqual(1);
  }
  expect(compared).toBeGreaterThan(1);
  // Once the visitor moves the map, the server's tiles (of the first view only) are gone from under it.
  await map.getByRole("button", { name: "+", exact: true }).click();
  await expect(firstView).toHaveCount(0);
});

test("with JavaScript the social map shows markers from one request", async ({ page }) => {
  const markerRequests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/sociale-kaart/markers") markerRequests.push(request.url());
  });
  await page.goto(tenantUrl(SITE, "/sociale-kaart"));
  const map = page.getByTestId("social-map");
  await expect(map).toBeVisible();
  await expect(map).not.toHaveAttribute("data-markers", "");
  await expect(map.getByTestId("map-marker").or(map.getByTestId("map-cluster")).first()).toBeVisible();
  const shown = Number(await map.getAttribute("data-markers"));
  expect(shown).toBeGreaterThan(2);
  expect(markerRequests).toHaveLength(1);

  // The same filters as the list: one organisation, one marker.
  await page.goto(tenantUrl(SITE, "/sociale-kaart?q=Malburgen"));
  await expect(page.getByTestId("social-map")).toHaveAttribute("data-markers", "1");
  await expect(page.getByTestId("map-marker")).toHaveCount(1);
});
