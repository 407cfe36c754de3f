/**
 * GET /api/v1/vacancies?filter[near]=…: a postcode (PDOK through MSW, cached in postcode_cache; not found cached,
 * outages never) or `lat,lng`, the radius, distance order and `distance_km`.
 */
import { eq } from "drizzle-orm";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { postcodeCache } from "../../../db/schema";
import { pdokDownHandlers, pdokHandlers } from "../../../mocks/pdok";
import { type ApiHarness, createApiHarness } from "../../../tests/setup/api";
import { addVacancy, ids, organizationsOf, removeVacancies } from "./vacancies.test-helpers";

const server = setupServer();
const requests: URL[] = [];
let h: ApiHarness;
let org: number;
const added: number[] = [];
const WORD = "grutto";
// 8096 CP Oldebroek is at 52.4446, 5.9021 (mocks/pdok.ts).
const PLACES = {
  close: { latitude: 52.45, longitude: 5.91 }, // ~0.8 km
  wezep: { latitude: 52.4625, longitude: 6.0055 }, // ~7.3 km
  zwolle: { latitude: 52.5125, longitude: 6.0944 }, // ~15.3 km
};

beforeAll(async () => {
  server.listen({ onUnhandledRequest: "bypass" });
  h = await createApiHarness();
  org = (await organizationsOf(h, "organization_superuser@oldebroek.example.org", "oldebroek")).other;
  for (const [name, place] of Object.entries(PLACES))
    added.push(await addVacancy(h, org, { title: `${WORD} ${name}`, ...place }));
  added.push(
    await addVacancy(h, org, { title: `${WORD} remote`, locationType: "remote", city: null, latitude: null, longitude: null }),
  );
});
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
});
afterAll(async () => {
  server.close();
  await removeVacancies(h, added);
  await h?.dispose();
});

const [close, wezep, zwolle, remote] = [0, 1, 2, 3].map((i) => () => added[i]);
const search = (params: string) => h.json(`/api/v1/vacancies?filter[q]=${WORD}&${params}`);

describe("filter[near]", () => {
  it("finds vacancies within the radius of a postcode, nearest first, with their distance", async () => {
    server.use(...pdokHandlers(undefined, requests));
    // The demo seed caches its places; this test asks PDOK first.
    await h.db.delete(postcodeCache).where(eq(postcodeCache.postalCode, "8096 CP"));
    const { status, body } = await search("filter[near]=8096cp&sort=distance");
    expect(status).toBe(200);
    expect(ids(body)).toEqual([close(), wezep()]);
    expect(body.data.map((r: { attributes: { distance_km: number } }) => r.attributes.distance_km)).toEqual([0.8, 7.3]);
    expect(body.meta.near).toEqual({ postal_code: "8096 CP", city: "Oldebroek", latitude: 52.4446, longitude: 5.9021 });
    expect(requests).toHaveLength(1);
    expect(requests[0].searchParams.get("q")).toBe("postcode:8096CP");
    expect(requests[0].searchParams.getAll("fq")).toEqual(["type:postcode"]);

    // Cached: the same postcode again (any spelling) asks PDOK nothing, also while it is down.
    server.resetHandlers();
    server.use(...pdokDownHandlers(requests));
    const wider = await search("filter[near]=8096%20CP&filter[radius_km]=20&sort=distance");
    expect(ids(wider.body)).toEqual([close(), wezep(), zwolle()]);
    expect(requests).toHaveLength(1);
    const [cached] = await h.db.select().from(postcodeCache).where(eq(postcodeCache.postalCode, "8096 CP"));
    expect(cached).toMatchObject({ found: true, city: "Oldebroek", municipality: "Oldebroek" });
  });

  it("takes lat,lng, sorts by distance on request and drops remote vacancies from a place search", async () => {
    const { body } = await search("filter[near]=52.5125,6.0944&filter[radius_km]=100&sort=distance");
    expect(ids(body)).toEqual([zwolle(), wezep(), close()]);
    expect(body.meta.near).toMatchObject({ postal_code: null, latitude: 52.5125 });
    const all = await search("sort=newest");
    expect(ids(all.body)).toContain(remote());
    expect(all.body.data.find((r: { id: string }) => Number(r.id) === remote()).attributes).toMatchObject({
      location_type: "remote",
      city: null,
      distance_km: null,
    });
  });

  it("answers 422 for a postcode that does not exist, and remembers it", async () => {
    server.use(...pdokHandlers(undefined, requests));
    for (let i = 0; i < 2; i++) {
      const { status, body } = await search("filter[near]=9999ZZ");
      expect(status).toBe(422);
      expect(body.errors[0]).toMatchObject({ code: "unknown_postal_code", source: { parameter: "filter[near]" } });
    }
    expect(requests).toHaveLength(1);
    const en = await h.json(`/api/v1/vacancies?filter[near]=9999ZZ`, { headers: { "Accept-Language": "en" } });
    expect(en.body.errors[0].detail).toContain("does not exist");
  });

  it("searches without the place while PDOK is down and the postcode is not cached, and says so", async () => {
    server.use(...pdokDownHandlers(requests));
    const { status, body } = await search("filter[near]=8011AA");
    expect(status).toBe(200);
    expect(body.meta.near_unavailable).toBe(true);
    expect(body.meta.near).toBeUndefined();
    expect(body.data.length).toBe(4);
    expect((await h.db.select().from(postcodeCache).where(eq(postcodeCache.postalCode, "8011 AA"))).length).toBe(0);
    // Back up: found and cached.
    server.resetHandlers();
    server.use(...pdokHandlers(undefined, requests));
    expect(ids((await search("filter[near]=8011AA&filter[radius_km]=5")).body)).toEqual([zwolle()]);
    // Without a text, a place search is nearest first by default.
    const byPlace = await h.json("/api/v1/vacancies?filter[near]=8096CP&filter[radius_km]=20&page[size]=100");
    const ours = ids(byPlace.body).filter((id) => added.includes(id));
    expect(ours).toEqual([close(), wezep(), zwolle()]);
  });

  it("answers 400 for a malformed place or a radius out of range", async () => {
    for (const params of [
      "filter[near]=abc",
      "filter[near]=0123AB",
      "filter[near]=48.85,2.35",
      "filter[near]=52.4",
      "filter[near]=8096CP&filter[radius_km]=0",
      "filter[near]=8096CP&filter[radius_km]=101",
      "filter[near]=8096CP&filter[radius_km]=-5",
      "filter[near]=8096CP&filter[radius_km]=ten",
    ]) {
      const { status, body } = await search(params);
      expect(status, params).toBe(400);
      expect(body.errors[0].source.parameter, params).toMatch(/^filter\[(near|radius_km)\]$/);
    }
  });
});
