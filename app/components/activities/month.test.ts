import { describe, expect, it } from "vitest";
import { addMonths, dayLabel, monthGrid, monthLabel, monthRange, parseMonth, weekdayIndex, weekdayNames } from "./month";

const TODAY = "2026-11-26";

describe("parseMonth", () => {
  it("reads YYYY-MM and defaults to the current month", () => {
    expect(parseMonth("2026-12", TODAY)).toEqual({ month: { year: 2026, month: 12 }, invalid: false });
    expect(parseMonth(null, TODAY)).toEqual({ month: { year: 2026, month: 11 }, invalid: false });
    expect(parseMonth("", TODAY)).toEqual({ month: { year: 2026, month: 11 }, invalid: false });
  });

  it.each(["2026-13", "2026-00", "../", "..%2F", "2026-1", "2026-011", "abc", "1999-12", "2101-01", "2026-12\n", " 2026-12"])(
    "shows the current month for %j and says it was invalid",
    (value) => {
      expect(parseMonth(value, TODAY)).toEqual({ month: { year: 2026, month: 11 }, invalid: true });
    },
  );
});

describe("months", () => {
  it("steps across years", () => {
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(addMonths({ year: 2026, month: 5 }, -17)).toEqual({ year: 2024, month: 12 });
  });

  it("gives the month's range, February in leap years included", () => {
    expect(monthRange({ year: 2026, month: 12 })).toEqual({ from: "2026-12-01", to: "2026-12-31" });
    expect(monthRange({ year: 2028, month: 2 })).toEqual({ from: "2028-02-01", to: "2028-02-29" });
    expect(monthRange({ year: 2026, month: 2 })).toEqual({ from: "2026-02-01", to: "2026-02-28" });
  });

  it("builds Monday-first weeks covering the month", () => {
    expect(weekdayIndex("2026-11-30")).toBe(0); // a Monday
    expect(weekdayIndex("2026-11-29")).toBe(6); // a Sunday
    const december = monthGrid({ year: 2026, month: 12 });
    expect(december[0][0]).toEqual({ date: "2026-11-30", inMonth: false });
    expect(december[0][1]).toEqual({ date: "2026-12-01", inMonth: true });
    expect(december.at(-1)?.at(-1)).toEqual({ date: "2027-01-03", inMonth: false });
    expect(december.every((week) => week.length === 7)).toBe(true);
    expect(december.flat().filter((d) => d.inMonth)).toHaveLength(31);
    // February 2027 starts on a Monday and has exactly four weeks.
    expect(monthGrid({ year: 2027, month: 2 })).toHaveLength(4);
    // March 2026 spans six rows (starts on a Sunday).
    expect(monthGrid({ year: 2026, month: 3 })).toHaveLength(6);
  });

  it("names months and days in the reader's language", () => {
    expect(monthLabel({ year: 2026, month: 12 }, "nl")).toBe("december 2026");
    expect(monthLabel({ year: 2026, month: 12 }, "en")).toBe("December 2026");
    expect(weekdayNames("nl", "short")[0]).toMatch(/^ma/);
    expect(weekdayNames("en", "long")[6]).toBe("Sunday");
    expect(dayLabel("2026-12-05", "nl")).toBe("zaterdag 5 december");
    expect(dayLabel("2026-12-05", "nl", "2026")).toBe("zaterdag 5 december");
    expect(dayLabel("2027-01-05", "nl", "2026")).toBe("dinsdag 5 januari 2027");
    // The same family as the screens' and the mails' dates: English the British way.
    expect(dayLabel("2026-12-05", "en")).toBe("Saturday 5 December");
    expect(dayLabel("2027-01-05", "en", "2026")).toBe("Tuesday 5 January 2027");
  });
});
