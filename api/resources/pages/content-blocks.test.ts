/**
 * A page's content blocks written through the API (ADR 0048): who may (pages.manage, guards before the body), each
 * block type's own schema with a pointer per issue into the props, rich text on the one path (Markdown or tiptap JSON
 * in, a normalised document stored, nothing outside the allow-list rendered), the English texts (translatable
 * fields only), add / edit / move / remove as saves of the page (a revision each, the version decides: 409 and
 * parallel edits), and the restore that brings a removed block back.
 */
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BLOCK_TYPES, blockPropsSchemas, checkBlock, MAX_PAGE_BLOCKS } from "../../../contract/content-blocks";
import { renderRichText } from "../../../contract/rich-text";
import { contentBlocks, pages } from "../../../db/schema";
import { type ApiHarness, createApiHarness } from "../../../tests/setup/api";
import { as } from "../../../tests/setup/auth";

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(() => h?.dispose());

const CONTENT = "content_manager@oldebroek.example.org";
const send = async (method: string, path: string, body?: unknown, who: string | null = CONTENT, tenant?: string) =>
  h.json(path, { method, body, tenant, headers: who ? await as(h, who) : {} });
const doc = (attributes: Record<string, unknown>) => ({ data: { type: "content_blocks", attributes } });
const pointers = (body: { errors: Array<{ source?: { pointer?: string }; code?: string }> }) =>
  body.errors.map((e) => e.source?.pointer);

async function newPage(title: string) {
  const { body } = await send("POST", "/api/v1/pages", { data: { type: "pages", attributes: { title } } });
  return Number(body.data.id);
}
const version = async (pageId: number) =>
  (await h.db.select({ v: pages.lockVersion }).from(pages).where(eq(pages.id, pageId)))[0]?.v ?? -1;
const add = async (pageId: number, attributes: Record<string, unknown>, who: string | null = CONTENT) =>
  send("POST", `/api/v1/pages/${pageId}/content_blocks`, doc({ lock_version: await version(pageId), ...attributes }), who);
const blocksOf = (pageId: number) =>
  h.db
    .select()
    .from(contentBlocks)
    .where(eq(contentBlocks.pageId, pageId))
    .orderBy(asc(contentBlocks.position), asc(contentBlocks.id));

const section = (title: string) => ({ block_type: "SectionTitle", props: { title } });

