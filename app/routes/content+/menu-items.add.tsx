/** SPEC §2 /content/menu-items: 'Menu-item toevoegen' — a new item at the end of its menu (or its parent's list). */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/forms";
import type { RouteHandle } from "~/utils/route-handle";
import { MENUS } from "../../../contract/menu-items";
import { MenuItemEditor } from "./__menu-editor";
import { loadMenuItems, pageChoices } from "./__menu-items.server";

export { action } from "./__menu-editor.server";

export const handle: RouteHandle = { titleKey: "menu-items:add.title", requires: "content.manage" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [items, pages] = await Promise.all([loadMenuItems(context), pageChoices(context)]);
  const asked = new URL(request.url).searchParams.get("menu");
  const menu = MENUS.find((m) => m === asked) ?? "header";
  const parents = items.filter((i) => i.parentId === null).map((i) => ({ id: i.id, name: i.name, menu: i.menu }));
  return { menu, parents, pages };
}

export default function AddMenuItem() {
  const { t } = useTranslation("menu-items");
  const { menu, parents, pages } = useLoaderData<typeof loader>();
  return (
    <div className="max-w-2xl">
      <PageHeading title={t("add.title")} back={{ to: "/content/menu-items", label: t("back") }} />
      <MenuItemEditor mode="add" defaults={{ menu, linkType: "content_page" }} parents={parents} pages={pages} />
    </div>
  );
}
