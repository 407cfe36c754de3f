import { describe, expect, it } from "vitest";
import { analyticsQuery, bucketsOf, MAX_RANGE_YEARS, rangeOf } from "./analytics";

describe("analytics filter", () => {
  it("refuses an end before the start and a period over the cap, on `to`", () => {
    const before = analyticsQuery.safeParse({ from: "2026-05-01", to: "2026-04-30" });
    expect(before.success).toBe(false);
    expect(before.error?.issues[0]).toMatchObject({ path: ["to"], message: "analytics:errors.endBeforeStart" });
    const long = analyticsQuery.safeParse({ from: "2006-01-01", to: "2026-01-01" });
    expect(long.error?.issues[0]).toMatchObject({
      path: ["to"],
      message: `analytics:errors.tooLong|{"years":${MAX_RANGE_YEARS}}`,
    });
    expect(analyticsQuery.safeParse({ from: "2021-01-01", to: "2025-12-31" }).success).toBe(true);
    expect(analyticsQuery.safeParse({ from: "2026-02-30" }).success).toBe(false);
    expect(analyticsQuery.safeParse({ center: "1 OR 1=1" }).success).toBe(false);
    expect(analyticsQuery.safeParse({ interval: "day" }).success).toBe(false);
  });

  it("defaults to twelve calendar months up to today, by month", () => {
    const range = rangeOf({}, new Date("2026-11-28T10:00:00Z"));
    expect(range).toMatchObject({ from: "2025-12-01", to: "2026-11-28", interval: "month" });
    // Amsterdam midnights as UTC instants: winter (+1) at both ends.
    expect(range.start).toBe("2025-11-30T23:00:00.000Z");
    expect(range.end).toBe("2026-11-28T23:00:00.000Z");
    expect(rangeOf({ from: "2026-10-01", to: "2026-10-31" }).interval).toBe("week");
  });

  it("cuts a period into months and ISO weeks, exact across the DST change", () => {
    const months = bucketsOf({ from: "2026-03-15", to: "2026-05-10", interval: "month" });
    expect(months.map((b) => [b.key, b.from, b.to])).toEqual([
      ["2026-03", "2026-03-15", "2026-03-31"],
      ["2026-04", "2026-04-01", "2026-04-30"],
      ["2026-05", "2026-05-01", "2026-05-10"],
    ]);
    // 29 March 2026: clocks go forward; April starts at 22:00 UTC.
    expect(months[1].start).toBe("2026-03-31T22:00:00.000Z");
    const weeks = bucketsOf({ from: "2026-11-04", to: "2026-11-20", interval: "week" });
    expect(weeks.map((b) => [b.key, b.from, b.to])).toEqual([
      ["2026-11-04", "2026-11-04", "2026-11-08"],
      ["2026-11-09", "2026-11-09", "2026-11-15"],
      ["2026-11-16", "2026-11-16", "2026-11-20"],
    ]);
    expect(bucketsOf({ from: "2021-01-01", to: "2025-12-31", interval: "week" }).length).toBeLessThanOrEqual(
      MAX_RANGE_YEARS * 53,
    );
  });
});
