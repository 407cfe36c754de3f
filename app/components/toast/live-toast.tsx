import { useEffect, useRef } from "react";
import { toast as hotToast, type Toast } from "react-hot-toast/headless";
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
export function LiveToast({ toast, data, elapsed = 0 }: { toast: Toast; data: ToastData; elapsed?: number }) {
  const { t } = useTranslation("ui");
  const title = useToastTitle(data);
  const card = useRef<HTMLDivElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  const id = toast.id;

  useEffect(() => {
    if (!expires(data.duration)) return;
    const timer = createToastTimer({ duration: data.duration, elapsed, onExpire: () => hotToast.dismiss(id) });
    let frame = 0;
    // Every animation frame (≈16 ms, SPEC §9): hold while the pointer is over the toast or focus is inside it,
    // else run; then redraw the bar. Reading :hover/:focus-within each frame (instead of enter/leave events) keeps
    // the pause right when the toast appears under a resting pointer or the page re-renders around it.
    const tick = () => {
      const element = card.current;
      if (element?.matches(":hover, :focus-within")) timer.pause();
      else timer.resume();
      const progress = timer.progress();
      if (bar.current) {
        bar.current.style.transform = `scaleX(${progress})`;
        bar.current.dataset.progress = progress.toFixed(4);
      }
      frame = timer.isExpired() ? 0 : requestAnimationFrame(tick);
    };
    timer.start();
    tick();
    return () => {
      timer.stop();
      cancelAnimationFrame(frame);
    };
  }, [id, data.duration, elapsed]);

  return (
    <div
      ref={card}
      className={`${toastCardClass(data.color)} transition-[opacity,transform] duration-200 motion-reduce:transition-none ${toast.visible ? "toast-enter" : "pointer-events-none translate-y-1 opacity-0"}`}
      data-toast={data.color}
      data-toast-id={id}
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
          style={{ transform: `scaleX(${Math.min(1, elapsed / data.duration)})` }}
        />
      ) : null}
    </div>
  );
}
