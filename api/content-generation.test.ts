/**
 * The public content generation (ADR 0049): a successful write of public content bumps its tenant's generation, which
 * the edge cache puts in the key of every anonymous page (workers/edge-cache.test.ts covers the cache side). Run with
 * the production configuration: in development every successful API write bumps, which would hide a missing rule.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pages } from "../db/schema";
import { type ApiHarness, createApiHarness } from "../tests/setup/api";
import { as } from "../tests/setup/auth";
import { bumpsContentGeneration, readContentGeneration } from "./services/content-generation";
import { publishScheduledPages } from "./services/page-writes";

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness({ env: { ENVIRONMENT: "production" } });
});
afterAll(() => h?.dispose());

const PRODUCTION = { ENVIRONMENT: "production" };
const DEVELOPMENT = { ENVIRONMENT: "development" };
const generation = (tenant: string) => readContentGeneration(h.env.DB, tenant);
const generations = async () => ({ oldebroek: await generation("oldebroek"), roermond: await generation("roermond") });

async function send(method: string, path: string, body?: unknown, who: string | null = "content_manager@oldebroek.example.org") {
  return h.json(path, { method, body, headers: who ? await as(h, who) : {} });
}
const pageDoc = (attributes: Record<string, unknown>) => ({ data: { type: "pages", attributes } });

describe("which answers bump (bumpsContentGeneration)", () => {
  it.each([
    ["POST", "/api/v1/pages"],
    ["PATCH", "/api/v1/pages/12"],
    ["PUT", "/api/v1/pages/12"],
    ["DELETE", "/api/v1/pages/12"],
    ["POST", "/api/v1/pages/12/revisions/3/restore"],
    ["PUT", "/api/v1/pages/12/content_blocks"],
    ["POST", "/api/v1/content_blocks"],
    ["DELETE", "/api/v1/content_blocks/4"],
    ["POST", "/api/v1/menu_items/5/move"],
    ["PUT", "/api/v1/volunteer_centers/1/design"],
    ["PUT", "/api/v1/volunteer_centers/1/footer"],
    ["POST", "/api/v1/uploads"],
    ["DELETE", "/api/v1/stock_images/2"],
  ])("a successful %s %s bumps, in production too", (method, path) => {
    for (const status of [200, 201, 204]) expect(bumpsContentGeneration(PRODUCTION, method, path, status)).toBe(true);
  });

  it("a read, a refused or failed write, another resource or a look-alike path does not bump in production", () => {
    for (const method of ["GET", "HEAD", "OPTIONS"])
      expect(bumpsContentGeneration(PRODUCTION, method, "/api/v1/pages", 200)).toBe(false);
    for (const status of [302, 400, 401, 403, 404, 409, 422, 429, 500, 503])
      expect(bumpsContentGeneration(PRODUCTION, "PATCH", "/api/v1/pages/1", status)).toBe(false);
    for (const path of ["/api/v1/vacancies", "/api/v1/applications", "/api/v1/current_user", "/api/v1/pagesx", "/auth/sign_in"])
      expect(bumpsContentGeneration(PRODUCTION, "POST", path, 201)).toBe(false);
  });

  it("in development every successful API write bumps (local flows see any write at once), still no failed one", () => {
    expect(bumpsContentGeneration(DEVELOPMENT, "POST", "/api/v1/vacancies", 201)).toBe(true);
    expect(bumpsContentGeneration(DEVELOPMENT, "PATCH", "/api/v1/current_user", 200)).toBe(true);
    expect(bumpsContentGeneration(DEVELOPMENT, "POST", "/api/v1/vacancies", 422)).toBe(false);
    expect(bumpsContentGeneration(DEVELOPMENT, "GET", "/api/v1/vacancies", 200)).toBe(false);
  });
});

describe("content writes bump their tenant's generation (production configuration)", () => {
  it("a tenant without a row is at generation 0", async () => {
    expect(await generation("no-such-tenant")).toBe(0);
  });

  it("creating, saving and deleting a page each bump oldebroek's generation once, never roermond's", async () => {
    const before = await generations();
    const created = await send("POST", "/api/v1/pages", pageDoc({ title: "Generatie" }));
    expect(created.status).toBe(201);
    expect(await generations()).toEqual({ ...before, oldebroek: before.oldebroek + 1 });
    const id = created.body.data.id;
    expect((await send("PATCH", `/api/v1/pages/${id}`, pageDoc({ is_published: true, lock_version: 0 }))).status).toBe(200);
    expect(await generations()).toEqual({ ...before, oldebroek: before.oldebroek + 2 });
    const deleted = await h.call(`/api/v1/pages/${id}`, {
      method: "DELETE",
      headers: await as(h, "content_manager@oldebroek.example.org"),
    });
    expect(deleted.status).toBe(204);
    expect(await generations()).toEqual({ ...before, oldebroek: before.oldebroek + 3 });
  });

  it("a menu item and the centre's footer bump too", async () => {
    const before = await generation("oldebroek");
    const item = await send("POST", "/api/v1/menu_items", {
      data: {
        type: "menu_items",
        attributes: { name: "Generatie", menu: "footer", link_type: "system_page", system_page_id: "news" },
      },
    });
    expect(item.status, JSON.stringify(item.body)).toBe(201);
    const footer = await send(
      "PUT",
      "/api/v1/volunteer_centers/1/footer",
      {
        data: {
          type: "volunteer_center_profiles",
          attributes: {
            footer_columns: [{ title: "Contact", content: "Stationsweg 1" }],
            show_anbi_logo: true,
            show_nov_logo: false,
          },
        },
      },
      "center_superuser@oldebroek.example.org",
    );
    expect(footer.status, JSON.stringify(footer.body)).toBe(200);
    expect(await generation("oldebroek")).toBe(before + 2);
  });

  it("parallel writes each count (the bump is one upsert statement)", async () => {
    const before = await generation("oldebroek");
    const made = await Promise.all([1, 2, 3, 4].map((n) => send("POST", "/api/v1/pages", pageDoc({ title: `Tegelijk ${n}` }))));
    expect(made.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    expect(await generation("oldebroek")).toBe(before + 4);
  });

  it("a refused or failed write never bumps: 401, 403, 404, 409, 422", async () => {
    const page = await send("POST", "/api/v1/pages", pageDoc({ title: "Blijft" }));
    const id = page.body.data.id;
    const theirs = (await h.json("/api/v1/pages", { tenant: "roermond" })).body.data[0].id;
    const before = await generations();
    const refused = [
      await send("POST", "/api/v1/pages", pageDoc({ title: "Anoniem" }), null),
      await send("POST", "/api/v1/pages", pageDoc({ title: "Vrijwilliger" }), "volunteer@oldebroek.example.org"),
      await send("PATCH", `/api/v1/pages/${theirs}`, pageDoc({ title: "Van een ander", lock_version: 0 })),
      await send("PATCH", `/api/v1/pages/${id}`, pageDoc({ title: "Oud", lock_version: 7 })),
      await send("POST", "/api/v1/pages", pageDoc({ title: "" })),
    ];
    expect(refused.map((r) => r.status)).toEqual([401, 403, 404, 409, 422]);
    expect(await generations()).toEqual(before);
  });

  it("a successful write of something else (the own profile) does not bump in production", async () => {
    const before = await generations();
    const { status } = await send("PATCH", "/api/v1/current_user", { user: { first_name: "Carla" } });
    expect(status).toBe(200);
    expect(await generations()).toEqual(before);
  });
});

describe("the scheduled publication (cron) bumps the tenants whose pages it published", () => {
  it("once per tenant and run, in the publication's own transaction; a run that publishes nothing bumps nothing", async () => {
    const row = (tenantId: string, volunteerCenterId: number, slug: string, publishAt: string) => ({
      tenantId,
      volunteerCenterId,
      title: slug,
      slug,
      isPublished: false,
      publishAt,
    });
    const roermondCentre = (await h.json("/api/v1/volunteer_centers", { tenant: "roermond" })).body.data[0].id;
    await h.db
      .insert(pages)
      .values([
        row("oldebroek", 1, "gepland-een", "2031-03-01T08:00:00.000Z"),
        row("oldebroek", 1, "gepland-twee", "2031-03-01T08:30:00.000Z"),
        row("roermond", Number(roermondCentre), "gepland-later", "2031-04-01T08:00:00.000Z"),
      ]);
    const before = await generations();
    expect(await publishScheduledPages(h.env, new Date("2031-03-01T09:00:00Z"), h.db)).toEqual({ published: 2 });
    expect(await generations()).toEqual({ ...before, oldebroek: before.oldebroek + 1 });
    expect(await publishScheduledPages(h.env, new Date("2031-03-01T09:00:00Z"), h.db)).toEqual({ published: 0 });
    expect(await generations()).toEqual({ ...before, oldebroek: before.oldebroek + 1 });
    expect(await publishScheduledPages(h.env, new Date("2031-04-01T09:00:00Z"), h.db)).toEqual({ published: 1 });
    expect(await generations()).toEqual({ oldebroek: before.oldebroek + 1, roermond: before.roermond + 1 });
  });
});
