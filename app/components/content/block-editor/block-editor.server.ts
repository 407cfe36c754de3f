/**
 * The server half of the block editor (ADR 0048): what a block's form post does. A list intent of Conform (add,
 * remove or move a row) comes back as the form with the list changed — nothing sent, nothing typed lost; "preview"
 * checks the props and renders the block beside the form as a visitor will see it, unsaved; "save" sends the props
 * (or the English texts) to the API at the page's version and answers the one error mapper's errors on their fields.
 */
import { parseWithZod } from "@conform-to/zod";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import type { ApiError } from "~/utils/api.server";
import { getOne, type Resource, sendOne } from "~/utils/api-resources.server";
import { formErrorsFromApi, isFormApiError } from "~/utils/forms.server";
import { routeError } from "~/utils/route-errors";
import { type BlockType, checkBlock } from "../../../../contract/content-blocks";
import type { ContentBlockAttributes, PageAttributes } from "../../../../contract/pages";
import { prepareBlocks } from "../../blocks/prepare-blocks.server";
import type { PreparedBlock } from "../../blocks/types";
import { loadBlockForm } from "../../form-builder/fill.server";
import type { NewsSummary } from "../news";
import { fetchNews } from "../news.server";
import { englishFromForm, fieldPatterns, propsFromForm } from "./block-schema";

/** Conform's own field for list intents (its buttons' name). */
const CONFORM_INTENT = "__intent__";
const anyForm = z.object({}).passthrough();

export const LOCK_FIELD = "lockVersion";

/** The name of a field a check's issue path names: `["props", "cards", 2, "title"]` → `props.cards[2].title`. */
function fieldOfPath(path: readonly (string | number)[]): string {
  return path
    .map((segment, i) => (i === 0 && segment === "props_en" ? "propsEn" : segment))
    .reduce<string>((name, s) => (typeof s === "number" ? `${name}[${s}]` : name ? `${name}.${s}` : s), "");
}

/** The block as a visitor will see it, prepared on the server like a page's blocks (rich text as HTML, the news). */
export async function previewBlock(
  context: AppLoadContext,
  block: { id: string; blockType: BlockType; props: Record<string, unknown>; propsEn: Record<string, unknown> | null },
  language: string,
): Promise<PreparedBlock | null> {
  const [prepared] = await prepareBlocks([{ ...block, position: 0 }], {
    locale: language,
    loadNews: async (limit) => (await fetchNews(context.api, { number: 1, size: limit })).items,
    loadForm: (token) => loadBlockForm(context.api, token),
  });
  return prepared ?? null;
}

export interface BlockEditorTarget {
  blockType: BlockType;
  language: "nl" | "en";
  /** The block being edited (undefined: a new one, added at `position`). */
  block?: { id: string; props: Record<string, unknown>; propsEn: Record<string, unknown> | null };
  pageId: string;
  position?: number;
}

/**
 * Handles a block form's post. Returns the page's answer (`reply` for the form, `preview` when asked for), or the
 * saved block's id when the API took it (the route then redirects back to that block).
 */
export async function blockEditorAction(context: AppLoadContext, formData: FormData, target: BlockEditorTarget) {
  const submission = parseWithZod(formData, { schema: anyForm });
  // Conform's list buttons: the form again with its list changed (without JavaScript; with it Conform does it in place).
  if (formData.has(CONFORM_INTENT) || submission.status !== "success") {
    return { kind: "reply" as const, reply: submission.reply() };
  }
  const { blockType, language, block } = target;
  const props = language === "nl" ? propsFromForm(blockType, formData) : (block?.props ?? {});
  const propsEn = language === "en" ? englishFromForm(blockType, formData) : (block?.propsEn ?? null);

  if (formData.get("intent") === "preview") {
    const checked = checkBlock(blockType, props, propsEn);
    if (!checked.ok) {
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of checked.issues) {
        const name = fieldOfPath(issue.path);
        fieldErrors[name] = [...(fieldErrors[name] ?? []), issue.message];
      }
      return { kind: "reply" as const, reply: submission.reply({ fieldErrors }) };
    }
    const preview = await previewBlock(
      context,
      { id: block?.id ?? "new", blockType, props: checked.props, propsEn: checked.propsEn },
      language,
    );
    return { kind: "reply" as const, reply: submission.reply(), preview };
  }

  const lockVersion = Number(formData.get(LOCK_FIELD));
  try {
    const api = sendOne<ContentBlockAttributes>(context.api);
    const attributes =
      language === "nl"
        ? { props, lock_version: lockVersion }
        : { props_en: Object.keys(propsEn ?? {}).length > 0 ? propsEn : null, lock_version: lockVersion };
    const saved = block
      ? await api.patch(`/api/v1/content_blocks/${encodeURIComponent(block.id)}`, {
          body: { data: { type: "content_blocks", id: block.id, attributes } },
          errors: "throw",
        })
      : await api.post(`/api/v1/pages/${encodeURIComponent(target.pageId)}/content_blocks`, {
          body: {
            data: {
              type: "content_blocks",
              attributes: { block_type: blockType, props, position: target.position, lock_version: lockVersion },
            },
          },
          errors: "throw",
        });
    return { kind: "saved" as const, id: saved.data.id };
  } catch (error) {
    if (!isFormApiError(error)) throw error;
    const { formErrors, fieldErrors } = formErrorsFromApi(error, [...fieldPatterns(blockType), LOCK_FIELD]);
    return { kind: "reply" as const, reply: submission.reply({ formErrors, fieldErrors }), stale: isStale(error) };
  }
}

const isStale = (error: ApiError) => error.status === 409;

type PageWithBlocks = { contentBlocks: Resource<ContentBlockAttributes>[] };

/** A page and its blocks in order, for its editors (the API answers a draft to an editor of the centre). */
export async function loadPageBlocks(context: AppLoadContext, pageId: string) {
  if (!/^\d{1,12}$/.test(pageId)) throw routeError(404, "not_found");
  const { data } = await getOne<PageAttributes, PageWithBlocks>(context.api, `/api/v1/pages/${encodeURIComponent(pageId)}`, {
    query: { include: "content_blocks" },
  });
  const blocks = [...data.contentBlocks].sort((a, b) => a.position - b.position || Number(a.id) - Number(b.id));
  return {
    page: { id: data.id, title: data.title, slug: data.slug, pageType: data.pageType, lockVersion: data.lockVersion },
    blocks,
  };
}

/** The newest news items, for a NewsCarousel's preview (only read for that block type). */
export async function previewNews(context: AppLoadContext, blockType: BlockType): Promise<NewsSummary[]> {
  if (blockType !== "NewsCarousel") return [];
  return (await fetchNews(context.api, { number: 1, size: 12 })).items;
}
