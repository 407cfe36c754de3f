import { describe, expect, it } from "vitest";
import { relativeTime } from "./relative-time";

const NOW = new Date("2026-11-21T12:00:00.000Z");
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000);
const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe("relativeTime", () => {
  it("reads 'just now' under 60 seconds, past or future", () => {
    expect(relativeTime(NOW, NOW, "nl")).toBe("zojuist");
    expect(relativeTime(ago(59), NOW, "nl")).toBe("zojuist");
    expect(relativeTime(ago(-30), NOW, "en")).toBe("just now");
    expect(relativeTime(ago(59.9), NOW, "en-GB")).toBe("just now");
  });

  it("switches to minutes at 60 seconds", () => {
    expect(relativeTime(ago(60), NOW, "nl")).toBe("1 minuut geleden");
    expect(relativeTime(ago(60), NOW, "en")).toBe("1 minute ago");
    expect(relativeTime(ago(119), NOW, "en")).toBe("1 minute ago");
  });

  it.each([
    [5 * MINUTE, "5 minuten geleden", "5 minutes ago"],
    [3 * HOUR, "3 uur geleden", "3 hours ago"],
    [DAY, "gisteren", "yesterday"],
    [3 * DAY, "3 dagen geleden", "3 days ago"],
    [14 * DAY, "2 weken geleden", "2 weeks ago"],
    [60 * DAY, "2 maanden geleden", "2 months ago"],
    [400 * DAY, "vorig jaar", "last year"],
    [3 * 365 * DAY, "3 jaar geleden", "3 years ago"],
  ])("picks the largest whole unit for %i seconds ago", (seconds, nl, en) => {
    expect(relativeTime(ago(seconds), NOW, "nl")).toBe(nl);
    expect(relativeTime(ago(seconds), NOW, "en")).toBe(en);
  });

  it("words future dates", () => {
    expect(relativeTime(ago(-2 * HOUR), NOW, "nl")).toBe("over 2 uur");
    expect(relativeTime(ago(-10 * DAY), NOW, "en")).toBe("next week");
  });

  it("accepts ISO strings and timestamps, and gives '' for junk", () => {
    expect(relativeTime("2026-11-18T12:00:00.000Z", NOW.toISOString(), "en")).toBe("3 days ago");
    expect(relativeTime(NOW.getTime() - 3 * HOUR * 1000, NOW.getTime(), "en")).toBe("3 hours ago");
    expect(relativeTime("not a date", NOW, "en")).toBe("");
  });
});
