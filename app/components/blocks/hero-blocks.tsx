import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { uiText } from "../content/content-lang";
import { ResponsiveImage } from "../content/responsive-image";
import { useLocalizePath } from "../locale-link";
import { Icon } from "./icons";
import type { BlockViewProps } from "./types";
import { ButtonLink, ButtonRow, Container, cx, FOCUS_RING_ON_DARK, Heading, RADIUS, useBlockElementId } from "./ui";

const HERO_TITLE = "max-w-3xl text-3xl font-bold tracking-tight text-balance text-white sm:text-5xl";

/** Full-width photo with the title on a dark scrim (the scrim keeps white text readable on any photo). */
export function PhotoHeroBlock({ props, priority, isPageTitle }: BlockViewProps<"PhotoHero">) {
  const titleId = useBlockElementId("title");
  return (
    <section aria-labelledby={titleId} className="relative isolate overflow-hidden bg-primary-950">
      <ResponsiveImage
        image={props.image}
        sizes="100vw"
        priority={priority}
        className="absolute inset-0 -z-10 h-full w-full object-cover"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-primary-950/75 sm:bg-transparent sm:bg-linear-to-r sm:from-primary-950/90 sm:via-primary-950/75 sm:to-primary-950/30"
      />
      <Container className="flex min-h-[22rem] flex-col justify-end py-12 sm:min-h-[30rem] sm:py-16">
        <Heading level={isPageTitle ? 1 : 2} id={titleId} className={HERO_TITLE}>
          {props.title}
        </Heading>
        {props.subtitle ? <p className="mt-4 max-w-2xl text-lg text-white sm:text-xl">{props.subtitle}</p> : null}
        {props.button ? (
          <ButtonRow className="mt-8">
            <ButtonLink button={props.button} surface="dark" />
          </ButtonRow>
        ) : null}
      </Container>
    </section>
  );
}

/** A plain GET form to the vacancy search: works without JavaScript. */
export function HeroWithSearchBlock({ props, priority, isPageTitle }: BlockViewProps<"HeroWithSearch">) {
  const { t, i18n } = useTranslation("content");
  const ui = uiText(i18n.language);
  const localize = useLocalizePath();
  const titleId = useBlockElementId("title");
  const inputId = useBlockElementId("search");
  return (
    <section aria-labelledby={titleId} className="bg-primary-700 text-white dark:bg-primary-900">
      <Container className={cx("grid items-center gap-8 py-12 sm:py-16", props.image && "md:grid-cols-[3fr_2fr] md:gap-12")}>
        <div>
          <Heading level={isPageTitle ? 1 : 2} id={titleId} className={HERO_TITLE}>
            {props.title}
          </Heading>
          {props.subtitle ? <p className="mt-4 max-w-2xl text-lg text-primary-50 sm:text-xl">{props.subtitle}</p> : null}
          <Form method="get" action={localize("/vacancies/search")} role="search" className="mt-8 max-w-2xl">
            <label htmlFor={inputId} className="block font-semibold text-white" {...ui}>
              {t("blocks.search.label")}
            </label>
            <div className="mt-2 flex flex-col gap-3 sm:flex-row">
              <input
                id={inputId}
                type="search"
                name="q"
                enterKeyHint="search"
                placeholder={props.searchPlaceholder ?? t("blocks.search.placeholder")}
                // The centre's own placeholder is Dutch like the block; the default one is interface text.
                lang={props.searchPlaceholder ? undefined : ui.lang}
                className={cx(
                  "min-h-12 w-full min-w-0 flex-1 border-2 border-white bg-white px-4 text-base text-muted-900 placeholder:text-muted-600",
                  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white",
                  RADIUS,
                )}
              />
              <button
                type="submit"
                className={cx(
                  "inline-flex min-h-12 items-center justify-center gap-2 bg-secondary-100 px-6 font-semibold text-secondary-950 hover:bg-white",
                  FOCUS_RING_ON_DARK,
                  RADIUS,
                )}
              >
                <Icon name="search" />
                <span {...ui}>{t("blocks.search.submit")}</span>
              </button>
            </div>
          </Form>
        </div>
        {props.image ? (
          <ResponsiveImage
            image={props.image}
            sizes="(min-width: 1152px) 420px, (min-width: 768px) 40vw, 100vw"
            priority={priority}
            className={cx("h-auto max-h-64 w-full object-cover md:max-h-none", RADIUS)}
          />
        ) : null}
      </Container>
    </section>
  );
}
