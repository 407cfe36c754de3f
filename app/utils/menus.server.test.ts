import { describe, expect, it } from "vitest";
import { buildMenuTree } from "./menus.server";

const item = (id: string, over: Record<string, unknown>) => ({
  id,
  name: `item ${id}`,
  menu: "header" as const,
  linkType: "system_page" as const,
  systemPageId: "news",
  order: Number(id),
  parent: null,
  page: null,
  ...over,
});

describe("buildMenuTree", () => {
  it("nests children under parents in order and resolves links", () => {
    const tree = buildMenuTree(
      [
        item("3", { order: 1, linkType: "content_page", systemPageId: null, page: { id: "9", slug: "over-ons" } }),
        item("1", { order: 2, systemPageId: "vacancies", nameEn: "Vacancies" }),
        item("4", {
          order: 2,
          parent: { id: "3" },
          linkType: "content_page",
          systemPageId: null,
          page: { id: "8", slug: "contact" },
        }),
        item("5", { order: 1, parent: { id: "3" }, systemPageId: "home" }),
        item("6", { menu: "footer" }),
      ] as never,
      "header",
    );
    expect(tree.map((n) => [n.name, n.href])).toEqual([
      ["item 3", "/over-ons"],
      ["item 1", "/vacancies/search"],
    ]);
    expect(tree[0].children.map((n) => n.href)).toEqual(["/", "/contact"]);
    expect(tree.map((n) => n.nameEn)).toEqual([null, "Vacancies"]);
  });

  it("hides items that cannot be shown, with their children", () => {
    const tree = buildMenuTree(
      [
        item("1", { systemPageId: "nonexistent" }),
        item("2", { parent: { id: "1" } }),
        item("3", { linkType: "content_page", systemPageId: null, page: { id: "7" } }),
      ] as never,
      "header",
    );
    expect(tree).toEqual([]);
  });
});
