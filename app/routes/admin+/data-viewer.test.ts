/**
 * /admin/data-viewer and its CSV export through their route modules with a real load context and the in-process API
 * (ADR 0071): the first table by default, a table and a filter from the URL, filters of another table dropped, a
 * filter the API refuses shown as a message (no error page), an unknown table a 404, the export the API's stream
 * handed on with the screen's filters, a refused export filter back to the screen; a volunteer is refused by the API.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/d1";
import { createRouteHarness, type RouteHarness } from "../../../tests/setup/load-context";
import { loader } from "./data-viewer._index";
import { loader as csvLoader } from "./data-viewer.export[.]csv";

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
async function load<T>(fn: (args: LoaderFunctionArgs) => Promise<T>, path: string, email = ADMIN) {
  if (!cookies.has(email)) cookies.set(email, (await route.signedIn(email)).cookie);
  return route.load(fn, path, { cookie: cookies.get(email) });
}

describe("/admin/data-viewer", () => {
  it("shows the first table by default, newest first, paged", async () => {
    const data = await load(loader, "/admin/data-viewer");
    expect(data.query.table.key).toBe("organizations");
    expect(data.badParameter).toBeNull();
    expect(data.rows.length).toBeGreaterThan(0);
    const ids = data.rows.map((r) => Number(r.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(data.columns.map((c) => c.name)).toContain("email");
  });

  it("reads the table, filter, sort and page from the URL; another table's filters are dropped", async () => {
    const data = await load(
      loader,
      "/admin/data-viewer?table=users&filter[email.contains]=admin@oldebroek&filter[title.contains]=x&sort=email",
    );
    expect(data.query.filters).toEqual({ "email.contains": "admin@oldebroek" });
    expect(data.rows.map((r) => r.cells.email)).toEqual([ADMIN]);
    expect(data.exportSearch).toBe("?table=users&filter%5Bemail.contains%5D=admin%40oldebroek");
  });

  it("a filter the API refuses is a message beside an empty table", async () => {
    const data = await load(loader, "/admin/data-viewer?table=organizations&filter[id]=abc");
    expect(data.badParameter).toBe("filter[id]");
    expect(data.rows).toEqual([]);
  });

  it("a table the viewer does not have is a 404; a volunteer is refused (403)", async () => {
    await expect(load(loader, "/admin/data-viewer?table=auth_tokens")).rejects.toMatchObject({ init: { status: 404 } });
    await expect(load(loader, "/admin/data-viewer", VOLUNTEER)).rejects.toMatchObject({ init: { status: 403 } });
  });
});

describe("/admin/data-viewer/export.csv", () => {
  it("hands on the API's stream with the screen's filters", async () => {
    const response = (await load(
      csvLoader,
      "/admin/data-viewer/export.csv?table=users&filter[email.contains]=admin@",
    )) as Response;
    expect(response.status).toBe(200);
    expect(response.body).toBeInstanceOf(ReadableStream);
    expect(response.headers.get("Content-Disposition")).toMatch(/filename="users-\d{4}-\d{2}-\d{2}\.csv"/);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
    const lines = text.trimEnd().split("\r\n");
    expect(lines[0]).toMatch(/^\uFEFFid;volunteer_center_id;email;/);
    expect(lines.slice(1).every((line) => line.includes("admin@"))).toBe(true);
  });

  it("a refused filter goes back to the screen", async () => {
    const thrown = await load(csvLoader, "/admin/data-viewer/export.csv?table=organizations&filter[id]=abc").catch(
      (e: unknown) => e,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("Location")).toBe("/admin/data-viewer?table=organizations&filter[id]=abc");
  });
});
