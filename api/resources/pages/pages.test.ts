import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BLOCK_TYPES } from "../../../contract/content-blocks";
import { type ApiHarness, createApiHarness } from "../../../tests/setup/api";
import { as } from "../../../tests/setup/auth";

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(() => h?.dispose());

type PageResource = { id: string; type: string; attributes: Record<string, any>; relationships: Record<string, any> };

describe("GET /api/v1/pages", () => {
  it("finds the home page by its empty slug", async () => {
    const { status, body } = await h.json("/api/v1/pages?filter[slug]=");
    expect(status).toBe(200);
    expect(body.data).toHaveLength(1);
    expect(body.data[0].attributes).toMatchObject({ slug: "", is_published: true, page_type: "default" });
  });

  it("filters by page_type and sorts newest first by default", async () => {
    const { body } = await h.json("/api/v1/pages?filter[page_type]=news,success_story&page[size]=100");
    const items = body.data as PageResource[];
    expect(items.length).toBeGreaterThanOrEqual(6);
    expect(items.every((p) => ["news", "success_story"].includes(p.attributes.page_type))).toBe(true);
    const dates = items.map((p) => p.attributes.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("paginates with links that keep the filters", async () => {
    const { body } = await h.json("/api/v1/pages?filter[page_type]=news&page[size]=2&page[number]=2");
    expect(body.data).toHaveLength(2);
    expect(body.meta).toMatchObject({ current_page: 2, page_size: 2 });
    expect(body.links.prev).toContain("page%5Bnumber%5D=1");
    expect(body.links.next).toContain("filter%5Bpage_type%5D=news");
  });

  it("never lists unpublished pages", async () => {
    const { body } = await h.json("/api/v1/pages?page[size]=1000");
    expect((body.data as PageResource[]).every((p) => p.attributes.is_published)).toBe(true);
    const draft = await h.json("/api/v1/pages?filter[slug]=concept-nieuwe-actie");
    expect(draft.body.data).toEqual([]);
  });

  it("includes content blocks in position order", async () => {
    const { body } = await h.json("/api/v1/pages?filter[slug]=alle-blokken&include=content_blocks");
    const page = body.data[0] as PageResource;
    const blockIds = page.relationships.content_blocks.data.map((r: { id: string }) => r.id);
    const blocks = body.included.filter((r: PageResource) => r.type === "content_blocks");
    expect(blocks.map((b: PageResource) => b.id)).toEqual(blockIds);
    expect(blocks.map((b: PageResource) => b.attributes.block_type)).toEqual(BLOCK_TYPES);
    const positions = blocks.map((b: PageResource) => b.attributes.position);
    expect(positions).toEqual([...positions].sort((a: number, b: number) => a - b));
  });

  it("includes the blocks of exactly the listed page of results (blocks share the list's D1 batch)", async () => {
    const all = await h.json("/api/v1/pages?sort=title&include=content_blocks&page[size]=100");
    const second = await h.json("/api/v1/pages?sort=title&include=content_blocks&page[size]=3&page[number]=2");
    const listed = second.body.data as PageResource[];
    expect(listed.map((p) => p.id)).toEqual((all.body.data as PageResource[]).slice(3, 6).map((p) => p.id));
    const included = (second.body.included ?? []) as PageResource[];
    const linked = listed.flatMap((p) => p.relationships.content_blocks.data.map((r: { id: string }) => r.id));
    expect(linked.length).toBeGreaterThan(0);
    expect(included.map((b) => b.id).sort()).toEqual([...linked].sort());
    for (const page of listed) {
      const full = (all.body.data as PageResource[]).find((p) => p.id === page.id)!;
      expect(page.relationships.content_blocks.data).toEqual(full.relationships.content_blocks.data);
    }
    expect(second.body.meta).toMatchObject({ current_page: 2, page_size: 3, record_count: all.body.data.length });
  });

  it("scopes pages to the request's centre and tenant", async () => {
    const five = await h.json("/api/v1/pages?filter[slug]=", { tenant: "public", headers: { "Volunteer-Center-Id": "5" } });
    const six = await h.json("/api/v1/pages?filter[slug]=", { tenant: "public", headers: { "Volunteer-Center-Id": "6" } });
    expect(five.body.data[0].id).not.toBe(six.body.data[0].id);
    const oldebroekHome = await h.json("/api/v1/pages?filter[slug]=");
    const roermondHome = await h.json("/api/v1/pages?filter[slug]=", { tenant: "roermond" });
    expect(oldebroekHome.body.data[0].id).not.toBe(roermondHome.body.data[0].id);
  });

  it("passes a block's props through as stored: attribute names snake_cased, the document's own keys untouched (ADR 0043)", async () => {
    const { contentBlocks, pages } = await import("../../../db/schema");
    const { and, eq } = await import("drizzle-orm");
    const props = {
      imagePosition: "left",
      image_position: "right",
      "e-mail": "anna@example.org",
      "Vraag 1": "Ja",
      nested: { "Vraag 2": [{ innerKey: 1, inner_key: 2 }] },
    };
    const [home] = await h.db
      .select({ id: pages.id })
      .from(pages)
      .where(and(eq(pages.tenantId, "oldebroek"), eq(pages.slug, "")));
    const [block] = await h.db.select({ id: contentBlocks.id }).from(contentBlocks).where(eq(contentBlocks.pageId, home.id));
    await h.db.update(contentBlocks).set({ props }).where(eq(contentBlocks.id, block.id));

    const response = await h.call("/api/v1/pages?filter[slug]=&include=content_blocks");
    const text = await response.text();
    expect(text).toContain(`"props":${JSON.stringify(props)}`);
    const included = (JSON.parse(text).included as PageResource[]).find((r) => r.id === String(block.id))!;
    expect(Object.keys(included.attributes).sort()).toEqual(["block_type", "position", "props", "props_en"]);
    expect(included.attributes.props).toStrictEqual(props);
  });

  it.each([
    ["filter[page_type]=secret", "filter[page_type]"],
    ["filter[tenant_id]=roermond", "filter[tenant_id]"],
    ["include=author", "include"],
    ["sort=-tenant_id", "sort"],
    ["page[size]=1001", "page[size]"],
    ["filter[featured]=maybe", "filter[featured]"],
  ])("rejects %s", async (query, parameter) => {
    const { status, body } = await h.json(`/api/v1/pages?${query}`);
    expect(status).toBe(400);
    expect(body.errors[0].source.parameter).toBe(parameter);
  });
});

describe("GET /api/v1/pages/:id", () => {
  it("shows a published page with its blocks", async () => {
    const list = await h.json("/api/v1/pages?filter[slug]=over-ons");
    const id = list.body.data[0].id;
    const { status, body } = await h.json(`/api/v1/pages/${id}?include=content_blocks`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ type: "pages", id, links: { self: `/api/v1/pages/${id}` } });
    expect(body.included.length).toBeGreaterThan(0);
  });

  it("answers 404 for another tenant's page, an unpublished page and junk ids", async () => {
    const roermondHome = await h.json("/api/v1/pages?filter[slug]=", { tenant: "roermond" });
    const foreignId = roermondHome.body.data[0].id;
    expect((await h.json(`/api/v1/pages/${foreignId}`)).status).toBe(404);
    expect((await h.json(`/api/v1/pages/${foreignId}`, { tenant: "roermond" })).status).toBe(200);

    const { pages } = await import("../../../db/schema");
    const { and, eq } = await import("drizzle-orm");
    const [draft] = await h.db
      .select({ id: pages.id })
      .from(pages)
      .where(and(eq(pages.tenantId, "oldebroek"), eq(pages.isPublished, false)));
    expect(draft).toBeDefined();
    expect((await h.json(`/api/v1/pages/${draft.id}`)).status).toBe(404);

    for (const junk of ["0", "abc", "99999999", "1%20or%201=1"]) {
      expect((await h.json(`/api/v1/pages/${junk}`)).status, junk).toBe(404);
    }
  });

  it("shows a draft to the centre's page editors only (policy pages.manage)", async () => {
    const { pages } = await import("../../../db/schema");
    const { and, eq } = await import("drizzle-orm");
    const [draft] = await h.db
      .select({ id: pages.id })
      .from(pages)
      .where(and(eq(pages.tenantId, "oldebroek"), eq(pages.isPublished, false)));
    for (const role of ["page_manager", "content_manager", "center_superuser", "admin"]) {
      const headers = await as(h, `${role}@oldebroek.example.org`);
      expect((await h.json(`/api/v1/pages/${draft.id}`, { headers })).status, role).toBe(200);
    }
    for (const role of ["volunteer", "organization_superuser"]) {
      const headers = await as(h, `${role}@oldebroek.example.org`);
      expect((await h.json(`/api/v1/pages/${draft.id}`, { headers })).status, role).toBe(404);
    }
    // Lists stay the public site's, also for editors.
    const list = await h.json("/api/v1/pages?filter[slug]=concept-nieuwe-actie", {
      headers: await as(h, "admin@oldebroek.example.org"),
    });
    expect(list.body.data).toEqual([]);
  }, 60_000);
});
