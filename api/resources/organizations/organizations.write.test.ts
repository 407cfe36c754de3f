/**
 * POST (staff add), PUT/PATCH of /api/v1/organizations and GET /api/v1/address_lookups: who may, what is written,
 * bad input as 422 with a pointer per field, and PDOK found / not found / down (MSW, mocks/pdok.ts).
 */
import { eq } from "drizzle-orm";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { geocodeCache } from "../../../db/schema";
import { pdokDownHandlers, pdokHandlers } from "../../../mocks/pdok";
import { type ApiHarness, createApiHarness } from "../../../tests/setup/api";
import { as } from "../../../tests/setup/auth";

const server = setupServer();
const pdokRequests: URL[] = [];
let h: ApiHarness;
beforeAll(async () => {
  server.listen({ onUnhandledRequest: "bypass" });
  h = await createApiHarness();
});
afterEach(() => {
  server.resetHandlers();
  pdokRequests.length = 0;
});
afterAll(async () => {
  server.close();
  await h?.dispose();
});

const ADMIN = "admin@oldebroek.example.org";
const CENTRE = "center_superuser@oldebroek.example.org";
const SUPERUSER = "organization_superuser@oldebroek.example.org";
const doc = (attributes: Record<string, unknown>, id?: number) => ({
  data: { type: "organizations", ...(id ? { id: String(id) } : {}), attributes },
});
const create = async (attributes: Record<string, unknown>, email = CENTRE) =>
  h.json("/api/v1/organizations", { method: "POST", headers: await as(h, email), body: doc(attributes) });
const patch = async (id: number, attributes: Record<string, unknown>, email = ADMIN) =>
  h.json(`/api/v1/organizations/${id}`, { method: "PATCH", headers: await as(h, email), body: doc(attributes, id) });
const pointers = (body: { errors: Array<{ source?: { pointer?: string }; code: string }> }) =>
  Object.fromEntries(body.errors.map((e) => [e.source?.pointer, e.code]));

const FOUND_ADDRESS = { postal_code: "6041el", house_number: "22", house_number_addition: "A" };

