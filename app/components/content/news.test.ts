import { describe, expect, it } from "vitest";
import { parseNewsListParams } from "./news";

describe("parseNewsListParams", () => {
  const parse = (query: string) => parseNewsListParams(new URLSearchParams(query));

  it("reads valid values", () => {
    expect(parse("page=2&size=6")).toEqual({ page: 2, size: 6 });
    expect(parse("size=24")).toEqual({ page: 1, size: 24 });
  });

  it.each(["page=0", "page=-1", "page=abc", "page=1.5", "page=99999999", "page=2e3x", "page="])("reads %s as page 1", (query) => {
    expect(parse(`${query}&size=6`)).toEqual({ page: 1, size: 6 });
  });

  it.each(["size=7", "size=1000", "size=-6", "size=", "size=six"])("reads %s as 12 items", (query) => {
    expect(parse(`page=2&${query}`)).toEqual({ page: 2, size: 12 });
  });

  it("defaults to page 1 with 12 items", () => {
    expect(parse("")).toEqual({ page: 1, size: 12 });
  });
});
