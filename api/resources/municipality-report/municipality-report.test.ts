/**
 * GET /api/v1/analytics/municipalities and .csv (the municipality report, ADR 0068): exact figures for hand-made
 * records in a fixed past period where the demo seed has nothing (2021-01-01 … 2021-06-30, Amsterdam days), per role
 * scope (a centre superuser their centre, an admin every centre or one, another tenant never), the unknown
 * municipality, the municipality filter, the CSV (BOM, header language, neutralised formula cells, file name), and
 * bad input (guards first: 401/403/404, then 400 naming the parameter). Also where a help request gets its
 * municipality: the address lookup on submit, its published vacancy, and the migration's backfill.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DEFAULT_PLATFORM_CONFIG } from "../../../config/tenants";
import {
  addresses,
  applications,
  geocodeCache,
  helpRequests,
  organizations,
  users,
  vacancies,
  volunteerCenters,
} from "../../../db/schema";
import { pdokHandlers } from "../../../mocks/pdok";
import { type ApiHarness, createApiHarness } from "../../../tests/setup/api";
import { as } from "../../../tests/setup/auth";
import { decide, resident, setUp, submit } from "../help-requests/help-requests.test-helpers";

vi.setConfig({ testTimeout: 90_000 });

const server = setupServer();
let h: ApiHarness;
const CENTER = "center_superuser@oldebroek.example.org";
const ADMIN = "admin@oldebroek.example.org";
const VOLUNTEER = "volunteer@oldebroek.example.org";
const ROERMOND_CENTER = "center_superuser@roermond.example.org";
const A = DEFAULT_PLATFORM_CONFIG.tenants.oldebroek.defaultVolunteerCenterId;
const R = DEFAULT_PLATFORM_CONFIG.tenants.roermond.defaultVolunteerCenterId;
let B = 0;
const PERIOD = "from=2021-01-01&to=2021-06-30";
const FORMULA = "=SOM(1+1)";

const at = (day: string, time = "10:00:00.000") => `${day}T${time}Z`;

async function org(
  tenantId: string,
  centerId: number,
  municipality: string | null,
  values: Partial<typeof organizations.$inferInsert>,
) {
  const [row] = await h.db
    .insert(organizations)
    .values({ tenantId, volunteerCenterId: centerId, name: `Org ${municipality}`, status: "approved", ...values })
    .returning({ id: organizations.id });
  await h.db.insert(addresses).values({
    tenantId,
    organizationId: row.id,
    street: "Straat",
    houseNumber: "1",
    postalCode: "8091AA",
    city: municipality ?? "Ergens",
    municipality,
  });
  return row.id;
}

async function vacancy(
  tenantId: string,
  centerId: number,
  organizationId: number,
  municipality: string | null,
  publishedAt: string,
  values: Partial<typeof vacancies.$inferInsert> = {},
) {
  const [row] = await h.db
    .insert(vacancies)
    .values({
      tenantId,
      volunteerCenterId: centerId,
      organizationId,
      title: "Vacature",
      status: "published",
      municipality,
      publishedAt,
      ...values,
    })
    .returning({ id: vacancies.id });
  return row.id;
}

let applicationCount = 0;
async function apply(
  tenantId: string,
  centerId: number,
  vacancyId: number,
  email: string,
  createdAt: string,
  values: Partial<typeof applications.$inferInsert> = {},
) {
  applicationCount += 1;
  const [v] = await h.db.select({ organizationId: vacancies.organizationId }).from(vacancies).where(eq(vacancies.id, vacancyId));
  await h.db.insert(applications).values({
    tenantId,
    vacancyId,
    organizationId: v.organizationId,
    volunteerCenterId: centerId,
    firstName: "Iemand",
    lastName: `${applicationCount}`,
    email,
    status: "pending",
    createdAt,
    updatedAt: createdAt,
    ...values,
  });
}

async function helpRequest(
  tenantId: string,
  centerId: number,
  municipality: string | null,
  createdAt: string,
  values: Partial<typeof helpRequests.$inferInsert> = {},
) {
  await h.db.insert(helpRequests).values({
    tenantId,
    volunteerCenterId: centerId,
    name: "Bewoner",
    email: "bewoner@example.net",
    street: "Laan",
    houseNumber: "2",
    postalCode: "8091AB",
    city: "Wezep",
    municipality,
    title: "Hulp",
    description: "Hulp gevraagd",
    when: "zaterdag",
    createdAt,
    updatedAt: createdAt,
    ...values,
  });
}

beforeAll(async () => {
  server.listen({ onUnhandledRequest: "bypass" });
  h = await createApiHarness();
  await setUp(h);
  const [second] = await h.db
    .insert(volunteerCenters)
    .values({ tenantId: "oldebroek", name: "Tweede centrale", slug: "tweede-centrale" })
    .returning({ id: volunteerCenters.id });
  B = second.id;
  const [volunteer] = await h.db.select({ id: users.id }).from(users).where(eq(users.email, VOLUNTEER));
  const userId = volunteer.id;

  // Centre A (oldebroek's own).
  const o1 = await org("oldebroek", A, "Oldebroek", { createdAt: at("2020-12-01"), decidedAt: at("2020-12-02") });
  const o2 = await org("oldebroek", A, "Hattem", { createdAt: at("2021-03-10"), decidedAt: at("2021-03-11") });
  const o3 = await org("oldebroek", A, null, { status: "pending", createdAt: at("2021-04-01") });
  await org("oldebroek", A, "Oldebroek", {
    createdAt: at("2021-02-01"),
    decidedAt: at("2021-02-01"),
    deletedAt: at("2021-05-01"),
  });
  await org("oldebroek", A, "Oldebroek", { createdAt: at("2021-08-01"), decidedAt: at("2021-08-01") });
  await org("oldebroek", A, FORMULA, { createdAt: at("2021-05-01"), decidedAt: at("2021-05-01") });
  // Registered in the period, approved only after it: new, but not an approved organisation at the period's end.
  await org("oldebroek", A, "Oldebroek", { createdAt: at("2021-01-15"), decidedAt: at("2021-07-05") });

  const v1 = await vacancy("oldebroek", A, o1, "Oldebroek", at("2021-02-01"));
  const v2 = await vacancy("oldebroek", A, o2, null, at("2021-03-15"), { locationType: "remote" });
  const v3 = await vacancy("oldebroek", A, o1, "Elburg", at("2020-11-01"));
  const v4 = await vacancy("oldebroek", A, o3, null, at("2021-04-02"));
  const v5 = await vacancy("oldebroek", A, o1, "Oldebroek", at("2021-05-01"), { deletedAt: at("2021-05-03") });
  await vacancy("oldebroek", A, o1, "Oldebroek", at("2021-07-01"));
  const v7 = await vacancy("oldebroek", A, o1, "Oldebroek", at("2021-03-02"));

  await apply("oldebroek", A, v1, VOLUNTEER, at("2021-02-10"), { userId, status: "accepted", decidedAt: at("2021-02-12") });
  await apply("oldebroek", A, v3, VOLUNTEER, at("2020-12-20"), { userId, status: "accepted", decidedAt: at("2021-01-05") });
  await apply("oldebroek", A, v1, "Anna@Example.net", at("2021-03-01"), { status: "accepted", decidedAt: at("2021-03-02") });
  await apply("oldebroek", A, v2, "anna@example.net", at("2021-03-20"), { status: "accepted", decidedAt: at("2021-03-25") });
  await apply("oldebroek", A, v1, "bob@example.net", at("2021-04-01"));
  await apply("oldebroek", A, v1, "carl@example.net", at("2021-06-20"), { status: "accepted", decidedAt: at("2021-07-02") });
  await apply("oldebroek", A, v4, "dee@example.net", at("2021-05-05"), { status: "rejected", decidedAt: at("2021-05-06") });
  await apply("oldebroek", A, v5, "del@example.net", at("2021-05-02"), { status: "accepted", decidedAt: at("2021-05-02") });
  // The last millisecond of 30 June in Amsterdam (CEST, UTC+2) is in; the next one is 1 July.
  await apply("oldebroek", A, v1, "eve@example.net", "2021-06-30T21:59:59.999Z");
  await apply("oldebroek", A, v1, "fay@example.net", "2021-06-30T22:00:00.000Z");
  await apply("oldebroek", A, v7, "gus@example.net", at("2021-03-03"), { status: "accepted", decidedAt: at("2021-03-04") });

  await helpRequest("oldebroek", A, "Oldebroek", at("2021-02-01"));
  await helpRequest("oldebroek", A, null, at("2021-03-01"), { status: "approved", decidedAt: at("2021-03-02"), vacancyId: v7 });
  await helpRequest("oldebroek", A, "Hattem", at("2020-12-01"), {
    status: "approved",
    decidedAt: at("2020-12-02"),
    vacancyId: v2,
  });

  // Centre B of the same tenant.
  const ob = await org("oldebroek", B, "Oldebroek", { createdAt: at("2021-02-01"), decidedAt: at("2021-02-01") });
  const vb = await vacancy("oldebroek", B, ob, "Oldebroek", at("2021-03-01"));
  await apply("oldebroek", B, vb, "anna@example.net", at("2021-03-05"), { status: "accepted", decidedAt: at("2021-03-06") });
  await helpRequest("oldebroek", B, "Oldebroek", at("2021-02-02"));

  // Another tenant: never in oldebroek's figures.
  const or = await org("roermond", R, "Oldebroek", { createdAt: at("2021-02-01"), decidedAt: at("2021-02-01") });
  const vr = await vacancy("roermond", R, or, "Oldebroek", at("2021-03-01"));
  await apply("roermond", R, vr, "anna@example.net", at("2021-03-05"), { status: "accepted", decidedAt: at("2021-03-06") });
  await helpRequest("roermond", R, "Oldebroek", at("2021-02-02"));
});
afterAll(async () => {
  server.close();
  await h?.dispose();
});

type Figures = [number, number, number, number, number, number, number, number];
const COLUMNS = [
  "organizations",
  "new_organizations",
  "vacancies_published",
  "applications",
  "accepted_applications",
  "matched_volunteers",
  "help_requests",
  "matched_help_requests",
] as const;
const figures = (attrs: Record<string, number>) => COLUMNS.map((k) => attrs[k]) as Figures;

async function report(email: string | null, query: string, tenant?: string) {
  const res = await h.json(`/api/v1/analytics/municipalities?${query}`, { headers: email ? await as(h, email) : {}, tenant });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const rows = Object.fromEntries(
    (res.body.data as Array<{ attributes: Record<string, number> & { municipality: string | null } }>).map((r) => [
      r.attributes.municipality ?? "(unknown)",
      figures(r.attributes),
    ]),
  );
  return { rows, totals: figures(res.body.meta.totals), meta: res.body.meta, data: res.body.data };
}

describe("figures per municipality", () => {
  it("a centre superuser: their centre's records per municipality, unknown last, totals with each person once", async () => {
    const { rows, totals, meta, data } = await report(CENTER, PERIOD);
    expect(rows).toEqual({
      //                org new vac app acc vol hr  hrm
      [FORMULA]: [1, 1, 0, 0, 0, 0, 0, 0],
      Elburg: [0, 0, 0, 0, 1, 1, 0, 0],
      Hattem: [1, 1, 1, 1, 1, 1, 0, 1],
      Oldebroek: [1, 1, 2, 6, 3, 3, 1, 0],
      "(unknown)": [0, 1, 1, 1, 0, 0, 1, 1],
    });
    // The volunteer (Oldebroek and Elburg) and anna@ (Oldebroek and Hattem, two spellings) count once in the total.
    expect(totals).toEqual([3, 4, 4, 8, 5, 3, 2, 2]);
    expect(data.at(-1).id).toBe("unknown");
    expect(meta).toMatchObject({ from: "2021-01-01", to: "2021-06-30", center: [A] });
    expect([...meta.municipalities].sort()).toEqual([FORMULA, "Elburg", "Hattem", "Oldebroek"].sort());
  });

  it("an admin: every centre of the tenant, or one; never another tenant's records", async () => {
    const all = await report(ADMIN, PERIOD);
    expect(all.meta.center).toBe("all");
    expect(all.rows.Oldebroek).toEqual([2, 2, 3, 7, 4, 3, 2, 0]);
    expect(all.totals).toEqual([4, 5, 5, 9, 6, 3, 3, 2]);
    const explicit = await report(ADMIN, `${PERIOD}&center=all`);
    expect(explicit.totals).toEqual(all.totals);
    const b = await report(ADMIN, `${PERIOD}&center=${B}`);
    expect(b.rows).toEqual({ Oldebroek: [1, 1, 1, 1, 1, 1, 1, 0] });
    expect(b.totals).toEqual([1, 1, 1, 1, 1, 1, 1, 0]);
    const a = await report(ADMIN, `${PERIOD}&center=${A}`);
    expect(a.totals).toEqual([3, 4, 4, 8, 5, 3, 2, 2]);
  });

  it("another tenant's centre superuser sees only their own tenant's records", async () => {
    const r = await report(ROERMOND_CENTER, PERIOD, "roermond");
    expect(r.rows).toEqual({ Oldebroek: [1, 1, 1, 1, 1, 1, 1, 0] });
  });

  it("narrows to one municipality (the list stays whole); a name not in it is an empty report", async () => {
    const hattem = await report(CENTER, `${PERIOD}&municipality=Hattem`);
    expect(hattem.rows).toEqual({ Hattem: [1, 1, 1, 1, 1, 1, 0, 1] });
    expect(hattem.totals).toEqual([1, 1, 1, 1, 1, 1, 0, 1]);
    expect(hattem.meta.municipality).toBe("Hattem");
    expect(hattem.meta.municipalities).toHaveLength(4);
    const none = await report(CENTER, `${PERIOD}&municipality=Nergenshuizen`);
    expect(none.rows).toEqual({});
    expect(none.totals).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it("a shorter period counts only its own days (Amsterdam midnight, both days included)", async () => {
    const june = await report(CENTER, "from=2021-06-01&to=2021-06-30");
    // eve@ at 23:59:59.999 on 30 June; fay@ a millisecond later is July's.
    expect(june.rows.Oldebroek).toEqual([1, 0, 0, 2, 0, 0, 0, 0]);
    const july = await report(CENTER, "from=2021-07-01&to=2021-07-31");
    expect(july.rows.Oldebroek).toEqual([2, 0, 1, 1, 1, 1, 0, 0]);
  });
});

describe("bad input", () => {
  const call = async (email: string | null, query: string, path = "/api/v1/analytics/municipalities") =>
    h.json(`${path}?${query}`, { headers: email ? await as(h, email) : {} });

  it("signed out 401, a volunteer 403 — before the parameters are read", async () => {
    expect((await call(null, PERIOD)).status).toBe(401);
    expect((await call(VOLUNTEER, PERIOD)).status).toBe(403);
    expect((await call(VOLUNTEER, "from=2021-06-30&to=2021-01-01")).status).toBe(403);
    expect((await call(null, PERIOD, "/api/v1/analytics/municipalities.csv")).status).toBe(401);
    expect((await call(VOLUNTEER, "separator=x", "/api/v1/analytics/municipalities.csv")).status).toBe(403);
  });

  it("a centre out of scope is 403, an unknown or another tenant's centre 404", async () => {
    expect((await call(CENTER, `${PERIOD}&center=${B}`)).status).toBe(403);
    expect((await call(CENTER, `${PERIOD}&center=all`)).status).toBe(403);
    expect((await call(ADMIN, `${PERIOD}&center=999999`)).status).toBe(404);
    expect((await call(ADMIN, `${PERIOD}&center=${R}`)).status).toBe(404);
  });

  it.each([
    ["from=2021-06-30&to=2021-01-01", "to", "end_before_start"],
    ["from=2001-01-01&to=2020-12-31", "to", "too_long"],
    ["from=31-12-2021", "from", "date"],
    [`${PERIOD}&center=abc`, "center", "center"],
    [`${PERIOD}&municipality=${"x".repeat(101)}`, "municipality", "municipality"],
  ])("%s is a 400 naming %s, never a 500", async (query, parameter, code) => {
    const res = await call(ADMIN, query);
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({ status: "400", code, source: { parameter } });
    expect(res.body.errors[0].detail).not.toMatch(/analytics:/);
  });

  it("a bad separator on the CSV is a 400 naming it", async () => {
    const res = await call(ADMIN, `${PERIOD}&separator=x`, "/api/v1/analytics/municipalities.csv");
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({ source: { parameter: "separator" } });
  });
});

describe("the CSV export", () => {
  const csv = async (query: string, headers: Record<string, string> = {}) => {
    const res = await h.call(`/api/v1/analytics/municipalities.csv?${query}`, {
      headers: { ...(await as(h, CENTER)), ...headers },
    });
    expect(res.status).toBe(200);
    const bytes = new Uint8Array(await res.arrayBuffer());
    return { res, bytes, text: new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes) };
  };

  it("streams a UTF-8 file with a BOM, a Dutch header, neutralised formula cells, unknown and total rows", async () => {
    const { res, bytes, text } = await csv(PERIOD);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toBe('attachment; filename="gemeenterapport-2021-01-01-2021-06-30.csv"');
    const lines = text.slice(1).split("\r\n");
    expect(lines[0]).toBe(
      "Gemeente;Organisaties (goedgekeurd);Nieuwe organisaties;Vacatures gepubliceerd;Aanmeldingen;Aanmeldingen aangenomen;Vrijwilligers gematcht;Hulpvragen ontvangen;Hulpvragen gematcht",
    );
    expect(lines).toContain(`'${FORMULA};1;1;0;0;0;0;0;0`);
    expect(lines).toContain("Oldebroek;1;1;2;6;3;3;1;0");
    expect(lines).toContain("Onbekend;0;1;1;1;0;0;1;1");
    expect(lines.at(-2)).toBe("Totaal;3;4;4;8;5;3;2;2");
    expect(lines.at(-1)).toBe("");
    expect(text).not.toMatch(/(^|[;\n])=SOM/);
  });

  it("in English when asked, with a comma separator, narrowed to a municipality", async () => {
    const { res, text } = await csv(`${PERIOD}&separator=,&municipality=Hattem`, { "Accept-Language": "en" });
    expect(res.headers.get("Content-Disposition")).toContain("municipality-report-2021-01-01-2021-06-30.csv");
    const lines = text.slice(1).split("\r\n");
    expect(lines[0]).toMatch(/^Municipality,Organisations \(approved\),New organisations,/);
    expect(lines.slice(1)).toEqual(["Hattem,1,1,1,1,1,1,0,1", "Total,1,1,1,1,1,1,0,1", ""]);
    const nl = await csv(`${PERIOD}&locale=nl`, { "Accept-Language": "en" });
    expect(nl.text.slice(1)).toMatch(/^Gemeente;/);
  });

  it("is a stream: the header is readable before the figures are counted", async () => {
    const res = await h.call(`/api/v1/analytics/municipalities.csv?${PERIOD}`, { headers: await as(h, CENTER) });
    expect(res.headers.get("Content-Length")).toBeNull();
    const reader = res.body?.getReader();
    const first = await reader?.read();
    const head = new TextDecoder("utf-8", { ignoreBOM: true }).decode(first?.value);
    expect(head).toMatch(/^\uFEFFGemeente;[^\r\n]*\r\n$/);
    await reader?.cancel();
  });
});

describe("a help request's municipality", () => {
  it("is stored from the address lookup on submit, and its published vacancy is in it", async () => {
    server.use(...pdokHandlers());
    const res = await submit(h, resident({ postal_code: "8096 CP", house_number: "1", house_number_addition: null }));
    expect(res.status).toBe(201);
    const id = Number(res.body.data.id);
    const [stored] = await h.db.select().from(helpRequests).where(eq(helpRequests.id, id));
    expect(stored.municipality).toBe("Oldebroek");
    const approved = await decide(h, id, { status: "approved" });
    expect(approved.status).toBe(200);
    const [after] = await h.db.select().from(helpRequests).where(eq(helpRequests.id, id));
    const [published] = await h.db
      .select()
      .from(vacancies)
      .where(eq(vacancies.id, after.vacancyId as number));
    expect(published.municipality).toBe("Oldebroek");
    server.resetHandlers();
  });

  it("the migration fills existing requests from the cached lookups by address, else by postcode", async () => {
    await h.db.insert(geocodeCache).values({
      postalCode: "1234AB",
      houseNumber: "7",
      houseNumberAddition: "",
      found: true,
      municipality: "Epe",
      fetchedAt: at("2021-01-01"),
    });
    await h.db.run(
      sql`insert into postcode_cache (postal_code, found, municipality, fetched_at) values ('5678CD', 1, 'Heerde', ${at("2021-01-01")})`,
    );
    await helpRequest("oldebroek", A, null, at("2019-01-01"), { postalCode: "1234AB", houseNumber: "7", title: "backfill-1" });
    await helpRequest("oldebroek", A, null, at("2019-01-01"), { postalCode: "5678CD", houseNumber: "9", title: "backfill-2" });
    await helpRequest("oldebroek", A, null, at("2019-01-01"), { postalCode: "9999ZZ", houseNumber: "9", title: "backfill-3" });
    const file = readFileSync(join(import.meta.dirname, "../../../db/migrations/0027_help_request_municipality.sql"), "utf8");
    const [, ...updates] = file.split("--> statement-breakpoint").map((s) => s.trim());
    for (const statement of updates) await h.db.run(sql.raw(statement));
    const rows = await h.db
      .select({ title: helpRequests.title, municipality: helpRequests.municipality })
      .from(helpRequests)
      .where(sql`${helpRequests.title} like 'backfill-%'`)
      .orderBy(helpRequests.title);
    expect(rows.map((r) => r.municipality)).toEqual(["Epe", "Heerde", null]);
  });
});
