/**
 * GET /api/v1/activity_occurrences: dates by range with their vacancy and organisation, the caps (a bad or too wide
 * range is a 400 naming the parameter), who sees what (like GET /vacancies), the managers' counts, and the meedoen
 * context answering 404.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications, vacancies } from "../../../db/schema";
import { addDays, seedToday } from "../../../db/seed/clock";
import { type ApiHarness, createApiHarness } from "../../../tests/setup/api";
import { as } from "../../../tests/setup/auth";
import { createActivity, ownOrganization, pointers, SUPERUSER } from "./activity-occurrences.test-helpers";

let h: ApiHarness;
let org: number;
let published: { id: number; dates: number[] };
let draft: { id: number; dates: number[] };

const list = (query: string, init: Parameters<ApiHarness["json"]>[1] = {}) =>
  h.json(`/api/v1/activity_occurrences?${query}`, init);
const FEB = "filter[from]=2027-02-01&filter[to]=2027-02-28";

beforeAll(async () => {
  h = await createApiHarness();
  org = await ownOrganization(h);
  published = await createActivity(
    h,
    org,
    [{ date: "2027-02-01", capacity: 2 }, { date: "2027-02-15" }, { date: "2027-03-10" }],
    { title: "Koffieochtend", tags: ["regularly", "free"], capacity: 10 },
  );
  draft = await createActivity(h, org, [{ date: "2027-02-03" }], { title: "Concept", status: "draft" });
  const [row] = await h.db.select().from(vacancies).where(eq(vacancies.id, published.id));
  await h.db.insert(applications).values(
    ["a", "b", "c"].map((n, i) => ({
      tenantId: "oldebroek",
      vacancyId: published.id,
      occurrenceId: published.dates[0],
      organizationId: row.organizationId,
      volunteerCenterId: row.volunteerCenterId,
      firstName: n,
      lastName: "Test",
      email: `${n}@example.org`,
      status: i < 2 ? ("pending" as const) : ("waitlisted" as const),
    })),
  );
});
afterAll(async () => {
  await h?.dispose();
});

describe("GET /api/v1/activity_occurrences", () => {
  it("answers the dates within the range, ascending, with local times and places left", async () => {
    const { status, body } = await list(`${FEB}&filter[vacancy_id]=${published.id}`);
    expect(status).toBe(200);
    expect(body.data.map((r: { id: string }) => Number(r.id))).toEqual(published.dates.slice(0, 2));
    expect(body.meta.record_count).toBe(2);
    expect(body.data[0].attributes).toMatchObject({
      starts_at: "2027-02-01T10:00:00+01:00",
      ends_at: "2027-02-01T12:00:00+01:00",
      date: "2027-02-01",
      start_time: "10:00",
      end_time: "12:00",
      capacity: 2,
      places_left: 0,
      vacancy_id: published.id,
      vacancy_title: "Koffieochtend",
      vacancy_type: "activity",
      frequency: "regularly",
      organization_id: org,
      signup_count: null,
      waitlist_count: null,
    });
    expect(body.data[1].attributes).toMatchObject({ capacity: 10, places_left: 10 });
    expect(body.data[0].relationships.vacancy.data).toEqual({ type: "vacancies", id: String(published.id) });
  });

  it("includes the vacancy and the organisation", async () => {
    const { body } = await list(`${FEB}&filter[vacancy_id]=${published.id}&include=vacancy,organization`);
    expect(body.included.map((r: { type: string; id: string }) => `${r.type}:${r.id}`).sort()).toEqual(
      [`organizations:${org}`, `vacancies:${published.id}`].sort(),
    );
  });

  it("filters on organisation, type, tags (all) and place (any case)", async () => {
    const city = (await list(`${FEB}&filter[vacancy_id]=${published.id}`)).body.data[0].attributes.city as string;
    const ids = async (q: string) => (await list(`${FEB}&${q}`)).body.data.map((r: { id: string }) => Number(r.id));
    expect(await ids(`filter[organization_id]=${org}`)).toEqual(expect.arrayContaining(published.dates.slice(0, 2)));
    expect(await ids("filter[tags]=regularly,free")).toEqual(expect.arrayContaining(published.dates.slice(0, 2)));
    expect(await ids("filter[tags]=regularly,flexible")).not.toContain(published.dates[0]);
    expect(await ids("filter[vacancy_type]=volunteering")).toEqual([]);
    expect(await ids(`filter[place]=${encodeURIComponent(city.toUpperCase())}`)).toContain(published.dates[0]);
    expect(await ids("filter[place]=Nergenshuizen")).toEqual([]);
  });

  it("lists the dates of activities only: a vacancy whose type changed keeps its rows, not its place in the calendar", async () => {
    const ids = async () => (await list(FEB)).body.data.map((r: { id: string }) => Number(r.id));
    expect(await ids()).toContain(published.dates[0]);
    await h.db.update(vacancies).set({ vacancyType: "volunteering" }).where(eq(vacancies.id, published.id));
    try {
      expect(await ids()).not.toContain(published.dates[0]);
    } finally {
      await h.db.update(vacancies).set({ vacancyType: "activity" }).where(eq(vacancies.id, published.id));
    }
  });

  it("shows a draft only to its managers, with the counts of sign-ups and the waitlist", async () => {
    const pub = await list(FEB);
    expect(pub.body.data.map((r: { id: string }) => Number(r.id))).not.toContain(draft.dates[0]);
    const headers = await as(h, SUPERUSER);
    const mine = await list(`${FEB}&filter[manageable]=true`, { headers });
    expect(mine.status).toBe(200);
    const byId = new Map(mine.body.data.map((r: { id: string; attributes: unknown }) => [Number(r.id), r.attributes]));
    expect(byId.has(draft.dates[0])).toBe(true);
    expect(byId.get(published.dates[0])).toMatchObject({ signup_count: 2, waitlist_count: 1, places_left: 0 });
    // Counts are for managers in the public list too.
    const asManager = await list(`${FEB}&filter[vacancy_id]=${published.id}`, { headers });
    expect(asManager.body.data[0].attributes.signup_count).toBe(2);
  });

  it("filter[manageable]: 401 signed out, 403 without a management role", async () => {
    expect((await list(`${FEB}&filter[manageable]=true`)).status).toBe(401);
    const volunteer = await list(`${FEB}&filter[manageable]=true`, { headers: await as(h, "volunteer@oldebroek.example.org") });
    expect(volunteer.status).toBe(403);
  });

  it("another tenant sees none of them; one date is 404 there and for a draft", async () => {
    const roermond = await list(FEB, { tenant: "roermond" });
    expect(roermond.status).toBe(200);
    expect(roermond.body.data.map((r: { attributes: { vacancy_id: number } }) => r.attributes.vacancy_id)).not.toContain(
      published.id,
    );
    expect((await h.json(`/api/v1/activity_occurrences/${published.dates[0]}`)).status).toBe(200);
    expect((await h.json(`/api/v1/activity_occurrences/${published.dates[0]}`, { tenant: "roermond" })).status).toBe(404);
    expect((await h.json(`/api/v1/activity_occurrences/${draft.dates[0]}`)).status).toBe(404);
    const managed = await h.json(`/api/v1/activity_occurrences/${draft.dates[0]}`, { headers: await as(h, SUPERUSER) });
    expect(managed.status).toBe(200);
    expect((await h.json("/api/v1/activity_occurrences/..%2F..%2Fetc")).status).toBe(404);
    expect((await h.json("/api/v1/activity_occurrences/99999999999999999999")).status).toBe(404);
  });

  it("is 404 in the meedoen context, where GET /vacancies still answers", async () => {
    expect((await list(FEB, { tenant: "meedoen" })).status).toBe(404);
    expect((await list("filter[from]=bad", { tenant: "meedoen" })).status).toBe(404);
    expect((await h.json(`/api/v1/activity_occurrences/${published.dates[0]}`, { tenant: "meedoen" })).status).toBe(404);
    expect((await h.json("/api/v1/vacancies", { tenant: "meedoen" })).status).toBe(200);
  });

  it.each([
    ["", "filter[from]", "range_needed"],
    ["filter[from]=2027-02-01", "filter[to]", "range_needed"],
    ["filter[from]=2026-13-01&filter[to]=2027-01-01", "filter[from]", "invalid_filter"],
    ["filter[from]=..%2F&filter[to]=2027-01-01", "filter[from]", "invalid_filter"],
    ["filter[from]=2027-02-30&filter[to]=2027-03-01", "filter[from]", "invalid_filter"],
    ["filter[from]=2027-03-01&filter[to]=2027-02-01", "filter[to]", "range_reversed"],
    ["filter[from]=2027-01-01&filter[to]=2027-04-05", "filter[to]", "range_too_wide"],
    ["filter[from]=0001-01-01&filter[to]=9999-12-31", "filter[to]", "range_too_wide"],
    [`${FEB}&page[size]=501`, "page[size]", "invalid_parameter"],
    [`${FEB}&sort=title`, "sort", "invalid_sort"],
    [`${FEB}&filter[vacancy_id]=abc`, "filter[vacancy_id]", "invalid_filter"],
    [`${FEB}&filter[manageable]=yes`, "filter[manageable]", "invalid_filter"],
    [`${FEB}&include=users`, "include", "invalid_include"],
  ])("GET ?%s is a 400 at %s", async (query, parameter, code) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(pointers(body)).toEqual([[parameter, code]]);
  });

  it("shows the seed's roermond activities this month and next, with the full cooking date", async () => {
    const from = `${seedToday().slice(0, 7)}-01`;
    const to = addDays(from, 61);
    const { status, body } = await list(`filter[from]=${from}&filter[to]=${to}&page[size]=500&include=vacancy`, {
      tenant: "roermond",
    });
    expect(status).toBe(200);
    const months = new Set(body.data.map((r: { attributes: { date: string } }) => r.attributes.date.slice(0, 7)));
    expect(months.has(from.slice(0, 7))).toBe(true);
    expect(months.has(addDays(from, 40).slice(0, 7))).toBe(true);
    const titles = new Set(body.data.map((r: { attributes: { vacancy_title: string } }) => r.attributes.vacancy_title));
    for (const title of [
      "Opschoondag in de wijk",
      "Koffieochtend voor buurtgenoten",
      "Kunstroute-weekend",
      "Kookworkshop met de buurt",
    ])
      expect(titles.has(title), title).toBe(true);
    const cooking = body.data.filter(
      (r: { attributes: { vacancy_title: string } }) => r.attributes.vacancy_title === "Kookworkshop met de buurt",
    );
    expect(cooking[0].attributes).toMatchObject({ capacity: 2, places_left: 0 });
    expect(body.included.every((r: { type: string }) => r.type === "vacancies")).toBe(true);
  });

  it("takes a range of 93 days and a page of 500", async () => {
    const { status } = await list("filter[from]=2027-01-01&filter[to]=2027-04-04&page[size]=500");
    expect(status).toBe(200);
  });
});
