import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { menuItems, pages } from "../../../db/schema";
import { type ApiHarness, createApiHarness } from "../../../tests/setup/api";
import { as } from "../../../tests/setup/auth";

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(() => h?.dispose());

type Item = { id: string; attributes: Record<string, any>; relationships: Record<string, any> };
const CM = "content_manager@oldebroek.example.org";

async function pageId(tenant: string, published: boolean) {
  const [row] = await h.db
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.tenantId, tenant), eq(pages.isPublished, published)))
    .limit(1);
  return row.id;
}

function send(
  method: string,
  path: string,
  attributes: Record<string, unknown> | null,
  headers?: Record<string, string>,
  tenant?: string,
) {
  return h.json(path, {
    method,
    headers,
    tenant,
    body: attributes === null ? undefined : { data: { type: "menu_items", attributes } },
  });
}

async function create(attributes: Record<string, unknown>, email = CM) {
  return send("POST", "/api/v1/menu_items", attributes, await as(h, email));
}

async function list(menu: string): Promise<Item[]> {
  return (await h.json(`/api/v1/menu_items?filter[menu]=${menu}`)).body.data;
}

/** The places of one sibling list, in order. */
async function placesOf(menu: string, parentId: string | null) {
  return (await list(menu)).filter((i) => (i.relationships.parent.data?.id ?? null) === parentId).map((i) => i.attributes.order);
}

describe("who may change the menus", () => {
  it("content managers, centre superusers and admins add; others are refused before the body is read", async () => {
    for (const email of [CM, "center_superuser@oldebroek.example.org", "admin@oldebroek.example.org"]) {
      const { status, body } = await create(
        { name: `Door ${email}`, menu: "footer", link_type: "system_page", system_page_id: "news" },
        email,
      );
      expect(status, email).toBe(201);
      expect(body.data.attributes.name).toBe(`Door ${email}`);
    }
    // A bad body from someone without the right still answers 403 (guards before bodies).
    for (const email of ["page_manager@oldebroek.example.org", "volunteer@oldebroek.example.org"]) {
      const { status } = await create({ name: "" }, email);
      expect(status, email).toBe(403);
    }
    expect((await send("POST", "/api/v1/menu_items", { name: "" })).status).toBe(401);
  });

  it("another tenant's item answers 404 to edit, move and remove; its own manager may", async () => {
    const theirs = (await h.json("/api/v1/menu_items", { tenant: "roermond" })).body.data[0] as Item;
    const headers = await as(h, CM);
    expect((await send("PATCH", `/api/v1/menu_items/${theirs.id}`, { name: "Van mij" }, headers)).status).toBe(404);
    expect((await send("POST", `/api/v1/menu_items/${theirs.id}/move`, { direction: "up" }, headers)).status).toBe(404);
    expect((await h.call(`/api/v1/menu_items/${theirs.id}`, { method: "DELETE", headers })).status).toBe(404);
    expect((await h.call("/api/v1/menu_items/abc", { method: "DELETE", headers })).status).toBe(404);
    const own = await send(
      "PATCH",
      `/api/v1/menu_items/${theirs.id}`,
      { name_en: "Mine" },
      await as(h, "content_manager@roermond.example.org"),
      "roermond",
    );
    expect(own.status).toBe(200);
    expect(own.body.data.attributes.name_en).toBe("Mine");
  });

  it("a page manager may not edit a menu item (403, not the body's 422)", async () => {
    const mine = (await list("header"))[0];
    const { status } = await send(
      "PATCH",
      `/api/v1/menu_items/${mine.id}`,
      { name: "" },
      await as(h, "page_manager@oldebroek.example.org"),
    );
    expect(status).toBe(403);
  });
});

