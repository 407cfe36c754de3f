/**
 * The top loading bar of SPEC §2/§9 as a small state machine, free of React and the DOM so it is unit-tested with
 * fake timers. A navigation that ends within the throttle never shows the bar; a slow one shows it creeping towards
 * (never reaching) 100 %, and finishing fills it, keeps it for the hide delay, then resets it after the reset delay.
 */

/** SPEC §9: throttle 200 ms, duration 2000 ms, hide delay 500 ms, reset delay 400 ms, height 3 px. */
export const LOADING_BAR = { throttle: 200, duration: 2000, hideDelay: 500, resetDelay: 400, height: 3 } as const;

/** How often the creeping progress is recomputed while visible. */
const TICK_MS = 100;

export interface LoadingBarState {
  visible: boolean;
  /** 0–100. */
  progress: number;
}

export const LOADING_BAR_IDLE: LoadingBarState = { visible: false, progress: 0 };

/**
 * Percent after `elapsed` ms: fast at first, then slower, approaching 100 asymptotically (≈ 70 % after one
 * `duration`), so a long navigation never looks finished before it is.
 */
export function estimatedProgress(elapsed: number, duration: number = LOADING_BAR.duration): number {
  if (elapsed <= 0) return 0;
  return (2 / Math.PI) * 100 * Math.atan(((elapsed / duration) * 100) / 50);
}

export interface LoadingBar {
  start(): void;
  finish(): void;
  /** Clears every timer (unmount). */
  dispose(): void;
}

export function createLoadingBar(
  onChange: (state: LoadingBarState) => void,
  now: () => number = () => Date.now(),
  options: typeof LOADING_BAR = LOADING_BAR,
): LoadingBar {
  let loading = false;
  let startedAt = 0;
  let throttle: ReturnType<typeof setTimeout> | undefined;
  let ticker: ReturnType<typeof setInterval> | undefined;
  let hide: ReturnType<typeof setTimeout> | undefined;
  let reset: ReturnType<typeof setTimeout> | undefined;

  const clearAll = () => {
    clearTimeout(throttle);
    clearInterval(ticker);
    clearTimeout(hide);
    clearTimeout(reset);
    throttle = ticker = hide = reset = undefined;
  };

  const show = () => {
    throttle = undefined;
    const tick = () => onChange({ visible: true, progress: estimatedProgress(now() - startedAt, options.duration) });
    tick();
    ticker = setInterval(tick, TICK_MS);
  };

  return {
    start() {
      if (loading) return;
      const wasShowing = hide !== undefined || reset !== undefined;
      clearAll();
      loading = true;
      startedAt = now();
      // A navigation right after another one (bar still fading out) shows at once; otherwise wait out the throttle.
      if (wasShowing) show();
      else throttle = setTimeout(show, options.throttle);
    },
    finish() {
      if (!loading) return;
      loading = false;
      const shown = throttle === undefined;
      clearAll();
      if (!shown) {
        onChange(LOADING_BAR_IDLE);
        return;
      }
      onChange({ visible: true, progress: 100 });
      hide = setTimeout(() => {
        hide = undefined;
        onChange({ visible: false, progress: 100 });
        reset = setTimeout(() => {
          reset = undefined;
          onChange(LOADING_BAR_IDLE);
        }, options.resetDelay);
      }, options.hideDelay);
    },
    dispose() {
      loading = false;
      clearAll();
    },
  };
}
