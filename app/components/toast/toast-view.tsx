/**
 * The look of a toast, shared by the live (react-hot-toast) toasts and the static no-JavaScript list: a card with
 * a coloured edge, an icon, title + message, a close control and a progress bar. Text stays neutral (high
 * contrast in light and dark); the colour is carried by the edge, the icon badge and the bar.
 */
import { useTranslation } from "react-i18next";
import { TOAST_TITLE_KEYS, type ToastColor, type ToastData, toastAriaProps } from "~/utils/toast";
import { Icon } from "./icons";

interface ColorStyle {
  edge: string;
  badge: string;
  bar: string;
}

// Literal class names (Tailwind scans for them). Badge text ≥ 3:1 against its background in both modes.
export const TOAST_COLOR_STYLES: Record<ToastColor, ColorStyle> = {
  success: {
    edge: "border-l-green-600 dark:border-l-green-400",
    badge: "bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-300",
    bar: "bg-green-600 dark:bg-green-400",
  },
  danger: {
    edge: "border-l-red-600 dark:border-l-red-400",
    badge: "bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300",
    bar: "bg-red-600 dark:bg-red-400",
  },
  warning: {
    edge: "border-l-amber-500 dark:border-l-amber-400",
    badge: "bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300",
    bar: "bg-amber-500 dark:bg-amber-400",
  },
  info: {
    edge: "border-l-sky-600 dark:border-l-sky-400",
    badge: "bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-300",
    bar: "bg-sky-600 dark:bg-sky-400",
  },
  primary: {
    edge: "border-l-primary-600 dark:border-l-primary-400",
    badge: "bg-primary-100 text-primary-800 dark:bg-primary-950 dark:text-primary-300",
    bar: "bg-primary-600 dark:bg-primary-400",
  },
  muted: {
    edge: "border-l-muted-500 dark:border-l-muted-400",
    badge: "bg-muted-100 text-muted-700 dark:bg-muted-800 dark:text-muted-200",
    bar: "bg-muted-500 dark:bg-muted-400",
  },
};

/** The fixed bottom-right stack (SPEC §2: default bottom-right); above the cookie banner when that is shown. */
export const TOAST_REGION_CLASS =
  "pointer-events-none fixed inset-x-3 bottom-[calc(0.75rem_+_var(--consent-banner-height,0px))] z-50 flex flex-col items-end gap-2 sm:inset-x-auto sm:right-4 sm:bottom-[calc(1rem_+_var(--consent-banner-height,0px))] sm:w-96 print:hidden";

export function toastCardClass(color: ToastColor): string {
  return `pointer-events-auto relative w-full overflow-hidden rounded-lg border border-l-4 border-muted-200 bg-white text-muted-900 shadow-lg dark:border-muted-700 dark:bg-muted-900 dark:text-muted-50 ${TOAST_COLOR_STYLES[color].edge}`;
}

export const TOAST_CLOSE_CLASS =
  "absolute top-2 right-2 inline-flex size-8 cursor-pointer items-center justify-center rounded-md text-muted-600 hover:bg-muted-100 hover:text-muted-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-600 dark:text-muted-300 dark:hover:bg-muted-800 dark:hover:text-white";

export const TOAST_BAR_CLASS = "pointer-events-none absolute inset-x-0 bottom-0 h-1 origin-left";

export const TOAST_CLEAR_ALL_CLASS =
  "pointer-events-auto cursor-pointer rounded-full border border-muted-300 bg-white px-3 py-1 text-sm font-medium text-muted-800 shadow-md hover:bg-muted-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 dark:border-muted-600 dark:bg-muted-900 dark:text-muted-100 dark:hover:bg-muted-800";

/** Title (default: the SPEC §8 label of the colour). */
export function useToastTitle(data: Pick<ToastData, "title" | "color">): string {
  const { t } = useTranslation("ui");
  return data.title ?? t(TOAST_TITLE_KEYS[data.color]);
}

/**
 * Icon + title + message. Only the text is the live region (role status, or alert for danger), so screen readers
 * announce "title: message" and not the close button.
 */
export function ToastContent({ data, title }: { data: ToastData; title: string }) {
  const style = TOAST_COLOR_STYLES[data.color];
  return (
    <div className={`flex items-start gap-3 p-4 ${data.closable ? "pr-12" : ""}`}>
      {data.icon ? (
        <span className={`inline-flex size-8 shrink-0 items-center justify-center rounded-full ${style.badge}`}>
          <Icon name={data.icon} className="size-5" />
        </span>
      ) : null}
      <div {...toastAriaProps(data.color)} aria-atomic="true" className="min-w-0 flex-1 pt-1 text-sm">
        <p className="font-semibold leading-5">{title}</p>
        <p className="mt-0.5 break-words leading-5 text-muted-700 dark:text-muted-300">{data.message}</p>
      </div>
    </div>
  );
}
