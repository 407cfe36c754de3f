import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createToast, createToastTimer, parseToasts, TOAST_DEFAULT_DURATION, TOAST_TITLE_KEYS, toastAriaProps } from "./toast";

describe("createToastTimer", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("grows progress from 0 to 1 and expires once after the duration", () => {
    const onExpire = vi.fn();
    const timer = createToastTimer({ duration: 5000, onExpire });
    timer.start();
    expect(timer.progress()).toBe(0);
    vi.advanceTimersByTime(16);
    expect(timer.progress()).toBeCloseTo(16 / 5000);
    vi.advanceTimersByTime(2484);
    expect(timer.progress()).toBeCloseTo(0.5);
    expect(timer.remaining()).toBe(2500);
    vi.advanceTimersByTime(2499);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(timer.isExpired()).toBe(true);
    expect(timer.progress()).toBe(1);
    expect(timer.remaining()).toBe(0);
    vi.advanceTimersByTime(10_000);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it("carries on from the time a toast was already shown (a static toast before hydration)", () => {
    const onExpire = vi.fn();
    const timer = createToastTimer({ duration: 5000, elapsed: 3000, onExpire });
    timer.start();
    expect(timer.progress()).toBeCloseTo(0.6);
    expect(timer.remaining()).toBe(2000);
    vi.advanceTimersByTime(1999);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onExpire).toHaveBeenCalledTimes(1);
    // Out of range: clamped; a toast that never expires has no time to carry.
    expect(createToastTimer({ duration: 5000, elapsed: -20 }).remaining()).toBe(5000);
    expect(createToastTimer({ duration: 5000, elapsed: 9000 }).remaining()).toBe(0);
    expect(createToastTimer({ duration: 0, elapsed: 300 }).progress()).toBe(0);
  });

  it("pauses and resumes for the remaining time", () => {
    const onExpire = vi.fn();
    const timer = createToastTimer({ duration: 1000, onExpire });
    timer.start();
    vi.advanceTimersByTime(400);
    timer.pause();
    expect(timer.isPaused()).toBe(true);
    vi.advanceTimersByTime(5000);
    expect(onExpire).not.toHaveBeenCalled();
    expect(timer.progress()).toBeCloseTo(0.4);
    expect(timer.remaining()).toBe(600);
    timer.resume();
    vi.advanceTimersByTime(599);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it("tolerates repeated pause/resume (hover and focus together)", () => {
    const onExpire = vi.fn();
    const timer = createToastTimer({ duration: 1000, onExpire });
    timer.start();
    vi.advanceTimersByTime(100);
    timer.pause();
    timer.pause();
    vi.advanceTimersByTime(100);
    timer.resume();
    timer.resume();
    vi.advanceTimersByTime(899);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it("does not run when paused before it starts (hovered while appearing)", () => {
    const onExpire = vi.fn();
    const timer = createToastTimer({ duration: 500, onExpire });
    timer.pause();
    timer.start();
    vi.advanceTimersByTime(1000);
    expect(onExpire).not.toHaveBeenCalled();
    timer.resume();
    vi.advanceTimersByTime(500);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it("never expires with a duration of 0 or less", () => {
    for (const duration of [0, -1]) {
      const onExpire = vi.fn();
      const timer = createToastTimer({ duration, onExpire });
      timer.start();
      vi.advanceTimersByTime(60_000);
      expect(onExpire).not.toHaveBeenCalled();
      expect(timer.progress()).toBe(0);
      expect(timer.remaining()).toBe(Number.POSITIVE_INFINITY);
    }
  });

  it("stop cancels without expiring", () => {
    const onExpire = vi.fn();
    const timer = createToastTimer({ duration: 1000, onExpire });
    timer.start();
    vi.advanceTimersByTime(300);
    timer.stop();
    timer.resume();
    vi.advanceTimersByTime(5000);
    expect(onExpire).not.toHaveBeenCalled();
    expect(timer.progress()).toBeCloseTo(0.3);
  });
});

describe("toast data", () => {
  it("fills in the SPEC defaults", () => {
    const toast = createToast({ message: "Opgeslagen", color: "success" }, "t-1", 42);
    expect(toast).toEqual({
      id: "t-1",
      title: null,
      message: "Opgeslagen",
      color: "success",
      icon: "check-circle",
      closable: true,
      duration: TOAST_DEFAULT_DURATION,
      createdAt: 42,
    });
    expect(createToast({ message: "x", color: "info", icon: null, duration: 0, closable: false }).icon).toBeNull();
  });

  it("maps colours to the SPEC §8 labels and danger to an alert", () => {
    expect(TOAST_TITLE_KEYS.danger).toBe("toast.labels.error");
    expect(TOAST_TITLE_KEYS.primary).toBe("toast.labels.notification");
    expect(toastAriaProps("danger")).toEqual({ role: "alert", "aria-live": "assertive" });
    expect(toastAriaProps("warning")).toEqual({ role: "status", "aria-live": "polite" });
  });

  it("parses only well-formed toasts from untrusted data", () => {
    expect(parseToasts("nope")).toEqual([]);
    const parsed = parseToasts([
      { id: "a", message: "ok", color: "info", icon: "bogus", duration: "x" },
      { id: "b", message: "bad colour", color: "purple" },
      null,
      { message: "no id", color: "info" },
    ]);
    expect(parsed).toHaveLength(1);
    expect(parsed[0]).toMatchObject({ id: "a", icon: "information-circle", duration: TOAST_DEFAULT_DURATION, closable: true });
  });
});
