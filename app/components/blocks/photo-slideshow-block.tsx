import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import { uiText } from "../content/content-lang";
import { ResponsiveImage } from "../content/responsive-image";
import { Icon } from "./icons";
import type { BlockViewProps } from "./types";
import { BLOCK_SPACING, BODY_TEXT, Container, cx, FOCUS_RING, Heading, RADIUS, SECTION_TITLE, useBlockElementId } from "./ui";

/** A horizontally scrolling strip (CSS scroll-snap). */
export const SCROLL_STRIP =
  "flex snap-x snap-mandatory gap-4 overflow-x-auto overscroll-x-contain scroll-smooth pb-4 motion-reduce:scroll-auto";

const ARROW_BUTTON = cx(
  "flex size-11 items-center justify-center border border-muted-300 bg-white text-primary-800 shadow-sm hover:bg-primary-50",
  "dark:border-muted-700 dark:bg-muted-900 dark:text-primary-100 dark:hover:bg-muted-800",
  "rounded-full",
  FOCUS_RING,
);

/**
 * Without JavaScript the strip scrolls by touch, trackpad or keyboard (it is focusable); with JavaScript
 * previous/next buttons scroll it by one photo.
 */
export function PhotoSlideshowBlock({ props, priority }: BlockViewProps<"PhotoSlideshow">) {
  const { t, i18n } = useTranslation("content");
  const ui = uiText(i18n.language);
  const hydrated = useHydrated();
  const stripRef = useRef<HTMLUListElement>(null);
  const titleId = useBlockElementId("title");
  const stripId = useBlockElementId("strip");
  const label = props.title ?? t("blocks.slideshow.label");

  function scrollByPhoto(direction: -1 | 1) {
    const strip = stripRef.current;
    const photo = strip?.querySelector("li");
    if (!strip || !photo) return;
    strip.scrollBy({ left: direction * (photo.getBoundingClientRect().width + 16) });
  }

  return (
    <section
      aria-labelledby={props.title ? titleId : undefined}
      aria-label={props.title ? undefined : label}
      className={BLOCK_SPACING}
    >
      <Container>
        <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
          {props.title ? (
            <Heading level={2} id={titleId} className={SECTION_TITLE}>
              {props.title}
            </Heading>
          ) : (
            <span />
          )}
          {hydrated ? (
            <div className="flex shrink-0 gap-2">
              <button type="button" className={ARROW_BUTTON} aria-controls={stripId} onClick={() => scrollByPhoto(-1)}>
                <Icon name="chevronLeft" />
                <span className="sr-only" {...ui}>
                  {t("blocks.slideshow.previous")}
                </span>
              </button>
              <button type="button" className={ARROW_BUTTON} aria-controls={stripId} onClick={() => scrollByPhoto(1)}>
                <Icon name="chevronRight" />
                <span className="sr-only" {...ui}>
                  {t("blocks.slideshow.next")}
                </span>
              </button>
            </div>
          ) : null}
        </div>
        {/* Focusable so keyboard users can scroll it with the arrow keys (no focusable content inside). */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1) */}
        <ul id={stripId} ref={stripRef} tabIndex={0} aria-label={label} className={cx(SCROLL_STRIP, FOCUS_RING, RADIUS)}>
          {props.photos.map((photo, index) => (
            <li key={`${photo.url}-${index}`} className="w-[85%] shrink-0 snap-center sm:w-[70%] lg:w-[60%]">
              <figure>
                <ResponsiveImage
                  image={photo}
                  sizes="(min-width: 1024px) 660px, 85vw"
                  priority={priority && index === 0}
                  className={cx("aspect-[3/2] h-auto w-full object-cover", RADIUS)}
                />
                <figcaption className={cx("mt-2 text-sm", BODY_TEXT)}>
                  <span className="font-semibold text-foreground" {...ui}>
                    {t("blocks.slideshow.position", { current: index + 1, total: props.photos.length })}
                  </span>
                  {photo.caption ? ` · ${photo.caption}` : null}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
