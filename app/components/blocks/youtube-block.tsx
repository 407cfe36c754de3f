import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import { Icon } from "./icons";
import type { BlockViewProps } from "./types";
import { BLOCK_SPACING, BODY_TEXT, Container, cx, FOCUS_RING_ON_DARK, RADIUS, useBlockElementId } from "./ui";

export const youtubeEmbedUrl = (videoId: string) => `https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1&rel=0`;
export const youtubeWatchUrl = (videoId: string) => `https://www.youtube.com/watch?v=${videoId}`;

const PLAY_CONTROL = cx(
  "group absolute inset-0 flex flex-col items-center justify-center gap-4 p-6 text-center text-white",
  FOCUS_RING_ON_DARK,
  "focus-visible:-outline-offset-4",
  RADIUS,
);

/**
 * Click-to-load: the page makes no request to YouTube until the visitor asks for the video (privacy, and no
 * third-party weight). With JavaScript the play button swaps in the youtube-nocookie player; without it, the
 * same control is a link that opens the video on YouTube.
 */
export function YouTubeBlock({ props }: BlockViewProps<"YouTube">) {
  const { t } = useTranslation("content");
  const hydrated = useHydrated();
  const [playing, setPlaying] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const noteId = useBlockElementId("note");

  // Keyboard and screen-reader users continue in the player they just started.
  useEffect(() => {
    if (playing) frameRef.current?.focus();
  }, [playing]);

  const poster = (
    <>
      <span className="flex size-16 items-center justify-center rounded-full bg-white text-primary-800 shadow-lg transition-transform group-hover:scale-110 sm:size-20">
        <Icon name="play" className="ml-1 size-8 sm:size-10" />
      </span>
      <span className="max-w-xl text-lg font-semibold text-balance sm:text-2xl">{props.title}</span>
    </>
  );

  return (
    <Container className={BLOCK_SPACING}>
      <div className="mx-auto max-w-4xl">
        <div
          className={cx(
            "relative aspect-video overflow-hidden bg-linear-to-br from-primary-800 to-primary-950 dark:from-primary-900 dark:to-black",
            RADIUS,
          )}
        >
          {playing ? (
            <iframe
              ref={frameRef}
              src={youtubeEmbedUrl(props.videoId)}
              title={props.title}
              allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
              className="absolute inset-0 h-full w-full border-0"
            />
          ) : hydrated ? (
            <button
              type="button"
              onClick={() => setPlaying(true)}
              aria-label={t("blocks.youtube.play", { title: props.title })}
              aria-describedby={noteId}
              className={PLAY_CONTROL}
            >
              {poster}
            </button>
          ) : (
            <a
              href={youtubeWatchUrl(props.videoId)}
              rel="noopener noreferrer"
              aria-label={t("blocks.youtube.watchOnYouTube", { title: props.title })}
              aria-describedby={noteId}
              className={PLAY_CONTROL}
            >
              {poster}
            </a>
          )}
        </div>
        <p id={noteId} className={cx("mt-3 text-sm", BODY_TEXT)}>
          {t(hydrated ? "blocks.youtube.privacyNote" : "blocks.youtube.linkNote")}
        </p>
      </div>
    </Container>
  );
}
