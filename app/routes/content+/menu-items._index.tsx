/**
 * SPEC §2 /content/menu-items: the centre's header and footer menus as nested lists. Add, edit (both languages),
 * move up/down (buttons: a form post each, no JavaScript needed) and remove (ConfirmForm: a parent goes with its
 * sub-items, ADR 0042). A link to a draft or deleted page is flagged; the public menu leaves it out.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/forms";
import { Button, ButtonLink } from "~/components/ui/button";
import { ConfirmForm, isConfirmed } from "~/components/ui/confirm-form";
import { StatusBadge } from "~/components/ui/status-badge";
import type { RouteHandle } from "~/utils/route-handle";
import { redirectWithToast } from "~/utils/toast.server";
import { localPath, toastT } from "~/utils/urls.server";
import { MENU_MOVES, MENUS } from "../../../contract/menu-items";
import { loadMenuItems, type MenuItemRow } from "./__menu-items.server";

export const handle: RouteHandle = { titleKey: "menu-items:index.title", requires: "content.manage" };

export async function loader({ context }: LoaderFunctionArgs) {
  return { items: await loadMenuItems(context) };
}

/** Move up/down (`intent` up|down) or remove (`intent` delete, confirmed) the item `id`; back here with a toast. */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const intent = formData.get("intent");
  const id = String(formData.get("id") ?? "");
  if (!/^\d{1,12}$/.test(id)) throw new Response("Bad Request", { status: 400 });
  const t = await toastT(context, "menu-items");
  const back = localPath(request, "/content/menu-items");
  const direction = MENU_MOVES.find((m) => m === intent);
  if (direction) {
    await context.api.post(`/api/v1/menu_items/${id}/move`, {
      body: { data: { type: "menu_items", attributes: { direction } } },
    });
    return redirectWithToast(context, `${back}#menu-item-${id}`, { color: "success", message: t("index.moved") });
  }
  if (intent === "delete") {
    if (!isConfirmed(formData)) return { unconfirmed: id };
    await context.api.delete(`/api/v1/menu_items/${id}`);
    return redirectWithToast(context, back, { color: "success", message: t("index.removed") });
  }
  throw new Response("Bad Request", { status: 400 });
}

function ItemRow({ item, children, first, last }: { item: MenuItemRow; children: MenuItemRow[]; first: boolean; last: boolean }) {
  const { t } = useTranslation("menu-items");
  const actionData = useActionData<typeof action>();
  const target =
    item.linkType === "system_page"
      ? t(`systemPages.${item.systemPageId}`, { defaultValue: item.systemPageId ?? "" })
      : (item.pageTitle ?? t("unavailable"));
  return (
    <li id={`menu-item-${item.id}`} className="rounded-[var(--radius)] border border-muted-200 p-3 dark:border-muted-700">
      <div className="flex flex-wrap items-center gap-3">
        <div className="min-w-0 grow">
          <p className="font-semibold" lang="nl">
            {item.name}
          </p>
          <p className="text-sm text-muted-700 dark:text-muted-300">
            {item.nameEn ? <span lang="en">{item.nameEn}</span> : t("index.noEnglish")} · {target}
          </p>
          {item.pageUnavailable ? <StatusBadge tone="warning">{t("index.pageUnavailable")}</StatusBadge> : null}
        </div>
        <Form method="post" className="flex gap-2">
          <input type="hidden" name="id" value={item.id} />
          <Button type="submit" name="intent" value="up" variant="secondary" disabled={first}>
            {t("index.up")}
            <span className="sr-only">: {item.name}</span>
          </Button>
          <Button type="submit" name="intent" value="down" variant="secondary" disabled={last}>
            {t("index.down")}
            <span className="sr-only">: {item.name}</span>
          </Button>
        </Form>
        <ButtonLink to={`/content/menu-items/${item.id}/edit`} variant="secondary">
          {t("index.edit")}
          <span className="sr-only">: {item.name}</span>
        </ButtonLink>
        {/* Removing is one step further away (a disclosure, no JavaScript needed), so a row stays one line. */}
        <details className="basis-full" open={actionData?.unconfirmed === item.id}>
          <summary className="cursor-pointer text-sm font-semibold text-red-800 underline dark:text-red-300">
            {t("index.remove")}
            <span className="sr-only">: {item.name}</span>
          </summary>
          <div className="mt-2">
            <ConfirmForm
              intent="delete"
              idSuffix={item.id}
              submitLabel={t("index.remove")}
              submitExtra={<span className="sr-only">: {item.name}</span>}
              confirmLabel={children.length ? t("index.confirmWithChildren", { count: children.length }) : undefined}
              unconfirmed={actionData?.unconfirmed === item.id}
            >
              <input type="hidden" name="id" value={item.id} />
            </ConfirmForm>
          </div>
        </details>
      </div>
      {children.length ? (
        <ol
          className="mt-3 space-y-2 border-l-2 border-muted-200 pl-4 dark:border-muted-700"
          aria-label={t("index.children", { name: item.name })}
        >
          {children.map((child, i) => (
            <ItemRow key={child.id} item={child} children={[]} first={i === 0} last={i === children.length - 1} />
          ))}
        </ol>
      ) : null}
    </li>
  );
}

export default function MenuItems() {
  const { t } = useTranslation("menu-items");
  const { items } = useLoaderData<typeof loader>();
  return (
    <div className="max-w-4xl space-y-10">
      <PageHeading title={t("index.title")} description={t("index.description")} />
      {MENUS.map((menu) => {
        const top = items.filter((i) => i.menu === menu && i.parentId === null);
        return (
          <section key={menu} aria-labelledby={`menu-${menu}`} className="space-y-4">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id={`menu-${menu}`} className="text-xl font-bold">
                {t(`menus.${menu}`)}
              </h2>
              <ButtonLink to={`/content/menu-items/add?menu=${menu}`}>
                {t("index.add")}
                <span className="sr-only">: {t(`menus.${menu}`)}</span>
              </ButtonLink>
            </div>
            {top.length ? (
              <ol className="space-y-2">
                {top.map((item, i) => (
                  <ItemRow
                    key={item.id}
                    item={item}
                    children={items.filter((c) => c.parentId === item.id)}
                    first={i === 0}
                    last={i === top.length - 1}
                  />
                ))}
              </ol>
            ) : (
              <p>{t("index.empty")}</p>
            )}
          </section>
        );
      })}
    </div>
  );
}
