import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it, vi } from "vitest";
import { addressNames, addressStep } from "~/components/address/lookup.server";
import { ApiError } from "~/utils/api.server";
import { parseForm } from "~/utils/forms.server";
import { isMessageKey } from "~/utils/validation";
import { saveEditor } from "./organization-editor.server";
import { organizationEditSchema, organizationInput, signUpInput, signUpSchema, signUpSignedInSchema } from "./organization-form";

const form = (entries: Record<string, string | string[]>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) for (const v of [value].flat()) data.append(name, v);
  return data;
};
const address = {
  "address.postalCode": "1234ab",
  "address.houseNumber": "1",
  "address.street": "Dorpsstraat",
  "address.city": "Ergens",
};
const account = {
  "user.firstName": "Ans",
  "user.lastName": "Jansen",
  "user.email": "ans@example.org",
  "user.password": "geheim-wachtwoord",
  "user.passwordConfirmation": "geheim-wachtwoord",
  "user.acceptTerms": "on",
};
const KEY = "0123456789abcdef-key";
const fieldErrors = (submission: ReturnType<typeof parseForm>) => submission.reply().error ?? {};

/** A context whose API answers the address lookup with `lookup` and records writes. */
function contextWith(lookup: () => Promise<unknown>, write = vi.fn(async (..._args: unknown[]) => ({ data: { id: "9" } }))) {
  const get = vi.fn(lookup);
  return { context: { api: { get, post: write, put: write } } as unknown as AppLoadContext, get, write };
}
const found = async () => ({ data: [{ result: "found", street: "Raadhuislaan", city: "Roermond" }] });

describe("the organisation editor's schemas", () => {
  it("accepts a filled form and maps it onto the write's body (snake_case, address and profile nested)", () => {
    const submission = parseForm(
      form({
        name: " Buurtclub ",
        website: "www.buurtclub.nl",
        ...address,
        "profile.nonProfitType": "sport",
        "profile.activityTypeIds": ["3", "1"],
        "profile.showOnSocialMap": "on",
      }),
      organizationEditSchema,
    );
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(organizationInput(submission.value)).toEqual({
      name: "Buurtclub",
      website: "https://www.buurtclub.nl/",
      email: null,
      phone_number: null,
      description: null,
      address: { postal_code: "1234 AB", house_number: "1", house_number_addition: null, street: "Dorpsstraat", city: "Ergens" },
      profile: { non_profit_type: "sport", show_on_social_map: true, activity_type_ids: [1, 3] },
    });
  });

  it("puts bad input next to its field, as message keys: postcode, e-mail, website, house number, 10 MB description", () => {
    const submission = parseForm(
      form({
        name: "",
        email: "no-at-sign",
        website: "not a site",
        "address.postalCode": "0123 AB",
        "address.houseNumber": "1a",
        description: "x".repeat(10 * 1024 * 1024),
      }),
      organizationEditSchema,
    );
    const errors = fieldErrors(submission);
    expect(Object.keys(errors).sort()).toEqual(
      ["address.houseNumber", "address.postalCode", "description", "email", "name", "website"].sort(),
    );
    expect(errors["address.postalCode"]).toEqual(["organization-forms:errors.postalCode"]);
    expect(errors["address.houseNumber"]).toEqual(["organization-forms:errors.houseNumber"]);
    expect(errors.website).toEqual(["validation:url"]);
    expect(errors.description).toEqual(['validation:tooLong|{"maximum":5000}']);
    for (const message of Object.values(errors).flat()) expect(isMessageKey(message ?? ""), message ?? "").toBe(true);
  });

  it("normalises a website without a scheme to https and leaves one with a scheme alone", () => {
    const website = (value: string) => {
      const submission = parseForm(form({ name: "Club", website: value }), organizationEditSchema);
      return submission.status === "success" ? submission.value.website : "refused";
    };
    expect(website("club.nl")).toBe("https://club.nl/");
    expect(website("http://club.nl")).toBe("http://club.nl/");
    expect(website("")).toBeUndefined();
  });

  it("edit: an address is optional, but postcode and number go together", () => {
    expect(parseForm(form({ name: "Club" }), organizationEditSchema).status).toBe("success");
    expect(parseForm(form({ name: "Club", "address.street": "Markt" }), organizationEditSchema).status).toBe("success");
    expect(fieldErrors(parseForm(form({ name: "Club", "address.postalCode": "1234 AB" }), organizationEditSchema))).toEqual({
      "address.houseNumber": ["validation:required"],
    });
    expect(fieldErrors(parseForm(form({ name: "Club", "address.houseNumber": "1" }), organizationEditSchema))).toEqual({
      "address.postalCode": ["validation:required"],
    });
    // A house number is checked as typed: `1e3` or `0x1F` is no number 1000 or 31.
    for (const typed of ["1e3", "0x1F", "012"]) {
      const submission = parseForm(
        form({ name: "Club", "address.postalCode": "1234 AB", "address.houseNumber": typed }),
        organizationEditSchema,
      );
      expect(fieldErrors(submission), typed).toEqual({ "address.houseNumber": ["organization-forms:errors.houseNumber"] });
    }
  });

  it("sign-up: the address is required, the passwords must match, and the user goes along (signed out only)", () => {
    const missing = fieldErrors(parseForm(form({ name: "Club", idempotencyKey: KEY }), signUpSignedInSchema));
    expect(missing).toEqual({ "address.houseNumber": ["validation:required"], "address.postalCode": ["validation:required"] });
    const mismatch = parseForm(
      form({ name: "Club", idempotencyKey: KEY, ...address, ...account, "user.passwordConfirmation": "other" }),
      signUpSchema,
    );
    expect(fieldErrors(mismatch)).toEqual({ "user.passwordConfirmation": ["validation:passwordMismatch"] });
    const { "user.acceptTerms": _, ...unaccepted } = account;
    const short = parseForm(
      form({
        name: "Club",
        idempotencyKey: KEY,
        ...address,
        ...unaccepted,
        "user.password": "kort",
        "user.passwordConfirmation": "",
      }),
      signUpSchema,
    );
    expect(fieldErrors(short)).toEqual({
      "user.password": ['validation:tooShort|{"minimum":8}'],
      "user.passwordConfirmation": ["validation:required"],
      "user.acceptTerms": ["organization-forms:errors.acceptTerms"],
    });
    const ok = parseForm(form({ name: "Club", idempotencyKey: KEY, ...address, ...account }), signUpSchema);
    if (ok.status !== "success") throw new Error("expected a valid sign-up");
    expect(signUpInput(ok.value, "https://example.org/confirm")).toMatchObject({
      idempotency_key: KEY,
      organization_type: "NonProfit",
      confirm_success_url: "https://example.org/confirm",
      user: { email: "ans@example.org", first_name: "Ans", accept_terms: true },
    });
    const signedIn = parseForm(form({ name: "Club", idempotencyKey: KEY, ...address }), signUpSignedInSchema);
    if (signedIn.status !== "success") throw new Error("expected a valid sign-up");
    expect(signUpInput(signedIn.value, "https://example.org/confirm")).not.toHaveProperty("user");
  });

  it("refuses a forged idempotency key", () => {
    const errors = fieldErrors(parseForm(form({ name: "Club", idempotencyKey: "<script>", ...address }), signUpSignedInSchema));
    expect(Object.keys(errors)).toEqual(["idempotencyKey"]);
  });
});

