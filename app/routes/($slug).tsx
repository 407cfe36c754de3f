/**
 * The CMS content page, `/:slug?` (SPEC §2): the centre's home page is the page with slug "", every other page
 * lives at /<slug>. Only published pages exist for visitors; anything else is the 404 page.
 */
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { BlockRenderer, titleBlockId } from "~/components/blocks/block-renderer";
import { FormBlockModeProvider } from "~/components/blocks/cta-blocks";
import type { PreparedBlock } from "~/components/blocks/types";
import { Container, ContentWidthProvider } from "~/components/blocks/ui";
import { isNewsPageType } from "~/components/content/news";
import { pageMeta } from "~/components/content/page";
import { findPageOrMove, movedPagePath, preparePageBlocks } from "~/components/content/page.server";
import { fillAction, loadBlockForm } from "~/components/form-builder/fill.server";
import { isBotSubmission } from "~/components/forms";
import { flashNote, redirectWithSession, takeNote } from "~/utils/flash.server";
import { splitLocale, withLocale } from "~/utils/locale-path";
import { routeError } from "~/utils/route-errors";
import { loaderTitle, type RouteHandle } from "~/utils/route-handle";
import { localPath } from "~/utils/urls.server";

export const handle: RouteHandle = {
  isPublic: true,
  layout: "wide",
  whiteBackground: true,
  hydrateOnInteraction: true,
  // The home page's document title is just the app name (SPEC §1).
  // The route title is the page title; the title rule adds the app name (meta titles already contain it).
  title: loaderTitle<typeof loader>(({ page }) => (page.slug !== "" ? page.title : null)),
};

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? pageMeta(data.page, { ogType: "website" }) : []);

/** Slugs as the CMS writes them; anything else cannot exist, so it is a 404 without asking the API. */
const SLUG = /^[a-z0-9-]{1,100}$/;

export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  if (slug !== "" && !SLUG.test(slug)) throw routeError(404, "not_found");

  const { found, movedTo } = await findPageOrMove(context, { slug });
  // A page whose slug changed keeps its old address as a permanent redirect (ADR 0041).
  if (movedTo) throw redirect(withLocale(movedPagePath(movedTo), splitLocale(new URL(request.url).pathname).prefix), 301);
  if (!found) throw routeError(404, "not_found");
  const { page } = found;
  // News has its own page (date, back link): one address per item.
  if (isNewsPageType(page.pageType)) {
    throw redirect(withLocale(`/nieuws/${page.slug}`, splitLocale(new URL(request.url).pathname).prefix), 301);
  }

  const blocks = await preparePageBlocks(context, request, found);
  // A form on this page was just sent: its block thanks the visitor (once; the note is a flash, never cached).
  const sentBlock = blocks.some((b) => b.type === "BuilderForm") ? (takeNote(context, "formSent")?.block ?? null) : null;
  return { page, blocks, sentBlock };
}

/**
 * A post of a BuilderForm block's form (ADR 0061): `block` names the block, the page's own block list says which form
 * it shows (never the post). Back, next and a failed send answer the form again; a sent one comes back to the block.
 */
export async function action({ params, context, request }: ActionFunctionArgs) {
  const slug = params.slug ?? "";
  if (slug !== "" && !SLUG.test(slug)) throw routeError(404, "not_found");
  const { found } = await findPageOrMove(context, { slug });
  if (!found || isNewsPageType(found.page.pageType)) throw routeError(404, "not_found");
  const formData = await request.formData();
  const blockId = String(formData.get("block") ?? "");
  const block = found.blocks.find((b) => b.id === blockId && b.blockType === "BuilderForm");
  if (!block) throw routeError(404, "not_found");
  const here = `${localPath(request, slug === "" ? "/" : `/${slug}`)}#form-${blockId}`;
  const token = (block.props as { formToken?: unknown }).formToken;
  const form = typeof token === "string" ? await loadBlockForm(context.api, token) : null;
  // Closed meanwhile: the page again, whose block says so.
  if (!form) return redirectWithSession(context, here);
  if (isBotSubmission(formData)) {
    flashNote(context, "formSent", { formId: form.id, block: blockId });
    return redirectWithSession(context, here);
  }
  const outcome = await fillAction(context.api, formData, form, { pageId: Number(found.page.id), block: blockId });
  if (outcome.kind === "sent") {
    flashNote(context, "formSent", { formId: form.id, block: blockId });
    return redirectWithSession(context, here);
  }
  return outcome.state;
}

/** The page's blocks with the visitor's last post to a form (and a sent form's thanks) on their BuilderForm block. */
function withFormStates(
  blocks: PreparedBlock[],
  state: ReturnType<typeof useActionData<typeof action>>,
  sentBlock: string | null,
): PreparedBlock[] {
  if (!state && !sentBlock) return blocks;
  return blocks.map((b) =>
    b.type === "BuilderForm"
      ? {
          ...b,
          props: {
            ...b.props,
            ...(state && state.block === b.id ? { state } : {}),
            ...(sentBlock === b.id ? { sent: true } : {}),
          },
        }
      : b,
  );
}

export default function ContentPage() {
  const { page, blocks: loaded, sentBlock } = useLoaderData<typeof loader>();
  const state = useActionData<typeof action>();
  const blocks = withFormStates(loaded as PreparedBlock[], state, sentBlock);
  const width = page.pageLayout === "default" ? "default" : "wide";
  const titleBlock = titleBlockId(blocks, page.showTitleOnPage);

  return (
    <div data-page-slug={page.slug}>
      {page.showTitleOnPage ? (
        <ContentWidthProvider value={width}>
          <Container className="pt-10 sm:pt-14">
            {/* A long Dutch compound ("Toegankelijkheidsverklaring") breaks rather than overflow a 320 px screen. */}
            <h1
              className="text-3xl font-bold tracking-tight text-balance break-words hyphens-auto text-primary-900 sm:text-4xl dark:text-white"
              lang={page.titleLang}
            >
              {page.title}
            </h1>
          </Container>
        </ContentWidthProvider>
      ) : titleBlock ? null : (
        // Hidden title, no hero to carry it: the page still needs its one h1.
        <h1 className="sr-only" lang={page.titleLang}>
          {page.title}
        </h1>
      )}
      <FormBlockModeProvider value="post">
        <BlockRenderer blocks={blocks} titleBlock={titleBlock} width={width} />
      </FormBlockModeProvider>
    </div>
  );
}
