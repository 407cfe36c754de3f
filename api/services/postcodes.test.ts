import { describe, expect, it } from "vitest";
import { boundingBox, parseLatLng, parseNear } from "./postcodes";

describe("filter[near]", () => {
  it("reads a Dutch postcode in any spelling, normalised", () => {
    expect(parseNear("8096cp")).toEqual({ kind: "postcode", postalCode: "8096 CP" });
    expect(parseNear(" 8096 CP ")).toEqual({ kind: "postcode", postalCode: "8096 CP" });
    expect(parseNear("0123AB")).toBeNull();
    expect(parseNear("1234SS")).toBeNull();
  });

  it("reads lat,lng inside the Netherlands only", () => {
    expect(parseNear("52.4446,5.9021")).toEqual({ kind: "point", latitude: 52.4446, longitude: 5.9021 });
    expect(parseLatLng("52.4, 5.9")).toEqual({ latitude: 52.4, longitude: 5.9 });
    for (const bad of ["48.85,2.35", "52.4", "52.4,5.9,1", "abc", "52,4;5,9", "1e2,5", "NaN,NaN", ""]) {
      expect(parseLatLng(bad), bad).toBeNull();
    }
  });

  it("makes a box that holds the radius", () => {
    const box = boundingBox(52, 6, 10);
    expect(box.maxLat - 52).toBeCloseTo(10 / 111.32, 5);
    expect(box.maxLng - 6).toBeGreaterThan(box.maxLat - 52);
  });
});
