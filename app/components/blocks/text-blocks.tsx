import { ResponsiveImage } from "../content/responsive-image";
import { Icon } from "./icons";
import type { BlockViewProps } from "./types";
import {
  BLOCK_SPACING,
  BODY_TEXT,
  ButtonLink,
  ButtonRow,
  Container,
  cx,
  Heading,
  RADIUS,
  SECTION_TITLE,
  useBlockElementId,
} from "./ui";

export function SectionTitleBlock({ props }: BlockViewProps<"SectionTitle">) {
  return (
    <Container className="pt-10 pb-2 text-center sm:pt-14">
      <Heading level={2} className={SECTION_TITLE}>
        {props.title}
      </Heading>
      <span aria-hidden="true" className={cx("mx-auto mt-3 block h-1 w-16 bg-secondary-500", RADIUS)} />
      {props.subtitle ? <p className={cx("mx-auto mt-4 max-w-2xl text-lg", BODY_TEXT)}>{props.subtitle}</p> : null}
    </Container>
  );
}

export function ImageTextButtonsBlock({ props, priority }: BlockViewProps<"ImageTextButtons">) {
  const titleId = useBlockElementId("title");
  return (
    <section aria-labelledby={titleId} className={BLOCK_SPACING}>
      <Container className="grid items-center gap-8 md:grid-cols-2 md:gap-12">
        <div className={cx(props.imagePosition === "right" && "md:order-2")}>
          <ResponsiveImage
            image={props.image}
            sizes="(min-width: 1152px) 552px, (min-width: 768px) 50vw, 100vw"
            priority={priority}
            className={cx("h-auto w-full", RADIUS)}
          />
        </div>
        <div>
          <Heading level={2} id={titleId} className={SECTION_TITLE}>
            {props.title}
          </Heading>
          <p className={cx("mt-4 text-lg leading-relaxed", BODY_TEXT)}>{props.text}</p>
          {props.buttons.length > 0 ? (
            <ButtonRow>
              {props.buttons.map((button) => (
                <ButtonLink key={`${button.href}-${button.label}`} button={button} />
              ))}
            </ButtonRow>
          ) : null}
        </div>
      </Container>
    </section>
  );
}

export function TextWithUspsBlock({ props }: BlockViewProps<"TextWithUsps">) {
  const titleId = useBlockElementId("title");
  return (
    <section aria-labelledby={titleId} className={BLOCK_SPACING}>
      <Container className="grid gap-8 md:grid-cols-2 md:gap-12">
        <div>
          <Heading level={2} id={titleId} className={SECTION_TITLE}>
            {props.title}
          </Heading>
          <p className={cx("mt-4 text-lg leading-relaxed", BODY_TEXT)}>{props.text}</p>
        </div>
        <ul className="grid content-start gap-3">
          {props.usps.map((usp) => (
            <li key={usp} className={cx("flex items-start gap-3 bg-primary-50 p-4 dark:bg-primary-950", RADIUS)}>
              <span className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-primary-700 text-white">
                <Icon name="check" className="size-4" />
              </span>
              <span className="font-medium text-foreground">{usp}</span>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

export function QuoteBlock({ props }: BlockViewProps<"QuoteBlock">) {
  return (
    <Container className={BLOCK_SPACING}>
      <figure
        className={cx(
          "mx-auto max-w-3xl bg-secondary-50 px-6 py-8 sm:px-10 sm:py-10 dark:bg-muted-900",
          "border-l-4 border-secondary-500",
          RADIUS,
        )}
      >
        <svg aria-hidden="true" viewBox="0 0 32 24" className="mb-4 h-8 w-10 fill-secondary-400 dark:fill-secondary-700">
          <path d="M0 24V14C0 6 4 1 12 0l1 4c-4 1-6 4-6 8h6v12zm19 0V14c0-8 4-13 12-14l1 4c-4 1-6 4-6 8h6v12z" />
        </svg>
        <blockquote className="text-xl leading-relaxed font-medium text-foreground sm:text-2xl">
          <p>{props.quote}</p>
        </blockquote>
        <figcaption className="mt-6 flex items-center gap-4">
          {props.image ? (
            <ResponsiveImage image={props.image} sizes="56px" className="size-14 shrink-0 rounded-full object-cover" />
          ) : null}
          <span>
            <span className="block font-semibold text-foreground">{props.author}</span>
            {props.role ? <span className={cx("block text-sm", BODY_TEXT)}>{props.role}</span> : null}
          </span>
        </figcaption>
      </figure>
    </Container>
  );
}
