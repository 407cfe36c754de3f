/**
 * /instellingen/design and /footer through their route modules, on the in-process API and a real D1 (ADR 0047): the
 * preview submit saves nothing, a save stores the design the form holds (a custom colour as its shades), a colour
 * failing contrast comes back on its field with the ratio, the footer keeps only its filled rows, and a content
 * manager gets the 403 page.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateShades } from "../../../contract/centre-theme";
import { volunteerCenterProfiles } from "../../../db/schema";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/d1";
import { createRouteHarness, type RouteHarness } from "../../../tests/setup/load-context";
import { action, loader } from "./design";
import { action as footerAction } from "./footer";

let database: TestDatabase;
let route: RouteHarness;
let cookie: string;
beforeAll(async () => {
  database = await createTestDatabase();
  route = createRouteHarness(database);
  cookie = (await route.signedIn("center_superuser@oldebroek.example.org")).cookie;
});
afterAll(() => database?.dispose());

const profile = async () =>
  (await database.db.select().from(volunteerCenterProfiles).where(eq(volunteerCenterProfiles.volunteerCenterId, 1)))[0];

async function form(overrides: Record<string, string> = {}) {
  const { defaults } = await route.load(loader, "/instellingen/design", { cookie });
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(defaults)) if (value !== "") fields[name] = String(value);
  return { ...fields, ...overrides };
}

describe("/instellingen/design", () => {
  it("the preview submit answers the posted values and saves nothing", async () => {
    const before = await profile();
    const { response, answer } = await route.post(action, "/instellingen/design", {
      cookie,
      form: await form({ intent: "preview", primaryColorPreset: "mauve", primaryColor: "#1d4ed8", primaryColorShades: "" }),
    });
    expect(response).toBeNull();
    expect(JSON.stringify(answer)).toContain("#1d4ed8");
    expect(await profile()).toEqual(before);
  });

  it("a save stores the design, a custom colour as its generated shades, and redirects back with a toast", async () => {
    const { response, location } = await route.post(action, "/instellingen/design", {
      cookie,
      form: await form({ primaryColorPreset: "mauve", primaryColor: "#1d4ed8", primaryColorShades: "", shape: "straight" }),
    });
    expect(response?.status).toBe(302);
    expect(location).toBe("/instellingen/design");
    const saved = await profile();
    expect(saved).toMatchObject({ primaryColorPreset: "mauve", shape: "straight" });
    expect(JSON.parse(saved.primaryColorShades ?? "null")).toEqual(generateShades("#1d4ed8"));
    // The form shows the colour again (its picker), not the generated shades as pasted JSON.
    const { defaults } = await route.load(loader, "/instellingen/design", { cookie });
    expect(defaults).toMatchObject({ primaryColor: "#1d4ed8", primaryColorShades: "" });
  });

  it("a colour failing contrast comes back on its field with the ratio; nothing is saved", async () => {
    const before = await profile();
    const { response, answer } = await route.post(action, "/instellingen/design", {
      cookie,
      form: await form({ primaryColorPreset: "mauve", primaryColor: "#ffe066", primaryColorShades: "" }),
    });
    expect(response).toBeNull();
    const errors = (answer as { error?: Record<string, string[]> }).error ?? {};
    expect(errors.primaryColorPreset?.[0]).toBe('settings:contrast.button|{"step":"700","ratio":"2.68","required":4.5}');
    expect(await profile()).toEqual(before);
  });

  it("a content manager gets the 403 page", async () => {
    const manager = (await route.signedIn("content_manager@oldebroek.example.org")).cookie;
    const thrown = await route.load(loader, "/instellingen/design", { cookie: manager }).catch((e: unknown) => e);
    expect((thrown as { init?: { status?: number } }).init?.status).toBe(403);
  });
});

describe("/instellingen/footer", () => {
  it("keeps the filled rows, Dutch and English, and the two logos", async () => {
    const { response } = await route.post(footerAction, "/instellingen/footer", {
      cookie,
      form: {
        "footerColumns[0].title": "Contact",
        "footerColumns[0].content": "Stationsweg 1",
        "footerColumns[2].title": "Over ons",
        "footerColumns[2].content": "Wie we zijn",
        "footerColumns[2].titleEn": "About us",
        "footerColumns[2].contentEn": "Who we are",
        showNovLogo: "on",
      },
    });
    expect(response?.status).toBe(302);
    expect(await profile()).toMatchObject({
      footerColumns: [
        { title: "Contact", content: "Stationsweg 1", titleEn: null, contentEn: null },
        { title: "Over ons", content: "Wie we zijn", titleEn: "About us", contentEn: "Who we are" },
      ],
      showAnbiLogo: false,
      showNovLogo: true,
    });
  });

  it("a row with English text but no Dutch title is refused on that row", async () => {
    const { response, answer } = await route.post(footerAction, "/instellingen/footer", {
      cookie,
      form: { "footerColumns[1].titleEn": "Contact" },
    });
    expect(response).toBeNull();
    expect(Object.keys((answer as { error?: Record<string, string[]> }).error ?? {})).toEqual([
      "footerColumns[1].title",
      "footerColumns[1].content",
    ]);
  });
});
