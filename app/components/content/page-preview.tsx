/**
 * A page as visitors will see it, for its editors: its title (unless a hero carries it) and its blocks, at the page's
 * width. Used by the preview screen (the page as stored) and the settings screen (as its unsaved settings would
 * make it, ADR 0048).
 */
import { BlockRenderer, titleBlockId } from "../blocks/block-renderer";
import { FormBlockModeProvider } from "../blocks/cta-blocks";
import type { PreparedBlock } from "../blocks/types";
import { Container, ContentWidthProvider } from "../blocks/ui";
import type { PageView } from "./page";

export function PageBody({ page, blocks }: { page: PageView; blocks: readonly PreparedBlock[] }) {
  const width = page.pageLayout === "default" ? "default" : "wide";
  const titleBlock = titleBlockId(blocks, page.showTitleOnPage);
  return (
    <FormBlockModeProvider value="preview">
      {page.showTitleOnPage || !titleBlock ? (
        <ContentWidthProvider value={width}>
          <Container className="pt-10 sm:pt-14">
            <h1
              className="text-3xl font-bold tracking-tight text-balance break-words text-primary-900 sm:text-4xl dark:text-white"
              lang={page.titleLang}
            >
              {page.title}
            </h1>
          </Container>
        </ContentWidthProvider>
      ) : null}
      <BlockRenderer blocks={blocks} titleBlock={titleBlock} width={width} />
    </FormBlockModeProvider>
  );
}