describe("POST /api/v1/organizations by staff", () => {
  it("adds an approved organisation with address (PDOK), profile and contact person in the actor's centre", async () => {
    server.use(...pdokHandlers(undefined, pdokRequests));
    const { status, body } = await create({
      name: "Stichting Nieuw",
      organization_type: "NonProfit",
      website: "www.stichting-nieuw.nl",
      email: "Info@Stichting-Nieuw.nl",
      description: "Een nieuwe stichting.",
      address: FOUND_ADDRESS,
      profile: { non_profit_type: "welzijn", activity_type_ids: [3, 1, 3], show_on_social_map: true },
      contact_person: { name: "Els de Boer", email: "els@stichting-nieuw.nl", job_title: "Secretaris" },
    });
    expect(status, JSON.stringify(body.errors)).toBe(201);
    expect(body.data.attributes).toMatchObject({
      name: "Stichting Nieuw",
      status: "approved",
      website: "https://www.stichting-nieuw.nl/",
      email: "info@stichting-nieuw.nl",
      volunteer_center_id: 1,
      activity_type_ids: [1, 3],
      city: "Roermond",
      latitude: 51.19417,
      longitude: 5.98738,
    });
    const types = Object.fromEntries(body.included.map((r: { type: string; attributes: unknown }) => [r.type, r.attributes]));
    expect(types.addresses).toMatchObject({
      street: "Markt",
      house_number: "22",
      house_number_addition: "A",
      postal_code: "6041 EL",
      municipality: "Roermond",
      geocoded: true,
    });
    expect(types.contact_persons).toMatchObject({ name: "Els de Boer", job_title: "Secretaris" });
    expect(pdokRequests).toHaveLength(1);
    expect(pdokRequests[0].searchParams.getAll("fq")).toContain("type:adres");
    // Cached: the same address again asks PDOK nothing.
    const again = await create({ name: "Stichting Nieuw 2", address: FOUND_ADDRESS });
    expect(again.status).toBe(201);
    expect(pdokRequests).toHaveLength(1);
  });

  it("saves an address PDOK does not know, or while PDOK is down, as typed, without coordinates", async () => {
    server.use(...pdokHandlers([], pdokRequests));
    const unknown = { postal_code: "1234 AB", house_number: 5 };
    const refused = await create({ name: "Onbekend adres", address: unknown });
    expect(refused.status).toBe(422);
    expect(pointers(refused.body)).toEqual({
      "/data/attributes/address/street": "address_not_found",
      "/data/attributes/address/city": "address_not_found",
    });
    const typed = await create({ name: "Onbekend adres", address: { ...unknown, street: "Dorpsweg", city: "Ergens" } });
    expect(typed.status).toBe(201);
    expect(typed.body.data.attributes).toMatchObject({ city: "Ergens", latitude: null, longitude: null });
    expect(typed.body.included.find((r: { type: string }) => r.type === "addresses").attributes.geocoded).toBe(false);
    const [miss] = await h.db.select().from(geocodeCache).where(eq(geocodeCache.postalCode, "1234 AB"));
    expect(miss.found).toBe(false);

    server.use(...pdokDownHandlers(pdokRequests));
    const down = await create({ name: "PDOK plat", address: { postal_code: "2345 BC", house_number: "7" } });
    expect(pointers(down.body)["/data/attributes/address/street"]).toBe("address_lookup_unavailable");
    const saved = await create({
      name: "PDOK plat",
      address: { postal_code: "2345 BC", house_number: "7", street: "Laan", city: "Stad" },
    });
    expect(saved.status).toBe(201);
    // An outage is never cached: the next lookup asks PDOK again.
    expect((await h.db.select().from(geocodeCache).where(eq(geocodeCache.postalCode, "2345 BC"))).length).toBe(0);
  });

  it("answers 422 with a pointer per bad field, a 10 MB description included", async () => {
    const { status, body } = await create({
      name: "",
      email: "geen-adres",
      website: "javascript:alert(1)",
      address: { postal_code: "12345", house_number: "1a" },
      profile: { activity_type_ids: [999], non_profit_type: "bedrijf" },
      contact_person: { name: "X", user_id: 2 },
    });
    expect(status).toBe(422);
    expect(Object.keys(pointers(body)).sort()).toEqual(
      [
        "/data/attributes/name",
        "/data/attributes/email",
        "/data/attributes/website",
        "/data/attributes/address/postal_code",
        "/data/attributes/address/house_number",
        "/data/attributes/profile/non_profit_type",
      ].sort(),
    );
    const nested = await create({ name: "Ok", profile: { activity_type_ids: [999] }, contact_person: { name: "X", user_id: 2 } });
    expect(pointers(nested.body)).toEqual({
      "/data/attributes/profile/activity_type_ids": "not_found",
      "/data/attributes/contact_person/user_id": "not_member",
    });
    const long = await create({ name: "Lang", description: "x".repeat(6000) });
    expect(pointers(long.body)).toEqual({ "/data/attributes/description": "too_long" });
    const huge = await create({ name: "Enorm", description: "x".repeat(10 * 1024 * 1024) });
    expect(huge.status).toBe(422);
    expect(pointers(huge.body)).toEqual({ "/data/attributes/description": "too_long" });
  });

  it("lets an admin add to another centre of the tenant, a centre superuser only to their own", async () => {
    const headers = { tenant: "public" };
    const admin = await h.json("/api/v1/organizations", {
      ...headers,
      method: "POST",
      headers: await as(h, "admin@public.example.org"),
      body: doc({ name: "In Venlo", volunteer_center_id: 6 }),
    });
    expect(admin.body.data.attributes.volunteer_center_id).toBe(6);
    const centre = await h.json("/api/v1/organizations", {
      ...headers,
      method: "POST",
      headers: await as(h, "center_superuser@public.example.org"),
      body: doc({ name: "In Venlo", volunteer_center_id: 6 }),
    });
    expect(pointers(centre.body)).toEqual({ "/data/attributes/volunteer_center_id": "not_found" });
  });
});

