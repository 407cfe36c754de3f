/** /nieuws/:slug (SPEC §2): one news item or success story with its date, image and content blocks. */
import { type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { BlockRenderer } from "~/components/blocks/block-renderer";
import { Icon } from "~/components/blocks/icons";
import { BODY_TEXT, Container, ContentWidthProvider, cx, FOCUS_RING, RADIUS } from "~/components/blocks/ui";
import { NEWS_PAGE_TYPES } from "~/components/content/news";
import { SuccessStoryBadge } from "~/components/content/news-card";
import { pageMeta } from "~/components/content/page";
import { absoluteUrl, findPageOrMove, movedPagePath, preparePageBlocks } from "~/components/content/page.server";
import { RelativeTime } from "~/components/content/relative-time";
import { ResponsiveImage } from "~/components/content/responsive-image";
import { LocaleLink } from "~/components/locale-link";
import { splitLocale, withLocale } from "~/utils/locale-path";
import { routeError } from "~/utils/route-errors";
import { loaderTitle, type RouteHandle } from "~/utils/route-handle";
import { formatDate } from "../../../contract/dates";

export const handle: RouteHandle = {
  isPublic: true,
  layout: "wide",
  hydrateOnInteraction: true,
  title: loaderTitle<typeof loader>(({ page }) => page.metaTitle ?? page.title),
};

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? pageMeta(data.page, { ogType: "article", imageUrl: data.ogImage }) : [];

const SLUG = /^[a-z0-9-]{1,100}$/;

export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  if (!SLUG.test(slug)) throw routeError(404, "not_found");
  // Only news and success stories live here; other pages (and drafts, which the API never returns) are a 404.
  const { found, movedTo } = await findPageOrMove(context, { slug, pageType: NEWS_PAGE_TYPES });
  // A page whose slug changed keeps its old address as a permanent redirect (ADR 0041).
  if (movedTo) throw redirect(withLocale(movedPagePath(movedTo), splitLocale(new URL(request.url).pathname).prefix), 301);
  if (!found) throw routeError(404, "not_found");
  const blocks = await preparePageBlocks(context, request, found);
  return {
    page: found.page,
    blocks,
    ogImage: absoluteUrl(request, found.page.imageUrl),
    // The relative date is first rendered against the server's clock, so hydration sees the same text.
    now: new Date().toISOString(),
  };
}

const BACK_LINK = cx(
  "inline-flex min-h-11 items-center gap-2 rounded-sm font-semibold text-primary-800 hover:underline dark:text-primary-200",
  FOCUS_RING,
);

export default function NewsItem() {
  const { t, i18n } = useTranslation("content");
  const { page, blocks, now } = useLoaderData<typeof loader>();

  return (
    <article className="pb-12">
      <ContentWidthProvider value="default">
        <Container className="pt-6 sm:pt-10">
          <LocaleLink to="/nieuws" className={BACK_LINK}>
            <Icon name="chevronLeft" className="size-4" />
            {t("news.back")}
          </LocaleLink>
          <header className="mt-4">
            {page.pageType === "success_story" ? <SuccessStoryBadge /> : null}
            <h1
              className="mt-2 text-3xl font-bold tracking-tight text-balance text-primary-900 sm:text-4xl dark:text-white"
              lang={page.titleLang}
            >
              {page.title}
            </h1>
            {page.publishedAt ? (
              <p className={cx("mt-3 text-sm", BODY_TEXT)}>
                {t("news.publishedOn")}{" "}
                <time dateTime={page.publishedAt} className="font-medium">
                  {formatDate(page.publishedAt, i18n.language)}
                </time>{" "}
                (<RelativeTime date={page.publishedAt} now={now} />)
              </p>
            ) : null}
            {page.summary ? (
              <p className="mt-4 text-xl leading-relaxed text-muted-800 dark:text-muted-200" lang={page.summaryLang}>
                {page.summary}
              </p>
            ) : null}
          </header>
          {page.imageUrl ? (
            <ResponsiveImage
              src={page.imageUrl}
              alt=""
              width={1200}
              height={800}
              sizes="(min-width: 896px) 832px, 100vw"
              priority
              className={cx("mt-8 aspect-[3/2] h-auto w-full object-cover", RADIUS)}
            />
          ) : null}
        </Container>
      </ContentWidthProvider>
      <BlockRenderer blocks={blocks} width="default" eagerFirstBlock={!page.imageUrl} />
      <ContentWidthProvider value="default">
        <Container className="mt-4 border-t border-muted-200 pt-6 dark:border-muted-800">
          <LocaleLink to="/nieuws" className={BACK_LINK}>
            <Icon name="chevronLeft" className="size-4" />
            {t("news.back")}
          </LocaleLink>
        </Container>
      </ContentWidthProvider>
    </article>
  );
}
