/**
 * Renders a page's blocks (already validated and prepared in the loader by prepareBlocks) in position order.
 * Each block's root carries data-block-type, for tests and for per-block styling by tenants.
 * A block's texts are in the page's language where the centre wrote them (ADR 0048); a block read on an English page
 * without (all of) its English texts has its root marked `lang="nl"` (prepareBlocks decides), and the interface words
 * a block adds itself (a search button, "All news", a slideshow's controls) take the page's language back with
 * `uiText`.
 */
import type { ComponentType } from "react";
import type { BlockType } from "../../../contract/content-blocks";
import { DynamicCardsBlock, FourCardsBlock, HotlinksBlock, VacancyCategoriesBlock } from "./card-blocks";
import { BuilderFormBlock, CallToActionBlock, DualCtaBlock } from "./cta-blocks";
import { HeroWithSearchBlock, PhotoHeroBlock } from "./hero-blocks";
import { MarkdownBlock } from "./markdown-block";
import { ImageBlock, LogoBarBlock } from "./media-blocks";
import { NewsCarouselBlock } from "./news-carousel-block";
import { PhotoSlideshowBlock } from "./photo-slideshow-block";
import { ImageTextButtonsBlock, QuoteBlock, SectionTitleBlock, TextWithUspsBlock } from "./text-blocks";
import type { BlockViewProps, PreparedBlock } from "./types";
import { BlockIdProvider, type ContentWidth, ContentWidthProvider } from "./ui";
import { YouTubeBlock } from "./youtube-block";

/** One component per SPEC §3 block type; a missing entry is a type error. */
const COMPONENTS: { [T in BlockType]: ComponentType<BlockViewProps<T>> } = {
  Markdown: MarkdownBlock,
  Image: ImageBlock,
  ImageTextButtons: ImageTextButtonsBlock,
  FourCards: FourCardsBlock,
  DynamicCards: DynamicCardsBlock,
  YouTube: YouTubeBlock,
  TextWithUsps: TextWithUspsBlock,
  QuoteBlock: QuoteBlock,
  PhotoSlideshow: PhotoSlideshowBlock,
  PhotoHero: PhotoHeroBlock,
  Hotlinks: HotlinksBlock,
  CallToAction: CallToActionBlock,
  DualCta: DualCtaBlock,
  NewsCarousel: NewsCarouselBlock,
  SectionTitle: SectionTitleBlock,
  BuilderForm: BuilderFormBlock,
  LogoBar: LogoBarBlock,
  VacancyCategories: VacancyCategoriesBlock,
  HeroWithSearch: HeroWithSearchBlock,
};

const HERO_TYPES: ReadonlySet<BlockType> = new Set(["PhotoHero", "HeroWithSearch"]);

/**
 * The block whose title is the page's h1: the first hero, on a page that does not show its own title.
 * null = the page renders the h1 itself (visible, or visually hidden when there is no hero).
 */
export function titleBlockId(blocks: readonly PreparedBlock[], showTitleOnPage: boolean): string | null {
  if (showTitleOnPage) return null;
  return blocks.find((block) => HERO_TYPES.has(block.type))?.id ?? null;
}

function byPosition(a: PreparedBlock, b: PreparedBlock) {
  return a.position - b.position || Number(a.id) - Number(b.id);
}

export function BlockRenderer({
  blocks,
  titleBlock = null,
  width = "wide",
  eagerFirstBlock = true,
}: {
  blocks: readonly PreparedBlock[];
  /** The id from titleBlockId(). */
  titleBlock?: string | null;
  width?: ContentWidth;
  /** false when the page shows its own image above the blocks (that one is the LCP candidate then). */
  eagerFirstBlock?: boolean;
}) {
  return (
    <ContentWidthProvider value={width}>
      {[...blocks].sort(byPosition).map((block, index) => {
        const Component = COMPONENTS[block.type] as ComponentType<BlockViewProps<typeof block.type>> | undefined;
        // prepareBlocks only lets known types through; this guards data that skipped it (a stale client bundle).
        if (!Component) return null;
        return (
          <div key={block.id} data-block-type={block.type} data-block-id={block.id} {...(block.lang ? { lang: block.lang } : {})}>
            <BlockIdProvider value={`block-${block.id}`}>
              <Component props={block.props} priority={eagerFirstBlock && index === 0} isPageTitle={block.id === titleBlock} />
            </BlockIdProvider>
          </div>
        );
      })}
    </ContentWidthProvider>
  );
}
