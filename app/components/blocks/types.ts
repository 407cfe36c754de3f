/**
 * Blocks as the page loader hands them to the renderer: validated against contract/content-blocks.ts, with the data a
 * block needs from the server already attached (rich text as HTML, the NewsCarousel's news), in the page's language.
 */
import type { BlockProps, BlockType } from "../../../contract/content-blocks";
import type { ContentBlockAttributes } from "../../../contract/pages";
import type { NewsSummary } from "../content/news";
import type { FillFormData, FillFormState } from "../form-builder/fill-form";

/** What the loader adds to (or swaps in for) a block's stored props. */
interface ServerData {
  Markdown: { html: string };
  NewsCarousel: BlockProps<"NewsCarousel"> & { items: NewsSummary[] };
  /**
   * The published public form the block shows (null: not open), and — added by the page as it renders — the answer
   * of the visitor's last post to it or that it was just sent.
   */
  BuilderForm: BlockProps<"BuilderForm"> & {
    blockId: string;
    form: FillFormData | null;
    state?: FillFormState | null;
    sent?: boolean;
  };
}

export type PreparedProps<T extends BlockType> = T extends keyof ServerData ? ServerData[T] : BlockProps<T>;

export type PreparedBlock = {
  [T in BlockType]: {
    id: string;
    type: T;
    position: number;
    props: PreparedProps<T>;
    /** "nl" when the block is read on an English page without (all of) its English texts (ADR 0048). */
    lang?: "nl";
  };
}[BlockType];

export interface BlockViewProps<T extends BlockType> {
  props: PreparedProps<T>;
  /** The page's first block: its image is the likely LCP element and loads eagerly. */
  priority: boolean;
  /** This block's title is the page's one h1 (a hero on a page that hides its own title). */
  isPageTitle: boolean;
}

/** A content block as the API client hands it over (`include=content_blocks`; contract/pages.ts). */
export type ContentBlock = { id: string } & ContentBlockAttributes;
