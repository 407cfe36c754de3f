import { describe, expect, it } from "vitest";
import { type OrganizationOption, organizationOption, parseOrganizationId, selectOrganization } from "./selected-organization";

const org = (id: string, type: OrganizationOption["type"]) => ({ id, name: `Org ${id}`, type });

describe("organizationOption", () => {
  it("takes the SPEC type from `organizationType`, not the resource type the client puts in `type`", () => {
    const fromClient = {
      id: "2",
      type: "organizations",
      name: "School",
      organizationType: "School" as const,
      status: "approved",
    };
    expect(organizationOption(fromClient)).toEqual({ id: "2", name: "School", type: "School" });
  });
});

describe("selectOrganization (SPEC §4)", () => {
  it("keeps the remembered organisation while the user is still a member", () => {
    expect(selectOrganization([org("1", "NonProfit"), org("2", "School")], "1")).toBe("1");
  });
  it("defaults to the first School or VolunteerCenter", () => {
    expect(selectOrganization([org("1", "NonProfit"), org("2", "VolunteerCenter"), org("3", "School")], null)).toBe("2");
    expect(selectOrganization([org("1", "NonProfit"), org("3", "School")], null)).toBe("3");
  });
  it("falls back to the first organisation", () => {
    expect(selectOrganization([org("4", "NonProfit"), org("5", "NonProfit")], null)).toBe("4");
  });
  it("resets a choice that is no longer in the list", () => {
    expect(selectOrganization([org("4", "NonProfit"), org("5", "School")], "9")).toBe("5");
  });
  it("is none without organisations", () => {
    expect(selectOrganization([], "3")).toBeNull();
  });
  it("accepts only plain ids from the cookie", () => {
    expect(parseOrganizationId("12")).toBe("12");
    expect(parseOrganizationId(12)).toBe("12");
    expect(parseOrganizationId("12; x")).toBeNull();
    expect(parseOrganizationId(undefined)).toBeNull();
  });
});
