/**
 * Turns a page's stored content blocks into what the BlockRenderer draws, in the loader: every block's props are
 * validated with parseBlockProps (a block that fails, or has an unknown type, is skipped and logged; the page
 * still renders), Markdown becomes sanitised HTML, and NewsCarousel blocks get their news in one API call that
 * is made only when the page has such a block. Invalid data never reaches the browser.
 */

import { renderMarkdown } from "~/utils/markdown.server";
import { type BlockProps, type BlockType, parseBlockProps } from "../../../contract/content-blocks";
import type { NewsSummary } from "../content/news";
import type { ContentBlock, PreparedBlock } from "./types";

export interface PrepareOptions {
  /** The newest `limit` news items; called at most once per page. */
  loadNews: (limit: number) => Promise<NewsSummary[]>;
  /** Rewrites site paths in Markdown links (keeps the visitor's /en prefix). */
  localizePath?: (path: string) => string;
  /** Where skipped blocks are reported; console.warn lands in the Worker's logs. */
  warn?: (message: string, details: Record<string, unknown>) => void;
}

type ValidBlock = { [T in BlockType]: { id: string; type: T; position: number; props: BlockProps<T> } }[BlockType];

function byPosition(a: ContentBlock, b: ContentBlock) {
  return a.position - b.position || Number(a.id) - Number(b.id);
}

export async function prepareBlocks(blocks: readonly ContentBlock[], options: PrepareOptions): Promise<PreparedBlock[]> {
  const warn = options.warn ?? ((message, details) => console.warn(message, details));
  const valid: ValidBlock[] = [];
  for (const block of [...blocks].sort(byPosition)) {
    const parsed = parseBlockProps(block.blockType, block.props);
    if (!parsed.success) {
      warn(`content block ${block.id} (${block.blockType}) skipped: invalid props`, {
        blockId: block.id,
        blockType: block.blockType,
        issues: parsed.error.issues,
      });
      continue;
    }
    valid.push({ id: block.id, type: block.blockType, position: block.position, props: parsed.data } as ValidBlock);
  }

  const carouselLimits = valid.flatMap((b) => (b.type === "NewsCarousel" ? [b.props.limit] : []));
  const news = carouselLimits.length > 0 ? await options.loadNews(Math.max(...carouselLimits)) : [];

  return valid.map((block): PreparedBlock => {
    if (block.type === "Markdown") {
      return { ...block, props: { html: renderMarkdown(block.props.content, { localizePath: options.localizePath }) } };
    }
    if (block.type === "NewsCarousel") {
      return { ...block, props: { ...block.props, items: news.slice(0, block.props.limit) } };
    }
    return block;
  });
}
