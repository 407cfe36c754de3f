import { describe, expect, it } from "vitest";
import { parsePoint, pickDoc } from "./pdok";

describe("PDOK answers", () => {
  it("reads centroide_ll as POINT(lon lat)", () => {
    expect(parsePoint("POINT(5.90213 52.44462)")).toEqual([52.44462, 5.90213]);
    expect(parsePoint("POINT (5 52)")).toBeNull();
    expect(parsePoint(undefined)).toBeNull();
  });

  it("picks the doc of the number and addition asked for", () => {
    const docs = [
      { postcode: "6041EL", huisnummer: 22, straatnaam: "Markt" },
      { postcode: "6041EL", huisnummer: 22, huisletter: "A", straatnaam: "Markt A" },
      { postcode: "6041EL", huisnummer: 22, huisletter: "B", huisnummertoevoeging: "2", straatnaam: "Markt B2" },
    ];
    const q = (addition: string | null) => ({ postalCode: "6041 EL", houseNumber: "22", houseNumberAddition: addition });
    expect(pickDoc(docs, q(null))?.straatnaam).toBe("Markt");
    expect(pickDoc(docs, q("a"))?.straatnaam).toBe("Markt A");
    expect(pickDoc(docs, q("B-2"))?.straatnaam).toBe("Markt B2");
    expect(pickDoc(docs, q("c"))).toBeNull();
    expect(pickDoc(docs, { ...q(null), houseNumber: "23" })).toBeNull();
  });
});
