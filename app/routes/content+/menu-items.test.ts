import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { menuItems } from "../../../db/schema";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/d1";
import { createRouteHarness, type RouteHarness } from "../../../tests/setup/load-context";
import { action as editorAction } from "./__menu-editor.server";
import { action as listAction, loader as listLoader } from "./menu-items._index";

let database: TestDatabase;
let route: RouteHarness;
let cookie: string;
beforeAll(async () => {
  database = await createTestDatabase();
  route = createRouteHarness(database);
  cookie = (await route.signedIn("content_manager@oldebroek.example.org")).cookie;
});
afterAll(() => database?.dispose());

const footerTop = () =>
  database.db
    .select()
    .from(menuItems)
    .where(and(eq(menuItems.tenantId, "oldebroek"), eq(menuItems.menu, "footer"), isNull(menuItems.parentId)))
    .orderBy(menuItems.position, menuItems.id);

describe("the menu item editor's action", () => {
  it("adds an item without JavaScript: only the chosen link type's field is sent, an empty English name is null", async () => {
    const { location } = await route.post(editorAction, "/content/menu-items/add", {
      cookie,
      form: {
        name: "Word vrijwilliger",
        nameEn: "",
        menu: "footer",
        parentId: "",
        linkType: "system_page",
        pageId: "",
        systemPageId: "signup",
      },
    });
    expect(location).toBe("/content/menu-items");
    const added = (await footerTop()).at(-1);
    expect(added).toMatchObject({
      name: "Word vrijwilliger",
      nameEn: null,
      linkType: "system_page",
      systemPageId: "signup",
      pageId: null,
    });
  });

  it("puts the API's refusal on its field (a parent from the other menu)", async () => {
    const [headerItem] = await database.db
      .select()
      .from(menuItems)
      .where(and(eq(menuItems.tenantId, "oldebroek"), eq(menuItems.menu, "header"), isNull(menuItems.parentId)))
      .limit(1);
    const { answer } = await route.post(editorAction, "/content/menu-items/add", {
      cookie,
      form: { name: "Fout", menu: "footer", parentId: String(headerItem.id), linkType: "system_page", systemPageId: "news" },
    });
    expect((answer as { error: Record<string, string[]> }).error.parentId).toEqual(["menu-items:errors.parentInvalid"]);
  });
});

describe("the menus page's action", () => {
  it("moves an item up and removes one only when confirmed", async () => {
    const before = await footerTop();
    const last = before.at(-1);
    if (!last) throw new Error("the seed has a footer menu");
    const moved = await route.post(listAction, "/content/menu-items", { cookie, form: { intent: "up", id: String(last.id) } });
    expect(moved.location).toBe(`/content/menu-items#menu-item-${last.id}`);
    const after = (await footerTop()).map((i) => i.id);
    expect(after.at(-2)).toBe(last.id);

    const unconfirmed = await route.post(listAction, "/content/menu-items", {
      cookie,
      form: { intent: "delete", id: String(last.id) },
    });
    expect(unconfirmed.answer).toEqual({ unconfirmed: String(last.id) });
    expect((await footerTop()).some((i) => i.id === last.id)).toBe(true);
    await route.post(listAction, "/content/menu-items", {
      cookie,
      form: { intent: "delete", id: String(last.id), confirm: "on" },
    });
    expect((await footerTop()).some((i) => i.id === last.id)).toBe(false);

    const { items } = await route.load(listLoader, "/content/menu-items", { cookie });
    expect(items.every((i) => i.id !== String(last.id))).toBe(true);
  });
});
