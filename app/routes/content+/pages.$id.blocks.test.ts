/**
 * The block editor's screens (ADR 0048) driven as Remix drives them: a new block's form post with bad props comes back
 * with the API's pointer on its field (a list row's too) and the typed values kept; a list intent (add a row) answers
 * the form with the row and sends nothing; "preview" renders the unsaved block and saves nothing; a save at a stale
 * version says so on the version; the English form saves the English texts only; the list moves and removes.
 */
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentBlocks, pages } from "../../../db/schema";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/d1";
import { createRouteHarness, type RouteHarness } from "../../../tests/setup/load-context";
import { action as listAction } from "./pages.$id.blocks._index";
import { action as editAction, loader as editLoader } from "./pages.$id.blocks.$blockId";
import { action as newAction } from "./pages.$id.blocks.new";

let database: TestDatabase;
let route: RouteHarness;
let cookie: string;
beforeAll(async () => {
  database = await createTestDatabase();
  route = createRouteHarness(database);
  cookie = (await route.signedIn("page_manager@oldebroek.example.org")).cookie;
});
afterAll(() => database?.dispose());

let pageCount = 0;
async function newPage() {
  const [row] = await database.db
    .insert(pages)
    .values({ tenantId: "oldebroek", volunteerCenterId: 1, title: "Blokken", slug: `blokken-${++pageCount}-${Date.now()}` })
    .returning();
  return row!;
}
const blocksOf = (pageId: number) =>
  database.db.select().from(contentBlocks).where(eq(contentBlocks.pageId, pageId)).orderBy(asc(contentBlocks.position));
const versionOf = async (pageId: number) =>
  (await database.db.select().from(pages).where(eq(pages.id, pageId)))[0]?.lockVersion ?? -1;

type Reply = { error?: Record<string, string[]>; initialValue: Record<string, unknown>; intent?: unknown };
const replyOf = (answer: unknown) => (answer as { reply: Reply }).reply;

const cards = (rows: Array<[string, string]>) =>
  Object.fromEntries(
    rows.flatMap(([title, text], i) => [
      [`props.cards[${i}].title`, title],
      [`props.cards[${i}].text`, text],
    ]),
  );

