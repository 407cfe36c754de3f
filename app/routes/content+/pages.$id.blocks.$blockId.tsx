/**
 * /content/pages/{id}/blocks/{blockId}[?lang=en]: one block's editor (ADR 0048) — its Dutch fields, or with `lang=en`
 * its English texts beside the Dutch ones — with the block as a visitor will see it beside the form. Saving is a save
 * of the page at the version it was read at (a save by someone else meanwhile comes back as "changed meanwhile", the
 * typed values kept) and returns to this block.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { BlockEditor } from "~/components/content/block-editor/block-editor";
import {
  blockEditorAction,
  loadPageBlocks,
  previewBlock,
  previewNews,
} from "~/components/content/block-editor/block-editor.server";
import { editorDefaults } from "~/components/content/block-editor/block-schema";
import { PageHeading } from "~/components/forms";
import { LocaleLink } from "~/components/locale-link";
import { routeError } from "~/utils/route-errors";
import type { RouteHandle } from "~/utils/route-handle";
import { redirectWithToast } from "~/utils/toast.server";
import { localPath, toastT } from "~/utils/urls.server";
import { type BlockType, isBlockType } from "../../../contract/content-blocks";

export const handle: RouteHandle = { titleKey: "content-admin:blocks.editTitle", requires: "pages.manage" };

const languageOf = (request: Request): "nl" | "en" => (new URL(request.url).searchParams.get("lang") === "en" ? "en" : "nl");

async function loadBlock(context: Parameters<typeof loader>[0]["context"], params: Parameters<typeof loader>[0]["params"]) {
  const { page, blocks } = await loadPageBlocks(context, params.id ?? "");
  const index = blocks.findIndex((b) => b.id === params.blockId);
  const block = blocks[index];
  if (!block || !isBlockType(block.blockType)) throw routeError(404, "not_found");
  return { page, block: { ...block, blockType: block.blockType as BlockType }, index };
}

export async function loader({ context, params, request }: LoaderFunctionArgs) {
  const { page, block, index } = await loadBlock(context, params);
  const language = languageOf(request);
  const [preview, news] = await Promise.all([
    previewBlock(context, { id: block.id, blockType: block.blockType, props: block.props, propsEn: block.propsEn }, language),
    previewNews(context, block.blockType),
  ]);
  return {
    page,
    language,
    index,
    block: { id: block.id, blockType: block.blockType, props: block.props },
    editor: editorDefaults(block.blockType, language, block.props, block.propsEn, page.lockVersion),
    preview,
    news,
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { page, block } = await loadBlock(context, params);
  const language = languageOf(request);
  const formData = await request.formData();
  const result = await blockEditorAction(context, formData, {
    blockType: block.blockType,
    language,
    pageId: page.id,
    block: { id: block.id, props: block.props, propsEn: block.propsEn },
  });
  if (result.kind === "saved") {
    const t = await toastT(context, "content-admin");
    const here = `/content/pages/${page.id}/blocks/${block.id}${language === "en" ? "?lang=en" : ""}`;
    return redirectWithToast(context, localPath(request, here), { color: "success", message: t("blocks.saved") });
  }
  return result;
}

export default function EditBlock() {
  const { t } = useTranslation("content-admin");
  const { page, language, index, block, editor, preview, news } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const base = `/content/pages/${page.id}/blocks/${block.id}`;
  const name = t(`blocks.types.${block.blockType}.name`);
  return (
    <div>
      <PageHeading
        title={t("blocks.editHeading", { number: index + 1, name })}
        description={t("blocks.onPage", { title: page.title })}
        back={{ to: `/content/pages/${page.id}/blocks`, label: t("blocks.backToBlocks") }}
      />
      <nav aria-label={t("blocks.languages")} className="mb-6">
        <ul className="flex gap-2">
          {(["nl", "en"] as const).map((lang) => (
            <li key={lang}>
              <LocaleLink
                to={lang === "nl" ? base : `${base}?lang=en`}
                aria-current={language === lang ? "page" : undefined}
                className={`inline-block rounded-[var(--radius)] border px-3 py-1.5 font-medium ${
                  language === lang
                    ? "border-primary-700 bg-primary-700 text-white"
                    : "border-muted-300 text-primary-800 hover:bg-muted-100 dark:text-primary-200 dark:hover:bg-muted-800"
                }`}
              >
                {t(`blocks.language.${lang}`)}
              </LocaleLink>
            </li>
          ))}
        </ul>
      </nav>
      {language === "en" ? <p className="mb-4 max-w-3xl">{t("blocks.englishHint")}</p> : null}
      <BlockEditor
        // A new version of the page (a save) starts the form again from what is stored.
        key={`${language}-${page.lockVersion}`}
        blockType={block.blockType}
        language={language}
        defaultValue={editor.defaultValue}
        docs={editor.docs}
        dutch={block.props}
        lastResult={actionData && "reply" in actionData ? actionData.reply : undefined}
        preview={actionData && "preview" in actionData ? (actionData.preview ?? null) : preview}
        news={news}
        saveLabel={t("blocks.save")}
      />
    </div>
  );
}
