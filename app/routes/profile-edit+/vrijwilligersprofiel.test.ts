/**
 * /profile-edit/vrijwilligersprofiel (ADR 0063), without JavaScript: the tab shows for volunteers and students only
 * and nowhere in meedoen; the form starts from the empty profile (hidden, version 0); the API's refusals come back on
 * their fields (an unknown interest, a stale version); a good save is stored with its availability grid and answered
 * with a redirect here and a toast.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maskOfSlots } from "../../../contract/volunteer-pool";
import { postcodeCache, users, volunteerProfiles } from "../../../db/schema";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/d1";
import { createRouteHarness, type RouteHarness } from "../../../tests/setup/load-context";
import { loader as layoutLoader } from "./_layout";
import { action, loader } from "./vrijwilligersprofiel";

let database: TestDatabase;
let route: RouteHarness;
let cookie: string;
beforeAll(async () => {
  database = await createTestDatabase();
  route = createRouteHarness(database);
  cookie = (await route.signedIn("volunteer@oldebroek.example.org")).cookie;
  await database.db
    .insert(postcodeCache)
    .values({
      postalCode: "8096 CP",
      found: true,
      city: "Oldebroek",
      latitude: 52.4446,
      longitude: 5.9021,
      fetchedAt: "2026-01-01",
    })
    .onConflictDoNothing();
});
afterAll(() => database?.dispose());

type Reply = { error?: Record<string, string[]> };
const form = (values: Record<string, string | string[]>): Array<[string, string]> =>
  Object.entries(values).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x): [string, string] => [k, x]) : [[k, v]]));
const good = {
  intro: "Ik kook graag.",
  interests: ["1", "2"],
  skills: "Koken\nRijbewijs B",
  availability: ["1:morning", "6:afternoon"],
  languages: ["nl", "pl"],
  postalCode: "8096cp",
  city: "",
  travelKm: "12",
  visibility: "centre",
  lockVersion: "0",
};

describe("the volunteer profile tab", () => {
  it("is offered to volunteers, not to organisation superusers, and nowhere in meedoen", async () => {
    expect((await route.load(layoutLoader, "/profile-edit", { cookie })).volunteerProfile).toBe(true);
    const org = (await route.signedIn("organization_superuser@oldebroek.example.org")).cookie;
    expect((await route.load(layoutLoader, "/profile-edit", { cookie: org })).volunteerProfile).toBe(false);
    const meedoen = createRouteHarness(database, "http://meedoen.localhost");
    const m = (await meedoen.signedIn("volunteer@meedoen.example.org")).cookie;
    expect((await meedoen.load(layoutLoader, "/profile-edit", { cookie: m })).volunteerProfile).toBe(false);
  });

  it("starts from the empty, hidden profile at version 0", async () => {
    const data = await route.load(loader, "/profile-edit/vrijwilligersprofiel", { cookie });
    expect(data.profile).toMatchObject({ visibility: "hidden", lockVersion: "0", travelKm: "10", intro: "" });
    expect(data.interests.length).toBeGreaterThan(0);
  });

  it("puts the API's refusal of an unknown interest on the interests field, and stores nothing", async () => {
    const { answer, response } = await route.post(action, "/profile-edit/vrijwilligersprofiel", {
      cookie,
      form: form({ ...good, interests: ["99999"] }),
    });
    expect(response).toBeNull();
    expect((answer as Reply).error?.interests).toEqual(["volunteer-pool:errors.interest"]);
    const [vera] = await database.db.select().from(users).where(eq(users.email, "volunteer@oldebroek.example.org"));
    expect(await database.db.select().from(volunteerProfiles).where(eq(volunteerProfiles.userId, vera!.id))).toHaveLength(0);
  });

  it("saves the grid, languages and place, redirects back with a toast; a second save at the old version is stale", async () => {
    const { response, location } = await route.post(action, "/profile-edit/vrijwilligersprofiel", { cookie, form: form(good) });
    expect(response?.status).toBe(302);
    expect(location).toBe("/profile-edit/vrijwilligersprofiel");
    const [vera] = await database.db.select().from(users).where(eq(users.email, "volunteer@oldebroek.example.org"));
    const [row] = await database.db.select().from(volunteerProfiles).where(eq(volunteerProfiles.userId, vera!.id));
    expect(row).toMatchObject({
      visibility: "centre",
      skills: ["Koken", "Rijbewijs B"],
      languages: ["nl", "pl"],
      availabilityMask: maskOfSlots(["1:morning", "6:afternoon"]),
      city: "Oldebroek",
      postalCode: "8096 CP",
      travelKm: 12,
      lockVersion: 1,
    });
    const stale = await route.post(action, "/profile-edit/vrijwilligersprofiel", { cookie, form: form(good) });
    expect((stale.answer as Reply).error?.lockVersion).toEqual(["volunteer-pool:errors.stale"]);
    const data = await route.load(loader, "/profile-edit/vrijwilligersprofiel", { cookie });
    expect(data.profile).toMatchObject({
      lockVersion: "1",
      availability: ["1:morning", "6:afternoon"],
      skills: "Koken\nRijbewijs B",
    });
  });
});
