/**
 * Long list parameters on every list endpoint are a 400 naming the parameter, never a 500 from D1 (api/jsonapi/query.ts
 * caps sort, include, sparse fieldsets and list filters).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type ApiHarness, createApiHarness } from "../tests/setup/api";
import { as } from "../tests/setup/auth";
import { registeredRoutes } from "../tests/setup/routes";

vi.setConfig({ testTimeout: 90_000 });

let h: ApiHarness;
let headers: Record<string, string>;
beforeAll(async () => {
  h = await createApiHarness();
  headers = await as(h, "admin@oldebroek.example.org");
});
afterAll(() => h?.dispose());

interface ListParams {
  /** A field the endpoint sorts by, an include it allows, a type with sparse fieldsets, a list filter and a value. */
  sort?: string;
  include?: string;
  fieldType?: string;
  listFilter?: [string, string];
}

/** Every list endpoint, with parameters it accepts once: repeated 100 times they must hit the caps, not D1. */
const LISTS: Record<string, ListParams> = {
  "/api/v1/users": { sort: "last_name", include: "roles", listFilter: ["status", "active"] },
  "/api/v1/pages": { sort: "title", include: "content_blocks", fieldType: "pages", listFilter: ["page_type", "news"] },
  "/api/v1/menu_items": { sort: "name", include: "page", fieldType: "menu_items" },
  "/api/v1/volunteer_centers": { sort: "name", include: "profile", fieldType: "volunteer_centers" },
  "/api/v1/current_organizations": {},
  "/api/v1/dev/mails": {},
  "/api/v1/organizations": {
    sort: "name",
    include: "profile",
    fieldType: "organizations",
    listFilter: ["activity_type_ids", "1"],
  },
  // The social map's markers: the list's filters, nothing else (a sort, include or fields is an unknown parameter).
  "/api/v1/organizations/markers": { listFilter: ["activity_type_ids", "1"] },
  "/api/v1/activity_types": {},
  "/api/v1/address_lookups": {},
  "/api/v1/vacancies": { sort: "newest", include: "organization", listFilter: ["tags", "once"] },
  "/api/v1/age_groups": {},
  "/api/v1/vacancy_tags": {},
  "/api/v1/applications": { sort: "created_at", fieldType: "applications", listFilter: ["status", "pending"] },
  "/api/v1/internal_notes": { fieldType: "internal_notes" },
  "/api/v1/help_requests": { sort: "created_at", fieldType: "help_requests", listFilter: ["status", "pending"] },
  "/api/v1/activity_occurrences": { sort: "starts_at", include: "vacancy", listFilter: ["tags", "once"] },
  "/api/v1/uploads": { sort: "name" },
  "/api/v1/stock_images": { sort: "name" },
  "/api/v1/images": { sort: "created_at" },
  "/api/v1/forms": { sort: "title", listFilter: ["status", "draft"] },
  "/api/v1/mail_deliveries": {},
  "/api/v1/notification_templates": {},
  "/api/v1/volunteer_profiles": { listFilter: ["day_part", "morning"] },
  "/api/v1/volunteer_profile_replies": {},
  "/api/v1/conversations": { fieldType: "conversations" },
  "/api/v1/notifications": { listFilter: ["unread", "true"] },
  "/api/v1/saved_searches": { fieldType: "saved_searches" },
  "/api/v1/workshops": { fieldType: "workshops" },
};
/** GET endpoints without a path parameter that are not lists. */
const NOT_LISTS = [
  "/health",
  "/auth/validate_token",
  "/api/v1/volunteer_centers/current",
  "/api/v1/current_user",
  "/api/v1/current_user/export",
  "/api/v1/current_organization",
  // iCalendar (calendar feeds, ADR 0023): a feed takes only `organization_id` (one id; anything else is a 400 naming it) and is capped
  // by its window and MAX_ICAL_FEED_EVENTS (api/resources/ical/ical.feeds.test.ts); the personal feed's state.
  "/api/v1/ical/activities.ics",
  "/api/v1/calendar_feeds/current",
  // Whether a reset or invitation link is still good: one token, no list (ADR 0038).
  "/auth/password/edit",
  // The signed-in volunteer's own pool profile (ADR 0063): one record.
  "/api/v1/volunteer_profile",
  // The signed-in user's dashboard (ADR 0069): no parameters; every section capped at DASHBOARD_ITEM_CAP items.
  "/api/v1/dashboard",
  // The municipality report (ADR 0068): a period, a centre and one municipality name (capped), no list parameters.
  "/api/v1/analytics/municipalities",
  "/api/v1/analytics/municipalities.csv",
  // The analytics charts (ADR 0067): one resource; `from`, `to`, `interval`, `center` only, each once (a 400 naming any other).
  "/api/v1/analytics/charts",
  // The data viewer's tables (ADR 0071): the allow-list, no parameters. A table's page is walked below.
  "/api/v1/data_viewer/tables",
];

