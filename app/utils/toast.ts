/**
 * Toasts (SPEC §3 Toast, §4 Toast, §8 labels, §9 constants): the shared types, defaults and the pure timer that
 * drives expiry and the progress bar. Isomorphic: used by the server (flash toasts) and the client toaster.
 */

export const TOAST_COLORS = ["success", "danger", "warning", "info", "primary", "muted"] as const;
export type ToastColor = (typeof TOAST_COLORS)[number];

export const TOAST_ICONS = [
  "check-circle",
  "x-circle",
  "exclamation-triangle",
  "information-circle",
  "bell",
  "chat-bubble",
] as const;
export type ToastIconName = (typeof TOAST_ICONS)[number];

/** SPEC §9: default duration 5000 ms. Progress is redrawn every animation frame (≈16 ms, SPEC §9). */
export const TOAST_DEFAULT_DURATION = 5000;

/** SPEC §8 labels by colour, as keys of the "ui" namespace (Success, Error, Warning, Information, Notification). */
export const TOAST_TITLE_KEYS: Record<ToastColor, string> = {
  success: "toast.labels.success",
  danger: "toast.labels.error",
  warning: "toast.labels.warning",
  info: "toast.labels.information",
  primary: "toast.labels.notification",
  muted: "toast.labels.notification",
};

export const TOAST_DEFAULT_ICONS: Record<ToastColor, ToastIconName> = {
  success: "check-circle",
  danger: "x-circle",
  warning: "exclamation-triangle",
  info: "information-circle",
  primary: "bell",
  muted: "chat-bubble",
};

/** What callers pass: `showToast(input)` on the client, `redirectWithToast(…, input)` on the server. */
export interface ToastInput {
  /** Defaults to the SPEC §8 label of the colour. */
  title?: string;
  message: string;
  color: ToastColor;
  /** Defaults to the colour's icon; `null` shows none. */
  icon?: ToastIconName | null;
  /** Default true. */
  closable?: boolean;
  /** Milliseconds; default 5000; 0 or less never expires (SPEC §4). */
  duration?: number;
}

/** A complete toast (SPEC §3 fields; `progress` lives in the timer). Plain data: it travels in the session cookie. */
export interface ToastData {
  id: string;
  title: string | null;
  message: string;
  color: ToastColor;
  icon: ToastIconName | null;
  closable: boolean;
  duration: number;
  createdAt: number;
}

export function isToastColor(value: unknown): value is ToastColor {
  return typeof value === "string" && (TOAST_COLORS as readonly string[]).includes(value);
}

function isToastIcon(value: unknown): value is ToastIconName {
  return typeof value === "string" && (TOAST_ICONS as readonly string[]).includes(value);
}

/** A random id (crypto.randomUUID needs a secure context, getRandomValues does not). */
export function newToastId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `t-${Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")}`;
}

/** Fills in the defaults. */
export function createToast(input: ToastInput, id: string = newToastId(), createdAt: number = Date.now()): ToastData {
  const duration =
    typeof input.duration === "number" && Number.isFinite(input.duration) ? input.duration : TOAST_DEFAULT_DURATION;
  return {
    id,
    title: input.title?.trim() ? input.title : null,
    message: input.message,
    color: input.color,
    icon: input.icon === null ? null : (input.icon ?? TOAST_DEFAULT_ICONS[input.color]),
    closable: input.closable ?? true,
    duration,
    createdAt,
  };
}

/**
 * Toasts read back from somewhere untyped (the session cookie): keeps only well-formed entries, so a stale or
 * tampered cookie can never break the page.
 */
export function parseToasts(value: unknown): ToastData[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item): ToastData[] => {
    if (!item || typeof item !== "object") return [];
    const t = item as Record<string, unknown>;
    if (typeof t.id !== "string" || typeof t.message !== "string" || !isToastColor(t.color)) return [];
    return [
      {
        id: t.id,
        title: typeof t.title === "string" && t.title ? t.title : null,
        message: t.message,
        color: t.color,
        icon: t.icon === null ? null : isToastIcon(t.icon) ? t.icon : TOAST_DEFAULT_ICONS[t.color],
        closable: typeof t.closable === "boolean" ? t.closable : true,
        duration: typeof t.duration === "number" && Number.isFinite(t.duration) ? t.duration : TOAST_DEFAULT_DURATION,
        createdAt: typeof t.createdAt === "number" ? t.createdAt : 0,
      },
    ];
  });
}

/** Danger toasts are announced as alerts (SPEC §8); the rest politely. */
export function toastAriaProps(color: ToastColor): { role: "alert" | "status"; "aria-live": "assertive" | "polite" } {
  return color === "danger" ? { role: "alert", "aria-live": "assertive" } : { role: "status", "aria-live": "polite" };
}

export function expires(duration: number): boolean {
  return duration > 0;
}

export interface ToastTimer {
  readonly duration: number;
  /** Starts counting (once); a no-op for a toast that never expires. */
  start(): void;
  /** Stops the clock, keeping the elapsed time. */
  pause(): void;
  /** Continues for the remaining time. */
  resume(): void;
  /** Cancels without expiring (unmount, manual close). */
  stop(): void;
  /** Milliseconds left; Infinity when it never expires. */
  remaining(): number;
  /** 0 → 1 as the duration elapses (SPEC §3 progress); always 0 when it never expires. */
  progress(): number;
  isPaused(): boolean;
  isExpired(): boolean;
}

export interface ToastTimerOptions {
  duration: number;
  /** Time already shown before this timer (a server-rendered toast before hydration): the timer carries on. */
  elapsed?: number;
  onExpire?: () => void;
  now?: () => number;
}

/**
 * The SPEC §4 timer: runs for `duration`, pauses (hover/focus) and resumes for the remaining time, then calls
 * `onExpire` once. Pure apart from setTimeout, so it is unit-tested with fake timers.
 */
export function createToastTimer({
  duration,
  elapsed: shown = 0,
  onExpire,
  now = () => Date.now(),
}: ToastTimerOptions): ToastTimer {
  const finite = expires(duration);
  let elapsedBefore = finite ? Math.min(duration, Math.max(0, shown)) : 0;
  let runningSince: number | null = null;
  let started = false;
  let paused = false;
  let expired = false;
  let stopped = false;
  let handle: ReturnType<typeof setTimeout> | undefined;

  const elapsed = () => Math.min(duration, elapsedBefore + (runningSince === null ? 0 : now() - runningSince));

  function clear() {
    if (handle !== undefined) clearTimeout(handle);
    handle = undefined;
  }

  function run() {
    if (!finite || expired || stopped || runningSince !== null) return;
    runningSince = now();
    handle = setTimeout(
      () => {
        handle = undefined;
        elapsedBefore = duration;
        runningSince = null;
        expired = true;
        onExpire?.();
      },
      Math.max(0, duration - elapsedBefore),
    );
  }

  return {
    duration,
    start() {
      if (started) return;
      started = true;
      if (!paused) run();
    },
    pause() {
      paused = true;
      if (runningSince === null) return;
      elapsedBefore = elapsed();
      runningSince = null;
      clear();
    },
    resume() {
      paused = false;
      if (started) run();
    },
    stop() {
      stopped = true;
      if (runningSince !== null) elapsedBefore = elapsed();
      runningSince = null;
      clear();
    },
    remaining: () => (finite ? duration - elapsed() : Number.POSITIVE_INFINITY),
    progress: () => (finite ? elapsed() / duration : 0),
    isPaused: () => paused,
    isExpired: () => expired,
  };
}
