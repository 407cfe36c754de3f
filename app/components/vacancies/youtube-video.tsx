/**
 * A vacancy's video, click to load: no request to YouTube until the visitor asks. With JavaScript a button swaps
 * in the youtube-nocookie player; without it, a link to the video on YouTube.
 */
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import { youtubeEmbedUrl, youtubeWatchUrl } from "../blocks/youtube-block";
import { Button, buttonClassName } from "../ui/button";

export function YouTubeVideo({ videoId, title }: { videoId: string; title: string }) {
  const { t } = useTranslation("vacancies");
  const hydrated = useHydrated();
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);
  if (playing) {
    return (
      <div className="relative aspect-video overflow-hidden rounded-[var(--radius)]">
        <iframe
          ref={frame}
          src={youtubeEmbedUrl(videoId)}
          title={t("detail.videoTitle", { title })}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="absolute inset-0 h-full w-full border-0"
          data-testid="youtube-frame"
        />
      </div>
    );
  }
  return (
    <div className="rounded-[var(--radius)] border border-muted-200 p-4 dark:border-muted-700">
      <p id="video-note" className="mb-3 text-sm text-muted-700 dark:text-muted-300">
        {t("detail.videoNotice")}
      </p>
      {hydrated ? (
        <Button variant="secondary" onClick={() => setPlaying(true)} aria-describedby="video-note" data-testid="youtube-load">
          {t("detail.loadVideo")}
        </Button>
      ) : (
        <a href={youtubeWatchUrl(videoId)} rel="noopener noreferrer" className={buttonClassName("secondary")}>
          {t("detail.videoOnYoutube")}
        </a>
      )}
    </div>
  );
}