describe("a new block", () => {
  it("bad props come back with the API's pointer on the row's field, the typed values kept, nothing stored", async () => {
    const page = await newPage();
    const { answer, response } = await route.post(
      newAction,
      `/content/pages/${page.id}/blocks/new?type=DynamicCards&position=0`,
      {
        cookie,
        params: { id: String(page.id) },
        form: {
          intent: "save",
          lockVersion: "0",
          "props.title": "Kaarten",
          ...cards([
            ["Een", ""],
            ["Twee", ""],
            ["  ", "x"],
          ]),
        },
      },
    );
    expect(response).toBeNull();
    const reply = replyOf(answer);
    expect(reply.error?.["props.cards[2].title"]).toEqual(["validation:required"]);
    expect((reply.initialValue.props as { title: string }).title).toBe("Kaarten");
    expect(await blocksOf(page.id)).toHaveLength(0);
  });

  it("adding a row answers the form with the row and sends nothing", async () => {
    const page = await newPage();
    const { answer } = await route.post(newAction, `/content/pages/${page.id}/blocks/new?type=DynamicCards`, {
      cookie,
      params: { id: String(page.id) },
      form: {
        lockVersion: "0",
        ...cards([["Een", ""]]),
        __intent__: JSON.stringify({ type: "insert", payload: { name: "props.cards" } }),
      },
    });
    const reply = replyOf(answer);
    expect((reply.initialValue.props as { cards: unknown[] }).cards).toHaveLength(2);
    expect(await versionOf(page.id)).toBe(0);
  });

  it("'preview' renders the unsaved block as a visitor sees it, and saves nothing", async () => {
    const page = await newPage();
    const { answer } = await route.post(newAction, `/content/pages/${page.id}/blocks/new?type=Markdown`, {
      cookie,
      params: { id: String(page.id) },
      form: { intent: "preview", lockVersion: "0", "props.content": "Hallo **wereld** <script>x</script>" },
    });
    const preview = (answer as { preview: { type: string; props: { html: string } } }).preview;
    expect(preview.type).toBe("Markdown");
    expect(preview.props.html).toBe("<p>Hallo <strong>wereld</strong> &lt;script&gt;x&lt;/script&gt;</p>");
    expect(await blocksOf(page.id)).toHaveLength(0);
  });

  it("saved at its place, it opens the new block; the editor's JSON wins over the textarea", async () => {
    const page = await newPage();
    const doc = { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Uit de editor" }] }] };
    const { response, location } = await route.post(newAction, `/content/pages/${page.id}/blocks/new?type=Markdown&position=0`, {
      cookie,
      params: { id: String(page.id) },
      form: { intent: "save", lockVersion: "0", "props.content": "oud", "props.content_json": JSON.stringify(doc) },
    });
    expect(response?.status).toBe(302);
    const [block] = await blocksOf(page.id);
    expect(location).toBe(`/content/pages/${page.id}/blocks/${block?.id}`);
    expect(block?.props).toEqual({ content: doc });
  });
});

describe("a block's form", () => {
  async function pageWithHero() {
    const page = await newPage();
    const [block] = await database.db
      .insert(contentBlocks)
      .values({
        tenantId: "oldebroek",
        pageId: page.id,
        position: 0,
        blockType: "SectionTitle",
        props: { title: "Over ons", subtitle: "Wie we zijn" },
      })
      .returning();
    return { page, block: block! };
  }

  it("saved at a stale version, it says so on the version and keeps what was typed", async () => {
    const { page, block } = await pageWithHero();
    await database.db.update(pages).set({ lockVersion: 4 }).where(eq(pages.id, page.id));
    const { answer } = await route.post(editAction, `/content/pages/${page.id}/blocks/${block.id}`, {
      cookie,
      params: { id: String(page.id), blockId: String(block.id) },
      form: { intent: "save", lockVersion: "3", "props.title": "Mijn titel" },
    });
    const reply = replyOf(answer);
    expect(reply.error?.lockVersion).toEqual(["content-admin:errors.stale"]);
    expect((reply.initialValue.props as { title: string }).title).toBe("Mijn titel");
    expect((await blocksOf(page.id))[0]?.props).toEqual({ title: "Over ons", subtitle: "Wie we zijn" });
  });

  it("the English form saves the English texts only, and its loader lays them over the Dutch in the preview", async () => {
    const { page, block } = await pageWithHero();
    const path = `/content/pages/${page.id}/blocks/${block.id}?lang=en`;
    const params = { id: String(page.id), blockId: String(block.id) };
    const { response } = await route.post(editAction, path, {
      cookie,
      params,
      form: { intent: "save", lockVersion: "0", "propsEn.title": "About us", "propsEn.subtitle": "" },
    });
    expect(response?.status).toBe(302);
    const [stored] = await blocksOf(page.id);
    expect(stored).toMatchObject({ props: { title: "Over ons", subtitle: "Wie we zijn" }, propsEn: { title: "About us" } });
    const data = await route.load(editLoader, path, { cookie, params });
    expect(data.language).toBe("en");
    expect(data.preview).toMatchObject({ props: { title: "About us", subtitle: "Wie we zijn" }, lang: "nl" });
    expect(data.editor.defaultValue).toEqual({ propsEn: { title: "About us" }, lockVersion: "1" });
  });

  it("an unknown block, or one of another page, is 404", async () => {
    const { page } = await pageWithHero();
    const other = await pageWithHero();
    for (const blockId of ["999999", String(other.block.id)]) {
      const thrown = await route
        .load(editLoader, `/content/pages/${page.id}/blocks/${blockId}`, { cookie, params: { id: String(page.id), blockId } })
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect((thrown as { init?: { status?: number } })?.init?.status, blockId).toBe(404);
    }
  });
});

describe("the blocks list", () => {
  it("moves a block down and removes one behind the confirmation", async () => {
    const page = await newPage();
    const rows = await database.db
      .insert(contentBlocks)
      .values(
        ["A", "B", "C"].map((title, i) => ({
          tenantId: "oldebroek",
          pageId: page.id,
          position: i,
          blockType: "SectionTitle",
          props: { title },
        })),
      )
      .returning();
    const path = `/content/pages/${page.id}/blocks`;
    const params = { id: String(page.id) };
    const moved = await route.post(listAction, path, {
      cookie,
      params,
      form: { intent: "down", id: String(rows[0]!.id), index: "0", lockVersion: "0" },
    });
    expect(moved.location).toBe(`${path}#block-${rows[0]!.id}`);
    expect((await blocksOf(page.id)).map((b) => b.props.title)).toEqual(["B", "A", "C"]);
    const unconfirmed = await route.post(listAction, path, {
      cookie,
      params,
      form: { intent: "delete", id: String(rows[1]!.id) },
    });
    expect(unconfirmed.answer).toEqual({ unconfirmed: String(rows[1]!.id) });
    await route.post(listAction, path, { cookie, params, form: { intent: "delete", id: String(rows[1]!.id), confirm: "on" } });
    expect((await blocksOf(page.id)).map((b) => b.props.title)).toEqual(["A", "C"]);
    const stale = await route.post(listAction, path, {
      cookie,
      params,
      form: { intent: "up", id: String(rows[2]!.id), index: "1", lockVersion: "0" },
    });
    expect(stale.answer).toEqual({ stale: true });
  });
});
