import { describe, expect, it } from "vitest";
import {
  amsterdamOffset,
  countRecurrence,
  expandRecurrence,
  localToUtc,
  RecurrenceTooLongError,
  recurrenceDates,
  toOffsetIso,
  utcToLocal,
} from "./activity-time";

const weekly = (over: Partial<Parameters<typeof expandRecurrence>[0]> = {}) => ({
  freq: "weekly" as const,
  interval: 1,
  weekdays: [6],
  start_date: "2026-03-15",
  start_time: "10:00",
  end_time: "12:00",
  until: "2026-04-12",
  ...over,
});

describe("Amsterdam wall-clock time", () => {
  it("knows the offset in winter and summer", () => {
    expect(amsterdamOffset("2026-01-15T12:00:00Z")).toBe(60);
    expect(amsterdamOffset("2026-07-15T12:00:00Z")).toBe(120);
    // The changes: 2026-03-29 01:00 UTC and 2026-10-25 01:00 UTC.
    expect(amsterdamOffset("2026-03-29T00:59:59Z")).toBe(60);
    expect(amsterdamOffset("2026-03-29T01:00:00Z")).toBe(120);
    expect(amsterdamOffset("2026-10-25T00:59:59Z")).toBe(120);
    expect(amsterdamOffset("2026-10-25T01:00:00Z")).toBe(60);
  });

  it("turns local times into UTC instants and back", () => {
    expect(localToUtc("2026-12-05", "10:00")).toBe("2026-12-05T09:00:00.000Z");
    expect(localToUtc("2026-06-05", "10:00")).toBe("2026-06-05T08:00:00.000Z");
    expect(localToUtc("2026-01-01", "00:30")).toBe("2025-12-31T23:30:00.000Z");
    expect(utcToLocal("2025-12-31T23:30:00.000Z")).toEqual({ date: "2026-01-01", time: "00:30" });
    expect(utcToLocal("2026-06-05T08:00:00.000Z")).toEqual({ date: "2026-06-05", time: "10:00" });
  });

  it("reads a time in the March gap with the offset before it, a repeated October time as the first", () => {
    expect(localToUtc("2026-03-29", "02:30")).toBe("2026-03-29T01:30:00.000Z");
    expect(utcToLocal("2026-03-29T01:30:00.000Z")).toEqual({ date: "2026-03-29", time: "03:30" });
    expect(localToUtc("2026-10-25", "02:30")).toBe("2026-10-25T00:30:00.000Z");
    expect(localToUtc("2026-10-25", "03:30")).toBe("2026-10-25T02:30:00.000Z");
  });

  it("writes ISO with the offset", () => {
    expect(toOffsetIso("2026-12-05T09:00:00.000Z")).toBe("2026-12-05T10:00:00+01:00");
    expect(toOffsetIso("2026-06-05T08:00:00Z")).toBe("2026-06-05T10:00:00+02:00");
  });

  it("refuses what is not a date or a time", () => {
    expect(() => localToUtc("2026-13-01", "10:00")).toThrow(RangeError);
    expect(() => localToUtc("2026-02-30", "10:00")).toThrow(RangeError);
    expect(() => localToUtc("2026-02-01", "24:00")).toThrow(RangeError);
    expect(() => utcToLocal("../")).toThrow(RangeError);
  });
});

describe("expanding a rule", () => {
  it("keeps 10:00 across the March change (the UTC instant moves)", () => {
    const dates = expandRecurrence(weekly());
    expect(dates.map((d) => d.startsAt)).toEqual([
      "2026-03-15T09:00:00.000Z",
      "2026-03-22T09:00:00.000Z",
      "2026-03-29T08:00:00.000Z",
      "2026-04-05T08:00:00.000Z",
      "2026-04-12T08:00:00.000Z",
    ]);
    expect(new Set(dates.map((d) => utcToLocal(d.startsAt).time))).toEqual(new Set(["10:00"]));
    expect(new Set(dates.map((d) => utcToLocal(d.endsAt).time))).toEqual(new Set(["12:00"]));
  });

  it("keeps 10:00 across the October change", () => {
    const dates = expandRecurrence(weekly({ weekdays: [5, 6], start_date: "2026-10-17", until: "2026-10-31" }));
    expect(dates.map((d) => toOffsetIso(d.startsAt))).toEqual([
      "2026-10-17T10:00:00+02:00",
      "2026-10-18T10:00:00+02:00",
      "2026-10-24T10:00:00+02:00",
      "2026-10-25T10:00:00+01:00",
      "2026-10-31T10:00:00+01:00",
    ]);
  });

  it("starts in the start date's week, every `interval` weeks, never before the start", () => {
    // 2026-03-18 is a Wednesday: that week's Monday (16th) is before the start, its Friday (20th) is in.
    const dates = recurrenceDates(weekly({ weekdays: [0, 4], interval: 2, start_date: "2026-03-18", until: "2026-04-17" }));
    expect(dates.dates).toEqual(["2026-03-20", "2026-03-30", "2026-04-03", "2026-04-13", "2026-04-17"]);
  });

  it("monthly on the 31st skips the months without one (RFC 5545)", () => {
    const rule = { ...weekly(), freq: "monthly" as const, weekdays: [], start_date: "2026-01-31", until: "2026-12-31" };
    expect(recurrenceDates(rule).dates).toEqual([
      "2026-01-31",
      "2026-03-31",
      "2026-05-31",
      "2026-07-31",
      "2026-08-31",
      "2026-10-31",
      "2026-12-31",
    ]);
    expect(recurrenceDates({ ...rule, start_date: "2028-01-29", until: "2028-03-29" }).dates).toEqual([
      "2028-01-29",
      "2028-02-29",
      "2028-03-29",
    ]);
    expect(recurrenceDates({ ...rule, interval: 3, start_date: "2026-01-15", until: "2026-12-31" }).dates).toEqual([
      "2026-01-15",
      "2026-04-15",
      "2026-07-15",
      "2026-10-15",
    ]);
  });

  it("ends on the next day when the end time is not after the start time", () => {
    const [d] = expandRecurrence(weekly({ start_time: "22:00", end_time: "01:00", until: "2026-03-22" }));
    expect(toOffsetIso(d.endsAt)).toBe("2026-03-16T01:00:00+01:00");
  });

  it("caps: a rule giving 500 dates is refused with the count", () => {
    const rule = weekly({ weekdays: [0, 1, 2, 3, 4], start_date: "2026-01-05", until: "2027-12-03" });
    expect(countRecurrence(rule)).toBe(500);
    expect(() => expandRecurrence(rule)).toThrow(RecurrenceTooLongError);
    try {
      expandRecurrence(rule);
    } catch (error) {
      expect((error as RecurrenceTooLongError).count).toBe(500);
      expect((error as RecurrenceTooLongError).maximum).toBe(100);
    }
    expect(expandRecurrence(weekly({ weekdays: [0, 1, 2, 3, 4], start_date: "2026-01-05", until: "2026-05-22" }))).toHaveLength(
      100,
    );
  });

  it("counts a rule up to the year 9999 quickly, and builds at most the limit", () => {
    const started = Date.now();
    const { dates, count } = recurrenceDates(weekly({ weekdays: [0, 1, 2, 3, 4, 5, 6], until: "9999-12-31" }), 101);
    expect(dates).toHaveLength(101);
    expect(count).toBeGreaterThan(2_900_000);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("gives nothing for an end before the start or no weekdays", () => {
    expect(recurrenceDates(weekly({ until: "2026-03-01" })).count).toBe(0);
    expect(recurrenceDates(weekly({ weekdays: [] })).count).toBe(0);
  });
});
