import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiHarness, createApiHarness } from "../../../tests/setup/api";

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(() => h?.dispose());

type Item = { id: string; attributes: Record<string, any>; relationships: Record<string, any> };

describe("GET /api/v1/menu_items", () => {
  it("returns the header menu in order, with parents and page links", async () => {
    const { status, body } = await h.json("/api/v1/menu_items?filter[menu]=header&include=page");
    expect(status).toBe(200);
    const items = body.data as Item[];
    expect(items.length).toBeGreaterThanOrEqual(5);
    expect(items.every((i) => i.attributes.menu === "header")).toBe(true);
    const topLevel = items.filter((i) => i.relationships.parent.data === null);
    const orders = topLevel.map((i) => i.attributes.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(items.some((i) => i.relationships.parent.data !== null)).toBe(true);

    const contentLinks = items.filter((i) => i.attributes.link_type === "content_page");
    expect(contentLinks.length).toBeGreaterThan(0);
    const includedIds = new Set(body.included.map((p: { id: string }) => p.id));
    for (const link of contentLinks) expect(includedIds.has(link.relationships.page.data.id)).toBe(true);
    expect(body.included[0].attributes).toHaveProperty("slug");
  });

  it("separates header and footer and tenants", async () => {
    const footer = await h.json("/api/v1/menu_items?filter[menu]=footer");
    expect(footer.body.data.length).toBeGreaterThanOrEqual(3);
    const mine = new Set(((await h.json("/api/v1/menu_items")).body.data as Item[]).map((i) => i.id));
    const theirs = ((await h.json("/api/v1/menu_items", { tenant: "roermond" })).body.data as Item[]).map((i) => i.id);
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.some((id) => mine.has(id))).toBe(false);
  });

  it("rejects an unknown menu", async () => {
    const { status, body } = await h.json("/api/v1/menu_items?filter[menu]=sidebar");
    expect(status).toBe(400);
    expect(body.errors[0].source.parameter).toBe("filter[menu]");
  });
});