describe("the editor's action", () => {
  it("shows a 422 from the API next to its fields (address, website, the account's e-mail)", async () => {
    const error = new ApiError("422", {
      status: 422,
      method: "POST",
      path: "/api/v1/organizations",
      errors: [
        { status: "422", code: "invalid_postal_code", source: { pointer: "/data/attributes/address/postal_code" } },
        { status: "422", code: "invalid_url", source: { pointer: "/data/attributes/website" } },
        { status: "422", code: "taken", source: { pointer: "/data/attributes/user/email" } },
        { status: "422", code: "too_long", source: { pointer: "/data/attributes/description" } },
        { status: "422", code: "not_found", source: { pointer: "/data/attributes/profile/activity_type_ids/2" } },
        { status: "422", code: "invalid", source: { pointer: "/data/attributes/user/first_name" } },
      ],
    });
    const { context } = contextWith(found, vi.fn().mockRejectedValue(error));
    const result = await saveEditor(
      context,
      form({ name: "Club", idempotencyKey: KEY, ...address, ...account }),
      signUpSchema,
      (v) => (context.api.post as (p: string, o: unknown) => Promise<unknown>)("/api/v1/organizations", v),
    );
    if (result.ok) throw new Error("expected the form back");
    expect(result.actionData.reply?.error).toEqual({
      "address.postalCode": ["organization-forms:errors.postalCode"],
      website: ["validation:url"],
      "user.email": ["validation:api.taken"],
      description: ["validation:api.tooLong"],
      "profile.activityTypeIds": ["validation:api.notFound"],
      "user.firstName": ["validation:api.invalid"],
    });
    // The typed password is never sent back into the page.
    expect(JSON.stringify(result.actionData.reply)).not.toContain("geheim-wachtwoord");
  });
});

