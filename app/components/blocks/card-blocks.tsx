import { useTranslation } from "react-i18next";
import type { BlockProps } from "../../../contract/content-blocks";
import { ResponsiveImage } from "../content/responsive-image";
import { categorySearchHref } from "../vacancies/search-query";
import { ContentIcon, Icon, isIconName } from "./icons";
import type { BlockViewProps } from "./types";
import {
  BLOCK_SPACING,
  BODY_TEXT,
  CARD,
  CARD_FOCUS,
  Container,
  cx,
  Heading,
  SECTION_TITLE,
  SmartLink,
  STRETCHED_LINK,
  useBlockElementId,
} from "./ui";

type CardData = BlockProps<"DynamicCards">["cards"][number];

function Card({ card, sizes }: { card: CardData; sizes: string }) {
  return (
    <li
      className={cx(
        "relative flex flex-col overflow-hidden",
        CARD,
        !card.image && "border-t-4 border-t-primary-700 dark:border-t-primary-300",
        card.href && `transition-shadow hover:shadow-md ${CARD_FOCUS}`,
      )}
    >
      {card.image ? <ResponsiveImage image={card.image} sizes={sizes} className="aspect-[3/2] w-full object-cover" /> : null}
      <div className="flex flex-1 flex-col p-5">
        <Heading level={3} className="text-lg font-semibold text-primary-800 dark:text-primary-100">
          {card.href ? (
            <SmartLink href={card.href} className={STRETCHED_LINK}>
              {card.title}
            </SmartLink>
          ) : (
            card.title
          )}
        </Heading>
        {card.text ? <p className={cx("mt-2", BODY_TEXT)}>{card.text}</p> : null}
        {card.href ? (
          <span aria-hidden="true" className="mt-auto pt-4 text-primary-700 dark:text-primary-300">
            <Icon name="arrow" />
          </span>
        ) : null}
      </div>
    </li>
  );
}

function CardGrid({ title, cards, columns }: { title?: string; cards: CardData[]; columns: string }) {
  const titleId = useBlockElementId("title");
  const sizes = "(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw";
  return (
    <section aria-labelledby={title ? titleId : undefined} className={BLOCK_SPACING}>
      <Container>
        {title ? (
          <Heading level={2} id={titleId} className={cx(SECTION_TITLE, "mb-6")}>
            {title}
          </Heading>
        ) : null}
        <ul className={cx("grid gap-6", columns)}>
          {cards.map((card) => (
            <Card key={`${card.title}-${card.href ?? ""}`} card={card} sizes={sizes} />
          ))}
        </ul>
      </Container>
    </section>
  );
}

export function FourCardsBlock({ props }: BlockViewProps<"FourCards">) {
  return <CardGrid title={props.title} cards={props.cards} columns="sm:grid-cols-2 lg:grid-cols-4" />;
}

export function DynamicCardsBlock({ props }: BlockViewProps<"DynamicCards">) {
  return <CardGrid title={props.title} cards={props.cards} columns="sm:grid-cols-2 lg:grid-cols-3" />;
}

const TILE = cx(
  "flex min-h-14 items-center gap-3 px-4 py-3 font-semibold text-primary-800 transition-colors",
  "hover:border-primary-400 hover:bg-primary-50 dark:text-primary-100 dark:hover:border-primary-600 dark:hover:bg-primary-950",
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700 dark:focus-visible:outline-primary-300",
  CARD,
);

const ICON_BADGE =
  "flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-100 text-primary-800 dark:bg-primary-900 dark:text-primary-100";

export function HotlinksBlock({ props }: BlockViewProps<"Hotlinks">) {
  const { t } = useTranslation("content");
  const titleId = useBlockElementId("title");
  return (
    <nav
      aria-labelledby={props.title ? titleId : undefined}
      aria-label={props.title ? undefined : t("blocks.hotlinks.label")}
      className={BLOCK_SPACING}
    >
      <Container>
        {props.title ? (
          <Heading level={2} id={titleId} className={cx(SECTION_TITLE, "mb-6")}>
            {props.title}
          </Heading>
        ) : null}
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {props.links.map((link) => (
            <li key={`${link.href}-${link.label}`}>
              <SmartLink href={link.href} className={TILE}>
                <IconBadge name={link.icon} />
                <span className="flex-1">{link.label}</span>
                <Icon name="arrow" className="size-5 shrink-0 text-primary-700 dark:text-primary-300" />
              </SmartLink>
            </li>
          ))}
        </ul>
      </Container>
    </nav>
  );
}

/** Nothing at all for an unknown icon name: no empty circle. */
function IconBadge({ name }: { name: string | undefined }) {
  if (!isIconName(name)) return null;
  return (
    <span className={ICON_BADGE}>
      <ContentIcon name={name} />
    </span>
  );
}

export function VacancyCategoriesBlock({ props }: BlockViewProps<"VacancyCategories">) {
  const titleId = useBlockElementId("title");
  return (
    <section aria-labelledby={titleId} className={BLOCK_SPACING}>
      <Container>
        <Heading level={2} id={titleId} className={cx(SECTION_TITLE, "mb-6")}>
          {props.title}
        </Heading>
        <ul
          className={cx(
            "grid grid-cols-2 gap-3 md:grid-cols-3",
            props.categories.length <= 4 ? "lg:grid-cols-4" : "lg:grid-cols-6",
          )}
        >
          {props.categories.map((category) => {
            const query = category.query.trim();
            const href = categorySearchHref(query);
            return (
              <li key={`${category.label}-${query}`}>
                <SmartLink href={href} className={cx(TILE, "h-full flex-col justify-center text-center lg:py-5")}>
                  <IconBadge name={category.icon} />
                  <span>{category.label}</span>
                </SmartLink>
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}
