/**
 * /content/images (ADR 0058) through the real load context, the in-process API and a real local D1, its loader
 * behind the server build's own guard (`guardRoutes`): page managers and the other page editors see the centre's
 * images and the tenant's stock images; others get the 403 page, a visitor the sign-in page; nothing of another
 * tenant or centre, no PDFs; `q` searches; the page size is capped.
 */
import type { LoaderFunctionArgs, ServerBuild } from "@remix-run/cloudflare";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploads } from "../../../db/schema";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/d1";
import { createRouteHarness, type RouteHarness } from "../../../tests/setup/load-context";
import { guardRoutes } from "../../utils/access.server";
import * as images from "./images";

const SITE = "http://oldebroek.localhost";

let database: TestDatabase;
let route: RouteHarness;
let pageManager: string;
beforeAll(async () => {
  database = await createTestDatabase();
  route = createRouteHarness(database, SITE);
  pageManager = (await route.signedIn("page_manager@oldebroek.example.org")).cookie;
});
afterAll(() => database?.dispose());

/** The loader as the built Worker runs it: wrapped by default deny and `handle.requires`. */
const guarded = guardRoutes({
  "routes/content+/images": { id: "routes/content+/images", parentId: "root", path: "content/images", module: images },
} as unknown as ServerBuild["routes"])["routes/content+/images"].module.loader as (
  args: LoaderFunctionArgs,
) => Promise<Awaited<ReturnType<typeof images.loader>>>;

const load = (path: string, cookie = pageManager) => route.load(guarded, path, { cookie });
const failure = (path: string, cookie: string) =>
  load(path, cookie).then(
    () => null,
    (thrown: unknown) => thrown,
  );

let seq = 0;
async function file(tenantId: string, name: string, contentType = "image/png", volunteerCenterId = 1) {
  seq++;
  await database.db.insert(uploads).values({
    tenantId,
    volunteerCenterId,
    name,
    contentType,
    byteSize: 10,
    width: 40,
    height: 30,
    storageKey: `${tenantId}/${volunteerCenterId}/${seq.toString(16).padStart(32, "0")}/${name}`,
    createdAt: `2030-01-01T00:00:${String(seq).padStart(2, "0")}.000Z`,
  });
}

describe("/content/images", () => {
  it("shows a page manager the centre's images with their address and size, newest first; no PDFs", async () => {
    await file("oldebroek", "kiezen-een.png");
    await file("oldebroek", "kiezen-twee.png");
    await file("oldebroek", "kiezen-verslag.pdf", "application/pdf");
    const data = await load("/content/images?q=kiezen");
    expect(data.images.map((i) => i.name)).toEqual(["kiezen-twee.png", "kiezen-een.png"]);
    expect(data.images[0]).toMatchObject({
      kind: "upload",
      alt: "kiezen-twee",
      width: 40,
      height: 30,
      url: expect.stringMatching(/^\/api\/v1\/files\/1\/[0-9a-f]{32}\/kiezen-twee\.png$/),
    });
    expect(data).toMatchObject({ q: "kiezen", total: 2, page: 1, pageCount: 1 });
    // Without a search the seeded stock images are there too.
    const all = await load("/content/images");
    expect(all.images.some((i) => i.kind === "stock_image")).toBe(true);
  });

  it("never lists another tenant's images", async () => {
    await file("roermond", "kiezen-roermond.png", "image/png", 2);
    const data = await load("/content/images?q=roermond");
    expect(data.images).toEqual([]);
    const theirs = (await route.signedIn("page_manager@roermond.example.org")).cookie;
    const there = await createRouteHarness(database, "http://roermond.localhost").load(guarded, "/content/images?q=roermond", {
      cookie: theirs,
    });
    expect(there.images.map((i) => i.name)).toEqual(["kiezen-roermond.png"]);
  });

  it("never lists another centre's uploads (the public tenant's Venlo centre beside its default one)", async () => {
    await file("public", "kiezen-venlo.png", "image/png", 6);
    await file("public", "kiezen-publiek.png", "image/png", 5);
    const site = createRouteHarness(database, "http://public.localhost");
    const cookie = (await site.signedIn("page_manager@public.example.org")).cookie;
    const data = await site.load(guarded, "/content/images?q=kiezen", { cookie });
    expect(data.images.map((i) => i.name)).toEqual(["kiezen-publiek.png"]);
  });

  it("caps the page size at the API's maximum and pages", async () => {
    for (let i = 0; i < 50; i++) await file("oldebroek", `veel-${i}.png`);
    const capped = await load("/content/images?q=veel&size=1000");
    expect(capped.images).toHaveLength(48);
    expect(capped).toMatchObject({ total: 50, pageCount: 2 });
    const standard = await load("/content/images?q=veel&page=3");
    expect(standard.images.map((i) => i.name)).toEqual(["veel-1.png", "veel-0.png"]);
    expect(standard.pageCount).toBe(3);
  });

  it("answers a volunteer with the 403 page and a visitor with the sign-in page", async () => {
    const volunteer = (await route.signedIn("volunteer@oldebroek.example.org")).cookie;
    const refused = await failure("/content/images", volunteer);
    expect((refused as { init?: { status?: number } }).init?.status).toBe(403);
    const visitor = await failure("/content/images", "");
    expect(visitor).toBeInstanceOf(Response);
    expect((visitor as Response).headers.get("Location")).toMatch(/^\/auth\/login-1\?redirectTo=%2Fcontent%2Fimages/);
    for (const role of ["content_manager", "center_superuser", "admin"]) {
      const cookie = (await route.signedIn(`${role}@oldebroek.example.org`)).cookie;
      expect((await load("/content/images?q=kiezen", cookie)).total, role).toBe(2);
    }
  });
});
