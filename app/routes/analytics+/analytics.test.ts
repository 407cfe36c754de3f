/**
 * /analytics (docs/decisions/0067-analytics-charts.md), the loader with the real load context: a valid filter reads
 * the charts for the centre superuser's own centre; an invalid one keeps the values, names the field and reads no
 * figures; an admin is offered the tenant's centres and may pick one; a volunteer is refused (403).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/d1";
import { createRouteHarness, type RouteHarness } from "../../../tests/setup/load-context";
import { loader } from "./_index";

let database: TestDatabase;
let route: RouteHarness;
beforeAll(async () => {
  database = await createTestDatabase();
  route = createRouteHarness(database);
});
afterAll(() => database?.dispose());

describe("/analytics", () => {
  it("reads a centre superuser's charts for the chosen period, without offering centres", async () => {
    const { cookie } = await route.signedIn("center_superuser@oldebroek.example.org");
    const data = await route.load(loader, "/analytics?from=2024-01-01&to=2024-03-31&interval=month", { cookie });
    expect(data.filter.errors).toEqual({});
    expect(data.anyCenter).toBe(false);
    expect(data.charts?.buckets.map((b) => b.key)).toEqual(["2024-01", "2024-02", "2024-03"]);
    expect(data.charts?.centerIds).toHaveLength(1);
  });

  it("an end before the start: the error on `to`, the values as typed, no figures", async () => {
    const { cookie } = await route.signedIn("center_superuser@oldebroek.example.org");
    const data = await route.load(loader, "/analytics?from=2024-06-30&to=2024-01-01", { cookie });
    expect(data.filter.errors).toEqual({ to: "analytics:errors.endBeforeStart" });
    expect(data.filter.values.from).toBe("2024-06-30");
    expect(data.charts).toBeNull();
  });

  it("offers an admin the tenant's centres and reads the one picked", async () => {
    const { cookie } = await route.signedIn("admin@oldebroek.example.org");
    const all = await route.load(loader, "/analytics", { cookie });
    expect(all.anyCenter).toBe(true);
    expect(all.centers.length).toBeGreaterThan(0);
    expect(all.charts?.centerIds).toBe("all");
    const picked = all.centers[0]!;
    const one = await route.load(loader, `/analytics?center=${picked.id}`, { cookie });
    expect(one.charts?.centerIds).toEqual([Number(picked.id)]);
    expect(one.centerName).toBe(picked.name);
  });

  it("refuses a volunteer (403)", async () => {
    const { cookie } = await route.signedIn("volunteer@oldebroek.example.org");
    const thrown = await route.load(loader, "/analytics", { cookie }).catch((e: unknown) => e);
    expect((thrown as { init?: { status?: number } }).init?.status).toBe(403);
  });
});
