import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import {
  amsterdamToday,
  atStart,
  dayLabel,
  formatDate,
  formatDateInFigures,
  formatDateTime,
  formatDay,
  formatLongDay,
  formatTime,
  formatTimestamp,
  formatTimestampInFigures,
  JUST_NOW_SECONDS,
  monthLabel,
  relativeTime,
  weekdayNames,
} from "./dates";

describe("the date formatters", () => {
  it("write an instant as a person does, in Amsterdam time, in nl and en", () => {
    expect(formatDateTime("2026-12-16T17:00:00.000Z", "nl")).toBe("woensdag 16 december, 18:00");
    expect(formatDateTime("2026-12-16T17:00:00.000Z", "en")).toBe("Wednesday 16 December, 18:00");
    // Summer time: UTC+2; and the day changes at midnight in Amsterdam, not in UTC.
    expect(formatDateTime("2026-07-01T22:30:00Z", "nl")).toBe("donderdag 2 juli, 00:30");
    expect(formatTime("2026-03-29T01:30:00Z", "en")).toBe("03:30");
  });

  it("write a calendar day and a long day", () => {
    expect(formatDay("2026-03-16", "nl")).toBe("16 maart 2026");
    expect(formatDay("2026-03-16", "en")).toBe("16 March 2026");
    expect(formatLongDay("2026-12-05T09:00:00Z", "nl")).toBe("zaterdag 5 december 2026");
    expect(formatLongDay("2026-12-05T09:00:00Z", "en")).toBe("Saturday 5 December 2026");
    expect(formatDay("not a day", "nl")).toBe("not a day");
  });

  it("give an instant its day in Amsterdam (late evening UTC is already the next day there)", () => {
    expect(formatDate("2026-11-27T23:30:00Z", "nl")).toBe("28 november 2026");
    expect(formatDate("2026-11-27T23:30:00Z", "en")).toBe("28 November 2026");
    expect(formatDate("2026-11-27T22:30:00Z", "nl")).toBe("27 november 2026");
    expect(formatDate("not a date", "en")).toBe("");
  });

  it("write a record's timestamp the British way in English (day first, 24 hours), as the rest of the platform", () => {
    expect(formatTimestamp("2026-12-05T17:00:00Z", "nl")).toBe("5 dec 2026, 18:00");
    expect(formatTimestamp("2026-12-05T17:00:00Z", "en")).toBe("5 Dec 2026, 18:00");
    expect(formatTimestampInFigures("2026-12-05T17:00:05Z", "nl")).toBe("5-12-2026, 18:00:05");
    expect(formatTimestampInFigures("2026-12-05T17:00:05Z", "en")).toBe("05/12/2026, 18:00:05");
  });

  it("write dates in figures: English day first, Dutch as before; an instant on its Amsterdam day", () => {
    expect(formatDateInFigures("2026-12-05", "en")).toBe("05/12/2026");
    expect(formatDateInFigures("2026-12-05", "nl")).toBe("5-12-2026");
    expect(formatDateInFigures("2026-11-27T23:30:00Z", "nl")).toBe("28-11-2026");
    expect(formatDateInFigures(null, "nl")).toBeNull();
    expect(formatDateInFigures("not a date", "en")).toBeNull();
  });

  it("follow Amsterdam across both daylight-saving changes", () => {
    // 29 March 2026: 02:00 CET becomes 03:00 CEST (UTC+1 → UTC+2).
    expect(formatTime("2026-03-29T00:59:00Z", "nl")).toBe("01:59");
    expect(formatTime("2026-03-29T01:00:00Z", "nl")).toBe("03:00");
    // 25 October 2026: 03:00 CEST becomes 02:00 CET (UTC+2 → UTC+1); 02:30 happens twice.
    expect(formatTime("2026-10-25T00:30:00Z", "en")).toBe("02:30");
    expect(formatTime("2026-10-25T01:30:00Z", "en")).toBe("02:30");
    expect(formatTimestamp("2026-10-25T01:30:00Z", "nl")).toBe("25 okt 2026, 02:30");
    // The day turns at midnight Amsterdam: 22:00Z in summer, 23:00Z in winter.
    expect(formatDate("2026-10-24T22:30:00Z", "nl")).toBe("25 oktober 2026");
    expect(formatDate("2026-10-25T22:30:00Z", "nl")).toBe("25 oktober 2026");
    expect(formatDate("2026-10-25T23:00:00Z", "nl")).toBe("26 oktober 2026");
  });
});

