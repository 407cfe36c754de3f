/**
 * The CMS content page, `/:slug?` (SPEC §2): the centre's home page is the page with slug "", every other page
 * lives at /<slug>. Only published pages exist for visitors; anything else is the 404 page.
 */
import { type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { BlockRenderer, titleBlockId } from "~/components/blocks/block-renderer";
import { Container, ContentWidthProvider } from "~/components/blocks/ui";
import { isNewsPageType } from "~/components/content/news";
import { pageMeta } from "~/components/content/page";
import { findPageOrMove, movedPagePath, preparePageBlocks } from "~/components/content/page.server";
import { splitLocale, withLocale } from "~/utils/locale-path";
import { routeError } from "~/utils/route-errors";
import { loaderTitle, type RouteHandle } from "~/utils/route-handle";

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
  return { page, blocks };
}

export default function ContentPage() {
  const { page, blocks } = useLoaderData<typeof loader>();
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
      <BlockRenderer blocks={blocks} titleBlock={titleBlock} width={width} />
    </div>
  );
}
