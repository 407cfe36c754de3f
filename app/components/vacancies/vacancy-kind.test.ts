import { describe, expect, it } from "vitest";
import { vacancyKind } from "./vacancy-details";

describe("vacancyKind", () => {
  it("speaks of every peer-to-peer type as a help request, of an activity as an activity, of the rest as a vacancy", () => {
    expect(["p2p", "one-on-one", "neighbour-help"].map(vacancyKind)).toEqual(["help", "help", "help"]);
    expect(vacancyKind("activity")).toBe("activity");
    expect(["volunteering", "language", "unknown"].map(vacancyKind)).toEqual(["vacancy", "vacancy", "vacancy"]);
  });
});
