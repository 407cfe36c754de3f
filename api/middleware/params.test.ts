import { describe, expect, it } from "vitest";
import { JsonApiError } from "../jsonapi/errors";
import { defineContextKey } from "./context-key";
import { idList, idParam, parseId, wholeNumber } from "./params";

const withParam = (value: string | undefined) => ({ req: { param: () => value } });

describe("idParam", () => {
  it("takes a positive whole number of up to 12 digits", () => {
    expect(idParam(withParam("42"))).toBe(42);
    expect(idParam(withParam("999999999999"))).toBe(999_999_999_999);
  });

  it.each(["0", "-1", "1.5", "1e3", "abc", "", " 7", "0x10", "1234567890123"])("answers 404 for %j", (raw) => {
    let thrown: unknown;
    try {
      idParam(withParam(raw));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(JsonApiError);
    expect((thrown as JsonApiError).status).toBe(404);
  });

  it("parseId says null instead", () => {
    expect(parseId(undefined)).toBeNull();
    expect(parseId("0")).toBeNull();
    expect(parseId("12")).toBe(12);
  });
});

describe("whole-number filters", () => {
  it("one number, or a list without duplicates", () => {
    expect(wholeNumber.parse("12")).toBe(12);
    expect(wholeNumber.safeParse("12a").success).toBe(false);
    expect(idList.parse("3,4,3")).toEqual([3, 4]);
    expect(idList.safeParse("3,x").success).toBe(false);
  });
});

describe("defineContextKey", () => {
  const fakeContext = () => {
    const values = new Map<string, unknown>();
    return { get: (key: string) => values.get(key), set: (key: string, value: unknown) => values.set(key, value) };
  };

  it("reads back what its guard stored, and only under its own key", () => {
    const c = fakeContext();
    const a = defineContextKey<{ id: number }>("pathThing");
    const b = defineContextKey<{ id: number }>("pathThing");
    a.set(c, { id: 1 });
    expect(a.get(c)).toEqual({ id: 1 });
    expect(() => b.get(c)).toThrow(/pathThing is not set/);
  });

  it("fails loudly when a route forgot the guard that sets it", () => {
    expect(() => defineContextKey<number>("pathUser").get(fakeContext())).toThrow(/guard/);
  });
});
