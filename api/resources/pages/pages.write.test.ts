/**
 * Writing pages (ADR 0041): who may (pages.manage), the slug rules and the redirect a changed slug leaves, the
 * version a save must name (409 `stale`, decided in the statement: parallel saves), the revisions a save keeps and
 * restores (blocks included), scheduled publication by the cron on a fixed clock, bad input as 422 with a pointer.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_PAGE_REVISIONS, slugify } from "../../../contract/pages";
import { contentBlocks, pageRevisions, pages } from "../../../db/schema";
import { type ApiHarness, createApiHarness } from "../../../tests/setup/api";
import { as } from "../../../tests/setup/auth";
import { publishScheduledPages } from "../../services/page-writes";

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(() => h?.dispose());

const CONTENT = "content_manager@oldebroek.example.org";
const doc = (attributes: Record<string, unknown>) => ({ data: { type: "pages", attributes } });
const send = async (method: string, path: string, body?: unknown, who: string | null = CONTENT, tenant?: string) =>
  h.json(path, { method, body, tenant, headers: who ? await as(h, who) : {} });
const create = (attributes: Record<string, unknown>, who: string | null = CONTENT) =>
  send("POST", "/api/v1/pages", doc(attributes), who);
const patch = (id: string | number, attributes: Record<string, unknown>, who: string | null = CONTENT) =>
  send("PATCH", `/api/v1/pages/${id}`, doc(attributes), who);
const pointers = (body: { errors: Array<{ source?: { pointer?: string }; code?: string }> }) =>
  body.errors.map((e) => [e.source?.pointer, e.code]);

describe("slugify", () => {
  it("folds Dutch diacritics, lower-cases and dashes everything else", () => {
    expect(slugify("Café Ĳsselmeer: één  ruimte!")).toBe("cafe-ijsselmeer-een-ruimte");
    expect(slugify("../over ons/team")).toBe("over-ons-team");
    expect(slugify("  ")).toBe("");
  });
});

describe("POST /api/v1/pages", () => {
  it("creates a draft in the centre, its slug made from the title, at version 0", async () => {
    const { status, body } = await create({ title: "Zomer Actie 2026", page_type: "news", summary: "Kort", title_en: "Summer" });
    expect(status).toBe(201);
    expect(body.data.attributes).toMatchObject({
      title: "Zomer Actie 2026",
      title_en: "Summer",
      slug: "zomer-actie-2026",
      page_type: "news",
      is_published: false,
      published_at: null,
      lock_version: 0,
      volunteer_center_id: 1,
    });
  });

  it.each([
    ["page_manager@oldebroek.example.org", 201],
    ["center_superuser@oldebroek.example.org", 201],
    ["admin@oldebroek.example.org", 201],
    ["volunteer@oldebroek.example.org", 403],
    ["organization_superuser@oldebroek.example.org", 403],
    [null, 401],
  ])("%s → %i", async (who, expected) => {
    const { status } = await create({ title: `Rol ${who ?? "anoniem"}` }, who);
    expect(status).toBe(expected);
  });

  it("refuses before reading the body: a volunteer's bad body is 403, not 422", async () => {
    const { status } = await create({ title: "" }, "volunteer@oldebroek.example.org");
    expect(status).toBe(403);
  });

  it("normalises a slug with slashes, dots and spaces; a taken one is 422 taken; the home page's '' cannot be taken", async () => {
    const made = await create({ title: "Iets", slug: "../Team Pagina/" });
    expect(made.body.data.attributes.slug).toBe("team-pagina");
    const taken = await create({ title: "Anders", slug: "team-pagina" });
    expect(taken.status).toBe(422);
    expect(pointers(taken.body)).toEqual([["/data/attributes/slug", "taken"]]);
    const home = await create({ title: "Thuis", slug: "" });
    expect(home.body.data.attributes.slug).toBe("thuis");
    const nothing = await create({ title: "!!!", slug: "" });
    expect(pointers(nothing.body)).toEqual([["/data/attributes/slug", "blank"]]);
  });

  it("answers 422 with a pointer per bad field, never 500", async () => {
    const { status, body } = await create({ title: "", page_type: "blog", featured: "ja", publish_at: "2026-02-30T10:00" });
    expect(status).toBe(422);
    expect(
      pointers(body)
        .map(([p]) => p)
        .sort(),
    ).toEqual(
      ["/data/attributes/featured", "/data/attributes/page_type", "/data/attributes/publish_at", "/data/attributes/title"].sort(),
    );
    const unknown = await create({ title: "x", lock_version: "x", tenant_id: "public" });
    expect(unknown.status).toBe(422);
  });

  it("takes the same slug in a race once (the unique index decides): one 201, one 422", async () => {
    const results = await Promise.all([create({ title: "Race" }), create({ title: "Race" })]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 422]);
  });
});

describe("PATCH /api/v1/pages/{id}", () => {
  it("saves with the version read, adds one, keeps the previous version as a revision", async () => {
    const { body } = await create({ title: "Versies" });
    const id = body.data.id;
    const saved = await patch(id, { title: "Versies 2", lock_version: 0 });
    expect(saved.status).toBe(200);
    expect(saved.body.data.attributes).toMatchObject({ title: "Versies 2", lock_version: 1 });
    const revisions = await send("GET", `/api/v1/pages/${id}/revisions`);
    expect(revisions.body.data).toHaveLength(1);
    expect(revisions.body.data[0].attributes).toMatchObject({ title: "Versies", lock_version: 0, user_name: "Carla Content" });
  });

  it("a stale version is 409 stale at /data/attributes/lock_version, and nothing changed", async () => {
    const { body } = await create({ title: "Oud" });
    const id = body.data.id;
    await patch(id, { title: "Nieuw", lock_version: 0 });
    const late = await patch(id, { title: "Te laat", lock_version: 0 });
    expect(late.status).toBe(409);
    expect(pointers(late.body)).toEqual([["/data/attributes/lock_version", "stale"]]);
    const [row] = await h.db
      .select()
      .from(pages)
      .where(eq(pages.id, Number(id)));
    expect(row).toMatchObject({ title: "Nieuw", lockVersion: 1 });
    expect(
      await h.db
        .select()
        .from(pageRevisions)
        .where(eq(pageRevisions.pageId, Number(id))),
    ).toHaveLength(1);
  });

  it("two parallel saves of the same version: one 200, one 409, one revision", async () => {
    const { body } = await create({ title: "Tegelijk" });
    const id = body.data.id;
    const results = await Promise.all([
      patch(id, { title: "Eerste", lock_version: 0 }),
      patch(id, { title: "Tweede", lock_version: 0 }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(
      await h.db
        .select()
        .from(pageRevisions)
        .where(eq(pageRevisions.pageId, Number(id))),
    ).toHaveLength(1);
  });

  it("a changed slug leaves a redirect; the old slug answers with where the page moved once published", async () => {
    const { body } = await create({ title: "Oude naam", is_published: true });
    const id = body.data.id;
    expect(body.data.attributes.published_at).not.toBeNull();
    const renamed = await patch(id, { slug: "nieuwe naam", lock_version: 0 });
    expect(renamed.body.data.attributes.slug).toBe("nieuwe-naam");
    const old = await h.json("/api/v1/pages?filter[slug]=oude-naam");
    expect(old.body.data).toEqual([]);
    expect(old.body.meta.redirect_to).toEqual({ slug: "nieuwe-naam", page_type: "default" });
    // Positive control: the new slug finds the page itself, without a redirect.
    const found = await h.json("/api/v1/pages?filter[slug]=nieuwe-naam");
    expect(found.body.data[0].id).toBe(id);
    expect(found.body.meta.redirect_to).toBeUndefined();
    // A new page may take the old slug: the redirect gives way.
    const taker = await create({ title: "Oude naam", is_published: true });
    expect(taker.body.data.attributes.slug).toBe("oude-naam");
    expect((await h.json("/api/v1/pages?filter[slug]=oude-naam")).body.data[0].id).toBe(taker.body.data.id);
  });

  it("the home page's '' slug cannot change", async () => {
    const [home] = await h.db.select().from(pages).where(eq(pages.slug, ""));
    const res = await patch(home!.id, { slug: "thuis", lock_version: home!.lockVersion });
    expect(res.status).toBe(422);
    expect(pointers(res.body)).toEqual([["/data/attributes/slug", "home_page"]]);
  });

  it("another tenant's page is 404, an unknown id 404, before the body is read", async () => {
    const [home] = await h.db.select().from(pages).where(eq(pages.slug, ""));
    const other = await send(
      "PATCH",
      `/api/v1/pages/${home!.id}`,
      doc({ title: "" }),
      "center_superuser@public.example.org",
      "public",
    );
    expect(other.status).toBe(404);
    expect((await patch(999999, { title: "" })).status).toBe(404);
    expect((await patch(home!.id, { title: "" }, "volunteer@oldebroek.example.org")).status).toBe(403);
    // Positive control: the same page in its own tenant is found (and the bad body is then a 422).
    expect((await patch(home!.id, { title: "" })).status).toBe(422);
  });

  it("publishing stamps published_at; unpublishing keeps it", async () => {
    const { body } = await create({ title: "Publiceren" });
    const published = await patch(body.data.id, { is_published: true, lock_version: 0 });
    const at = published.body.data.attributes.published_at;
    expect(at).not.toBeNull();
    const unpublished = await patch(body.data.id, { is_published: false, lock_version: 1 });
    expect(unpublished.body.data.attributes).toMatchObject({ is_published: false, published_at: at });
  });
});

describe("revisions", () => {
  it("keeps the last 20 per page, pruned by the save that adds one", async () => {
    const { body } = await create({ title: "Veel" });
    const id = body.data.id;
    for (let v = 0; v < MAX_PAGE_REVISIONS + 3; v++) await patch(id, { title: `Veel ${v + 1}`, lock_version: v });
    const list = await send("GET", `/api/v1/pages/${id}/revisions`);
    expect(list.body.data).toHaveLength(MAX_PAGE_REVISIONS);
    expect(list.body.data[0].attributes.title).toBe(`Veel ${MAX_PAGE_REVISIONS + 2}`);
  });

  it("restoring brings back the fields and the blocks, and is itself a save with a revision", async () => {
    const { body } = await create({ title: "Met blokken" });
    const id = Number(body.data.id);
    await h.db
      .insert(contentBlocks)
      .values({ tenantId: "oldebroek", pageId: id, position: 0, blockType: "Markdown", props: { content: "Eerst" } });
    await patch(id, { title: "Anders", lock_version: 0 });
    await h.db.delete(contentBlocks).where(eq(contentBlocks.pageId, id));
    await h.db
      .insert(contentBlocks)
      .values({ tenantId: "oldebroek", pageId: id, position: 0, blockType: "Markdown", props: { content: "Later" } });
    const [first] = (await send("GET", `/api/v1/pages/${id}/revisions`)).body.data;
    const restored = await send("POST", `/api/v1/pages/${id}/revisions/${first.id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body.data.attributes).toMatchObject({ title: "Met blokken", lock_version: 2 });
    const blocks = await h.db.select().from(contentBlocks).where(eq(contentBlocks.pageId, id));
    expect(blocks.map((b) => b.props)).toEqual([{ content: "Eerst" }]);
    const list = (await send("GET", `/api/v1/pages/${id}/revisions`)).body.data;
    expect(list).toHaveLength(2);
    expect(list[0].attributes.title).toBe("Anders");
  });

  it("another page's revision is 404; a page manager of another tenant cannot list", async () => {
    const a = await create({ title: "Pagina A" });
    const b = await create({ title: "Pagina B" });
    await patch(a.body.data.id, { title: "A2", lock_version: 0 });
    const [rev] = (await send("GET", `/api/v1/pages/${a.body.data.id}/revisions`)).body.data;
    expect((await send("POST", `/api/v1/pages/${b.body.data.id}/revisions/${rev.id}/restore`)).status).toBe(404);
    expect(
      (await send("GET", `/api/v1/pages/${a.body.data.id}/revisions`, undefined, "admin@public.example.org", "public")).status,
    ).toBe(404);
    expect(
      (await send("GET", `/api/v1/pages/${a.body.data.id}/revisions`, undefined, "volunteer@oldebroek.example.org")).status,
    ).toBe(403);
  });
});

describe("DELETE /api/v1/pages/{id}", () => {
  it("deletes a page with its blocks; the home page is refused", async () => {
    const { body } = await create({ title: "Weg" });
    const gone = await h.call(`/api/v1/pages/${body.data.id}`, { method: "DELETE", headers: await as(h, CONTENT) });
    expect(gone.status).toBe(204);
    expect(
      await h.db
        .select()
        .from(pages)
        .where(eq(pages.id, Number(body.data.id))),
    ).toEqual([]);
    const [home] = await h.db.select().from(pages).where(eq(pages.slug, ""));
    expect((await send("DELETE", `/api/v1/pages/${home!.id}`)).status).toBe(422);
  });
});

describe("the editors' list", () => {
  it("finds drafts and scheduled pages for an editor by status and search; for anyone else only published ones", async () => {
    await create({ title: "Gepland stuk", publish_at: "2099-06-01T09:30" });
    const editor = await send("GET", "/api/v1/pages?filter[status]=scheduled&filter[q]=gepland");
    expect(editor.body.data.map((p: { attributes: { title: string } }) => p.attributes.title)).toEqual(["Gepland stuk"]);
    expect(editor.body.data[0].attributes.publish_at).toBe("2099-06-01T07:30:00.000Z");
    const visitor = await send("GET", "/api/v1/pages?filter[status]=scheduled&filter[q]=gepland", undefined, null);
    expect(visitor.body.data).toEqual([]);
  });
});

describe("scheduled publication (cron)", () => {
  it("publishes a page whose time has come, once; a later one waits", async () => {
    const due = await create({ title: "Straks", publish_at: "2030-01-01T10:00" });
    const later = await create({ title: "Nog later", publish_at: "2030-01-02T10:00" });
    const now = new Date("2030-01-01T09:30:00Z"); // 10:30 in Amsterdam
    expect(await publishScheduledPages(h.env, now, h.db)).toEqual({ published: 1 });
    expect(await publishScheduledPages(h.env, now, h.db)).toEqual({ published: 0 });
    const [row] = await h.db
      .select()
      .from(pages)
      .where(eq(pages.id, Number(due.body.data.id)));
    expect(row).toMatchObject({ isPublished: true, publishAt: null, publishedAt: "2030-01-01T09:00:00.000Z" });
    const [wait] = await h.db
      .select()
      .from(pages)
      .where(eq(pages.id, Number(later.body.data.id)));
    expect(wait).toMatchObject({ isPublished: false });
  });
});
