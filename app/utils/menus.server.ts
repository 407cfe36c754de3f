import type { AppLoadContext } from "@remix-run/cloudflare";
import type { LinkedPageAttributes, MenuItemAttributes } from "../../contract/menu-items";
import { SYSTEM_PAGES } from "../../contract/system-pages";
import { getList, type Resource } from "./api-resources.server";

export interface MenuNode {
  id: string;
  name: string;
  /** The English name; null: the Dutch one stands in, marked lang="nl" (menu-name.ts). */
  nameEn: string | null;
  href: string;
  children: MenuNode[];
}

/** A menu item with `include=page`: its parent as a ref, its page in full (a page that is not published: a ref). */
type MenuItemRelationships = {
  parent: { id: string } | null;
  page: ({ id: string } & Partial<LinkedPageAttributes>) | null;
};
/** What the tree needs of a menu item (contract/menu-items.ts). */
type MenuItemResource = Pick<
  Resource<MenuItemAttributes>,
  "id" | "name" | "nameEn" | "menu" | "linkType" | "systemPageId" | "order"
> &
  MenuItemRelationships;

/** Where an item points; null when it cannot be shown (unknown system page, unpublished or missing page). */
function hrefOf(item: MenuItemResource): string | null {
  if (item.linkType === "system_page") return item.systemPageId ? (SYSTEM_PAGES[item.systemPageId] ?? null) : null;
  const slug = item.page?.slug;
  if (slug === undefined) return null;
  return slug === "" ? "/" : `/${slug}`;
}

/** Builds nested, ordered trees; children of a hidden parent are hidden too. */
export function buildMenuTree(items: MenuItemResource[], menu: "header" | "footer"): MenuNode[] {
  const inMenu = items.filter((i) => i.menu === menu).sort((a, b) => a.order - b.order || Number(a.id) - Number(b.id));
  const nodes = new Map<string, MenuNode>();
  for (const item of inMenu) {
    const href = hrefOf(item);
    if (href) nodes.set(item.id, { id: item.id, name: item.name, nameEn: item.nameEn ?? null, href, children: [] });
  }
  const roots: MenuNode[] = [];
  for (const item of inMenu) {
    const node = nodes.get(item.id);
    if (!node) continue;
    if (!item.parent) roots.push(node);
    else nodes.get(item.parent.id)?.children.push(node);
  }
  return roots;
}

export async function loadMenus(context: AppLoadContext) {
  const { data } = await getList<MenuItemAttributes, MenuItemRelationships>(context.api, "/api/v1/menu_items", {
    query: { include: "page" },
  });
  // A system page of a feature the tenant does not have is no link (neighbour help: /een-op-een-hulp is a 404 there).
  const shown = context.tenant?.features.peerToPeer ? data : data.filter((i) => i.systemPageId !== "one_on_one");
  return { header: buildMenuTree(shown, "header"), footer: buildMenuTree(shown, "footer") };
}
