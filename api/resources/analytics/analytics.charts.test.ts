/**
 * GET /api/v1/analytics/charts (docs/decisions/0067-analytics-charts.md): every aggregate against hand-counted
 * fixture rows in 2024-01-01…2024-06-30 (the demo seed has nothing there), in two new centres A and B of oldebroek
 * and in roermond (never counted), per scope: A's centre superuser sees A only; the admin all of oldebroek or one
 * centre. The admin's `all` is compared with the same answer before the fixture went in, so the seed's current
 * organisations do not make the numbers guesses. Then the guards and the bad input.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type ApiHarness, createApiHarness } from "../../../tests/setup/api";
import { as } from "../../../tests/setup/auth";

vi.setConfig({ testTimeout: 90_000 });

const ADMIN = "admin@oldebroek.example.org";
const VOLUNTEER = "volunteer@oldebroek.example.org";
const SUPER_A = "analytics-super-a@oldebroek.example.org";
const PERIOD = "from=2024-01-01&to=2024-06-30&interval=month";

let h: ApiHarness;
let centerA = 0;
let centerB = 0;
let roermondCenter = 0;
let types: number[] = [];
const vacancy: Record<string, number> = {};
let before: any;

async function run(statement: string, ...binds: unknown[]): Promise<number> {
  const result = await h.env.DB.prepare(statement)
    .bind(...binds)
    .run();
  return Number(result.meta.last_row_id);
}

async function charts(email: string, query = PERIOD) {
  return h.json(`/api/v1/analytics/charts?${query}`, { headers: await as(h, email) });
}

beforeAll(async () => {
  h = await createApiHarness();
  const roermond = await h.env.DB.prepare(
    "SELECT id FROM volunteer_centers WHERE tenant_id = 'roermond' ORDER BY id LIMIT 1",
  ).first<{
    id: number;
  }>();
  roermondCenter = Number(roermond?.id);
  types = (
    await h.env.DB.prepare("SELECT id FROM activity_types ORDER BY position, id LIMIT 3").all<{ id: number }>()
  ).results.map((r) => Number(r.id));
  before = (await charts(ADMIN)).body.data.attributes;

  centerA = await run("INSERT INTO volunteer_centers (tenant_id, name, slug) VALUES ('oldebroek', 'Centrum A', 'centrum-a')");
  centerB = await run("INSERT INTO volunteer_centers (tenant_id, name, slug) VALUES ('oldebroek', 'Centrum B', 'centrum-b')");

  const org = (tenant: string, center: number, status: string, type: string, activityTypes: number[] | null, deleted = false) =>
    run(
      `INSERT INTO organizations (tenant_id, volunteer_center_id, name, status, type, deleted_at) VALUES (?, ?, ?, ?, ?, ?)`,
      tenant,
      center,
      `Org ${status} ${type} ${center}`,
      status,
      type,
      deleted ? "2024-01-01T00:00:00.000Z" : null,
    ).then(async (id) => {
      if (activityTypes)
        await run(
          "INSERT INTO organization_profiles (tenant_id, organization_id, activity_type_ids) VALUES (?, ?, ?)",
          tenant,
          id,
          JSON.stringify(activityTypes),
        );
      return id;
    });
  const org1 = await org("oldebroek", centerA, "approved", "NonProfit", [types[0], types[1]]);
  const org2 = await org("oldebroek", centerA, "approved", "School", [types[1]]);
  await org("oldebroek", centerA, "pending", "NonProfit", null);
  await org("oldebroek", centerA, "deleted", "NonProfit", [types[0]], true);
  const org5 = await org("oldebroek", centerB, "approved", "NonProfit", [types[2]]);
  const orgR = await org("roermond", roermondCenter, "approved", "NonProfit", [types[0]]);

  const vac = (
    name: string,
    tenant: string,
    center: number,
    orgId: number,
    publishedAt: string,
    kind = "volunteering",
    deleted = false,
  ) =>
    run(
      `INSERT INTO vacancies (tenant_id, volunteer_center_id, organization_id, title, status, vacancy_type, published_at, deleted_at, created_at)
       VALUES (?, ?, ?, ?, 'published', ?, ?, ?, ?)`,
      tenant,
      center,
      orgId,
      name,
      kind,
      publishedAt,
      deleted ? publishedAt : null,
      publishedAt,
    ).then((id) => {
      vacancy[name] = id;
      return id;
    });
  await vac("vA1", "oldebroek", centerA, org1, "2024-01-10T10:00:00.000Z");
  // 00:30 on 1 February in Amsterdam: February's, not January's.
  await vac("vA2", "oldebroek", centerA, org1, "2024-01-31T23:30:00.000Z");
  await vac("vA3", "oldebroek", centerA, org2, "2024-03-15T10:00:00.000Z", "activity");
  // 23:59 on 31 December 2023 in Amsterdam: before the period.
  await vac("vA4", "oldebroek", centerA, org1, "2023-12-31T22:59:00.000Z");
  await vac("vA5", "oldebroek", centerA, org1, "2024-02-10T10:00:00.000Z", "volunteering", true);
  await vac("vA6", "oldebroek", centerA, org2, "2024-05-05T10:00:00.000Z", "activity");
  await vac("vB1", "oldebroek", centerB, org5, "2024-04-01T10:00:00.000Z");
  await vac("vR1", "roermond", roermondCenter, orgR, "2024-02-02T10:00:00.000Z", "activity");

  let n = 0;
  const apply = (name: string, createdAt: string, status: string, decidedAt: string | null = null) => {
    const v = vacancy[name];
    const [tenant, center] = name === "vR1" ? ["roermond", roermondCenter] : ["oldebroek", name === "vB1" ? centerB : centerA];
    n += 1;
    return run(
      `INSERT INTO applications (tenant_id, vacancy_id, organization_id, volunteer_center_id, first_name, last_name, email, status, decided_at, created_at, queued_at)
       VALUES (?, ?, (SELECT organization_id FROM vacancies WHERE id = ?), ?, 'A', 'B', ?, ?, ?, ?, ?)`,
      tenant,
      v,
      v,
      center,
      `applicant${n}@example.org`,
      status,
      decidedAt,
      createdAt,
      createdAt,
    );
  };
  await apply("vA1", "2024-01-12T09:00:00.000Z", "accepted", "2024-01-12T15:00:00.000Z"); // 0.25 days
  await apply("vA1", "2024-01-20T09:00:00.000Z", "rejected", "2024-01-22T09:00:00.000Z"); // 2 days
  await apply("vA3", "2024-03-16T09:00:00.000Z", "accepted", "2024-03-21T09:00:00.000Z"); // 5 days
  await apply("vA3", "2024-03-17T09:00:00.000Z", "pending");
  await apply("vA6", "2024-05-06T09:00:00.000Z", "waitlisted");
  await apply("vA1", "2024-02-01T09:00:00.000Z", "withdrawn");
  await apply("vA1", "2023-12-20T09:00:00.000Z", "accepted", "2024-01-05T09:00:00.000Z"); // made before, 16 days
  await apply("vA3", "2024-06-20T09:00:00.000Z", "accepted", "2024-07-02T09:00:00.000Z"); // decided after
  await apply("vA6", "2024-05-07T09:00:00.000Z", "rejected", "2024-05-17T09:00:00.000Z"); // 10 days
  await apply("vB1", "2024-04-02T09:00:00.000Z", "accepted", "2024-04-03T09:00:00.000Z"); // 1 day
  await apply("vR1", "2024-02-03T09:00:00.000Z", "accepted", "2024-02-04T09:00:00.000Z");

  let u = 0;
  const user = async (
    tenant: string,
    center: number,
    roles: string[],
    birthYear: number | null,
    createdAt = "2024-01-01T00:00:00.000Z",
    status = "active",
    email?: string,
  ) => {
    u += 1;
    const id = await run(
      `INSERT INTO users (tenant_id, volunteer_center_id, email, first_name, last_name, birth_year, status, confirmed_at, created_at)
       VALUES (?, ?, ?, 'U', 'V', ?, ?, ?, ?)`,
      tenant,
      center,
      email ?? `analytics-user${u}@example.org`,
      birthYear,
      status,
      createdAt,
      createdAt,
    );
    for (const role of roles) await run("INSERT INTO user_roles (tenant_id, user_id, role) VALUES (?, ?, ?)", tenant, id, role);
  };
  await user("oldebroek", centerA, ["volunteer"], 2000); // 24: young adults
  await user("oldebroek", centerA, ["volunteer"], 1990); // 34: adults
  await user("oldebroek", centerA, ["volunteer"], 1950); // 74: seniors
  await user("oldebroek", centerA, ["volunteer"], null); // unknown
  await user("oldebroek", centerA, ["student"], 2010); // 14: young people
  await user("oldebroek", centerA, ["volunteer"], 1995, "2024-08-01T00:00:00.000Z"); // after the period
  await user("oldebroek", centerA, ["organization_superuser"], 1980); // not a volunteer
  await user("oldebroek", centerA, ["volunteer"], 2000, "2024-01-01T00:00:00.000Z", "archived");
  await user("oldebroek", centerB, ["volunteer"], 2013); // 11: children
  await user("roermond", roermondCenter, ["volunteer"], 2000);
  await user("oldebroek", centerA, ["center_superuser"], 1970, "2024-01-01T00:00:00.000Z", "active", SUPER_A);
});
afterAll(() => h?.dispose());

const ZEROS = [0, 0, 0, 0, 0, 0];
const add = (a: number[], b: number[]) => a.map((x, i) => x + b[i]);

describe("the charts' aggregates", () => {
  it("a centre superuser gets their own centre's figures, counted by hand", async () => {
    const { status, body } = await charts(SUPER_A);
    expect(status).toBe(200);
    const a = body.data.attributes;
    expect(a.center_ids).toEqual([centerA]);
    expect(a.buckets.map((b: { key: string }) => b.key)).toEqual([
      "2024-01",
      "2024-02",
      "2024-03",
      "2024-04",
      "2024-05",
      "2024-06",
    ]);
    expect(a.vacancies_published).toEqual([1, 1, 1, 0, 1, 0]);
    expect(a.applications).toEqual({
      pending: [0, 0, 1, 0, 0, 0],
      accepted: [1, 0, 1, 0, 0, 1],
      rejected: [1, 0, 0, 0, 1, 0],
      waitlisted: [0, 0, 0, 0, 1, 0],
      withdrawn: [0, 1, 0, 0, 0, 0],
    });
    expect(a.organizations).toEqual([
      { status: "approved", type: "NonProfit", count: 1 },
      { status: "approved", type: "School", count: 1 },
      { status: "pending", type: "NonProfit", count: 1 },
    ]);
    expect(a.activity_types.map((t: { id: number; count: number }) => [t.id, t.count])).toEqual([
      [types[1], 4],
      [types[0], 2],
    ]);
    expect(a.answer_time).toEqual({ buckets: { lt1: 1, d1to3: 1, d3to7: 1, d7to14: 1, gte14: 1 }, decided: 5, median_days: 5 });
    expect(a.age_groups.groups.map((g: { count: number }) => g.count)).toEqual([0, 1, 1, 1, 1]);
    expect(a.age_groups.unknown).toBe(1);
    expect(a.sign_ups).toEqual([
      { id: vacancy.vA3, title: "vA3", count: 3 },
      { id: vacancy.vA6, title: "vA6", count: 2 },
    ]);
    expect(a.totals).toEqual({ vacancies_published: 4, applications: 8, accepted: 3, median_days_to_answer: 5 });
  });

  it("an admin gets one chosen centre", async () => {
    const { status, body } = await charts(ADMIN, `${PERIOD}&center=${centerB}`);
    expect(status).toBe(200);
    const a = body.data.attributes;
    expect(a.vacancies_published).toEqual([0, 0, 0, 1, 0, 0]);
    expect(a.applications.accepted).toEqual([0, 0, 0, 1, 0, 0]);
    expect(a.organizations).toEqual([{ status: "approved", type: "NonProfit", count: 1 }]);
    expect(a.activity_types.map((t: { id: number; count: number }) => [t.id, t.count])).toEqual([[types[2], 1]]);
    expect(a.answer_time).toEqual({ buckets: { lt1: 0, d1to3: 1, d3to7: 0, d7to14: 0, gte14: 0 }, decided: 1, median_days: 1 });
    expect(a.age_groups.groups.map((g: { count: number }) => g.count)).toEqual([1, 0, 0, 0, 0]);
    expect(a.age_groups.unknown).toBe(0);
    expect(a.sign_ups).toEqual([]);
    expect(a.totals).toEqual({ vacancies_published: 1, applications: 1, accepted: 1, median_days_to_answer: 1 });
  });

  it("an admin's every centre adds A and B to what was there, and never another tenant's rows", async () => {
    const { status, body } = await charts(ADMIN);
    expect(status).toBe(200);
    const a = body.data.attributes;
    expect(a.center_ids).toBe("all");
    expect(a.vacancies_published).toEqual(add(before.vacancies_published, [1, 1, 1, 1, 1, 0]));
    expect(a.applications.accepted).toEqual(add(before.applications.accepted, [1, 0, 1, 1, 0, 1]));
    expect(a.applications.pending).toEqual(add(before.applications.pending, [0, 0, 1, 0, 0, 0]));
    expect(a.applications.rejected).toEqual(add(before.applications.rejected, [1, 0, 0, 0, 1, 0]));
    expect(a.applications.waitlisted).toEqual(add(before.applications.waitlisted, [0, 0, 0, 0, 1, 0]));
    expect(a.applications.withdrawn).toEqual(add(before.applications.withdrawn, [0, 1, 0, 0, 0, 0]));
    const orgCount = (attrs: any, status: string, type: string) =>
      attrs.organizations.find((o: { status: string; type: string }) => o.status === status && o.type === type)?.count ?? 0;
    expect(orgCount(a, "approved", "NonProfit")).toBe(orgCount(before, "approved", "NonProfit") + 2);
    expect(orgCount(a, "approved", "School")).toBe(orgCount(before, "approved", "School") + 1);
    expect(orgCount(a, "pending", "NonProfit")).toBe(orgCount(before, "pending", "NonProfit") + 1);
    expect(orgCount(a, "deleted", "NonProfit")).toBe(0);
    // The seed holds nothing in the period: these are the fixture's alone (roermond's vR1 and its sign-up are not).
    expect(before.vacancies_published).toEqual(ZEROS);
    expect(before.answer_time.decided).toBe(0);
    expect(a.activity_types.map((t: { id: number; count: number }) => [t.id, t.count])).toEqual([
      [types[1], 4],
      [types[0], 2],
      [types[2], 1],
    ]);
    expect(a.answer_time).toEqual({ buckets: { lt1: 1, d1to3: 2, d3to7: 1, d7to14: 1, gte14: 1 }, decided: 6, median_days: 3.5 });
    expect(a.age_groups.groups.map((g: { count: number }, i: number) => g.count - before.age_groups.groups[i].count)).toEqual([
      1, 1, 1, 1, 1,
    ]);
    expect(a.age_groups.unknown - before.age_groups.unknown).toBe(1);
    expect(a.sign_ups).toEqual([
      { id: vacancy.vA3, title: "vA3", count: 3 },
      { id: vacancy.vA6, title: "vA6", count: 2 },
    ]);
  });

  it("cuts weeks in Amsterdam time: 00:30 on 1 February is not January's", async () => {
    const { body } = await charts(SUPER_A, "from=2024-01-01&to=2024-02-04&interval=week");
    const a = body.data.attributes;
    expect(a.buckets.map((b: { key: string }) => b.key)).toEqual([
      "2024-01-01",
      "2024-01-08",
      "2024-01-15",
      "2024-01-22",
      "2024-01-29",
    ]);
    expect(a.vacancies_published).toEqual([0, 1, 0, 0, 1]);
    const january = (await charts(SUPER_A, "from=2024-01-01&to=2024-01-31&interval=month")).body.data.attributes;
    expect(january.vacancies_published).toEqual([1]);
  });

  it("answers an empty period with every bucket at zero and no median", async () => {
    const { status, body } = await charts(SUPER_A, "from=2022-01-01&to=2022-03-31&interval=month");
    expect(status).toBe(200);
    const a = body.data.attributes;
    expect(a.vacancies_published).toEqual([0, 0, 0]);
    expect(a.answer_time.median_days).toBeNull();
    expect(a.totals.median_days_to_answer).toBeNull();
    expect(a.sign_ups).toEqual([]);
  });
});

describe("who may ask, and bad input", () => {
  it("signed out is 401, a volunteer 403", async () => {
    expect((await h.json(`/api/v1/analytics/charts?${PERIOD}`)).status).toBe(401);
    expect((await charts(VOLUNTEER)).status).toBe(403);
  });

  it("a centre superuser asking for another centre or all is 403; an unknown or other tenant's centre is 404", async () => {
    expect((await charts(SUPER_A, `${PERIOD}&center=${centerB}`)).status).toBe(403);
    expect((await charts(SUPER_A, `${PERIOD}&center=all`)).status).toBe(403);
    expect((await charts(ADMIN, `${PERIOD}&center=999999`)).status).toBe(404);
    expect((await charts(ADMIN, `${PERIOD}&center=${roermondCenter}`)).status).toBe(404);
  });

  it("a volunteer with a bad period is still 403 (the guard first)", async () => {
    expect((await charts(VOLUNTEER, "from=2024-06-30&to=2024-01-01")).status).toBe(403);
  });

  it.each([
    ["ends before it starts", "from=2024-06-30&to=2024-01-01", "to", "analytics:errors.endBeforeStart"],
    ["spans twenty years", "from=2004-01-01&to=2023-12-31", "to", "analytics:errors.tooLong"],
    ["a date that is none", "from=2024-02-30&to=2024-03-01", "from", "analytics:errors.date"],
    ["an unknown interval", `${PERIOD.replace("month", "day")}`, "interval", "analytics:errors.interval"],
    ["a malformed centre", `${PERIOD}&center=x`, "center", "analytics:errors.center"],
  ])("%s is a 400 naming the parameter", async (_name, query, parameter, message) => {
    const { status, body } = await charts(ADMIN, query);
    expect(status).toBe(400);
    expect(body.errors[0].source).toEqual({ parameter });
    expect(body.errors[0].meta.message).toContain(message);
  });

  it("an unknown or repeated parameter is a 400 naming it", async () => {
    const unknown = await charts(ADMIN, `${PERIOD}&sort=x`);
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0].source).toEqual({ parameter: "sort" });
    const twice = await charts(ADMIN, `${PERIOD}&from=2024-01-02`);
    expect(twice.status).toBe(400);
    expect(twice.body.errors[0].source).toEqual({ parameter: "from" });
  });

  it("five years of weeks is answered (every bucket present)", async () => {
    const { status, body } = await charts(ADMIN, "from=2019-07-01&to=2024-06-30&interval=week");
    expect(status).toBe(200);
    expect(body.data.attributes.buckets.length).toBeGreaterThan(260);
    expect(body.data.attributes.vacancies_published.length).toBe(body.data.attributes.buckets.length);
  });
});
