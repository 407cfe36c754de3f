import { describe, expect, it } from "vitest";
import { menuName } from "./menu-name";

describe("menuName", () => {
  it("shows the English name on an English page, the Dutch one marked lang=nl where none exists", () => {
    expect(menuName({ name: "Over ons", nameEn: "About us" }, "en")).toEqual({ text: "About us", lang: {} });
    expect(menuName({ name: "Over ons", nameEn: null }, "en")).toEqual({ text: "Over ons", lang: { lang: "nl" } });
    expect(menuName({ name: "Over ons", nameEn: "  " }, "en")).toEqual({ text: "Over ons", lang: { lang: "nl" } });
    expect(menuName({ name: "Over ons", nameEn: "About us" }, "nl")).toEqual({ text: "Over ons", lang: {} });
  });
});
