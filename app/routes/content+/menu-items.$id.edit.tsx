/** SPEC §2 /content/menu-items: 'Menu-item bewerken' — its names in both languages, menu, parent and link. */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/forms";
import { loaderTitle, type RouteHandle } from "~/utils/route-handle";
import { MenuItemEditor } from "./__menu-editor";
import { loadMenuItems, pageChoices } from "./__menu-items.server";

export { action } from "./__menu-editor.server";

export const handle: RouteHandle = {
  titleKey: "menu-items:edit.title",
  requires: "content.manage",
  title: loaderTitle<typeof loader>((data) => data.item.name),
};

export async function loader({ context, params }: LoaderFunctionArgs) {
  const [items, pages] = await Promise.all([loadMenuItems(context), pageChoices(context)]);
  const item = items.find((i) => i.id === params.id);
  if (!item) throw new Response("Not Found", { status: 404 });
  const hasChildren = items.some((i) => i.parentId === item.id);
  // An item with sub-items stays at the top level; an item never goes under itself.
  const parents = hasChildren
    ? []
    : items.filter((i) => i.parentId === null && i.id !== item.id).map((i) => ({ id: i.id, name: i.name, menu: i.menu }));
  // A link to a draft or deleted page: the choice is kept, named as unavailable.
  const choices = item.pageId && !pages.some((p) => p.id === item.pageId) ? [...pages, { id: item.pageId, title: "" }] : pages;
  return { item, parents, pages: choices };
}

export default function EditMenuItem() {
  const { t } = useTranslation("menu-items");
  const { item, parents, pages } = useLoaderData<typeof loader>();
  const defaults = {
    name: item.name,
    nameEn: item.nameEn ?? "",
    menu: item.menu,
    parentId: item.parentId ?? "",
    linkType: item.linkType,
    pageId: item.pageId ?? "",
    systemPageId: item.systemPageId ?? "",
  };
  return (
    <div className="max-w-2xl">
      <PageHeading title={t("edit.title")} back={{ to: "/content/menu-items", label: t("back") }} />
      <MenuItemEditor mode="edit" defaults={defaults} parents={parents} pages={pages} />
    </div>
  );
}
