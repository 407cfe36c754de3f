import { describe, expect, it } from "vitest";
import { formatDate, formatDay } from "./format-date";

describe("the one date formatter family", () => {
  it("writes Dutch month names lower case (running text) and English ones the British way, for the same day everywhere", () => {
    expect(formatDay("2026-12-05", "nl", { day: "numeric", month: "long", year: "numeric" })).toBe("5 december 2026");
    expect(formatDay("2026-12-05", "en", { day: "numeric", month: "long", year: "numeric" })).toBe("5 December 2026");
    // Late in the evening UTC is already the next day in Amsterdam: the display zone decides.
    expect(formatDate("2026-11-27T23:30:00Z", "nl")).toBe("28 november 2026");
    expect(formatDay("not a day", "nl")).toBe("not a day");
  });
});