describe("months and days of the calendar", () => {
  it("writes Dutch month and day names lower case, as in running text", () => {
    expect(monthLabel(2026, 12, "nl")).toBe("december 2026");
    expect(dayLabel("2026-12-16", "nl")).toBe("woensdag 16 december");
    expect(dayLabel("2027-01-05", "nl", "2026")).toBe("dinsdag 5 januari 2027");
    expect(weekdayNames("nl", "long")[0]).toBe("maandag");
  });

  it("writes English days the British way, as the mails do, not the American one", () => {
    expect(monthLabel(2026, 12, "en")).toBe("December 2026");
    expect(dayLabel("2026-12-05", "en")).toBe("Saturday 5 December");
    expect(dayLabel("2027-01-05", "en", "2026")).toBe("Tuesday 5 January 2027");
    expect(weekdayNames("en", "short")).toEqual(["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]);
  });

  it("capitalises a date only where it starts a heading or a line", () => {
    expect(atStart(monthLabel(2026, 12, "nl"), "nl")).toBe("December 2026");
    expect(atStart(dayLabel("2026-12-16", "nl"), "nl")).toBe("Woensdag 16 december");
    expect(atStart(monthLabel(2026, 12, "en"), "en")).toBe("December 2026");
    expect(atStart("", "nl")).toBe("");
  });
});

describe("today in Amsterdam", () => {
  it("changes at midnight in Amsterdam, not in UTC, in winter and in summer", () => {
    expect(amsterdamToday(new Date("2026-03-09T22:30:00Z"))).toBe("2026-03-09");
    expect(amsterdamToday(new Date("2026-03-09T23:30:00Z"))).toBe("2026-03-10");
    expect(amsterdamToday(new Date("2026-07-01T21:59:00Z"))).toBe("2026-07-01");
    expect(amsterdamToday(new Date("2026-07-01T22:30:00Z"))).toBe("2026-07-02");
  });
});

describe("relative time (SPEC §4)", () => {
  const NOW = new Date("2026-11-21T12:00:00.000Z");
  const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000);
  const MINUTE = 60;
  const HOUR = 60 * MINUTE;
  const DAY = 24 * HOUR;

  it("reads 'just now' under 60 seconds, past or future", () => {
    expect(JUST_NOW_SECONDS).toBe(60);
    expect(relativeTime(NOW, NOW, "nl")).toBe("zojuist");
    expect(relativeTime(ago(59), NOW, "nl")).toBe("zojuist");
    expect(relativeTime(ago(-30), NOW, "en")).toBe("just now");
    expect(relativeTime(ago(59.9), NOW, "en-GB")).toBe("just now");
  });

  it("switches to minutes at 60 seconds", () => {
    expect(relativeTime(ago(60), NOW, "nl")).toBe("1 minuut geleden");
    expect(relativeTime(ago(60), NOW, "en")).toBe("1 minute ago");
    expect(relativeTime(ago(119), NOW, "en")).toBe("1 minute ago");
    expect(relativeTime(ago(-60), NOW, "nl")).toBe("over 1 minuut");
  });

  it.each([
    [5 * MINUTE, "5 minuten geleden", "5 minutes ago"],
    [HOUR - 1, "59 minuten geleden", "59 minutes ago"],
    [HOUR, "1 uur geleden", "1 hour ago"],
    [3 * HOUR, "3 uur geleden", "3 hours ago"],
    [DAY - 1, "23 uur geleden", "23 hours ago"],
    [DAY, "gisteren", "yesterday"],
    [3 * DAY, "3 dagen geleden", "3 days ago"],
    [7 * DAY - 1, "6 dagen geleden", "6 days ago"],
    [14 * DAY, "2 weken geleden", "2 weeks ago"],
    [60 * DAY, "2 maanden geleden", "2 months ago"],
    [364 * DAY, "12 maanden geleden", "12 months ago"],
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

// ---------------------------------------------------------------------------------------------------------------
// No date is written outside the family: the platform's own code calls none of the locale formatters.

const ROOT = join(import.meta.dirname, "..");
const SCANNED = ["app", "api", "contract", "config", "db", "workers", "tests", "load-context.ts"];
/** Files that may call them, and why. */
const ALLOWED: Record<string, string> = {
  "contract/dates.ts": "the family itself",
  "contract/dates.test.ts": "the samples that prove this scan can fail",
  "contract/activity-time.ts": "wall-clock arithmetic for activity times (formatToParts into numbers), not a date people read",
};
const LOCALE_FORMATTER = /\.toLocale(?:Date|Time)?String\s*\(|\bIntl\s*\.\s*(?:DateTimeFormat|RelativeTimeFormat)\s*\(/g;

/** The calls of a locale formatter in one source text, comments left out. */
function localeFormatterCalls(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");
  return code.match(LOCALE_FORMATTER) ?? [];
}

function sourceFiles(path: string): string[] {
  const full = join(ROOT, path);
  if (/\.(ts|tsx|mjs|js)$/.test(path)) return [full];
  return readdirSync(full, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|tsx|mjs|js)$/.test(e.name))
    .map((e) => join(e.parentPath, e.name))
    .filter((f) => !/[\\/](node_modules|build|\.wrangler|test-results|playwright-report)[\\/]/.test(f));
}

describe("one date formatter family", () => {
  it("finds a locale formatter call, and not one in a comment (the scan can fail)", () => {
    expect(localeFormatterCalls('const d = new Date(x).toLocaleDateString("nl");')).toHaveLength(1);
    expect(localeFormatterCalls("n.toLocaleString(lang); new Intl.DateTimeFormat('nl'); d.toLocaleTimeString()")).toHaveLength(3);
    expect(localeFormatterCalls("new Intl.RelativeTimeFormat('en')")).toHaveLength(1);
    expect(
      localeFormatterCalls("// toLocaleDateString(language) was American\n/* Intl.DateTimeFormat( */ const u = 'http://x';"),
    ).toEqual([]);
    expect(localeFormatterCalls("const o: Intl.DateTimeFormatOptions = {}; s.toLocaleUpperCase('nl');")).toEqual([]);
  });

  it("is the only code that calls toLocaleDateString, toLocaleString, toLocaleTimeString or Intl's date formatters", () => {
    const files = SCANNED.flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(300);
    expect(files.some((f) => relative(ROOT, f) === "contract/dates.ts")).toBe(true);
    const offenders = files
      .map((f) => relative(ROOT, f).split("\\").join("/"))
      .filter((f) => !(f in ALLOWED))
      .flatMap((f) => localeFormatterCalls(readFileSync(join(ROOT, f), "utf8")).map((call) => `${f}: ${call}`));
    expect(offenders, "write the date with contract/dates.ts (ADR 0045)").toEqual([]);
  });
});
