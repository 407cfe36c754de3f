import { describe, expect, it } from "vitest";
import {
  apiQuery,
  categorySearchHref,
  cleanFormParams,
  effectiveSort,
  normalizePostalCode,
  parseSearch,
  searchHref,
  widenings,
} from "./search-query";

const parse = (query: string) => parseSearch(new URLSearchParams(query));

describe("parseSearch", () => {
  it("reads the form's fields with allow-lists", () => {
    const f = parse(
      "q=+natuur+&type=activity&tags=once&tags=free&tags=bogus&age=3&postcode=8091 ab&radius=25&sort=distance&size=24&page=2&view=map",
    );
    expect(f).toMatchObject({
      q: "natuur",
      type: "activity",
      tags: ["once", "free"],
      age: "3",
      postcode: "8091 ab",
      near: "8091AB",
      radius: 25,
      sort: "distance",
      size: 24,
      page: 2,
      view: "map",
    });
  });

  it("ignores hostile and unknown values instead of failing", () => {
    const f = parse(`type=rocket&tags=a,b&age=1;drop&radius=500&sort=-newest&size=1000&page=-4&view=x&q=${"x".repeat(300)}`);
    expect(f).toMatchObject({ type: "", tags: [], age: "", radius: 10, sort: "", size: 12, page: 1, view: "list" });
    expect(f.q).toHaveLength(100);
    expect(parse("page=99999999").page).toBe(10_000);
  });

  it("accepts tags as a comma list too (a shared API-style link)", () => {
    expect(parse("tags=once,free").tags).toEqual(["once", "free"]);
  });
});

describe("normalizePostalCode", () => {
  it("accepts Dutch postcodes with or without the space, in any case", () => {
    expect(normalizePostalCode("8091 AB")).toBe("8091AB");
    expect(normalizePostalCode(" 8091ab ")).toBe("8091AB");
  });
  it("refuses anything else", () => {
    for (const bad of ["0123 AB", "809 AB", "8091 A", "8091 ABC", "abcd ef", "'; drop"])
      expect(normalizePostalCode(bad)).toBeNull();
  });
});

describe("apiQuery", () => {
  it("maps the form to the API's filters", () => {
    expect(
      apiQuery(parse("q=tuin&type=language&tags=once&age=2&organization=7&postcode=8091AB&radius=5&page=3&size=48")),
    ).toEqual({
      filter: {
        q: "tuin",
        vacancyType: "language",
        tags: ["once"],
        ageGroupIds: "2",
        organizationId: "7",
        near: "8091AB",
        radiusKm: 5,
      },
      sort: "relevance",
      page: { number: 3, size: 48 },
      include: "organization",
    });
  });
  it("sends no distance filter for a malformed postcode, or when asked not to", () => {
    expect(apiQuery(parse("postcode=hello")).filter).toEqual({});
    expect(apiQuery(parse("postcode=8091AB&sort=distance"), { withNear: false })).toMatchObject({ filter: {}, sort: "newest" });
  });
});

describe("effectiveSort", () => {
  it("falls back when the chosen sort does not apply", () => {
    expect(effectiveSort(parse("sort=relevance"), false)).toBe("newest");
    expect(effectiveSort(parse("sort=distance&q=x"), false)).toBe("relevance");
    expect(effectiveSort(parse("postcode=8091AB"), true)).toBe("distance");
    expect(effectiveSort(parse("q=x&sort=expires"), false)).toBe("expires");
  });
});

describe("widenings", () => {
  it("offers to drop each filter, double the radius and drop everything", () => {
    const f = parse("q=tuin&type=activity&tags=once&age=2&postcode=8091AB&radius=10&sort=distance");
    const links = widenings(f).map((w) => [w.kind, searchHref("/vacancies/search", w.state)]);
    expect(links).toEqual([
      ["dropQ", "/vacancies/search?type=activity&tags=once&age=2&postcode=8091AB&sort=distance"],
      ["dropType", "/vacancies/search?q=tuin&tags=once&age=2&postcode=8091AB&sort=distance"],
      ["dropTags", "/vacancies/search?q=tuin&type=activity&age=2&postcode=8091AB&sort=distance"],
      ["dropAgeGroup", "/vacancies/search?q=tuin&type=activity&tags=once&postcode=8091AB&sort=distance"],
      ["doubleRadius", "/vacancies/search?q=tuin&type=activity&tags=once&age=2&postcode=8091AB&radius=20&sort=distance"],
      ["dropNear", "/vacancies/search?q=tuin&type=activity&tags=once&age=2"],
      ["dropAll", "/vacancies/search"],
    ]);
  });
  it("stops doubling at the maximum radius and offers nothing for an unfiltered search", () => {
    expect(widenings(parse("postcode=8091AB&radius=100")).map((w) => w.kind)).toEqual(["dropNear"]);
    expect(widenings(parse("organization=7&q=x")).map((w) => w.kind)).toEqual(["dropQ", "dropOrganization", "dropAll"]);
    expect(widenings(parse(""))).toEqual([]);
  });
});

describe("cleanFormParams", () => {
  it("drops empty fields so the URL stays short", () => {
    const data = new FormData();
    for (const [k, v] of [
      ["q", ""],
      ["type", "activity"],
      ["tags", "once"],
      ["tags", "free"],
      ["postcode", " "],
    ])
      data.append(k, v);
    expect(cleanFormParams(data).toString()).toBe("type=activity&tags=once&tags=free");
  });
});

describe("categorySearchHref", () => {
  it("searches a plain word as text", () => {
    expect(categorySearchHref("zorg")).toBe("/vacancies/search?q=zorg");
    expect(categorySearchHref(" zorg en welzijn ")).toBe("/vacancies/search?q=zorg+en+welzijn");
    expect(categorySearchHref("")).toBe("/vacancies/search");
  });
  it("reads a query string through the search's allow-lists", () => {
    expect(categorySearchHref("type=activity&tags=once,free")).toBe("/vacancies/search?type=activity&tags=once&tags=free");
    expect(categorySearchHref("?q=natuur&type=rocket&evil=1")).toBe("/vacancies/search?q=natuur");
  });
});
