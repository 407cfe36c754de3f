import { describe, expect, it } from "vitest";
import { contactDetailSegments, findContactDetails, hasContactDetails } from "./contact-details";

const kinds = (text: string) => findContactDetails(text).map((h) => [h.kind, h.text]);

describe("findContactDetails", () => {
  it("flags Dutch phone numbers however they are written", () => {
    expect(kinds("Bel me op 0687654321")).toEqual([["phone", "0687654321"]]);
    expect(kinds("Bel 06-87654321 of 06 87 65 43 21")).toEqual([
      ["phone", "06-87654321"],
      ["phone", "06 87 65 43 21"],
    ]);
    expect(kinds("vast: 038-3761234, (038) 376 12 34")).toEqual([
      ["phone", "038-3761234"],
      ["phone", "(038) 376 12 34"],
    ]);
    expect(kinds("+31 6 87654321 of +31(0)6-8765 4321 of 0031687654321")).toEqual([
      ["phone", "+31 6 87654321"],
      ["phone", "+31(0)6-8765 4321"],
      ["phone", "0031687654321"],
    ]);
  });

  it("flags e-mail addresses, a street with a house number and a postcode", () => {
    expect(kinds("Mail riet.rozeboom@example.net!")).toEqual([["email", "riet.rozeboom@example.net"]]);
    expect(kinds("Ik woon op de Kerkstraat 12a in Wezep")).toEqual([["street", "Kerkstraat 12a"]]);
    expect(kinds("Van Goghlaan 7, 8091 AB Wezep")).toEqual([
      ["street", "Goghlaan 7"],
      ["postcode", "8091 AB"],
    ]);
    expect(kinds("postcode 8091ab")).toEqual([["postcode", "8091ab"]]);
    expect(kinds("Zwaluwstaartpad 41 b")).toEqual([["street", "Zwaluwstaartpad 41 b"]]);
    expect(kinds("Oude Rijksweg 105-2")).toEqual([["street", "Rijksweg 105"]]);
  });

  it("leaves times, counts and dates alone", () => {
    for (const text of [
      "Om 10 uur, 2 keer per week",
      "Zaterdag 12 maart 2026 tussen 10:00 en 12:30",
      "Op 12-03-2026 of 01-03-2026, of 1/3",
      "Van 2024 en 2025: 3 uur per dag, 1.5 km lopen",
      "Onderweg 10 minuten, de snelweg 20 km",
      "In week 12 en 13 voor 15 euro",
      "Ik ben 85 jaar en woon sinds 1998 in Wezep",
      "Boodschappen doen, een keer per week.",
      "Het huisnummer 12 en 0612345",
    ]) {
      expect(kinds(text), text).toEqual([]);
    }
    expect(hasContactDetails("")).toBe(false);
    expect(hasContactDetails(null)).toBe(false);
  });

  it("splits the text into plain runs and hits that join to the text again", () => {
    const text = "Bel 0687654321 of mail a@b.nl.";
    const segments = contactDetailSegments(text);
    expect(segments.map((s) => s.text).join("")).toBe(text);
    expect(segments.filter((s) => s.kind).map((s) => s.kind)).toEqual(["phone", "email"]);
  });
});