describe("adding and editing", () => {
  it("adds a header item linking a page at the end of the menu, in both languages", async () => {
    const page = await pageId("oldebroek", true);
    const before = await placesOf("header", null);
    const { status, body } = await create({
      name: "Over ons",
      name_en: "About us",
      menu: "header",
      link_type: "content_page",
      page_id: page,
    });
    expect(status).toBe(201);
    expect(body.data.attributes).toMatchObject({
      name: "Over ons",
      name_en: "About us",
      page_unavailable: false,
      order: before.length + 1,
    });
    expect(body.data.relationships.page.data.id).toBe(String(page));
    const edited = await send("PATCH", `/api/v1/menu_items/${body.data.id}`, { name_en: "" }, await as(h, CM));
    expect(edited.body.data.attributes.name_en).toBeNull();
  });

  it("refuses bad input with a pointer per field, never a 500", async () => {
    const theirPage = await pageId("roermond", true);
    const parentInFooter = (await list("footer")).find((i) => i.relationships.parent.data === null) as Item;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: "", menu: "header", link_type: "system_page", system_page_id: "news" }, "/data/attributes/name"],
      [{ name: "x".repeat(61), menu: "header", link_type: "system_page", system_page_id: "news" }, "/data/attributes/name"],
      [{ name: "A", menu: "sidebar", link_type: "system_page", system_page_id: "news" }, "/data/attributes/menu"],
      [{ name: "A", menu: "header", link_type: "url", system_page_id: "news" }, "/data/attributes/link_type"],
      [{ name: "A", menu: "header", link_type: "system_page", system_page_id: "admin" }, "/data/attributes/system_page_id"],
      [{ name: "A", menu: "header", link_type: "system_page" }, "/data/attributes/system_page_id"],
      [{ name: "A", menu: "header", link_type: "content_page" }, "/data/attributes/page_id"],
      [{ name: "A", menu: "header", link_type: "content_page", page_id: theirPage }, "/data/attributes/page_id"],
      [{ name: "A", menu: "header", link_type: "content_page", page_id: "1; drop" }, "/data/attributes/page_id"],
      [
        { name: "A", menu: "header", parent_id: Number(parentInFooter.id), link_type: "system_page", system_page_id: "news" },
        "/data/attributes/parent_id",
      ],
      [
        { name: "A", menu: "header", parent_id: 999999, link_type: "system_page", system_page_id: "news" },
        "/data/attributes/parent_id",
      ],
    ];
    for (const [attributes, pointer] of cases) {
      const { status, body } = await create(attributes);
      expect(status, JSON.stringify(attributes)).toBe(422);
      expect(
        body.errors.map((e: { source: { pointer: string } }) => e.source.pointer),
        JSON.stringify(attributes),
      ).toContain(pointer);
    }
  });

  it("keeps menus one level deep: a child's parent is top level, an item with children stays top level", async () => {
    const header = await list("header");
    const child = header.find((i) => i.relationships.parent.data !== null) as Item;
    const parent = header.find((i) => i.id === child.relationships.parent.data.id) as Item;
    const other = header.find((i) => i.relationships.parent.data === null && i.id !== parent.id) as Item;
    const headers = await as(h, CM);
    const grandchild = await create({
      name: "Te diep",
      menu: "header",
      parent_id: Number(child.id),
      link_type: "system_page",
      system_page_id: "news",
    });
    expect(grandchild.status).toBe(422);
    expect(grandchild.body.errors[0].source.pointer).toBe("/data/attributes/parent_id");
    const parentDown = await send("PATCH", `/api/v1/menu_items/${parent.id}`, { parent_id: Number(other.id) }, headers);
    expect(parentDown.status).toBe(422);
    expect(parentDown.body.errors[0].code).toBe("has_children");
    const self = await send("PATCH", `/api/v1/menu_items/${other.id}`, { parent_id: Number(other.id) }, headers);
    expect(self.status).toBe(422);
    // Positive control: a child may move under another top-level item, and goes to the end of its new list.
    const moved = await send("PATCH", `/api/v1/menu_items/${child.id}`, { parent_id: Number(other.id) }, headers);
    expect(moved.status).toBe(200);
    expect(await placesOf("header", other.id)).toEqual((await placesOf("header", other.id)).map((_, i) => i + 1));
    expect(await placesOf("header", parent.id)).toEqual((await placesOf("header", parent.id)).map((_, i) => i + 1));
  });
});

describe("places", () => {
  it("moves up and down; two parallel moves leave the places 1…n", async () => {
    const headers = await as(h, CM);
    const ids: string[] = [];
    for (const name of ["Een", "Twee", "Drie", "Vier"]) {
      ids.push((await create({ name, menu: "footer", link_type: "system_page", system_page_id: "signup" })).body.data.id);
    }
    const up = await send("POST", `/api/v1/menu_items/${ids[3]}/move`, { direction: "up" }, headers);
    expect(up.status).toBe(200);
    const names = async () =>
      (await list("footer")).filter((i) => i.relationships.parent.data === null).map((i) => i.attributes.name);
    expect((await names()).slice(-4)).toEqual(["Een", "Twee", "Vier", "Drie"]);
    const bad = await send("POST", `/api/v1/menu_items/${ids[0]}/move`, { direction: "sideways" }, headers);
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].source.pointer).toBe("/data/attributes/direction");

    const moves = ids.flatMap((id) =>
      ["up", "down", "up"].map((direction) => send("POST", `/api/v1/menu_items/${id}/move`, { direction }, headers)),
    );
    const answers = await Promise.all(moves);
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    const places = await placesOf("footer", null);
    expect(places).toEqual(places.map((_, i) => i + 1));
    const all = await names();
    expect(all.filter((name) => ["Een", "Twee", "Drie", "Vier"].includes(name)).sort()).toEqual(["Drie", "Een", "Twee", "Vier"]);
  });

  it("parallel adds take distinct places; the first item does not move up", async () => {
    const added = await Promise.all(
      ["P1", "P2", "P3", "P4", "P5"].map((name) =>
        create({ name, menu: "header", link_type: "system_page", system_page_id: "partners" }),
      ),
    );
    expect(added.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    const places = await placesOf("header", null);
    expect(new Set(places).size).toBe(places.length);
    const first = (await list("header"))[0];
    const stay = await send("POST", `/api/v1/menu_items/${first.id}/move`, { direction: "up" }, await as(h, CM));
    expect(stay.body.data.attributes.order).toBe(first.attributes.order);
  });

  it("removing a parent removes its children and closes up its list (ADR 0042)", async () => {
    const header = await list("header");
    const parent = header.find((i) => header.some((c) => c.relationships.parent.data?.id === i.id)) as Item;
    const childIds = header.filter((c) => c.relationships.parent.data?.id === parent.id).map((c) => c.id);
    const { status } = await h.call(`/api/v1/menu_items/${parent.id}`, { method: "DELETE", headers: await as(h, CM) });
    expect(status).toBe(204);
    const after = await list("header");
    expect(after.some((i) => i.id === parent.id || childIds.includes(i.id))).toBe(false);
    const places = await placesOf("header", null);
    expect(places).toEqual(places.map((_, i) => i + 1));
  });
});

