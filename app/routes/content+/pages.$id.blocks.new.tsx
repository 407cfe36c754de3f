/**
 * /content/pages/{id}/blocks/new?type=…&position=…: a new block of one of the 19 types (ADR 0048). Without a type,
 * the types to choose from (a GET form); with one, its empty form and preview. Saving adds the block at the chosen
 * place (a save of the page, at its version) and opens it, so its English texts can follow.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { BlockEditor } from "~/components/content/block-editor/block-editor";
import { blockEditorAction, loadPageBlocks, previewNews } from "~/components/content/block-editor/block-editor.server";
import { editorDefaults } from "~/components/content/block-editor/block-schema";
import { PageHeading } from "~/components/forms";
import { Button } from "~/components/ui/button";
import type { RouteHandle } from "~/utils/route-handle";
import { redirectWithToast } from "~/utils/toast.server";
import { localPath, toastT } from "~/utils/urls.server";
import { BLOCK_TYPES, type BlockType, isBlockType, MAX_PAGE_BLOCKS } from "../../../contract/content-blocks";

export const handle: RouteHandle = { titleKey: "content-admin:blocks.newTitle", requires: "pages.manage" };

function chosen(request: Request) {
  const url = new URL(request.url);
  const type = url.searchParams.get("type");
  const position = Number(url.searchParams.get("position"));
  return {
    blockType: isBlockType(type) ? type : null,
    position: Number.isInteger(position) && position >= 0 && position <= MAX_PAGE_BLOCKS ? position : undefined,
  };
}

export async function loader({ context, params, request }: LoaderFunctionArgs) {
  const { page } = await loadPageBlocks(context, params.id ?? "");
  const { blockType, position } = chosen(request);
  if (!blockType) return { page, blockType: null, position, editor: null, news: [] };
  return {
    page,
    blockType,
    position,
    editor: editorDefaults(blockType, "nl", {}, null, page.lockVersion),
    news: await previewNews(context, blockType),
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const pageId = params.id ?? "";
  const { blockType, position } = chosen(request);
  if (!blockType) throw new Response("Bad Request", { status: 400 });
  const formData = await request.formData();
  const result = await blockEditorAction(context, formData, { blockType, language: "nl", pageId, position });
  if (result.kind === "saved") {
    const t = await toastT(context, "content-admin");
    return redirectWithToast(context, localPath(request, `/content/pages/${pageId}/blocks/${result.id}`), {
      color: "success",
      message: t("blocks.added"),
    });
  }
  return result;
}

function TypeChooser({ position }: { position: number | undefined }) {
  const { t } = useTranslation("content-admin");
  return (
    <Form method="get" className="space-y-4">
      {position !== undefined ? <input type="hidden" name="position" value={position} /> : null}
      <fieldset>
        <legend className="mb-3 font-semibold">{t("blocks.type")}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {BLOCK_TYPES.map((type, i) => (
            <div
              key={type}
              className="flex items-start gap-2 rounded-[var(--radius)] border border-muted-200 p-3 dark:border-muted-700"
            >
              <input
                type="radio"
                id={`type-${type}`}
                name="type"
                value={type}
                required
                defaultChecked={i === 0}
                aria-describedby={`type-${type}-description`}
                className="mt-1 size-4 accent-primary-700"
              />
              <div>
                <label htmlFor={`type-${type}`} className="font-semibold">
                  {t(`blocks.types.${type}.name`)}
                </label>
                <p id={`type-${type}-description`} className="text-sm text-muted-700 dark:text-muted-300">
                  {t(`blocks.types.${type}.description`)}
                </p>
              </div>
            </div>
          ))}
        </div>
      </fieldset>
      <Button type="submit">{t("blocks.next")}</Button>
    </Form>
  );
}

export default function NewBlock() {
  const { t } = useTranslation("content-admin");
  const { page, blockType, position, editor, news } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const back = { to: `/content/pages/${page.id}/blocks`, label: t("blocks.backToBlocks") };
  if (!blockType || !editor) {
    return (
      <div className="max-w-4xl">
        <PageHeading title={t("blocks.newHeading", { title: page.title })} back={back} />
        <TypeChooser position={position} />
      </div>
    );
  }
  return (
    <div>
      <PageHeading
        title={t("blocks.newOfType", { name: t(`blocks.types.${blockType as BlockType}.name`) })}
        description={t(`blocks.types.${blockType as BlockType}.description`)}
        back={back}
      />
      <BlockEditor
        blockType={blockType as BlockType}
        language="nl"
        defaultValue={editor.defaultValue}
        docs={editor.docs}
        lastResult={actionData && "reply" in actionData ? actionData.reply : undefined}
        preview={actionData && "preview" in actionData ? (actionData.preview ?? null) : null}
        news={news}
        saveLabel={t("blocks.addSubmit")}
      />
    </div>
  );
}
