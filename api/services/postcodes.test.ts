import type { Context } from "hono";
import { describe, expect, it } from "vitest";
import { ReadBatch } from "../read-batch";
import type { ApiEnv } from "../types";
import { boundingBox, lookupPostcode, parseLatLng, parseNear } from "./postcodes";

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

describe("postcode answers kept per database in the isolate", () => {
  const row = { found: true, city: "Oldebroek", municipality: "Oldebroek", latitude: 52.4446, longitude: 5.9021 };
  /** A request's context on `DB` whose `postcode_cache` holds `row` for every postcode; counts the reads. */
  function contextOn(DB: object, reads: { n: number }) {
    const query = {
      from: () => query,
      where: () => query,
      limit: async () => {
        reads.n++;
        return [row];
      },
    };
    return {
      env: { DB },
      get: (key: string) => (key === "db" ? { select: () => query } : undefined),
    } as unknown as Context<ApiEnv>;
  }

  it("reads a postcode from D1 once per database, also through a request's read batch", async () => {
    const database = {} as D1Database;
    const reads = { n: 0 };
    const first = await lookupPostcode(contextOn(database, reads), "8096 CP");
    const { found: _, ...place } = row;
    expect(first).toEqual({ result: "found", place: { postalCode: "8096 CP", ...place } });
    expect(await lookupPostcode(contextOn(database, reads), "8096 CP")).toBe(first);
    expect(await lookupPostcode(contextOn(new ReadBatch(database).database, reads), "8096 CP")).toBe(first);
    expect(reads.n).toBe(1);
    expect(Object.isFrozen(first) && first.result === "found" && Object.isFrozen(first.place)).toBe(true);
    // Another database (another test's, another binding) keeps its own.
    await lookupPostcode(contextOn({} as D1Database, reads), "8096 CP");
    expect(reads.n).toBe(2);
  });

  it("keeps at most a thousand postcodes, the oldest going first", async () => {
    const database = {} as D1Database;
    const reads = { n: 0 };
    const code = (i: number) => `${1000 + i} AB`;
    for (let i = 0; i <= 1000; i++) await lookupPostcode(contextOn(database, reads), code(i));
    expect(reads.n).toBe(1001);
    await lookupPostcode(contextOn(database, reads), code(1000));
    expect(reads.n).toBe(1001);
    await lookupPostcode(contextOn(database, reads), code(0));
    expect(reads.n).toBe(1002);
  });
});
