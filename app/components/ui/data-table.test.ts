/**
 * The data table's sortable headers (screen kit): the link, the arrow and `aria-sort` come from one sort definition,
 * the same the loader parses with, so a header never claims a direction the list is not sorted in.
 */
import { describe, expect, it } from "vitest";
import { parseListQuery } from "~/utils/list-query";
import { MANAGE_SORTS, SORT_EXPIRES, SORT_NEWEST } from "../vacancies/manage-sorts";
import { headerSort, sortHref } from "./data-table";

const at = (search: string) => ({ pathname: "/users", search });

describe("a two-way sort", () => {
  it("is ascending by its key, descending by -key, and its link goes ascending first, then descending", () => {
    expect(headerSort("last_name", null)).toEqual({ direction: undefined, next: "last_name" });
    expect(headerSort("last_name", "email")).toEqual({ direction: undefined, next: "last_name" });
    expect(headerSort("last_name", "last_name")).toEqual({ direction: "ascending", next: "-last_name" });
    expect(headerSort("last_name", "-last_name")).toEqual({ direction: "descending", next: "last_name" });
    expect(sortHref(at("?q=ina&page=3&sort=last_name"), "last_name", "last_name")).toBe("/users?q=ina&sort=-last_name");
  });
});

describe("a one-way sort", () => {
  it("says its own direction whenever the list is sorted by it, and always links to its key", () => {
    expect(headerSort(SORT_NEWEST, "newest")).toEqual({ direction: "descending", next: "newest" });
    expect(headerSort(SORT_NEWEST, "-newest")).toEqual({ direction: "descending", next: "newest" });
    expect(headerSort(SORT_NEWEST, "expires")).toEqual({ direction: undefined, next: "newest" });
    expect(headerSort(SORT_EXPIRES, "expires")).toEqual({ direction: "ascending", next: "expires" });
    expect(sortHref(at("?sort=newest&page=2"), SORT_NEWEST, "newest")).toBe("/users?sort=newest");
  });

  it("is parsed as its key alone: '-newest' is 'newest', as the API reads it", () => {
    const parse = (search: string) => parseListQuery(new URLSearchParams(search), MANAGE_SORTS, "newest").sort;
    expect(parse("sort=-newest")).toBe("newest");
    expect(parse("sort=-expires")).toBe("expires");
    expect(parse("sort=title")).toBe("newest");
    expect(parse("")).toBe("newest");
    // The default sort's header says what the list shows: newest first is descending, never "▲ ascending".
    expect(headerSort(SORT_NEWEST, parse("")).direction).toBe("descending");
  });

  it("still parses two-way keys with their direction", () => {
    const parse = (search: string) => parseListQuery(new URLSearchParams(search), ["name", "city"], "name").sort;
    expect(parse("sort=-city")).toBe("-city");
    expect(parse("sort=city")).toBe("city");
  });
});
