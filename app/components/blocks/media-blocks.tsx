import { ResponsiveImage } from "../content/responsive-image";
import type { BlockViewProps } from "./types";
import { BLOCK_SPACING, BODY_TEXT, Container, cx, FOCUS_RING, Heading, RADIUS, SmartLink, useBlockElementId } from "./ui";

export function ImageBlock({ props, priority }: BlockViewProps<"Image">) {
  return (
    <Container className={BLOCK_SPACING}>
      <figure>
        <ResponsiveImage
          image={props.image}
          sizes="(min-width: 1152px) 1088px, 100vw"
          priority={priority}
          className={cx("h-auto w-full", RADIUS)}
        />
        {props.caption ? <figcaption className={cx("mt-3 text-sm", BODY_TEXT)}>{props.caption}</figcaption> : null}
      </figure>
    </Container>
  );
}

/**
 * Partner logos. The data has no logo dimensions, so the box is fixed (h-12) and the width/height attributes give
 * the usual 3:1 logo ratio until the file is in.
 */
export function LogoBarBlock({ props }: BlockViewProps<"LogoBar">) {
  const titleId = useBlockElementId("title");
  return (
    <section aria-labelledby={props.title ? titleId : undefined} className={BLOCK_SPACING}>
      <Container>
        {props.title ? (
          <Heading
            level={2}
            id={titleId}
            className="text-center text-sm font-semibold tracking-wider text-muted-700 uppercase dark:text-muted-300"
          >
            {props.title}
          </Heading>
        ) : null}
        <ul className="mt-6 flex flex-wrap items-center justify-center gap-x-8 gap-y-6">
          {props.logos.map((logo) => {
            const image = (
              <img
                src={logo.url}
                alt={logo.alt}
                width={180}
                height={60}
                loading="lazy"
                decoding="async"
                className="h-12 w-auto max-w-40 object-contain"
              />
            );
            return (
              <li key={`${logo.url}-${logo.alt}`}>
                {logo.href ? (
                  <SmartLink
                    href={logo.href}
                    className={cx(
                      "block p-1 transition-transform hover:scale-105 motion-reduce:transform-none",
                      FOCUS_RING,
                      RADIUS,
                    )}
                  >
                    {image}
                  </SmartLink>
                ) : (
                  image
                )}
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}
