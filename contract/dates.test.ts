import { describe, expect, it } from "vitest";
import { formatDateTime, formatDay, formatLongDay, formatTime } from "./dates";

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
  });
});
