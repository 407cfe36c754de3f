/**
 * Turns a page's stored content blocks into what the BlockRenderer draws, in the loader: every block's props are
 * validated with parseBlockProps (a block that fails, or has an unknown type, is skipped and logged; the page
 * still renders), rich text becomes HTML of the allow-list (the one rich-text path), and NewsCarousel blocks get their news in one API call that
 * is made only when the page has such a block; a BuilderForm block gets its form (ADR 0061). Invalid data never reaches the browser.
 */

import {
  type BlockProps,
  type BlockType,
  blockPropsSchemas,
  englishCoverage,
  isBlockType,
  parseBlockProps,
  propsInLanguage,
} from "../../../contract/content-blocks";
import { renderRichText } from "../../../contract/rich-text";
import type { NewsSummary } from "../content/news";
import type { FillFormData } from "../form-builder/fill-form";
import type { ContentBlock, PreparedBlock } from "./types";

export interface PrepareOptions {
  /** The newest `limit` news items; called at most once per page. */
  loadNews: (limit: number) => Promise<NewsSummary[]>;
  /** A BuilderForm block's form by its public address (null: not open); without it such a block shows none. */
  loadForm?: (token: string) => Promise<FillFormData | null>;
  /** Rewrites site paths in rich-text links (keeps the visitor's /en prefix). */
  localizePath?: (path: string) => string;
  /** The page's language: on "en" a block's English texts are laid over its Dutch ones (ADR 0048). */
  locale?: string;
  /** Where skipped blocks are reported; console.warn lands in the Worker's logs. */
  warn?: (message: string, details: Record<string, unknown>) => void;
}

type ValidBlock = {
  [T in BlockType]: { id: string; type: T; position: number; props: BlockProps<T>; lang?: "nl" };
}[BlockType];

function byPosition(a: ContentBlock, b: ContentBlock) {
  return a.position - b.position || Number(a.id) - Number(b.id);
}

export async function prepareBlocks(blocks: readonly ContentBlock[], options: PrepareOptions): Promise<PreparedBlock[]> {
  const warn = options.warn ?? ((message, details) => console.warn(message, details));
  const valid: ValidBlock[] = [];
  const locale = options.locale ?? "nl";
  for (const block of [...blocks].sort(byPosition)) {
    const parsed = parseBlockProps(block.blockType, propsInLanguage(block.props, block.propsEn, locale));
    if (!parsed.success) {
      warn(`content block ${block.id} (${block.blockType}) skipped: invalid props`, {
        blockId: block.id,
        blockType: block.blockType,
        issues: parsed.error.issues,
      });
      continue;
    }
    // On an English page a block not (fully) translated is read with Dutch pronunciation (WCAG 3.1.2).
    const dutch =
      locale === "en" &&
      isBlockType(block.blockType) &&
      englishCoverage(blockPropsSchemas[block.blockType], block.props, block.propsEn) !== "complete";
    valid.push({
      id: block.id,
      type: block.blockType,
      position: block.position,
      props: parsed.data,
      ...(dutch ? { lang: "nl" } : {}),
    } as ValidBlock);
  }

  const carouselLimits = valid.flatMap((b) => (b.type === "NewsCarousel" ? [b.props.limit] : []));
  const tokens = [...new Set(valid.flatMap((b) => (b.type === "BuilderForm" ? [b.props.formToken] : [])))];
  const loadForm = options.loadForm;
  const [news, forms] = await Promise.all([
    carouselLimits.length > 0 ? options.loadNews(Math.max(...carouselLimits)) : [],
    Promise.all(tokens.map(async (token) => [token, loadForm ? await loadForm(token) : null] as const)).then(
      (pairs) => new Map(pairs),
    ),
  ]);

  return valid.map((block): PreparedBlock => {
    if (block.type === "Markdown") {
      return { ...block, props: { html: renderRichText(block.props.content, { localizePath: options.localizePath }) } };
    }
    if (block.type === "NewsCarousel") {
      return { ...block, props: { ...block.props, items: news.slice(0, block.props.limit) } };
    }
    if (block.type === "BuilderForm") {
      return { ...block, props: { ...block.props, blockId: block.id, form: forms.get(block.props.formToken) ?? null } };
    }
    return block;
  });
}