const times = (term: string, n = 100) => Array.from({ length: n }, (_, i) => term.replace("#", String(i))).join(",");

describe("list parameter caps", () => {
  it("knows every list endpoint", () => {
    const gets = registeredRoutes()
      .filter((r) => r.method === "GET" && !/\/2(\/|$)/.test(r.path))
      .map((r) => r.path);
    expect(gets.sort()).toEqual([...Object.keys(LISTS), ...NOT_LISTS].sort());
  });

  const cases = Object.entries(LISTS).flatMap(([path, p]) => [
    [path, "sort", `sort=${times(p.sort ?? "id")}`],
    [path, "include", `include=${times(p.include ?? "x")}`],
    [path, `fields[${p.fieldType ?? "x"}]`, `fields[${p.fieldType ?? "x"}]=${times("f#")}`],
    [path, `filter[${p.listFilter?.[0] ?? "x"}]`, `filter[${p.listFilter?.[0] ?? "x"}]=${times(p.listFilter?.[1] ?? "1")}`],
  ]);

  it.each(cases)("GET %s with 100 terms in %s is a 400 naming it", async (path, parameter, query) => {
    const { status, body } = await h.json(`${path}?${query}`, { headers });
    expect(status).toBe(400);
    expect(body.errors[0]).toMatchObject({ status: "400", source: { parameter } });
  });

  it("still takes lists within the caps", async () => {
    const sorted = await h.json("/api/v1/users?sort=last_name,-first_name,email,created_at,id&include=roles,organizations", {
      headers,
    });
    expect(sorted.status).toBe(200);
    const filtered = await h.json(`/api/v1/users?filter[status]=${times("active", 50)}`, { headers });
    expect(filtered.status).toBe(200);
    // The 8 demo accounts and the volunteer pool's 4 demo volunteers (db/seed/volunteer-profiles.ts).
    expect(filtered.body.meta.record_count).toBe(12);
    const orgs = await h.json(`/api/v1/organizations?filter[activity_type_ids]=${times("#", 50)}&filter[q]=a`, { headers });
    expect(orgs.status).toBe(200);
    const pages = await h.json("/api/v1/pages?filter[page_type]=news,default,news&fields[pages]=title,slug");
    expect(pages.status).toBe(200);
  });
});

describe("the data viewer's caps (ADR 0071)", () => {
  it.each([
    ["sort", `sort=${times("name")}`],
    ["filter[id]", `filter[id]=${times("#")}`],
    ["filter[status]", `filter[status]=${times("approved")}`],
    ["filter[name.contains]", `filter[name.contains]=${"x".repeat(201)}`],
    ["page[size]", "page[size]=101"],
    ["page[number]", "page[number]=401"],
  ])("GET /api/v1/data_viewer/tables/organizations with a long %s is a 400 naming it", async (parameter, query) => {
    const { status, body } = await h.json(`/api/v1/data_viewer/tables/organizations?${query}`, { headers });
    expect(status).toBe(400);
    expect(body.errors[0]).toMatchObject({ status: "400", source: { parameter } });
  });
});
