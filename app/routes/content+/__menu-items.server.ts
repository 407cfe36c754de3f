/** Loading for the menu screens: the centre's menu items as the API answers them, and the pages a link may choose. */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { getList } from "~/utils/api-resources.server";
import type { LinkedPageAttributes, MenuItemAttributes } from "../../../contract/menu-items";
import type { PageAttributes } from "../../../contract/pages";

type Relationships = { parent: { id: string } | null; page: ({ id: string } & Partial<LinkedPageAttributes>) | null };

export async function loadMenuItems(context: AppLoadContext) {
  const { data } = await getList<MenuItemAttributes, Relationships>(context.api, "/api/v1/menu_items", {
    query: { include: "page" },
  });
  return data.map((item) => ({
    id: item.id,
    name: item.name,
    nameEn: item.nameEn,
    menu: item.menu,
    parentId: item.parent?.id ?? null,
    linkType: item.linkType,
    pageId: item.page?.id ?? null,
    pageTitle: item.page?.title ?? null,
    systemPageId: item.systemPageId,
    order: item.order,
    pageUnavailable: item.pageUnavailable,
  }));
}
export type MenuItemRow = Awaited<ReturnType<typeof loadMenuItems>>[number];

/** The centre's published pages a link may choose (a draft is no link a visitor could follow). */
export async function pageChoices(context: AppLoadContext) {
  const { data } = await getList<Pick<PageAttributes, "title" | "slug">>(context.api, "/api/v1/pages", {
    query: { "page[size]": "1000", sort: "title", "fields[pages]": "title,slug" },
  });
  return data.map((page) => ({ id: page.id, title: page.title }));
}
