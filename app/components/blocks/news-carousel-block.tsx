import { useTranslation } from "react-i18next";
import { uiText } from "../content/content-lang";
import { NewsCard } from "../content/news-card";
import { Icon } from "./icons";
import { SCROLL_STRIP } from "./photo-slideshow-block";
import type { BlockViewProps } from "./types";
import { BLOCK_SPACING, BODY_TEXT, Container, cx, FOCUS_RING, Heading, SECTION_TITLE, SmartLink, useBlockElementId } from "./ui";

/** The newest news as a scroll-snap row of cards: no JavaScript needed, every card is a link (Tab reaches it). */
export function NewsCarouselBlock({ props }: BlockViewProps<"NewsCarousel">) {
  const { t, i18n } = useTranslation("content");
  const ui = uiText(i18n.language);
  const titleId = useBlockElementId("title");
  return (
    <section aria-labelledby={titleId} className={cx("bg-primary-50 dark:bg-muted-900", BLOCK_SPACING)}>
      <Container>
        <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
          <Heading level={2} id={titleId} className={SECTION_TITLE}>
            {props.title}
          </Heading>
          <SmartLink
            href="/nieuws"
            className={cx(
              "inline-flex items-center gap-1 rounded-sm font-semibold text-primary-800 underline-offset-4 hover:underline dark:text-primary-200",
              FOCUS_RING,
            )}
          >
            <span {...ui}>{t("news.all")}</span>
            <Icon name="arrow" className="size-4" />
          </SmartLink>
        </div>
        {props.items.length === 0 ? (
          <p className={BODY_TEXT} {...ui}>
            {t("news.empty")}
          </p>
        ) : (
          <ul className={cx(SCROLL_STRIP, "-mx-1 scroll-px-1 px-1 pt-1")}>
            {props.items.map((item) => (
              <li key={item.id} className="w-[80%] max-w-xs shrink-0 snap-start min-[480px]:w-72">
                <NewsCard item={item} headingLevel={3} sizes="288px" />
              </li>
            ))}
          </ul>
        )}
      </Container>
    </section>
  );
}
