/**
 * /content/pages/{id}/blocks: a page's content blocks in order, for its editors (ADR 0048). Each block: edit (its own
 * screen, Dutch and English), move up or down, remove (a save of the page each: a revision, at the page's version);
 * add a block of any of the 19 types at a chosen place. Every step is a form post that comes back here at the block
 * it moved; with JavaScript a block can also be dragged to its place (the same move, sent without a reload).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useFetcher, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { loadPageBlocks } from "~/components/content/block-editor/block-editor.server";
import { blockSummary } from "~/components/content/block-editor/block-schema";
import { inputClass, linkClass, PageHeading } from "~/components/forms";
import { LocaleLink } from "~/components/locale-link";
import { Button, ButtonLink } from "~/components/ui/button";
import { isConfirmed } from "~/components/ui/confirm-form";
import { SortableList } from "~/components/ui/sortable-list";
import { StatusBadge } from "~/components/ui/status-badge";
import { ApiError } from "~/utils/api.server";
import { routeError } from "~/utils/route-errors";
import type { RouteHandle } from "~/utils/route-handle";
import { redirectWithToast } from "~/utils/toast.server";
import { localPath, toastT } from "~/utils/urls.server";
import { BLOCK_TYPES, blockPropsSchemas, englishCoverage, isBlockType, MAX_PAGE_BLOCKS } from "../../../contract/content-blocks";

export const handle: RouteHandle = { titleKey: "content-admin:blocks.title", requires: "pages.manage" };

export async function loader({ context, params }: LoaderFunctionArgs) {
  const { page, blocks } = await loadPageBlocks(context, params.id ?? "");
  return {
    page,
    blocks: blocks.map((b) => ({
      id: b.id,
      blockType: b.blockType,
      known: isBlockType(b.blockType),
      summary: blockSummary(b.props),
      english: isBlockType(b.blockType) ? englishCoverage(blockPropsSchemas[b.blockType], b.props, b.propsEn) : "none",
    })),
  };
}

type Notice = { stale: true } | { unconfirmed: string };

/** Move (`intent` up | down | move with `position`) or remove (`intent` delete, confirmed) the block `id`. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const pageId = params.id ?? "";
  if (!/^\d{1,12}$/.test(pageId)) throw routeError(404, "not_found");
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  const id = String(formData.get("id") ?? "");
  if (!/^\d{1,12}$/.test(id)) throw routeError(400, "error");
  const t = await toastT(context, "content-admin");
  const back = localPath(request, `/content/pages/${pageId}/blocks`);
  const lockVersion = Number(formData.get("lockVersion"));
  try {
    if (intent === "up" || intent === "down" || intent === "move") {
      const index = Number(formData.get("index"));
      const to = intent === "move" ? Number(formData.get("position")) : intent === "up" ? index - 1 : index + 1;
      if (!Number.isInteger(to) || to < 0 || to > MAX_PAGE_BLOCKS) throw routeError(400, "error");
      await context.api.post(`/api/v1/content_blocks/${encodeURIComponent(id)}/move`, {
        body: { data: { type: "content_blocks", attributes: { position: to, lock_version: lockVersion } } },
        errors: "throw",
      });
      return redirectWithToast(context, `${back}#block-${id}`, { color: "success", message: t("blocks.moved") });
    }
    if (intent === "delete") {
      if (!isConfirmed(formData)) return { unconfirmed: id } satisfies Notice;
      await context.api.delete(`/api/v1/content_blocks/${encodeURIComponent(id)}`, { errors: "throw" });
      return redirectWithToast(context, back, { color: "success", message: t("blocks.removed") });
    }
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return { stale: true } satisfies Notice;
    throw error;
  }
  throw routeError(400, "error");
}

export default function PageBlocks() {
  const { t } = useTranslation("content-admin");
  const { page, blocks } = useLoaderData<typeof loader>();
  const notice = useActionData<typeof action>() as Notice | undefined;
  const mover = useFetcher();
  const nameOf = (block: (typeof blocks)[number]) => (block.known ? t(`blocks.types.${block.blockType}.name`) : block.blockType);
  return (
    <div className="max-w-4xl space-y-8">
      <div>
        <PageHeading
          title={t("blocks.heading", { title: page.title })}
          back={{ to: `/content/pages/${page.id}`, label: t("blocks.back") }}
        />
        <div className="flex flex-wrap gap-4">
          <LocaleLink to={`/content/pages/${page.id}/preview`} className={linkClass}>
            {t("edit.preview")}
          </LocaleLink>
        </div>
        {notice && "stale" in notice ? (
          <p role="alert" className="mt-3 font-medium text-red-700 dark:text-red-300">
            {t("errors.stale")}
          </p>
        ) : null}
      </div>

      {blocks.length === 0 ? <p>{t("blocks.empty")}</p> : null}
      <SortableList
        items={blocks}
        idOf={(block) => block.id}
        label={t("blocks.listLabel")}
        anchor="block"
        lockVersion={page.lockVersion}
        mover={mover}
        itemLabel={(block, index) => t("blocks.itemLabel", { number: index + 1, name: nameOf(block) })}
        words={{ drag: t("blocks.drag"), up: t("blocks.up"), down: t("blocks.down"), remove: t("blocks.remove") }}
        unconfirmed={notice !== undefined && "unconfirmed" in notice ? notice.unconfirmed : null}
        summary={(block, index, handle) => (
          <>
            <p className="font-semibold">
              {handle}
              {index + 1}. {nameOf(block)}
            </p>
            {block.summary ? (
              <p className="truncate text-sm text-muted-700 dark:text-muted-300" lang="nl">
                {block.summary}
              </p>
            ) : null}
            <div className="mt-1">
              <StatusBadge tone={block.english === "complete" ? "success" : block.english === "partial" ? "warning" : "neutral"}>
                {t(`blocks.english.${block.english}`)}
              </StatusBadge>
            </div>
          </>
        )}
        actions={(block, _index, label) =>
          block.known ? (
            <ButtonLink to={`/content/pages/${page.id}/blocks/${block.id}`} variant="secondary">
              {t("blocks.edit")}
              <span className="sr-only"> {label}</span>
            </ButtonLink>
          ) : null
        }
      />

      {blocks.length < MAX_PAGE_BLOCKS ? (
        <section aria-labelledby="add-block-heading" className="rounded-[var(--radius)] bg-muted-50 p-4 dark:bg-muted-900">
          <h2 id="add-block-heading" className="mb-3 text-lg font-semibold">
            {t("blocks.add")}
          </h2>
          <Form method="get" action="new" className="flex flex-wrap items-end gap-4">
            <div>
              <label htmlFor="add-block-type" className="block font-semibold">
                {t("blocks.type")}
              </label>
              <select id="add-block-type" name="type" className={inputClass} required>
                {BLOCK_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`blocks.types.${type}.name`)}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="add-block-position" className="block font-semibold">
                {t("blocks.place")}
              </label>
              <select id="add-block-position" name="position" defaultValue={blocks.length} className={inputClass}>
                {blocks.map((block, index) => (
                  <option key={block.id} value={index}>
                    {t("blocks.before", { number: index + 1 })}
                  </option>
                ))}
                <option value={blocks.length}>{t("blocks.atEnd")}</option>
              </select>
            </div>
            <Button type="submit">{t("blocks.addSubmit")}</Button>
          </Form>
        </section>
      ) : (
        <p>{t("blocks.full", { count: MAX_PAGE_BLOCKS })}</p>
      )}
    </div>
  );
}
