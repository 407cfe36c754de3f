/**
 * /analytics/index-2 and /analytics/index-2.csv through their route modules with a real load context and the
 * in-process API (the municipality report, ADR 0068): a centre superuser's report names their centre and offers no
 * centre choice, an admin's every centre; the municipality choice narrows the table but keeps the list; an invalid
 * period reads no figures; the CSV is the API's stream handed on (BOM, header in the page's language); a volunteer
 * is refused by the API.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/d1";
import { createRouteHarness, type RouteHarness } from "../../../tests/setup/load-context";
import { loader } from "./index-2";
import { loader as csvLoader } from "./index-2[.]csv";

const CENTER = "center_superuser@oldebroek.example.org";
const ADMIN = "admin@oldebroek.example.org";
const VOLUNTEER = "volunteer@oldebroek.example.org";

let database: TestDatabase;
let route: RouteHarness;
beforeAll(async () => {
  database = await createTestDatabase();
  route = createRouteHarness(database);
});
afterAll(() => database?.dispose());

const cookies = new Map<string, string>();
async function load<T>(fn: (args: LoaderFunctionArgs) => Promise<T>, path: string, email: string) {
  if (!cookies.has(email)) cookies.set(email, (await route.signedIn(email)).cookie);
  return route.load(fn, path, { cookie: cookies.get(email) });
}

describe("/analytics/index-2", () => {
  it("a centre superuser: their centre named, no centre choice, the demo's municipalities and totals", async () => {
    const data = await load(loader, "/analytics/index-2", CENTER);
    expect(data.centers).toEqual([]);
    expect(data.centerNames).toHaveLength(1);
    expect(data.range).not.toBeNull();
    expect(data.municipalities).toContain("Oldebroek");
    expect(data.totals?.organizations).toBeGreaterThan(0);
    const sum = data.rows.reduce((n, r) => n + r.organizations, 0);
    expect(sum).toBe(data.totals?.organizations);
  });

  it("narrows to one municipality and keeps the whole list to choose from", async () => {
    const data = await load(loader, "/analytics/index-2?municipality=Oldebroek", CENTER);
    expect(data.rows.map((r) => r.municipality)).toEqual(["Oldebroek"]);
    expect(data.filter.municipality).toBe("Oldebroek");
    expect(data.municipalities.length).toBeGreaterThanOrEqual(1);
    expect(data.totals?.organizations).toBe(data.rows[0].organizations);
  });

  it("an admin: every centre, and the centres to choose from", async () => {
    const data = await load(loader, "/analytics/index-2", ADMIN);
    expect(data.centerNames).toBeNull();
    expect(data.centers.length).toBeGreaterThanOrEqual(1);
  });

  it("an invalid period shows the error and reads no figures", async () => {
    const data = await load(loader, "/analytics/index-2?from=2021-06-30&to=2021-01-01", CENTER);
    expect(data.filter.errors.to).toBe("analytics:errors.endBeforeStart");
    expect(data.totals).toBeNull();
    expect(data.rows).toEqual([]);
  });

  it("a volunteer is refused (403)", async () => {
    const thrown = await load(loader, "/analytics/index-2", VOLUNTEER).catch((e: unknown) => e);
    expect(thrown).toMatchObject({ init: { status: 403 } });
  });
});

describe("/analytics/index-2.csv", () => {
  it("hands on the API's stream: BOM, the Dutch header, the file name with the period", async () => {
    const response = (await load(csvLoader, "/analytics/index-2.csv?from=2021-01-01&to=2021-06-30", CENTER)) as Response;
    expect(response.status).toBe(200);
    expect(response.body).toBeInstanceOf(ReadableStream);
    expect(response.headers.get("Content-Disposition")).toContain("gemeenterapport-2021-01-01-2021-06-30.csv");
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(text.startsWith("\uFEFFGemeente;Organisaties (goedgekeurd);")).toBe(true);
    expect(text.trimEnd().split("\r\n").at(-1)).toMatch(/^Totaal;/);
  });

  it("in English under /en", async () => {
    const response = (await load(csvLoader, "/en/analytics/index-2.csv?from=2021-01-01&to=2021-06-30", CENTER)) as Response;
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(text.startsWith("\uFEFFMunicipality;")).toBe(true);
  });

  it("an invalid period goes back to the report with the filter", async () => {
    const thrown = await load(csvLoader, "/analytics/index-2.csv?from=2021-06-30&to=2021-01-01", CENTER).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("Location")).toBe("/analytics/index-2?from=2021-06-30&to=2021-01-01");
  });
});