describe("links to pages that cannot be shown", () => {
  it("flags an item linking an unpublished or deleted page; include=page leaves it out", async () => {
    const draft = await pageId("oldebroek", false);
    const { body } = await create({ name: "Concept", menu: "footer", link_type: "content_page", page_id: draft });
    expect(body.data.attributes.page_unavailable).toBe(true);
    const published = (
      await create({ name: "Gepubliceerd", menu: "footer", link_type: "content_page", page_id: await pageId("oldebroek", true) })
    ).body.data;
    expect(published.attributes.page_unavailable).toBe(false);
    const listed = await h.json("/api/v1/menu_items?include=page");
    const flagged = (listed.body.data as Item[]).find((i) => i.id === body.data.id) as Item;
    expect(flagged.attributes.page_unavailable).toBe(true);
    expect(listed.body.included.some((p: { id: string }) => p.id === String(draft))).toBe(false);
    // A page deleted under the link: page_id set null, still flagged.
    await h.db
      .update(menuItems)
      .set({ pageId: null })
      .where(eq(menuItems.id, Number(published.id)));
    const after = ((await list("footer")).find((i) => i.id === published.id) as Item).attributes;
    expect(after.page_unavailable).toBe(true);
  });
});

describe("a link's page deleted while the item is written", () => {
  it("answers a 422 on page_id, not a 500, when the page goes between the body's check and the insert", async () => {
    const [seeded] = await h.db
      .select({ centerId: pages.volunteerCenterId })
      .from(pages)
      .where(eq(pages.tenantId, "oldebroek"))
      .limit(1);
    const [page] = await h.db
      .insert(pages)
      .values({
        tenantId: "oldebroek",
        volunteerCenterId: seeded.centerId,
        title: "Verdwijnt",
        slug: "verdwijnt",
        isPublished: true,
      })
      .returning({ id: pages.id });
    // The race made certain: a database whose menu item insert first deletes the page (after the body's checks).
    const real = h.env.DB;
    // The request's D1 session (ADR 0076) is this same racing surface.
    const racing: D1Database = new Proxy(real, {
      get(target, key) {
        if (key === "withSession") return () => racing;
        if (key !== "prepare") return Reflect.get(target, key, target);
        return (query: string) => {
          const statement = target.prepare(query);
          if (!query.startsWith('insert into "menu_items"')) return statement;
          return new Proxy(statement, {
            get(s, k) {
              if (k !== "bind") return Reflect.get(s, k, s);
              return (...params: unknown[]) => {
                const bound = s.bind(...params);
                return new Proxy(bound, {
                  get(b, m) {
                    const run = Reflect.get(b, m, b);
                    if (typeof run !== "function" || !["all", "raw", "run", "first"].includes(String(m))) return run;
                    return async (...args: unknown[]) => {
                      await target.prepare("DELETE FROM pages WHERE id = ?").bind(page.id).run();
                      return run.apply(b, args);
                    };
                  },
                });
              };
            },
          });
        };
      },
    });
    const racer = await createApiHarness({ env: { DB: racing } });
    try {
      const response = await racer.json("/api/v1/menu_items", {
        method: "POST",
        headers: await as(h, CM),
        body: {
          data: {
            type: "menu_items",
            attributes: { name: "Verdwijnt", menu: "footer", link_type: "content_page", page_id: page.id },
          },
        },
      });
      expect(response.status, JSON.stringify(response.body)).toBe(422);
      expect(response.body.errors).toMatchObject([{ code: "not_found", source: { pointer: "/data/attributes/page_id" } }]);
    } finally {
      await racer.dispose();
    }
  });
});
