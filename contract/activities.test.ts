import { describe, expect, it } from "vitest";
import { occurrenceInput, occurrencesInput, recurrenceRule } from "./activities";
import { vacancyUpdateInput } from "./vacancy-inputs";

const paths = (r: { success: boolean; error?: { issues: Array<{ path: (string | number)[] }> } }) =>
  (r.error?.issues ?? []).map((i) => i.path.join("/"));

describe("activity inputs", () => {
  it("takes a date with times; an end before the start is refused at the field", () => {
    expect(occurrenceInput.parse({ date: "2026-12-05", start_time: "9:30", end_time: "12:00" })).toMatchObject({
      start_time: "09:30",
    });
    expect(paths(occurrenceInput.safeParse({ date: "2026-12-05", start_time: "12:00", end_time: "11:00" }))).toEqual([
      "end_time",
    ]);
    expect(
      paths(occurrenceInput.safeParse({ date: "2026-12-05", end_date: "2026-12-04", start_time: "10:00", end_time: "11:00" })),
    ).toEqual(["end_date"]);
    expect(
      occurrenceInput.safeParse({ date: "2026-12-05", end_date: "2026-12-06", start_time: "20:00", end_time: "02:00" }).success,
    ).toBe(true);
  });

  it.each([
    ["2026-13-01", "10:00"],
    ["../", "10:00"],
    ["2026-02-30", "10:00"],
    ["2026-12-05", "25:00"],
    ["2026-12-05", "10:0"],
  ])("refuses %j %j", (date, start_time) => {
    expect(occurrenceInput.safeParse({ date, start_time, end_time: "23:00" }).success).toBe(false);
  });

  it("takes 1 to 100 dates", () => {
    const one = { date: "2026-12-05", start_time: "10:00", end_time: "11:00" };
    expect(occurrencesInput.safeParse([]).success).toBe(false);
    expect(occurrencesInput.safeParse(Array(100).fill(one)).success).toBe(true);
    expect(occurrencesInput.safeParse(Array(101).fill(one)).success).toBe(false);
  });

  it("a rule needs an end, weekdays when weekly, and at most 100 dates (saying how many it gives)", () => {
    const rule = { freq: "weekly", weekdays: [0], start_date: "2026-01-05", start_time: "10:00", end_time: "12:00" };
    expect(paths(recurrenceRule.safeParse(rule))).toEqual(["until"]);
    expect(paths(recurrenceRule.safeParse({ ...rule, weekdays: [], until: "2026-02-01" }))).toEqual(["weekdays"]);
    expect(paths(recurrenceRule.safeParse({ ...rule, until: "2025-12-31" }))).toEqual(["until"]);
    expect(paths(recurrenceRule.safeParse({ ...rule, interval: 5, until: "2026-02-01" }))).toEqual(["interval"]);
    const long = recurrenceRule.safeParse({ ...rule, weekdays: [0, 1, 2, 3, 4], until: "2027-12-03" });
    expect(long.success).toBe(false);
    expect(long.error?.issues[0]).toMatchObject({ path: ["until"], params: { code: "too_many_occurrences", count: 500 } });
    expect(long.error?.issues[0].message).toContain("500");
    expect(recurrenceRule.parse({ ...rule, weekdays: [2, 0, 2], until: "2026-02-01" }).weekdays).toEqual([0, 2]);
  });

  it("are part of the vacancy update input", () => {
    const parsed = vacancyUpdateInput.parse({
      frequency: "regularly",
      waitlist_enabled: false,
      recurrence: {
        freq: "monthly",
        start_date: "2026-12-01",
        start_time: "10:00",
        end_time: "12:00",
        until: "2027-03-01",
      },
    });
    expect(parsed.recurrence).toMatchObject({ interval: 1, weekdays: [] });
  });
});
