import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createLoadingBar, estimatedProgress, LOADING_BAR, type LoadingBarState } from "./loading-bar";

describe("estimatedProgress", () => {
  it("starts at 0, grows, and never reaches 100", () => {
    expect(estimatedProgress(0)).toBe(0);
    expect(estimatedProgress(500)).toBeGreaterThan(estimatedProgress(100));
    expect(estimatedProgress(LOADING_BAR.duration)).toBeCloseTo(70.48, 1);
    expect(estimatedProgress(60_000)).toBeLessThan(100);
  });
});

describe("createLoadingBar (SPEC §9: throttle 200, hide 500, reset 400)", () => {
  let states: LoadingBarState[];
  const last = () => states.at(-1);

  beforeEach(() => {
    vi.useFakeTimers();
    states = [];
  });
  afterEach(() => vi.useRealTimers());

  const bar = () =>
    createLoadingBar(
      (state) => states.push(state),
      () => Date.now(),
    );

  it("never shows for a navigation that ends within the throttle", () => {
    const loading = bar();
    loading.start();
    vi.advanceTimersByTime(LOADING_BAR.throttle - 1);
    loading.finish();
    vi.advanceTimersByTime(5000);
    expect(states.every((state) => !state.visible)).toBe(true);
  });

  it("shows after the throttle, creeps, fills on finish, hides after 500 ms and resets 400 ms later", () => {
    const loading = bar();
    loading.start();
    vi.advanceTimersByTime(LOADING_BAR.throttle);
    expect(last()?.visible).toBe(true);
    vi.advanceTimersByTime(1000);
    const creeping = last()?.progress ?? 0;
    expect(creeping).toBeGreaterThan(0);
    expect(creeping).toBeLessThan(100);

    loading.finish();
    expect(last()).toEqual({ visible: true, progress: 100 });
    vi.advanceTimersByTime(LOADING_BAR.hideDelay - 1);
    expect(last()?.visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(last()).toEqual({ visible: false, progress: 100 });
    vi.advanceTimersByTime(LOADING_BAR.resetDelay);
    expect(last()).toEqual({ visible: false, progress: 0 });
  });

  it("a new navigation while the bar fades out shows at once and keeps creeping", () => {
    const loading = bar();
    loading.start();
    vi.advanceTimersByTime(300);
    loading.finish();
    vi.advanceTimersByTime(100);
    loading.start();
    expect(last()?.visible).toBe(true);
    expect(last()?.progress).toBeLessThan(100);
    vi.advanceTimersByTime(LOADING_BAR.hideDelay + LOADING_BAR.resetDelay);
    expect(last()?.visible).toBe(true);
    loading.dispose();
  });

  it("start twice counts once; finish without start does nothing", () => {
    const loading = bar();
    loading.finish();
    expect(states).toHaveLength(0);
    loading.start();
    loading.start();
    vi.advanceTimersByTime(LOADING_BAR.throttle);
    loading.finish();
    vi.advanceTimersByTime(LOADING_BAR.hideDelay + LOADING_BAR.resetDelay);
    expect(last()).toEqual({ visible: false, progress: 0 });
  });
});