describe("the non-profit type", () => {
  it("is sent for a non-profit only: a school's is dropped", () => {
    const base = { name: "X", profile: { nonProfitType: "sport" as const } };
    expect(organizationInput({ ...base, organizationType: "School" }).profile).toMatchObject({ non_profit_type: null });
    expect(organizationInput({ ...base, organizationType: "NonProfit" }).profile).toMatchObject({ non_profit_type: "sport" });
    expect(organizationInput(base).profile).toMatchObject({ non_profit_type: "sport" });
  });
});

describe("the no-JS address step", () => {
  const typedAddress = { name: "Club", "address.postalCode": "6041 ab", "address.houseNumber": "1" };

  it("looks the address up when street or city is empty and shows the form back, filled, without saving", async () => {
    const { context, get, write } = contextWith(found);
    const result = await saveEditor(context, form({ ...typedAddress, idempotencyKey: KEY, ...account }), signUpSchema, write);
    expect(get).toHaveBeenCalledWith(
      "/api/v1/address_lookups",
      expect.objectContaining({
        query: { filter: { postalCode: "6041 AB", houseNumber: "1", houseNumberAddition: undefined } },
      }),
    );
    expect(write).not.toHaveBeenCalled();
    if (result.ok) throw new Error("expected the form back");
    expect(result.actionData.lookup).toBe("found");
    expect(result.actionData.reply?.initialValue).toMatchObject({ address: { street: "Raadhuislaan", city: "Roermond" } });
    expect(JSON.stringify(result.actionData.reply)).not.toContain("geheim-wachtwoord");
  });

  it("the sign-up saves a found address at once: no round trip that would empty the typed passwords", async () => {
    const { context, write } = contextWith(found);
    const result = await saveEditor(
      context,
      form({ ...typedAddress, idempotencyKey: KEY, ...account }),
      signUpSchema,
      (value) => write("/api/v1/organizations", { body: signUpInput(value, "https://example.org/confirm") }),
      { saveFoundAddress: true },
    );
    expect(result.ok).toBe(true);
    expect(write).toHaveBeenCalledTimes(1);
    const sent = JSON.stringify(write.mock.calls[0]);
    for (const part of ["Raadhuislaan", "Roermond", "geheim-wachtwoord"]) expect(sent).toContain(part);
    // Another field wrong: the form comes back with the found address filled and the notice, never the password.
    const { context: again, write: none } = contextWith(found);
    const back = await saveEditor(
      again,
      form({ ...typedAddress, name: "", idempotencyKey: KEY, ...account }),
      signUpSchema,
      none,
      {
        saveFoundAddress: true,
      },
    );
    if (back.ok) throw new Error("expected the form back");
    expect(none).not.toHaveBeenCalled();
    expect(back.actionData.lookup).toBe("found");
    expect(back.actionData.reply?.initialValue).toMatchObject({ address: { street: "Raadhuislaan", city: "Roermond" } });
    expect(JSON.stringify(back.actionData.reply)).not.toContain("geheim-wachtwoord");
  });

  it("not found or PDOK down: street and city are asked for by hand; once typed, saving goes ahead", async () => {
    for (const [lookup, expected] of [
      [async () => ({ data: [{ result: "not_found", street: null, city: null }] }), "notFound"],
      [() => Promise.reject(new Error("PDOK down")), "unavailable"],
    ] as const) {
      const { context, write } = contextWith(lookup);
      const result = await saveEditor(context, form(typedAddress), organizationEditSchema, write);
      if (result.ok) throw new Error("expected the form back");
      expect(result.actionData.reply?.error?.["address.street"]).toEqual([`organization-forms:address.${expected}`]);
      expect(write).not.toHaveBeenCalled();
    }
    const { context, get, write } = contextWith(() => Promise.reject(new Error("PDOK down")));
    const typed = await saveEditor(
      context,
      form({ ...typedAddress, "address.street": "Markt", "address.city": "Roermond" }),
      organizationEditSchema,
      write,
    );
    expect(typed.ok).toBe(true);
    expect(get).not.toHaveBeenCalled();
  });

  it("skips the lookup without a valid postcode and number (the schema speaks instead)", async () => {
    const { context } = contextWith(found);
    const names = addressNames("address");
    expect(await addressStep(context, form({ "address.postalCode": "nope", "address.houseNumber": "1" }), names)).toBeNull();
    expect(await addressStep(context, form({}), names)).toBeNull();
  });
});
