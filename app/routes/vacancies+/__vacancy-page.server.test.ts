import { describe, expect, it } from "vitest";
import { amsterdamToday } from "../../../contract/dates";
import { isOpen } from "./__vacancy-page.server";

describe("amsterdamToday", () => {
  it("is the date in Europe/Amsterdam, not UTC", () => {
    expect(amsterdamToday(new Date("2026-11-25T23:30:00Z"))).toBe("2026-11-26");
    expect(amsterdamToday(new Date("2026-07-01T21:59:00Z"))).toBe("2026-07-01");
    expect(amsterdamToday(new Date("2026-07-01T22:00:00Z"))).toBe("2026-07-02");
  });
});

describe("isOpen", () => {
  it("takes applications while published, through the expiry day", () => {
    expect(isOpen({ status: "published", expiresAt: null }, "2026-11-26")).toBe(true);
    expect(isOpen({ status: "published", expiresAt: "2026-11-26" }, "2026-11-26")).toBe(true);
    expect(isOpen({ status: "published", expiresAt: "2026-11-25" }, "2026-11-26")).toBe(false);
  });
  it("is closed in every other status", () => {
    for (const status of ["draft", "filled", "expired", "archived", "deleted"] as const) {
      expect(isOpen({ status, expiresAt: null }, "2026-11-26")).toBe(false);
    }
  });
});
