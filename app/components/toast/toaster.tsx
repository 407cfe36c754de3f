import { type CSSProperties, Fragment, useEffect, useRef, useState } from "react";
import { toast as hotToast, resolveValue, type Toast, useToaster } from "react-hot-toast/headless";
import { useTranslation } from "react-i18next";
import { createToast, expires, type ToastData } from "~/utils/toast";
import { Icon } from "./icons";
import { LiveToast } from "./live-toast";
import { showToastData } from "./show-toast";
import "./toast.css";
import {
  TOAST_BAR_CLASS,
  TOAST_CLEAR_ALL_CLASS,
  TOAST_CLOSE_CLASS,
  TOAST_COLOR_STYLES,
  TOAST_REGION_CLASS,
  ToastContent,
  toastCardClass,
  useToastTitle,
} from "./toast-view";

const NO_TOASTS: readonly ToastData[] = [];

/**
 * Mount once in the root layout. `flash` = the root loader's flash toasts (post/redirect/get). The server renders
 * them as a static list that works without JavaScript; on mount they are handed to react-hot-toast and the
 * static list is replaced by the live one (never both). Later flash toasts (after client-side redirects) and
 * `showToast()` calls appear in the same live stack.
 */
export function Toaster({ flash = NO_TOASTS }: { flash?: readonly ToastData[] }) {
  const [live, setLive] = useState(false);
  const shown = useRef(new Set<string>());
  // The static toast that had focus when the live stack replaced it: focus moves to its live twin.
  const focusedId = useRef<string | null>(null);

  useEffect(() => {
    // Only the first run finds a static list (later flash toasts come while the live stack shows).
    focusedId.current ??= focusedStaticToastId();
    for (const data of flash) {
      if (shown.current.has(data.id)) continue;
      shown.current.add(data.id);
      const before = staticToastState(data);
      if (!before.gone) showToastData(data, before.elapsed);
    }
    setLive(true);
  }, [flash]);

  useEffect(() => {
    if (!live || !focusedId.current) return;
    document.querySelector(toastCard("live", focusedId.current))?.querySelector<HTMLElement>("button")?.focus();
    focusedId.current = null;
  }, [live]);

  return live ? <LiveToasts /> : <StaticToasts toasts={flash} />;
}

/**
 * What the visitor already did with a server-rendered toast before hydration — on a page that hydrates on the first
 * interaction (ADR 0015) that can be a while: closed it (its <details>, or clear-all), let it expire, or watched
 * part of its time (its CSS bar's animation time, hover pauses included). The live toast carries on from there.
 */
function staticToastState(data: ToastData): { gone: boolean; elapsed: number } {
  const card = document.querySelector(toastCard("static", data.id));
  if (!card) return { gone: false, elapsed: 0 };
  if (card.closest("details:not([open])")) return { gone: true, elapsed: 0 };
  if (!expires(data.duration)) return { gone: false, elapsed: 0 };
  const elapsed = Number(card.querySelector(".toast-static-bar")?.getAnimations?.()[0]?.currentTime ?? 0);
  return { gone: elapsed >= data.duration, elapsed };
}

function focusedStaticToastId(): string | null {
  return document.activeElement?.closest(toastCard("static"))?.getAttribute("data-toast-id") ?? null;
}

/** A toast card in the static (server-rendered) or the live stack: the one with `id`, or any. */
function toastCard(stack: "static" | "live", id?: string): string {
  return `[data-toaster="${stack}"] [data-toast-id${id === undefined ? "" : `="${CSS.escape(id)}"`}]`;
}

function LiveToasts() {
  const { t } = useTranslation("ui");
  const { toasts } = useToaster();
  if (toasts.length === 0) return null;
  const visible = toasts.filter((toast) => toast.visible).length;
  return (
    <section aria-label={t("toast.region")} className={TOAST_REGION_CLASS} data-toaster="live">
      {visible >= 2 ? (
        <button type="button" className={TOAST_CLEAR_ALL_CLASS} onClick={() => hotToast.dismiss()}>
          {t("toast.clearAll")}
        </button>
      ) : null}
      {/* react-hot-toast keeps the newest first; the newest sits at the bottom, nearest the corner. */}
      {[...toasts].reverse().map((toast) => (
        <Fragment key={toast.id}>{renderToast(toast)}</Fragment>
      ))}
    </section>
  );
}

/** showToast() toasts carry their own renderer; a plain react-hot-toast call (toast("…")) gets the same look. */
function renderToast(toast: Toast) {
  if (typeof toast.message === "function") return resolveValue(toast.message, toast);
  const message = resolveValue(toast.message, toast);
  const color = toast.type === "error" ? "danger" : toast.type === "success" ? "success" : "info";
  const duration = Number.isFinite(toast.duration) ? (toast.duration ?? 0) : 0;
  return (
    <LiveToast
      toast={toast}
      data={createToast({ message: typeof message === "string" ? message : "", color, duration }, toast.id)}
    />
  );
}

/** Without JavaScript: the same cards; closing is a <details> toggle, expiry and pause are CSS (toast.css). */
function StaticToasts({ toasts }: { toasts: readonly ToastData[] }) {
  const { t } = useTranslation("ui");
  if (toasts.length === 0) return null;
  const cards = toasts.map((data) => <StaticToast key={data.id} data={data} />);
  const durations = toasts.map((data) => data.duration);
  const groupExpires = durations.every(expires);
  return (
    <section aria-label={t("toast.region")} className={TOAST_REGION_CLASS} data-toaster="static">
      {toasts.length >= 2 ? (
        <details
          open
          className="toast-static w-full [&:not([open])]:hidden"
          data-expires={groupExpires ? "" : undefined}
          style={groupExpires ? ({ "--toast-duration": `${Math.max(...durations)}ms` } as CSSProperties) : undefined}
        >
          <summary className={`${TOAST_CLEAR_ALL_CLASS} ml-auto block w-max list-none [&::-webkit-details-marker]:hidden`}>
            {t("toast.clearAll")}
          </summary>
          <div className="mt-2 flex flex-col gap-2">{cards}</div>
        </details>
      ) : (
        cards
      )}
    </section>
  );
}

function StaticToast({ data }: { data: ToastData }) {
  const { t } = useTranslation("ui");
  const title = useToastTitle(data);
  const timed = expires(data.duration);
  const props = {
    className: `toast-static ${toastCardClass(data.color)}`,
    "data-toast": data.color,
    "data-toast-id": data.id,
    "data-expires": timed ? "" : undefined,
    style: timed ? ({ "--toast-duration": `${data.duration}ms` } as CSSProperties) : undefined,
  };
  const body = (
    <>
      <ToastContent data={data} title={title} />
      {timed ? (
        <div aria-hidden="true" className={`toast-static-bar ${TOAST_BAR_CLASS} ${TOAST_COLOR_STYLES[data.color].bar}`} />
      ) : null}
    </>
  );
  if (!data.closable) return <div {...props}>{body}</div>;
  return (
    <details open {...props} className={`${props.className} [&:not([open])]:hidden`}>
      <summary className={`${TOAST_CLOSE_CLASS} list-none [&::-webkit-details-marker]:hidden`}>
        <Icon name="close" className="size-5" />
        <span className="sr-only">{t("toast.close", { title })}</span>
      </summary>
      {body}
    </details>
  );
}
