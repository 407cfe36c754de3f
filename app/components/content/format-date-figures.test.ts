import { describe, expect, it } from "vitest";
import { formatDateInFigures } from "./format-date";

describe("management lists' dates in figures", () => {
  it("writes English dates the British way (day first), as the rest of the platform, and Dutch ones as before", () => {
    expect(formatDateInFigures("2026-12-05", "en")).toBe("05/12/2026");
    expect(formatDateInFigures("2026-12-05", "nl")).toBe("5-12-2026");
  });

  it("gives an instant its day in Amsterdam, and nothing for no date or an invalid one", () => {
    expect(formatDateInFigures("2026-11-27T23:30:00Z", "nl")).toBe("28-11-2026");
    expect(formatDateInFigures(null, "nl")).toBeNull();
    expect(formatDateInFigures("not a date", "en")).toBeNull();
  });
});
