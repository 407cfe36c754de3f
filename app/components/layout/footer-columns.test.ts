import { describe, expect, it } from "vitest";
import { footerColumnText } from "./footer-columns";

describe("footerColumnText", () => {
  const column = { title: "Over ons", content: "Wie we zijn", titleEn: "About us", contentEn: "" };

  it("a Dutch page shows the Dutch text, unmarked", () => {
    expect(footerColumnText(column, "nl")).toEqual({ title: "Over ons", titleLang: {}, content: "Wie we zijn", contentLang: {} });
  });

  it("an English page shows the English text where it exists, else the Dutch marked lang=nl", () => {
    expect(footerColumnText(column, "en")).toEqual({
      title: "About us",
      titleLang: {},
      content: "Wie we zijn",
      contentLang: { lang: "nl" },
    });
    expect(footerColumnText({ title: "Contact", content: "Bel ons" }, "en")).toMatchObject({
      title: "Contact",
      titleLang: { lang: "nl" },
    });
  });
});
