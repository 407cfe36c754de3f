import { describe, expect, it } from "vitest";
import { formatDay as mailDay } from "../../../contract/dates";
import { atStart, dayLabel, formatDate, formatDay, monthLabel, weekdayNames } from "./format-date";

describe("the one date formatter family", () => {
  it("writes Dutch month names lower case (running text) and English ones the British way, for the same day everywhere", () => {
    expect(formatDay("2026-12-05", "nl", { day: "numeric", month: "long", year: "numeric" })).toBe("5 december 2026");
    expect(formatDay("2026-12-05", "en", { day: "numeric", month: "long", year: "numeric" })).toBe("5 December 2026");
    // Late in the evening UTC is already the next day in Amsterdam: the display zone decides.
    expect(formatDate("2026-11-27T23:30:00Z", "nl")).toBe("28 november 2026");
    expect(formatDay("not a day", "nl")).toBe("not a day");
  });
});

describe("months and days of the calendar, from the same family as the mails", () => {
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

  it("gives a calendar day the same words on the screen as in a mail", () => {
    expect(formatDay("2026-12-16", "nl", { day: "numeric", month: "long", year: "numeric" })).toBe(mailDay("2026-12-16", "nl"));
    expect(formatDay("2026-12-16", "en", { day: "numeric", month: "long", year: "numeric" })).toBe(mailDay("2026-12-16", "en"));
  });
});
