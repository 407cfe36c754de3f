import { describe, expect, it } from "vitest";
import { pageTitle } from "./title";

describe("pageTitle", () => {
  it("joins the route title and the app name with a dash", () => {
    expect(pageTitle("Nieuws", "Vrijwilligerscentrale Oldebroek")).toBe("Nieuws - Vrijwilligerscentrale Oldebroek");
  });
  it("is the app name alone without a route title", () => {
    expect(pageTitle(undefined, "Meedoen")).toBe("Meedoen");
    expect(pageTitle("  ", "Meedoen")).toBe("Meedoen");
  });
  it("is the route title alone without an app name (unknown site)", () => {
    expect(pageTitle("Onbekende website", null)).toBe("Onbekende website");
  });
});
