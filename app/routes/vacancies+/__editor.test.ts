import { describe, expect, it } from "vitest";
import { ApiError } from "~/utils/api.server";
import { formErrorsFromApi, parseForm } from "~/utils/forms.server";
import { blockingId, bulkInput, readBulkForm } from "./__bulk.server";
import { EDITOR_ERROR_FIELDS } from "./__editor.server";
import { splitStreetAddress } from "./__editor-defaults";
import { vacancyAddSchema, vacancyEditSchema, vacancyInput } from "./__editor-schema";

/** The errors of a refused submission (none of a successful one). */
const errorsOf = (submission: { status?: string }) => (submission as { error?: Record<string, string[] | null> }).error ?? {};
const required: [string, string][] = [
  ["title", "Kok"],
  ["vacancyType", "volunteering"],
];

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [k, v] of entries) data.append(k, v);
  return data;
};

describe("vacancyInput", () => {
  const base = { title: "Kok", vacancyType: "volunteering" as const, locationType: "organization" as const };

  it("sends emptied fields as null/false and no address for the organisation's location", () => {
    const input = vacancyInput(base, { sharing: false });
    expect(input).toMatchObject({ expires_at: null, capacity: null, vog_required: false, youtube_url: null, tags: [] });
    expect(input).not.toHaveProperty("postal_code");
    expect(input).not.toHaveProperty("shared");
    expect(input).not.toHaveProperty("status");
  });

  it("sends the own address normalised, the age groups as numbers, sharing only where the tenant shares", () => {
    const value = parseForm(
      form([
        ["title", "Kok"],
        ["vacancyType", "volunteering"],
        ["locationType", "address"],
        ["postalCode", "8096cp"],
        ["houseNumber", "1"],
        ["ageGroupIds", "3"],
        ["ageGroupIds", "1"],
        ["shared", "on"],
        ["youtubeUrl", "https://youtu.be/dQw4w9WgXcQ"],
      ]),
      vacancyEditSchema,
    );
    expect(value.status).toBe("success");
    if (value.status !== "success") return;
    expect(vacancyInput(value.value, { sharing: true })).toMatchObject({
      postal_code: "8096 CP",
      house_number: "1",
      house_number_addition: null,
      age_group_ids: [1, 3],
      shared: true,
      youtube_url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    });
  });

  it("needs postcode and number for an own address, and refuses a link that is not YouTube", () => {
    const result = parseForm(
      form([...required, ["locationType", "address"], ["youtubeUrl", "https://vimeo.com/1"]]),
      vacancyEditSchema,
    );
    expect(errorsOf(result)).toMatchObject({
      postalCode: ["validation:required"],
      houseNumber: ["validation:required"],
      youtubeUrl: ["vacancy-admin:errors.youtube"],
    });
  });

  it("checks each field with the contract's rule and its message key", () => {
    const result = parseForm(
      form([
        ["title", "x".repeat(151)],
        ["vacancyType", "volunteering"],
        ["hoursPerWeek", "0.25"],
        ["capacity", "10001"],
        ["houseNumber", "0"],
        ["contactPhone", "call me"],
        ["expiresAt", "2027-02-30"],
      ]),
      vacancyEditSchema,
    );
    expect(errorsOf(result)).toMatchObject({
      title: ['validation:tooLong|{"maximum":150}'],
      hoursPerWeek: ['validation:numberMin|{"minimum":0.5}'],
      capacity: ['validation:numberMax|{"maximum":10000}'],
      houseNumber: ["organization-forms:errors.houseNumber"],
      contactPhone: ["validation:phone"],
      expiresAt: ["vacancy-admin:errors.date"],
    });
  });

  it("adding: an organisation not chosen is required, a bad e-mail address said as such", () => {
    const result = parseForm(form([...required, ["organizationId", ""], ["contactEmail", "x"]]), vacancyAddSchema);
    expect(errorsOf(result)).toEqual({ organizationId: ["validation:required"], contactEmail: ["validation:email"] });
  });

  it("puts the API's pointers on the fields they name, without aliases; a date's hidden id on the dates", () => {
    const error = new ApiError("refused", {
      status: 422,
      method: "PATCH",
      path: "/api/v1/vacancies/1",
      errors: [
        { code: "invalid", source: { pointer: "/data/attributes/house_number" } },
        { code: "in_past", source: { pointer: "/data/attributes/expires_at" } },
        { code: "end_before_start", source: { pointer: "/data/attributes/occurrences/2/end_time" } },
        { code: "too_many_occurrences", source: { pointer: "/data/attributes/recurrence/until" } },
        { code: "not_found", source: { pointer: "/data/attributes/occurrences/1/id" } },
      ],
    } as never);
    const { fieldErrors, formErrors } = formErrorsFromApi(error, EDITOR_ERROR_FIELDS);
    expect(Object.keys(fieldErrors).sort()).toEqual(
      ["houseNumber", "expiresAt", "occurrences[2].endTime", "recurrence.until", "occurrences"].sort(),
    );
    expect(fieldErrors.expiresAt).toEqual(["vacancy-admin:errors.inPast"]);
    expect(formErrors).toEqual([]);
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
    expect(bulkInput(change)).toEqual({ ids: [3, 5], expires_at: "2027-01-31" });
    // The contract's date rule: a day the calendar does not have is no change.
    expect(
      readBulkForm(
        form([
          ["ids", "3"],
          ["expiresAt", "2027-02-30"],
        ]),
      ),
    ).toEqual({ ids: ["3"] });
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