describe("POST /api/v1/pages/{id}/content_blocks", () => {
  it("adds a block at the end or at a place, each add a save of the page with a revision", async () => {
    const id = await newPage("Blokken toevoegen");
    const first = await add(id, section("Een"));
    expect(first.status).toBe(201);
    expect(first.body.data.attributes).toMatchObject({ block_type: "SectionTitle", props: { title: "Een" }, props_en: null });
    expect(first.body.meta.page_lock_version).toBe(1);
    await add(id, section("Drie"));
    const second = await add(id, { ...section("Twee"), position: 1 });
    expect(second.body.meta.page_lock_version).toBe(3);
    expect((await blocksOf(id)).map((b) => [b.position, b.props.title])).toEqual([
      [0, "Een"],
      [1, "Twee"],
      [2, "Drie"],
    ]);
    const revisions = await send("GET", `/api/v1/pages/${id}/revisions`);
    expect(revisions.body.data).toHaveLength(3);
  });

  it.each([
    ["page_manager@oldebroek.example.org", 201],
    ["center_superuser@oldebroek.example.org", 201],
    ["volunteer@oldebroek.example.org", 403],
    ["organization_superuser@oldebroek.example.org", 403],
    [null, 401],
  ])("%s → %i", async (who, expected) => {
    const id = await newPage(`Rol ${who ?? "anoniem"}`);
    expect((await add(id, section("Titel"), who)).status).toBe(expected);
  });

  it("guards before the body: a volunteer's bad body is 403; another tenant's or an unknown page is 404", async () => {
    const id = await newPage("Bewaakt");
    expect((await add(id, { block_type: "Nope", props: 3 }, "volunteer@oldebroek.example.org")).status).toBe(403);
    const other = await send(
      "POST",
      `/api/v1/pages/${id}/content_blocks`,
      doc({ ...section("x"), lock_version: 0 }),
      "admin@public.example.org",
      "public",
    );
    expect(other.status).toBe(404);
    expect((await send("POST", "/api/v1/pages/99999999/content_blocks", doc({ ...section("x"), lock_version: 0 }))).status).toBe(
      404,
    );
  });

  it("checks the props by the block type's own schema: a pointer per issue inside the props, nothing stored", async () => {
    const id = await newPage("Foute blokken");
    const unknown = await add(id, { block_type: "Marquee", props: {} });
    expect(unknown.status).toBe(422);
    expect(pointers(unknown.body)).toEqual(["/data/attributes/block_type"]);
    const cards = await add(id, {
      block_type: "DynamicCards",
      props: {
        cards: [
          { title: "a", text: "" },
          { title: "b", text: "" },
          { title: " ", text: "x" },
        ],
      },
    });
    expect(cards.status).toBe(422);
    expect(pointers(cards.body)).toEqual(["/data/attributes/props/cards/2/title"]);
    expect(cards.body.errors[0].meta.message).toMatch(/^validation:/);
    const link = await add(id, {
      block_type: "CallToAction",
      props: { title: "Doe mee", text: "Nu", button: { label: "Klik", href: "javascript:alert(1)" } },
    });
    expect(link.status).toBe(422);
    expect(pointers(link.body)).toEqual(["/data/attributes/props/button/href"]);
    expect(link.body.errors[0].meta.message).toBe("validation:block.href");
    const four = await add(id, { block_type: "FourCards", props: { cards: [] } });
    expect(pointers(four.body)).toEqual(["/data/attributes/props/cards"]);
    expect(await blocksOf(id)).toHaveLength(0);
    expect(await version(id)).toBe(0);
  });

  it("stores rich text as a normalised document, from Markdown or tiptap JSON; an empty one is required", async () => {
    const id = await newPage("Rijke tekst");
    const fromMarkdown = await add(id, {
      block_type: "Markdown",
      props: { content: "## Kop\n\nMet **vet** en <script>x</script>" },
    });
    expect(fromMarkdown.status).toBe(201);
    const stored = fromMarkdown.body.data.attributes.props.content;
    expect(stored.type).toBe("doc");
    expect(renderRichText(stored)).toBe("<h2>Kop</h2><p>Met <strong>vet</strong> en &lt;script&gt;x&lt;/script&gt;</p>");
    const fromJson = await add(id, {
      block_type: "Markdown",
      props: {
        content: {
          type: "doc",
          content: [
            {
              type: "paragraph",
              content: [{ type: "text", text: "x", marks: [{ type: "link", attrs: { href: "javascript:1" } }] }],
            },
          ],
        },
      },
    });
    expect(renderRichText(fromJson.body.data.attributes.props.content)).toBe("<p>x</p>");
    const empty = await add(id, { block_type: "Markdown", props: { content: "   " } });
    expect(pointers(empty.body)).toEqual(["/data/attributes/props/content"]);
  });

  it("keeps only the translatable English texts, each checked by its field's rule", async () => {
    const id = await newPage("Engels");
    const props = { title: "Doe mee", text: "Meld je aan", button: { label: "Aanmelden", href: "/vacatures" } };
    const made = await add(id, {
      block_type: "CallToAction",
      props,
      props_en: { title: "Join in", button: { label: "Sign up", href: "https://evil.example" }, extra: "x" },
    });
    expect(made.status).toBe(201);
    expect(made.body.data.attributes.props_en).toEqual({ title: "Join in", button: { label: "Sign up" } });
    const long = await add(id, { block_type: "CallToAction", props, props_en: { title: "x".repeat(201) } });
    expect(long.status).toBe(422);
    expect(pointers(long.body)).toEqual(["/data/attributes/props_en/title"]);
  });

  it("refuses a block past the most a page may have", async () => {
    const id = await newPage("Vol");
    const rows = Array.from({ length: MAX_PAGE_BLOCKS }, (_, i) => ({
      tenantId: "oldebroek",
      pageId: id,
      position: i,
      blockType: "SectionTitle",
      props: { title: `B${i}` },
    }));
    // D1 binds at most 100 parameters a statement: a few rows at a time.
    for (let i = 0; i < rows.length; i += 10) await h.db.insert(contentBlocks).values(rows.slice(i, i + 10));
    // Moving the last of a full page renumbers all of them in one statement.
    const last = (await blocksOf(id)).at(-1);
    const moved = await send("POST", `/api/v1/content_blocks/${last?.id}/move`, doc({ position: 0, lock_version: 0 }));
    expect(moved.status).toBe(200);
    expect((await blocksOf(id)).map((b) => b.position)).toEqual(rows.map((_, i) => i));
    expect((await blocksOf(id))[0]?.props.title).toBe(`B${MAX_PAGE_BLOCKS - 1}`);
    const full = await add(id, section("Een te veel"));
    expect(full.status).toBe(422);
    expect(full.body.errors[0].code).toBe("too_many_blocks");
  });
});

