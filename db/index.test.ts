import { describe, expect, it } from "vitest";
import { createDb } from "./index";

// createDb only keeps the binding; no query runs here, so plain objects stand in for D1 bindings.
const binding = () => ({}) as unknown as D1Database;

describe("createDb (one Drizzle instance per D1 binding)", () => {
  it("reuses the instance for the same binding object", () => {
    const d1 = binding();
    expect(createDb(d1)).toBe(createDb(d1));
  });

  it("gives another binding its own instance on its own client", () => {
    const a = binding();
    const b = binding();
    expect(createDb(a)).not.toBe(createDb(b));
    expect(createDb(a).$client).toBe(a);
    expect(createDb(b).$client).toBe(b);
  });
});
