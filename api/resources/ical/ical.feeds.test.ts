/**
 * The public iCalendar feeds on a real D1 (calendar feeds, ADR 0023): the site centre's feed and one activity's `.ics`, read with
 * ical.js. What they hold (and never: drafts, peer-to-peer requests, other tenants'), the times across the October
 * DST change, stable UIDs, the caching headers, hostile ids and parameters, the tenant from the host, meedoen.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_ICAL_FEED_EVENTS } from "../../../contract/ical";
import { type ApiHarness, createApiHarness } from "../../../tests/setup/api";
import { parseCalendar } from "../../../tests/setup/ical";
import { createApi } from "../../app";
import { addActivity, dateIn, type Ids, nextOctoberChange, ORG_SUPERUSER, organizationOf } from "./ical.test-helpers";

let h: ApiHarness;
let oldebroek: Ids;
let roermond: Ids;
let dst: { vacancyId: number; occurrenceIds: number[] };
const hidden: Record<string, number> = {};

beforeAll(async () => {
  h = await createApiHarness();
  oldebroek = await organizationOf(h, ORG_SUPERUSER);
  roermond = await organizationOf(h, "organization_superuser@roermond.example.org");
  const { saturday, sunday } = nextOctoberChange();
  dst = await addActivity(
    h,
    oldebroek,
    [
      [`${saturday}T08:00:00.000Z`, `${saturday}T10:30:00.000Z`],
      [`${sunday}T09:00:00.000Z`, `${sunday}T11:30:00.000Z`],
    ],
    { title: "Zwerfvuil prikken; langs de dijk, met koffie", city: "Oldebroek" },
  );
  const streetAddress = { locationType: "address" as const, street: "Geheimstraat", houseNumber: "13", postalCode: "8091AB" };
  hidden.draft = (await addActivity(h, oldebroek, [dateIn(3)], { status: "draft", title: "Concept-activiteit" })).vacancyId;
  hidden.p2p = (
    await addActivity(h, oldebroek, [dateIn(4)], {
      vacancyType: "neighbour-help",
      title: "Burenhulp boodschappen",
      ...streetAddress,
    })
  ).vacancyId;
  hidden.volunteering = (
    await addActivity(h, oldebroek, [dateIn(5)], { vacancyType: "volunteering", title: "Gewone vacature" })
  ).vacancyId;
  hidden.deleted = (
    await addActivity(h, oldebroek, [dateIn(6)], { status: "deleted", deletedAt: new Date().toISOString(), title: "Weg" })
  ).vacancyId;
  hidden.expired = (await addActivity(h, oldebroek, [dateIn(7)], { expiresAt: "2020-01-01", title: "Verlopen" })).vacancyId;
  hidden.roermond = (await addActivity(h, roermond, [dateIn(3)], { title: "Roermondse markt" })).vacancyId;
  hidden.tooLate = (await addActivity(h, oldebroek, [dateIn(400)], { title: "Over ruim een jaar" })).vacancyId;
  hidden.tooEarly = (await addActivity(h, oldebroek, [dateIn(-40)], { title: "Lang geleden" })).vacancyId;
});
afterAll(() => h?.dispose());

const feed = async (path: string, init?: Parameters<ApiHarness["call"]>[1]) => {
  const response = await h.call(path, init);
  return { response, text: await response.text() };
};

describe("GET /api/v1/ical/activities.ics", () => {
  it("is the site centre's calendar: text/calendar, cacheable for 15 minutes, valid for ical.js", async () => {
    const { response, text } = await feed("/api/v1/ical/activities.ics");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=900");
    const calendar = parseCalendar(text);
    expect(calendar.method).toBe("PUBLISH");
    expect(calendar.timeZones).toEqual(["Europe/Amsterdam"]);
    expect(calendar.name).toMatch(/Oldebroek/);
    const titles = calendar.events.map((e) => e.summary);
    expect(titles).toContain("Zwerfvuil prikken; langs de dijk, met koffie");
    for (const title of ["Concept-activiteit", "Burenhulp boodschappen", "Gewone vacature", "Weg", "Verlopen"]) {
      expect(titles).not.toContain(title);
    }
    expect(titles).not.toContain("Roermondse markt");
    expect(titles).not.toContain("Over ruim een jaar");
    expect(titles).not.toContain("Lang geleden");
    expect(text).not.toMatch(/Geheimstraat|8091AB/);
  });

  it("keeps 10:00 on both sides of the last Sunday of October, as the right instants", async () => {
    const { text } = await feed("/api/v1/ical/activities.ics");
    const { saturday, sunday } = nextOctoberChange();
    const events = parseCalendar(text).events.filter((e) => e.summary.startsWith("Zwerfvuil"));
    expect(events.map((e) => [e.startLocal, e.start, e.endLocal])).toEqual([
      [`${saturday}T10:00:00`, `${saturday}T08:00:00.000Z`, `${saturday}T12:30:00`],
      [`${sunday}T10:00:00`, `${sunday}T09:00:00.000Z`, `${sunday}T12:30:00`],
    ]);
    expect(text).toContain(`DTSTART;TZID=Europe/Amsterdam:${sunday.replaceAll("-", "")}T100000\r\n`);
  });

  it("gives each occurrence a UID that stays the same, with the place and the vacancy's page", async () => {
    const first = parseCalendar((await feed("/api/v1/ical/activities.ics")).text).events;
    const again = parseCalendar((await feed("/api/v1/ical/activities.ics")).text).events;
    const mine = first.filter((e) => e.summary.startsWith("Zwerfvuil"));
    expect(mine.map((e) => e.uid)).toEqual(dst.occurrenceIds.map((id) => `occurrence-${id}@oldebroek.localhost`));
    expect(again.map((e) => e.uid)).toEqual(first.map((e) => e.uid));
    expect(mine[0]).toMatchObject({
      url: `http://oldebroek.localhost/vacancies/${dst.vacancyId}`,
      location: `${oldebroek.organizationName}, Oldebroek`,
      description: `Samen koffie drinken in het dorpshuis.\n\nhttp://oldebroek.localhost/vacancies/${dst.vacancyId}`,
    });
    expect(mine[0].lastModified).not.toBeNull();
  });

  it("answers HEAD as calendar apps may send it", async () => {
    const response = await h.call("/api/v1/ical/activities.ics", { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(await response.text()).toBe("");
  });

  it("takes organization_id: that organisation's activities; unknown or another tenant's is 404", async () => {
    const { response, text } = await feed(`/api/v1/ical/activities.ics?organization_id=${oldebroek.organizationId}`);
    expect(response.status).toBe(200);
    const calendar = parseCalendar(text);
    expect(calendar.name).toContain(oldebroek.organizationName);
    expect(calendar.events.length).toBeGreaterThanOrEqual(2);
    expect(calendar.events.every((e) => e.location?.startsWith(oldebroek.organizationName))).toBe(true);
    for (const id of [roermond.organizationId, 999999]) {
      expect((await h.call(`/api/v1/ical/activities.ics?organization_id=${id}`)).status).toBe(404);
    }
  });

  it.each([
    ["organization_id=abc", "organization_id"],
    ["organization_id=-1", "organization_id"],
    ["organization_id=1&organization_id=2", "organization_id"],
    [`organization_id=${"9".repeat(40)}`, "organization_id"],
    ["filter[from]=2026-01-01", "filter[from]"],
  ])("?%s is a 400 naming %s", async (query, parameter) => {
    const { status, body } = await h.json(`/api/v1/ical/activities.ics?${query}`);
    expect(status).toBe(400);
    expect(body.errors[0].source).toEqual({ parameter });
  });

  it("answers a calendar app, which sends no X-Tenant: the tenant comes from the host", async () => {
    const { response, text } = await feed("/api/v1/ical/activities.ics", {
      tenant: null,
      headers: { Host: "roermond.localhost:8787" },
    });
    expect(response.status).toBe(200);
    const calendar = parseCalendar(text);
    expect(calendar.events.map((e) => e.summary)).toContain("Roermondse markt");
    expect(calendar.events.map((e) => e.summary)).not.toContain("Zwerfvuil prikken; langs de dijk, met koffie");
    expect(calendar.events.every((e) => e.uid.endsWith("@roermond.localhost"))).toBe(true);
    // Nowhere else: other API paths still need the header, and a host of no tenant is still no tenant.
    expect((await h.call("/api/v1/vacancies", { tenant: null, headers: { Host: "roermond.localhost" } })).status).toBe(400);
    expect((await h.call("/api/v1/ical/activities.ics", { tenant: null, headers: { Host: "example.com" } })).status).toBe(400);
  });
});

describe("a centre's own host (CENTER_HOST_MAP)", () => {
  it("names that centre's calendar and links to that host", async () => {
    const [venlo] = await h.db.all<{ id: number; name: string }>(
      sql`select id, name from volunteer_centers where tenant_id = 'public' and id != 5 limit 1`,
    );
    const env = { ...h.env, TENANT_HOST_MAP: "agenda.venlo.example=public", CENTER_HOST_MAP: `agenda.venlo.example=${venlo.id}` };
    const context = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext;
    const request = new Request("https://agenda.venlo.example/api/v1/ical/activities.ics");
    const response = await createApi().fetch(request, env, context);
    expect(response.status).toBe(200);
    expect(parseCalendar(await response.text()).name).toBe(venlo.name);
  });
});

describe("GET /api/v1/vacancies/{id}/ical", () => {
  it("is one activity's dates as a download", async () => {
    const { response, text } = await feed(`/api/v1/vacancies/${dst.vacancyId}/ical`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe(`attachment; filename="activiteit-${dst.vacancyId}.ics"`);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=900");
    const calendar = parseCalendar(text);
    expect(calendar.name).toBe((await h.json("/api/v1/volunteer_centers/current")).body.data.attributes.name);
    expect(calendar.events.map((e) => e.uid)).toEqual(dst.occurrenceIds.map((id) => `occurrence-${id}@oldebroek.localhost`));
  });

  it("is 404 for what is not a visible activity: a draft, a p2p request, a plain vacancy, deleted, another tenant's", async () => {
    for (const [what, id] of Object.entries(hidden).filter(([k]) => !["expired", "tooLate", "tooEarly"].includes(k))) {
      const { status, body } = await h.json(`/api/v1/vacancies/${id}/ical`);
      expect([what, status, body.errors[0].code]).toEqual([what, 404, "not_found"]);
    }
  });

  it.each(["abc", "-1", "0", "1e3", "99999999999999999999", "%00", "1%20OR%201=1", "..%2F1"])(
    "a hostile id (%s) is 404, never a 500",
    async (id) => {
      expect((await h.call(`/api/v1/vacancies/${id}/ical`)).status).toBe(404);
    },
  );
});

describe("the cap", () => {
  it(`holds at most ${MAX_ICAL_FEED_EVENTS} events, the soonest first`, async () => {
    const { vacancyId } = await addActivity(h, oldebroek, [dateIn(1)], { title: "Heel vaak" });
    // More dates than any activity may have (100), straight into the table: the feed's cap holds whatever the data.
    await h.db.run(sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < ${MAX_ICAL_FEED_EVENTS + 5})
      insert into activity_occurrences (tenant_id, vacancy_id, starts_at, ends_at, local_date)
      select 'oldebroek', ${vacancyId}, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '+2 days', '+' || i || ' minutes'),
        strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '+2 days', '+' || (i + 30) || ' minutes'), date('now', '+2 days') from n`);
    const events = parseCalendar((await feed("/api/v1/ical/activities.ics")).text).events;
    expect(events).toHaveLength(MAX_ICAL_FEED_EVENTS);
    const starts = events.map((e) => Date.parse(e.start));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    // What the cap leaves out is the far end: next October's dates.
    expect(events.map((e) => e.summary)).not.toContain("Zwerfvuil prikken; langs de dijk, met koffie");
  });
});

describe("where the tenant has no activities (meedoen)", () => {
  it("every feed is 404", async () => {
    for (const path of [
      "/api/v1/ical/activities.ics",
      "/api/v1/vacancies/1/ical",
      `/api/v1/ical/personal/${"a".repeat(43)}.ics`,
    ]) {
      expect((await h.call(path, { tenant: "meedoen" })).status, path).toBe(404);
    }
    expect((await h.call("/api/v1/ical/activities.ics", { tenant: null, headers: { Host: "meedoen.localhost" } })).status).toBe(
      404,
    );
  });
});