describe("PATCH / DELETE /api/v1/content_blocks/{id} and move", () => {
  async function pageWithThree(title: string) {
    const id = await newPage(title);
    for (const t of ["A", "B", "C"]) await add(id, section(t));
    const ids = (await blocksOf(id)).map((b) => b.id);
    return { id, ids };
  }

  it("edits a block's props at the page's version; a stale version is 409 and changes nothing", async () => {
    const { id, ids } = await pageWithThree("Bewerken");
    const v = await version(id);
    const edited = await send("PATCH", `/api/v1/content_blocks/${ids[1]}`, doc({ props: { title: "B2" }, lock_version: v }));
    expect(edited.status).toBe(200);
    expect(edited.body.data.attributes.props).toEqual({ title: "B2" });
    expect(edited.body.meta.page_lock_version).toBe(v + 1);
    const stale = await send("PATCH", `/api/v1/content_blocks/${ids[1]}`, doc({ props: { title: "Oud" }, lock_version: v }));
    expect(stale.status).toBe(409);
    expect(stale.body.errors[0].code).toBe("stale");
    expect((await blocksOf(id))[1]?.props).toEqual({ title: "B2" });
  });

  it("of two parallel edits at one version exactly one is saved (decided in the statement)", async () => {
    const { id, ids } = await pageWithThree("Tegelijk");
    const v = await version(id);
    const headers = await as(h, CONTENT);
    const results = await Promise.all(
      ["X", "Y", "Z"].map((title) =>
        h.json(`/api/v1/content_blocks/${ids[0]}`, {
          method: "PATCH",
          headers,
          body: doc({ props: { title }, lock_version: v }),
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await version(id)).toBe(v + 1);
    const revisions = await send("GET", `/api/v1/pages/${id}/revisions`);
    expect(revisions.body.data).toHaveLength(4);
  });

  it("edits the English texts alone, and null removes them; bad props point into the props", async () => {
    const { ids, id } = await pageWithThree("Vertalen");
    const en = await send(
      "PATCH",
      `/api/v1/content_blocks/${ids[0]}`,
      doc({ props_en: { title: "A in English" }, lock_version: await version(id) }),
    );
    expect(en.body.data.attributes).toMatchObject({ props: { title: "A" }, props_en: { title: "A in English" } });
    const cleared = await send(
      "PATCH",
      `/api/v1/content_blocks/${ids[0]}`,
      doc({ props_en: null, lock_version: await version(id) }),
    );
    expect(cleared.body.data.attributes.props_en).toBeNull();
    const bad = await send(
      "PATCH",
      `/api/v1/content_blocks/${ids[0]}`,
      doc({ props: { title: "" }, lock_version: await version(id) }),
    );
    expect(bad.status).toBe(422);
    expect(pointers(bad.body)).toEqual(["/data/attributes/props/title"]);
  });

  it("moves a block to a place, the others renumbered 0…n−1", async () => {
    const { id, ids } = await pageWithThree("Verplaatsen");
    const moved = await send(
      "POST",
      `/api/v1/content_blocks/${ids[2]}/move`,
      doc({ position: 0, lock_version: await version(id) }),
    );
    expect(moved.status).toBe(200);
    expect((await blocksOf(id)).map((b) => [b.position, b.props.title])).toEqual([
      [0, "C"],
      [1, "A"],
      [2, "B"],
    ]);
    await send("POST", `/api/v1/content_blocks/${ids[2]}/move`, doc({ position: 60, lock_version: await version(id) }));
    expect((await blocksOf(id)).map((b) => b.props.title)).toEqual(["A", "B", "C"]);
    const stale = await send("POST", `/api/v1/content_blocks/${ids[0]}/move`, doc({ position: 2, lock_version: 0 }));
    expect(stale.status).toBe(409);
  });

  it("removes a block, the others close up; a restore of the revision brings it back", async () => {
    const { id, ids } = await pageWithThree("Verwijderen");
    const removed = await send("DELETE", `/api/v1/content_blocks/${ids[1]}`);
    expect(removed.status).toBe(200);
    expect((await blocksOf(id)).map((b) => [b.position, b.props.title])).toEqual([
      [0, "A"],
      [1, "C"],
    ]);
    expect((await send("DELETE", `/api/v1/content_blocks/${ids[1]}`)).status).toBe(404);
    const [latest] = (await send("GET", `/api/v1/pages/${id}/revisions`)).body.data;
    await send("POST", `/api/v1/pages/${id}/revisions/${latest.id}/restore`);
    expect((await blocksOf(id)).map((b) => b.props.title)).toEqual(["A", "B", "C"]);
  });

  it("another tenant's block is 404 and a volunteer's 403, before the body is read", async () => {
    const { ids } = await pageWithThree("Vreemd");
    const path = `/api/v1/content_blocks/${ids[0]}`;
    expect((await send("PATCH", path, doc({ props: 1 }), "admin@public.example.org", "public")).status).toBe(404);
    expect((await send("DELETE", path, undefined, "admin@public.example.org", "public")).status).toBe(404);
    expect((await send("PATCH", path, doc({ props: 1 }), "volunteer@oldebroek.example.org")).status).toBe(403);
    expect((await send("POST", `${path}/move`, doc({}), "volunteer@oldebroek.example.org")).status).toBe(403);
    expect((await send("DELETE", path, undefined, null)).status).toBe(401);
  });
});

describe("checkBlock against an XSS corpus", () => {
  const vectors = [
    "<script>alert(1)</script>",
    "<img src=x onerror=alert(1)>",
    "<svg onload=alert(1)>",
    "<iframe src=javascript:alert(1)>",
    "<body onload=alert(1)>",
    "<a href=javascript:alert(1)>x</a>",
    "[x](javascript:alert(1))",
    "[x](JaVaScRiPt:alert(1))",
    "[x]( javascript:alert(1))",
    "[x](java\tscript:alert(1))",
    "[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
    "[x](vbscript:msgbox(1))",
    "[x](//evil.example)",
    "[x](/\\evil.example)",
    "[x](&#106;avascript:alert(1))",
    "[x](javascript&#58;alert(1))",
    '[x](https://a.nl" onmouseover="alert(1))',
    "![x](javascript:alert(1))",
    "![x](https://a.nl/x.png)",
    "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
    '<div style="background:url(javascript:alert(1))">',
    "<object data=javascript:alert(1)>",
    "<embed src=javascript:alert(1)>",
    "<form action=javascript:alert(1)><button>x</button></form>",
    "<input autofocus onfocus=alert(1)>",
    "<details open ontoggle=alert(1)>",
    "<marquee onstart=alert(1)>",
    "<video><source onerror=alert(1)>",
    "<audio src=x onerror=alert(1)>",
    "<base href=javascript:alert(1)//>",
    "<link rel=stylesheet href=javascript:alert(1)>",
    '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
    "<style>@import 'javascript:alert(1)';</style>",
    "<scr<script>ipt>alert(1)</script>",
    "<<script>script>alert(1)<</script>/script>",
    "<ScRiPt>alert(1)</sCrIpT>",
    "<script src=//evil.example/x.js></script>",
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
    "<textarea><script>alert(1)</script></textarea>",
    "<title><script>alert(1)</script></title>",
    "<!--<script>alert(1)//-->",
    "<![CDATA[<script>alert(1)</script>]]>",
    '<a href="&#x6A;avascript:alert(1)">x</a>',
    '<a href="jav&#x09;ascript:alert(1)">x</a>',
    "<svg><a xlink:href=javascript:alert(1)><text>x</text></a></svg>",
    "<isindex action=javascript:alert(1) type=image>",
    "<frameset onload=alert(1)>",
    "<table background=javascript:alert(1)>",
    "<img src=`javascript:alert(1)`>",
    "[x](<javascript:alert(1)>)",
    "<a href=x onclick=alert(1)>x</a>",
    "`<script>alert(1)</script>`",
    "```\n<script>alert(1)</script>\n```",
    "> <script>alert(1)</script>",
    "- <img src=x onerror=alert(1)>",
  ];

  it.each(vectors)("renders %s without markup that runs", (vector) => {
    const checked = checkBlock("Markdown", { content: `Tekst ${vector}` });
    const html = checked.ok ? renderRichText(checked.props.content) : "";
    expect(html).not.toMatch(
      /<(script|img|iframe|svg|object|embed|style|form|input|base|link|meta|math|video|audio|details|marquee|table|textarea|title|noscript|frameset|isindex)\b/i,
    );
    expect(html).not.toMatch(/<[^>]*\son\w+\s*=/i);
    expect(html).not.toMatch(/href="\s*(javascript|data|vbscript):/i);
    expect(html).not.toMatch(/href="\/\/|href="\/\\/);
  });

  it("has at least 50 vectors, and every block type's schema is known to checkBlock", () => {
    expect(vectors.length).toBeGreaterThanOrEqual(50);
    expect(Object.keys(blockPropsSchemas)).toEqual(BLOCK_TYPES);
  });
});
