/**
 * /nieuws (SPEC §2): the centre's news and success stories, newest first, a page at a time. Page and page size
 * live in the URL (?page=2&size=12), so the list, the chooser and the pagination work without JavaScript.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { BODY_TEXT, Container, cx, FOCUS_RING } from "~/components/blocks/ui";
import { NEWS_PAGE_SIZES, newsListHref, parseNewsListParams } from "~/components/content/news";
import { fetchNews } from "~/components/content/news.server";
import { NewsCard } from "~/components/content/news-card";
import { PageSizeChooser } from "~/components/content/page-size-chooser";
import { LocaleLink, useLocalizePath } from "~/components/locale-link";
import { Pagination } from "~/components/ui/pagination";
import { i18nServer } from "~/utils/i18n.server";
import { listingMeta } from "~/utils/listing-meta";
import type { RouteHandle } from "~/utils/route-handle";

export const handle: RouteHandle = { isPublic: true, layout: "wide", hydrateOnInteraction: true, titleKey: "content:news.title" };

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  listingMeta(data && { title: data.title, description: data.description });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { page, size } = parseNewsListParams(new URL(request.url).searchParams);
  const news = await fetchNews(context.api, { number: page, size });
  const t = await i18nServer.getFixedT(context.locale, "content");
  return { ...news, requestedPage: page, size, title: t("news.title"), description: t("news.description") };
}

export default function NewsIndex() {
  const { t } = useTranslation("content");
  const localize = useLocalizePath();
  const { items, pageCount, recordCount, requestedPage, size } = useLoaderData<typeof loader>();
  const beyondTheEnd = items.length === 0 && recordCount > 0;

  return (
    <Container className="py-10 sm:py-14">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-primary-900 sm:text-4xl dark:text-white">{t("news.title")}</h1>
          <p className={cx("mt-2 text-lg", BODY_TEXT)}>{t("news.intro")}</p>
        </div>
        {recordCount > 0 ? <PageSizeChooser action={localize("/nieuws")} sizes={NEWS_PAGE_SIZES} value={size} /> : null}
      </div>

      {recordCount > 0 ? (
        <p className={cx("mt-6 text-sm", BODY_TEXT)} aria-live="polite">
          {t("news.count", { count: recordCount, page: Math.min(requestedPage, pageCount), pages: pageCount })}
        </p>
      ) : null}

      {items.length > 0 ? (
        <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="news-list">
          {items.map((item) => (
            <li key={item.id}>
              <NewsCard item={item} headingLevel={2} sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw" />
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-8">
          <p className={BODY_TEXT}>{beyondTheEnd ? t("news.beyondTheEnd") : t("news.empty")}</p>
          {beyondTheEnd ? (
            <LocaleLink
              to={newsListHref(1, size)}
              className={cx(
                "mt-2 inline-block rounded-sm font-semibold text-primary-800 underline dark:text-primary-200",
                FOCUS_RING,
              )}
            >
              {t("news.firstPage")}
            </LocaleLink>
          ) : null}
        </div>
      )}

      <Pagination current={requestedPage} total={pageCount} hrefFor={(page) => newsListHref(page, size)} />
    </Container>
  );
}
