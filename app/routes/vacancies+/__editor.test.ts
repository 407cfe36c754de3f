import { describe, expect, it } from "vitest";
import { ApiError } from "~/utils/api.server";
import { blockingId, readBulkForm } from "./__bulk.server";
import { splitStreetAddress } from "./__editor-defaults";
import { vacancyAttributes, vacancyEditSchema } from "./__editor-schema";

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [k, v] of entries) data.append(k, v);
  return data;
};

describe("vacancyAttributes", () => {
  const base = { title: "Kok", vacancyType: "volunteering" as const, locationType: "organization" as const };

  it("sends emptied fields as null/false and no address for the organisation's location", () => {
    const attributes = vacancyAttributes(base, { sharing: false });
    expect(attributes).toMatchObject({ expiresAt: null, capacity: null, vogRequired: false, youtubeUrl: null, tags: [] });
    expect(attributes).not.toHaveProperty("postalCode");
    expect(attributes).not.toHaveProperty("shared");
    expect(attributes).not.toHaveProperty("status");
  });

  it("sends the own address normalised, the age groups as numbers, sharing only where the tenant shares", () => {
    const value = vacancyEditSchema.parse({
      ...base,
      locationType: "address",
      addressPostalCode: "8096cp",
      addressHouseNumber: "1",
      ageGroupIds: ["3", "1"],
      shared: true,
      status: "published",
    });
    const attributes = vacancyAttributes(value, { sharing: true });
    expect(attributes).toMatchObject({
      postalCode: "8096 CP",
      houseNumber: "1",
      ageGroupIds: [3, 1],
      shared: true,
      status: "published",
    });
  });

  it("needs postcode and number for an own address, and refuses a link that is not YouTube", () => {
    const result = vacancyEditSchema.safeParse({ ...base, locationType: "address", youtubeUrl: "https://vimeo.com/1" });
    expect(result.success).toBe(false);
    const paths = result.success ? [] : result.error.issues.map((i) => i.path.join("."));
    expect(paths).toEqual(expect.arrayContaining(["addressPostalCode", "addressHouseNumber", "youtubeUrl"]));
  });
});

describe("splitStreetAddress", () => {
  it("splits street, number and addition; leaves a street without number whole", () => {
    expect(splitStreetAddress("Dorpsstraat 12 a")).toEqual({ street: "Dorpsstraat", houseNumber: "12", addition: "a" });
    expect(splitStreetAddress("Van Goghlaan 3")).toEqual({ street: "Van Goghlaan", houseNumber: "3", addition: "" });
    expect(splitStreetAddress("Markt")).toEqual({ street: "Markt", houseNumber: "", addition: "" });
    expect(splitStreetAddress(null)).toEqual({ street: "", houseNumber: "", addition: "" });
  });
});

describe("bulk edit", () => {
  it("reads only what the page offers: ids, a listed status, a date or clearing it, tags when replacing", () => {
    const change = readBulkForm(
      form([
        ["ids", "3"],
        ["ids", "x"],
        ["ids", "3"],
        ["ids", "5"],
        ["status", "deleted-ish"],
        ["expiresAt", "2027-01-31"],
        ["tags", "once"],
        ["tags", "evil"],
      ]),
    );
    expect(change).toEqual({ ids: ["3", "5"], expiresAt: "2027-01-31" });
    expect(
      readBulkForm(
        form([
          ["ids", "1"],
          ["clearExpiresAt", "on"],
          ["expiresAt", "2027-01-31"],
          ["replaceTags", "on"],
          ["tags", "once"],
        ]),
      ),
    ).toEqual({
      ids: ["1"],
      expiresAt: null,
      tags: ["once"],
    });
  });

  it("names the vacancy that blocked a change: meta.id, else the index in the ids pointer", () => {
    const error = (errors: object[]) =>
      new ApiError("refused", { status: 422, errors, method: "PATCH", path: "/api/v1/vacancies/bulk" } as never);
    expect(blockingId(error([{ code: "invalid_transition", meta: { id: "7" } }]), ["5", "7"])).toBe("7");
    expect(blockingId(error([{ code: "not_found", source: { pointer: "/data/attributes/ids/1" } }]), ["5", "9"])).toBe("9");
    expect(blockingId(error([{ code: "forbidden" }]), ["5"])).toBeNull();
  });
});
