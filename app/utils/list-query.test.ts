import { describe, expect, it } from "vitest";
import { idParam, parseListQuery, pick } from "./list-query";

describe("parseListQuery", () => {
  const parse = (query: string) => parseListQuery(new URLSearchParams(query), ["last_name", "email"], "last_name");
  it("reads page and sort within their allow-lists", () => {
    expect(parse("page=3&sort=-email")).toEqual({ page: 3, sort: "-email" });
    expect(parse("sort=email")).toEqual({ page: 1, sort: "email" });
  });
  it.each(["page=0&sort=password", "page=abc&sort=--email", "page=99999999&sort="])("falls back on %s", (query) => {
    const { page, sort } = parse(query);
    expect(sort).toBe("last_name");
    expect(page === 1 || page === 10_000).toBe(true);
  });
});

describe("pick and idParam", () => {
  it("let only known values through", () => {
    expect(pick("active", ["active", "invited"])).toBe("active");
    expect(pick("x", ["active"])).toBeUndefined();
    expect(idParam("12")).toBe("12");
    expect(idParam("1 OR 1")).toBeUndefined();
    expect(idParam(null)).toBeUndefined();
  });
});
