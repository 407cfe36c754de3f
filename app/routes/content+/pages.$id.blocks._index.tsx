/**
 * /content/pages/{id}/blocks: a page's content blocks in order, for its editors (ADR 0048). Each block: edit (its own
 * screen, Dutch and English), move up or down, remove (a save of the page each: a revision, at the page's version);
 * add a block of any of the 19 types at a chosen place. Every step is a form post that comes back here at the block
 * it moved; with JavaScript a block can also be dragged to its place (the same move, sent without a reload).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useFetcher, useLoaderData } from "@remix-run/react";
import { type DragEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { loadPageBlocks } from "~/components/content/block-editor/block-editor.server";
import { blockSummary } from "~/components/content/block-editor/block-schema";
import { inputClass, linkClass, PageHeading } from "~/components/forms";
import { LocaleLink } from "~/components/locale-link";
import { Button, ButtonLink } from "~/components/ui/button";
import { ConfirmForm, isConfirmed } from "~/components/ui/confirm-form";
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
  const [dragged, setDragged] = useState<string | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const drop = (event: DragEvent, index: number) => {
    event.preventDefault();
    setOver(null);
    const id = dragged ?? event.dataTransfer.getData("text/plain");
    setDragged(null);
    if (!id) return;
    mover.submit({ intent: "move", id, position: String(index), lockVersion: String(page.lockVersion) }, { method: "post" });
  };
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
      <ol className="space-y-3" aria-label={t("blocks.listLabel")}>
        {blocks.map((block, index) => {
          const name = block.known ? t(`blocks.types.${block.blockType}.name`) : block.blockType;
          const label = t("blocks.itemLabel", { number: index + 1, name });
          return (
            <li
              key={block.id}
              id={`block-${block.id}`}
              className={`scroll-mt-24 rounded-[var(--radius)] border p-3 ${
                over === index ? "border-primary-700 border-2" : "border-muted-200 dark:border-muted-700"
              }`}
              draggable
              onDragStart={(event) => {
                setDragged(block.id);
                event.dataTransfer.setData("text/plain", block.id);
                event.dataTransfer.effectAllowed = "move";
              }}
              onDragOver={(event) => {
                event.preventDefault();
                setOver(index);
              }}
              onDragLeave={() => setOver((current) => (current === index ? null : current))}
              onDrop={(event) => drop(event, index)}
            >
              <div className="flex flex-wrap items-start gap-3">
                <div className="min-w-0 grow basis-48">
                  <p className="font-semibold">
                    <span aria-hidden="true" className="mr-2 cursor-grab select-none text-muted-600" title={t("blocks.drag")}>
                      ⠿
                    </span>
                    {index + 1}. {name}
                  </p>
                  {block.summary ? (
                    <p className="truncate text-sm text-muted-700 dark:text-muted-300" lang="nl">
                      {block.summary}
                    </p>
                  ) : null}
                  <div className="mt-1">
                    <StatusBadge
                      tone={block.english === "complete" ? "success" : block.english === "partial" ? "warning" : "neutral"}
                    >
                      {t(`blocks.english.${block.english}`)}
                    </StatusBadge>
                  </div>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  {block.known ? (
                    <ButtonLink to={`/content/pages/${page.id}/blocks/${block.id}`} variant="secondary">
                      {t("blocks.edit")}
                      <span className="sr-only"> {label}</span>
                    </ButtonLink>
                  ) : null}
                  <Form method="post" className="flex gap-2">
                    <input type="hidden" name="id" value={block.id} />
                    <input type="hidden" name="index" value={index} />
                    <input type="hidden" name="lockVersion" value={page.lockVersion} />
                    {index > 0 ? (
                      <Button type="submit" name="intent" value="up" variant="secondary">
                        {t("blocks.up")}
                        <span className="sr-only"> {label}</span>
                      </Button>
                    ) : null}
                    {index < blocks.length - 1 ? (
                      <Button type="submit" name="intent" value="down" variant="secondary">
                        {t("blocks.down")}
                        <span className="sr-only"> {label}</span>
                      </Button>
                    ) : null}
                  </Form>
                </div>
              </div>
              <details className="mt-2">
                <summary className="cursor-pointer text-sm">
                  {t("blocks.remove")}
                  <span className="sr-only"> {label}</span>
                </summary>
                <div className="mt-2">
                  <ConfirmForm
                    intent="delete"
                    submitLabel={t("blocks.remove")}
                    submitExtra={<span className="sr-only"> {label}</span>}
                    idSuffix={block.id}
                    unconfirmed={notice !== undefined && "unconfirmed" in notice && notice.unconfirmed === block.id}
                  >
                    <input type="hidden" name="id" value={block.id} />
                  </ConfirmForm>
                </div>
              </details>
            </li>
          );
        })}
      </ol>

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
