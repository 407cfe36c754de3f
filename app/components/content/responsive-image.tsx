/**
 * The one <img> of content pages: width/height from the data (the browser reserves the space, no layout shift),
 * lazy unless it is the page's hero/first image (then eager with high fetch priority, it is the LCP candidate),
 * and a srcset when the source can be resized.
 */

const SRCSET_WIDTHS = [480, 800, 1200, 1600, 2400];

/**
 * Candidate URLs for a resizable source, or undefined. SVGs scale by themselves; for raster images only hosts
 * with a known resize parameter qualify (stock photos from Unsplash). Uploaded files get an entry here when the
 * upload feature picks a resizer (e.g. Cloudflare Images).
 */
export function responsiveSrcSet(src: string, intrinsicWidth: number | undefined): string | undefined {
  if (intrinsicWidth === undefined) return undefined;
  if (/\.svg(?:[?#]|$)/i.test(src)) return undefined;
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return undefined;
  }
  if (url.hostname !== "images.unsplash.com") return undefined;
  const widths = SRCSET_WIDTHS.filter((w) => w < intrinsicWidth);
  return [...widths, intrinsicWidth]
    .map((w) => {
      const candidate = new URL(url);
      candidate.searchParams.set("w", String(w));
      candidate.searchParams.set("auto", "format");
      return `${candidate.href} ${w}w`;
    })
    .join(", ");
}

/** An image as content blocks store it (contract/content-blocks.ts imageSchema). */
export interface ContentImage {
  url: string;
  /** "" for a decorative image. */
  alt: string;
  /** Unknown for an address typed in by hand: the image then takes its own size when it loads. */
  width?: number;
  height?: number;
}

interface ImageSource {
  src: string;
  /** "" for a decorative image. */
  alt: string;
  width?: number;
  height?: number;
}

/** Either the parts, or a block's `image` object as a whole. */
export type ResponsiveImageProps = (ImageSource | { image: ContentImage }) & {
  /** The rendered width per breakpoint, e.g. "(min-width: 768px) 50vw, 100vw". */
  sizes: string;
  /** The page's hero/first image. */
  priority?: boolean;
  className?: string;
};

export function ResponsiveImage(props: ResponsiveImageProps) {
  const { sizes, priority = false, className } = props;
  const { src, alt, width, height } = "image" in props ? { ...props.image, src: props.image.url } : props;
  const srcSet = responsiveSrcSet(src, width);
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      // `sizes` only with a srcset: on its own it has no effect and is invalid HTML.
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? undefined : "async"}
      // React 18 only knows the lowercase attribute (camelCase arrives in React 19).
      {...(priority ? { fetchpriority: "high" } : {})}
      className={className}
    />
  );
}
