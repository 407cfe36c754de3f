/** GET /api/v1/organizations and GET /api/v1/activity_types: shape, includes, filters, paging, who sees what. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiHarness, createApiHarness } from "../../../tests/setup/api";
import { as } from "../../../tests/setup/auth";

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(() => h?.dispose());

// Seed: oldebroek's organisations are 1–12 (10, 11 pending; 12 archived); 63 is its denied one (seed extras).
const list = async (query = "", init: Parameters<ApiHarness["json"]>[1] = {}) => h.json(`/api/v1/organizations${query}`, init);
type Row = { id: string; type: string; attributes: Record<string, any>; relationships: Record<string, any> };
const ids = (body: { data: Row[] }) => body.data.map((r) => Number(r.id));
const statuses = (body: { data: Row[] }) => new Set(body.data.map((r) => r.attributes.status));

describe("GET /api/v1/organizations", () => {
  it("lists approved organisations to anyone, with the summary the map needs in one request", async () => {
    const { status, body } = await list("?page[size]=100");
    expect(status).toBe(200);
    expect(statuses(body)).toEqual(new Set(["approved"]));
    expect(body.meta).toMatchObject({ record_count: body.data.length, current_page: 1, page_size: 100 });
    const voedselbank = body.data.find((r: Row) => r.id === "3");
    expect(voedselbank).toMatchObject({
      type: "organizations",
      attributes: {
        name: "Stichting Voedselbank Oldebroek-Wezep",
        organization_type: "NonProfit",
        status: "approved",
        volunteer_center_id: 1,
        show_on_social_map: true,
      },
      links: { self: "/api/v1/organizations/3" },
    });
    expect(voedselbank.attributes).not.toHaveProperty("type");
    expect(typeof voedselbank.attributes.latitude).toBe("number");
    expect(voedselbank.attributes.city).toBe("Wezep");
    expect(Object.keys(voedselbank.relationships)).toEqual(["profile", "address", "contact_person", "vacancies"]);
    // Names sort by default; other tenants' organisations never appear.
    const names = body.data.map((r: Row) => r.attributes.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(ids(body).every((id) => id <= 12 || id === 63)).toBe(true);
  });

  it("gives staff the statuses of their scope; others only approved ones, whatever they filter", async () => {
    const admin = await list("?page[size]=100", { headers: await as(h, "admin@oldebroek.example.org") });
    expect(statuses(admin.body)).toEqual(new Set(["approved", "pending", "archived", "denied"]));
    const centre = await list("?filter[status]=pending", { headers: await as(h, "center_superuser@oldebroek.example.org") });
    expect(ids(centre.body).sort()).toEqual([10, 11]);
    for (const who of ["volunteer", "organization_superuser", "content_manager"]) {
      const r = await list("?filter[status]=pending,denied", { headers: await as(h, `${who}@oldebroek.example.org`) });
      expect(r.status, who).toBe(200);
      expect(r.body.data, who).toEqual([]);
    }
    expect((await list("?filter[status]=archived")).body.data).toEqual([]);
  });

  it("filters by type, text (name or city), centre, social map, activity types and non-profit type", async () => {
    const schools = await list("?filter[type]=School");
    expect(schools.body.data.map((r: Row) => r.attributes.organization_type)).toEqual(["School"]);
    const q = await list("?filter[q]=wezep");
    expect(q.body.data.length).toBeGreaterThan(0);
    for (const r of q.body.data as Row[]) expect(`${r.attributes.name} ${r.attributes.city}`.toLowerCase()).toContain("wezep");
    expect((await list("?filter[q]=%25")).body.data).toEqual([]);
    const sport = await list("?filter[activity_type_ids]=2");
    expect(sport.body.data.length).toBeGreaterThan(0);
    for (const r of sport.body.data as Row[]) expect(r.attributes.activity_type_ids).toContain(2);
    const natuur = await list("?filter[non_profit_type]=natuur");
    for (const r of natuur.body.data as Row[]) expect(r.attributes.non_profit_type).toBe("natuur");
    const onMap = await list("?filter[on_social_map]=true&page[size]=100");
    expect(onMap.body.data.every((r: Row) => r.attributes.show_on_social_map)).toBe(true);
    const offMap = await list("?filter[on_social_map]=false", { headers: await as(h, "admin@oldebroek.example.org") });
    expect(ids(offMap.body)).toEqual([12]);
    const otherCentre = await list("?filter[volunteer_center_id]=6", { tenant: "public" });
    expect(otherCentre.body.data.length).toBe(4);
    expect(otherCentre.body.data.every((r: Row) => r.attributes.volunteer_center_id === 6)).toBe(true);
  });

  it("pages with caps and sorts", async () => {
    const page = await list("?page[size]=2&page[number]=2&sort=-created_at");
    expect(page.body.data).toHaveLength(2);
    expect(decodeURIComponent(page.body.links.next)).toContain("page[number]=3");
    expect(page.body.meta.page_count).toBe(Math.ceil(page.body.meta.record_count / 2));
    const created = page.body.data.map((r: Row) => r.attributes.created_at);
    expect(created).toEqual([...created].sort().reverse());
    for (const bad of ["page[size]=1001", "page[size]=0", "sort=password", "filter[status]=deleted", "filter[nope]=1"]) {
      const { status, body } = await list(`?${bad}`);
      expect(status, bad).toBe(400);
      expect(body.errors[0].source.parameter, bad).toBe(bad.split("=")[0]);
    }
    const many = Array.from({ length: 51 }, (_, i) => i + 1).join(",");
    expect((await list(`?filter[activity_type_ids]=${many}`)).status).toBe(400);
  });

  it("includes profiles and addresses, and tolerates vacancies (empty until they exist)", async () => {
    const { status, body } = await list("?include=profile,address,vacancies&page[size]=3");
    expect(status).toBe(200);
    const types = new Set(body.included.map((r: Row) => r.type));
    expect(types).toEqual(new Set(["organization_profiles", "addresses"]));
    const address = body.included.find((r: Row) => r.type === "addresses");
    expect(address.attributes).toMatchObject({ country: "NL", geocoded: true });
    expect(address.attributes.postal_code).toMatch(/^\d{4} [A-Z]{2}$/);
    expect(body.data[0].relationships.vacancies.data).toEqual([]);
  });
});

describe("GET /api/v1/organizations/markers", () => {
  const markers = async (query = "", init: Parameters<ApiHarness["json"]>[1] = {}) =>
    h.json(`/api/v1/organizations/markers${query}`, init);

  it("answers the list's filtered set as compact rows, in one answer: the same organisations, those with a place", async () => {
    const filter = "filter[on_social_map]=true&filter[status]=approved";
    const { status, body } = await markers(`?${filter}`);
    expect(status).toBe(200);
    const listed = (await list(`?${filter}&page[size]=100&fields[organizations]=latitude,longitude,name`)).body as {
      data: Row[];
    };
    const placed = listed.data.filter((r) => typeof r.attributes.latitude === "number");
    expect(placed.length).toBeGreaterThan(3);
    expect(body.meta.truncated).toBe(false);
    expect(body.meta.markers).toEqual(
      placed
        .map((r) => [Number(r.id), r.attributes.name, r.attributes.latitude, r.attributes.longitude])
        .sort((a, b) => a[0] - b[0])
        .map(([id, name, lat, lng]) => [id, name, Math.round(lat * 1e5) / 1e5, Math.round(lng * 1e5) / 1e5]),
    );
    // The list's other filters apply as there.
    const voedselbank = await markers("?filter[q]=Voedselbank");
    expect(voedselbank.body.meta.markers.map((m: unknown[]) => m[0])).toEqual([3]);
  });

  it("gives the list the extent of its set's places in meta.bounds: the markers' extent, per filter", async () => {
    const extent = (rows: [number, string, number, number][]) =>
      rows.length === 0
        ? null
        : {
            south: Math.min(...rows.map((m) => m[2])),
            west: Math.min(...rows.map((m) => m[3])),
            north: Math.max(...rows.map((m) => m[2])),
            east: Math.max(...rows.map((m) => m[3])),
          };
    for (const filter of [
      "filter[on_social_map]=true&filter[status]=approved",
      "filter[q]=Voedselbank",
      "",
      "filter[q]=nergens",
    ]) {
      const [listed, mapped] = await Promise.all([list(`?${filter}&page[size]=1`), markers(`?${filter}`)]);
      expect(listed.status, filter).toBe(200);
      // The same set as the markers, not the page of one.
      expect(listed.body.meta.bounds, filter).toEqual(extent(mapped.body.meta.markers));
    }
    expect((await list("?filter[q]=nergens")).body.meta.bounds).toBeNull();
    // A pending organisation's place counts for staff who may see it, never for an anonymous visitor.
    const staff = await as(h, "center_superuser@oldebroek.example.org");
    const pending = await list("?filter[status]=pending", { headers: staff });
    const pendingMarkers = await markers("?filter[status]=pending", { headers: staff });
    expect(pendingMarkers.body.meta.markers.length).toBeGreaterThan(0);
    expect(pending.body.meta.bounds).toEqual(extent(pendingMarkers.body.meta.markers));
    expect((await list("?filter[status]=pending")).body.meta.bounds).toBeNull();
  });

  it("shows anonymous visitors approved organisations only, of their own tenant; bad filters are a 400", async () => {
    const anonymous = await markers("?filter[status]=pending,archived");
    expect(anonymous.body.meta.markers).toEqual([]);
    const staff = await markers("?filter[status]=pending", { headers: await as(h, "center_superuser@oldebroek.example.org") });
    expect(staff.status).toBe(200);
    const ids = new Set((await markers()).body.meta.markers.map((m: unknown[]) => m[0]));
    const roermond = new Set((await markers("", { tenant: "roermond" })).body.meta.markers.map((m: unknown[]) => m[0]));
    expect(ids.size).toBeGreaterThan(0);
    expect([...ids].filter((id) => roermond.has(id))).toEqual([]);
    for (const bad of ["filter[nope]=1", "page[size]=5", "filter[q]=" + "x".repeat(101), "sort=name"]) {
      const { status, body } = await markers(`?${bad}`);
      expect(status, bad).toBe(400);
      expect(body.errors[0].source.parameter, bad).toBe(bad.split("=")[0]);
    }
  });
});

describe("GET /api/v1/activity_types", () => {
  it("lists the activity types in the request's language", async () => {
    const nl = await h.json("/api/v1/activity_types");
    expect(nl.status).toBe(200);
    expect(nl.body.data.length).toBeGreaterThanOrEqual(10);
    expect(nl.body.data[0]).toMatchObject({ type: "activity_types", id: "1", attributes: { name: "Zorg en welzijn" } });
    const en = await h.json("/api/v1/activity_types", { headers: { "Accept-Language": "en" } });
    expect(en.body.data[0].attributes).toMatchObject({ name: "Care and wellbeing", name_nl: "Zorg en welzijn" });
    expect((await h.json("/api/v1/activity_types?page[size]=2")).status).toBe(400);
  });
});
