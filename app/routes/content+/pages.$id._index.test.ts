/**
 * The page settings action (ADR 0041): a save names the version the form read; a stale one comes back on the form
 * (the typed values kept, the "changed meanwhile" message on `lockVersion`) and changes nothing; a fresh one saves
 * and redirects; publishing a stale version says so instead of publishing.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pages } from "../../../db/schema";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/d1";
import { createRouteHarness, type RouteHarness } from "../../../tests/setup/load-context";
import { action } from "./pages.$id._index";

let database: TestDatabase;
let route: RouteHarness;
let cookie: string;
beforeAll(async () => {
  database = await createTestDatabase();
  route = createRouteHarness(database);
  cookie = (await route.signedIn("content_manager@oldebroek.example.org")).cookie;
});
afterAll(() => database?.dispose());

async function newPage(lockVersion: number) {
  const [row] = await database.db
    .insert(pages)
    .values({
      tenantId: "oldebroek",
      volunteerCenterId: 1,
      title: "Begin",
      slug: `begin-${Date.now()}-${lockVersion}`,
      lockVersion,
    })
    .returning();
  return row!;
}

const save = (id: number, form: Record<string, string>) =>
  route.post(action, `/content/pages/${id}`, {
    cookie,
    params: { id: String(id) },
    form: { intent: "save", title: "Nieuw", pageType: "default", pageLayout: "wide", ...form },
  });

describe("/content/pages/{id} action", () => {
  it("a stale version comes back on the form with the typed values, and saves nothing", async () => {
    const page = await newPage(1);
    const { answer, response } = await save(page.id, { lockVersion: "0", title: "Mijn tekst" });
    expect(response).toBeNull();
    const reply = (answer as { reply: { error: Record<string, string[]>; initialValue: Record<string, unknown> } }).reply;
    expect(reply.error.lockVersion).toEqual(["content-admin:errors.stale"]);
    expect(reply.initialValue.title).toBe("Mijn tekst");
    const [row] = await database.db.select().from(pages).where(eq(pages.id, page.id));
    expect(row).toMatchObject({ title: "Begin", lockVersion: 1 });
  });

  it("the version read saves and redirects to the page (positive control)", async () => {
    const page = await newPage(1);
    const { response, location } = await save(page.id, { lockVersion: "1", title: "Mijn tekst" });
    expect(response?.status).toBe(302);
    expect(location).toBe(`/content/pages/${page.id}`);
    const [row] = await database.db.select().from(pages).where(eq(pages.id, page.id));
    expect(row).toMatchObject({ title: "Mijn tekst", lockVersion: 2 });
  });

  it("publishing a stale version says so and publishes nothing", async () => {
    const page = await newPage(3);
    const { answer } = await route.post(action, `/content/pages/${page.id}`, {
      cookie,
      params: { id: String(page.id) },
      form: { intent: "publish", lockVersion: "2" },
    });
    expect(answer).toEqual({ notice: "stale" });
    const [row] = await database.db.select().from(pages).where(eq(pages.id, page.id));
    expect(row?.isPublished).toBe(false);
  });

  it("'preview' shows the page as the unsaved settings would make it, and saves nothing", async () => {
    const page = await newPage(2);
    const { answer } = await save(page.id, {
      intent: "preview",
      lockVersion: "2",
      title: "Nog niet bewaard",
      showTitleOnPage: "on",
    });
    const preview = (answer as { preview: { page: { title: string; showTitleOnPage: boolean; pageLayout: string } } }).preview;
    expect(preview.page).toMatchObject({ title: "Nog niet bewaard", showTitleOnPage: true, pageLayout: "wide" });
    const [row] = await database.db.select().from(pages).where(eq(pages.id, page.id));
    expect(row).toMatchObject({ title: "Begin", lockVersion: 2 });
    const invalid = await save(page.id, { intent: "preview", lockVersion: "2", title: "" });
    expect((invalid.answer as { reply: { error: Record<string, string[]> } }).reply.error.title).toEqual(["validation:required"]);
  });
});
