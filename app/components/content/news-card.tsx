import { useTranslation } from "react-i18next";
import { formatDate } from "../../../contract/dates";
import { CARD, CARD_FOCUS, cx, Heading, RADIUS, STRETCHED_LINK } from "../blocks/ui";
import { LocaleLink } from "../locale-link";
import { dutchContent, uiText } from "./content-lang";
import type { NewsSummary } from "./news";
import { ResponsiveImage } from "./responsive-image";

export function SuccessStoryBadge() {
  const { t } = useTranslation("content");
  return (
    <span
      className={cx(
        "inline-flex items-center bg-secondary-100 px-2 py-0.5 text-xs font-semibold text-secondary-900 dark:bg-secondary-900 dark:text-secondary-50",
        RADIUS,
      )}
    >
      {t("news.successStory")}
    </span>
  );
}

/** A news item as a card: the whole card links to /nieuws/<slug>. */
export function NewsCard({ item, headingLevel, sizes }: { item: NewsSummary; headingLevel: 2 | 3; sizes: string }) {
  const { i18n } = useTranslation("content");
  const dutch = dutchContent(i18n.language);
  return (
    <article className={cx("relative flex h-full flex-col overflow-hidden transition-shadow hover:shadow-md", CARD, CARD_FOCUS)}>
      <div className="aspect-[3/2] bg-primary-100 dark:bg-primary-950">
        {item.imageUrl ? (
          // Decorative: the title right below says what the item is about.
          <ResponsiveImage
            src={item.imageUrl}
            alt=""
            width={1200}
            height={800}
            sizes={sizes}
            className="h-full w-full object-cover"
          />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-5">
        {/* Interface text (the badge, the date in the page's language), also where the card sits in a Dutch block. */}
        <div
          className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-700 dark:text-muted-300"
          {...uiText(i18n.language)}
        >
          {item.pageType === "success_story" ? <SuccessStoryBadge /> : null}
          {item.publishedAt ? <time dateTime={item.publishedAt}>{formatDate(item.publishedAt, i18n.language)}</time> : null}
        </div>
        <Heading
          level={headingLevel}
          className="mt-2 text-lg leading-snug font-semibold text-primary-800 dark:text-primary-100"
          lang={dutch.lang}
        >
          <LocaleLink to={`/nieuws/${item.slug}`} prefetch="intent" className={STRETCHED_LINK}>
            {item.title}
          </LocaleLink>
        </Heading>
        {item.summary ? (
          <p className="mt-2 line-clamp-3 text-muted-700 dark:text-muted-300" {...dutch}>
            {item.summary}
          </p>
        ) : null}
      </div>
    </article>
  );
}
