import { describe, expect, it } from "vitest";
import { encodeQuery } from "~/utils/api.server";
import { novChecklistOf, socialMapQuery, staffListQuery, streetLine } from "./organizations.server";

const params = (query: string) => new URLSearchParams(query);

describe("staffListQuery", () => {
  it("passes the allowed filters, sort and page on", () => {
    const q = staffListQuery(params("q=%20Malburgen%20&status=pending&type=School&sort=-city&page=3"));
    expect(q).toMatchObject({ page: 3, sort: "-city", filters: { q: "Malburgen", status: "pending", type: "School" } });
    expect(encodeQuery({ filter: q.filter })).toBe("filter[q]=Malburgen&filter[status]=pending&filter[type]=School");
  });

  it("drops what the screen does not offer (a hand-edited URL filters nothing)", () => {
    const q = staffListQuery(params("status=deleted&type=Bank&sort=password&page=-4&q="));
    expect(q).toMatchObject({ page: 1, sort: "name", filters: { q: "", status: "", type: "" } });
    expect(q.filter).toEqual({});
    expect(staffListQuery(params(`q=${"x".repeat(500)}`)).filters.q).toHaveLength(100);
  });
});

describe("socialMapQuery", () => {
  it("always asks for approved organisations on the social map", () => {
    const q = socialMapQuery(params(""));
    expect(encodeQuery({ filter: q.filter })).toBe("filter[status]=approved&filter[on_social_map]=true");
  });

  it("maps search, activity, kind and place to the API's filters", () => {
    const q = socialMapQuery(params("q=muziek&activity=5&kind=cultuur&place=Arnhem&page=2"));
    expect(q.page).toBe(2);
    expect(encodeQuery({ filter: q.filter })).toBe(
      "filter[status]=approved&filter[on_social_map]=true&filter[q]=muziek&filter[activity_type_ids]=5&filter[non_profit_type]=cultuur&filter[city]=Arnhem",
    );
  });

  it("ignores an activity that is no id and a kind that does not exist", () => {
    const q = socialMapQuery(params("activity=1%20OR%201=1&kind=bank&status=pending"));
    expect(q.filters).toMatchObject({ activity: "", kind: "" });
    expect(q.filter).toEqual({ status: "approved", onSocialMap: "true" });
  });
});

describe("the organisation page's helpers", () => {
  it("reads the NOV ticks by the contract's keys, as stored (a re-cased key is no tick: ADR 0043)", () => {
    expect(novChecklistOf({ socialPurpose: true, no_profit_motive: true })).toEqual({
      social_purpose: false,
      no_profit_motive: true,
      no_paid_work_replacement: false,
      volunteer_insurance: false,
    });
    expect(novChecklistOf(null)).toBeNull();
  });

  it("writes the street line of an included address, not of a bare reference", () => {
    const address = {
      id: "1",
      type: "addresses",
      street: "Raadhuislaan",
      houseNumber: "1",
      houseNumberAddition: "a",
      postalCode: "8096 AB",
      city: "Oldebroek",
      municipality: null,
      country: "NL",
      latitude: 52.4,
      longitude: 5.9,
      geocoded: true,
    };
    expect(streetLine(address)).toBe("Raadhuislaan 1a");
    expect(streetLine({ id: "1", type: "addresses" })).toBeNull();
    expect(streetLine(null)).toBeNull();
  });
});