describe("PUT/PATCH /api/v1/organizations/{id}", () => {
  it("lets an organisation superuser edit their own organisation, staff any in scope, and no one else", async () => {
    const own = await patch(3, { description: "Nieuwe tekst", contact_person: { name: "Olaf", user_id: 6 } }, SUPERUSER);
    expect(own.status, JSON.stringify(own.body.errors)).toBe(200);
    expect(own.body.data.attributes.description).toBe("Nieuwe tekst");
    const put = await h.json("/api/v1/organizations/3", {
      method: "PUT",
      headers: await as(h, CENTRE),
      body: doc({ name: "Voedselbank" }, 3),
    });
    expect(put.body.data.attributes.name).toBe("Voedselbank");
    // Another approved organisation: readable, not editable.
    expect((await patch(6, { name: "Niet van mij" }, SUPERUSER)).status).toBe(403);
    for (const role of ["volunteer", "content_manager", "page_manager", "mentor"]) {
      expect((await patch(3, { name: "Nee" }, `${role}@oldebroek.example.org`)).status, role).toBe(403);
    }
    expect((await h.json("/api/v1/organizations/3", { method: "PATCH", body: doc({ name: "Anoniem" }, 3) })).status).toBe(401);
    expect((await patch(13, { name: "Ander tenant" })).status).toBe(404);
    expect((await patch(999999, { name: "Onbekend" })).status).toBe(404);
  });

  it("refuses a body for another id or type, and clears the contact person with null", async () => {
    const wrongId = await h.json("/api/v1/organizations/3", {
      method: "PATCH",
      headers: await as(h, ADMIN),
      body: { data: { type: "organizations", id: "4", attributes: {} } },
    });
    expect(pointers(wrongId.body)).toEqual({ "/data/id": "id_mismatch" });
    const wrongType = await h.json("/api/v1/organizations/3", {
      method: "PATCH",
      headers: await as(h, ADMIN),
      body: { data: { type: "users", attributes: {} } },
    });
    expect(pointers(wrongType.body)).toEqual({ "/data/type": "wrong_type" });
    const cleared = await h.json("/api/v1/organizations/3?include=contact_person", {
      method: "PATCH",
      headers: await as(h, ADMIN),
      body: doc({ contact_person: null }, 3),
    });
    expect(cleared.body.data.relationships.contact_person.data).toBeNull();
  });
});

describe("GET /api/v1/address_lookups", () => {
  const lookup = (q: string) => h.json(`/api/v1/address_lookups?${q}`);

  it("answers found (from the seed's cache offline, else PDOK), not_found and unavailable", async () => {
    const cached = await lookup("filter[postal_code]=8096cp&filter[house_number]=1");
    expect(cached.body.data[0].attributes).toMatchObject({ result: "found", street: "Raadhuislaan", city: "Oldebroek" });
    server.use(...pdokHandlers(undefined, pdokRequests));
    const found = await lookup("filter[postal_code]=6041 EL&filter[house_number]=22&filter[house_number_addition]=a");
    expect(found.body.data[0].attributes).toMatchObject({ result: "found", street: "Markt", municipality: "Roermond" });
    const missing = await lookup("filter[postal_code]=9999 ZZ&filter[house_number]=1");
    expect(missing.body.data[0].attributes).toMatchObject({ result: "not_found", street: null });
    server.use(...pdokDownHandlers());
    const down = await lookup("filter[postal_code]=3000 AA&filter[house_number]=1");
    expect(down.body.data[0].attributes.result).toBe("unavailable");
    for (const bad of [
      "filter[postal_code]=ABCD 12&filter[house_number]=1",
      "filter[house_number]=1",
      "filter[postal_code]=1234AB",
    ]) {
      expect((await lookup(bad)).status, bad).toBe(400);
    }
  });
});
