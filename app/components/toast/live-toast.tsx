import { useEffect, useRef } from "react";
import { toast as hotToast, type Toast } from "react-hot-toast";
import { useTranslation } from "react-i18next";
import { createToastTimer, expires, type ToastData } from "~/utils/toast";
import { Icon } from "./icons";
import {
  TOAST_BAR_CLASS,
  TOAST_CLOSE_CLASS,
  TOAST_COLOR_STYLES,
  ToastContent,
  toastCardClass,
  useToastTitle,
} from "./toast-view";

/**
 * One toast with JavaScript. Its own timer (utils/toast createToastTimer) decides expiry — react-hot-toast gets
 * an infinite duration and is only the store — so the bar and the expiry can never disagree. Hover or focus
 * inside the toast pauses it; leaving resumes for the remaining time (SPEC §4).
 */
export function LiveToast({ toast, data }: { toast: Toast; data: ToastData }) {
  const { t } = useTranslation("ui");
  const title = useToastTitle(data);
  const bar = useRef<HTMLDivElement>(null);
  /** Applies the hover/focus state to the running timer (set while mounted). */
  const sync = useRef<(() => void) | null>(null);
  const hovered = useRef(false);
  const focused = useRef(false);
  const id = toast.id;

  useEffect(() => {
    const timer = createToastTimer({ duration: data.duration, onExpire: () => hotToast.dismiss(id) });
    let frame = 0;
    // Redraw every animation frame (≈16 ms, SPEC §9) while running; a paused or finished timer stops the loop.
    const draw = () => {
      frame = 0;
      const progress = timer.progress();
      if (bar.current) {
        bar.current.style.transform = `scaleX(${progress})`;
        bar.current.dataset.progress = progress.toFixed(4);
      }
      if (!timer.isPaused() && !timer.isExpired()) frame = requestAnimationFrame(draw);
    };
    sync.current = () => {
      if (hovered.current || focused.current) timer.pause();
      else timer.resume();
      if (!frame && expires(data.duration)) draw();
    };
    if (hovered.current || focused.current) timer.pause();
    timer.start();
    if (expires(data.duration)) draw();
    return () => {
      timer.stop();
      cancelAnimationFrame(frame);
      sync.current = null;
    };
  }, [id, data.duration]);

  const setHover = (value: boolean) => {
    hovered.current = value;
    sync.current?.();
  };
  const setFocus = (value: boolean) => {
    focused.current = value;
    sync.current?.();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover/focus only pause the timer; the controls are the buttons inside.
    <div
      className={`${toastCardClass(data.color)} transition-[opacity,transform] duration-200 motion-reduce:transition-none ${toast.visible ? "toast-enter" : "pointer-events-none translate-y-1 opacity-0"}`}
      data-toast={data.color}
      data-toast-id={id}
      onMouseEnter={() => setHover(true)}
      onMouseLeave={() => setHover(false)}
      onFocus={() => setFocus(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocus(false);
      }}
    >
      <ToastContent data={data} title={title} />
      {data.closable ? (
        <button type="button" className={TOAST_CLOSE_CLASS} onClick={() => hotToast.dismiss(id)}>
          <Icon name="close" className="size-5" />
          <span className="sr-only">{t("toast.close", { title })}</span>
        </button>
      ) : null}
      {expires(data.duration) ? (
        <div
          ref={bar}
          aria-hidden="true"
          data-toast-progress=""
          className={`${TOAST_BAR_CLASS} ${TOAST_COLOR_STYLES[data.color].bar}`}
          style={{ transform: "scaleX(0)" }}
        />
      ) : null}
    </div>
  );
}
