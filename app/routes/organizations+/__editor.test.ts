import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it, vi } from "vitest";
import { addressStep, FLAT_ADDRESS_NAMES } from "~/components/address/lookup.server";
import { ApiError } from "~/utils/api.server";
import { parseForm } from "~/utils/forms.server";
import { isMessageKey } from "~/utils/validation";
import { formPointer, saveEditor } from "./__editor.server";
import {
  normalizeWebsite,
  organizationAttributes,
  organizationEditSchema,
  signUpAttributes,
  signUpSchema,
  signUpSignedInSchema,
} from "./__editor-schema";

const form = (entries: Record<string, string | string[]>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) for (const v of [value].flat()) data.append(name, v);
  return data;
};
const address = { addressPostalCode: "1234ab", addressHouseNumber: "1", addressStreet: "Dorpsstraat", addressCity: "Ergens" };
const account = {
  accountFirstName: "Ans",
  accountLastName: "Jansen",
  accountEmail: "ans@example.org",
  accountPassword: "geheim-wachtwoord",
  accountPasswordConfirmation: "geheim-wachtwoord",
  acceptTerms: "on",
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
  it("accepts a filled form and maps it onto the API's attributes (address and profile nested)", () => {
    const submission = parseForm(
      form({
        name: " Buurtclub ",
        website: "www.buurtclub.nl",
        ...address,
        profileNonProfitType: "sport",
        profileActivityTypeIds: ["3", "1"],
        profileShowOnSocialMap: "on",
      }),
      organizationEditSchema,
    );
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(organizationAttributes(submission.value)).toEqual({
      name: "Buurtclub",
      website: "https://www.buurtclub.nl",
      email: null,
      phoneNumber: null,
      description: null,
      address: { postalCode: "1234 AB", houseNumber: "1", houseNumberAddition: null, street: "Dorpsstraat", city: "Ergens" },
      profile: { nonProfitType: "sport", showOnSocialMap: true, activityTypeIds: [3, 1] },
    });
  });

  it("puts bad input next to its field, as message keys: postcode, e-mail, website, house number, 10 MB description", () => {
    const submission = parseForm(
      form({
        name: "",
        email: "no-at-sign",
        website: "not a site",
        addressPostalCode: "0123 AB",
        addressHouseNumber: "1a",
        description: "x".repeat(10 * 1024 * 1024),
      }),
      organizationEditSchema,
    );
    const errors = fieldErrors(submission);
    expect(Object.keys(errors).sort()).toEqual(
      ["addressHouseNumber", "addressPostalCode", "description", "email", "name", "website"].sort(),
    );
    expect(errors.addressPostalCode).toEqual(["organization-forms:errors.postalCode"]);
    expect(errors.website).toEqual(["validation:url"]);
    for (const message of Object.values(errors).flat()) expect(isMessageKey(message ?? ""), message ?? "").toBe(true);
  });

  it("normalises a website without a scheme to https and leaves one with a scheme alone", () => {
    expect(normalizeWebsite("club.nl")).toBe("https://club.nl");
    expect(normalizeWebsite("http://club.nl")).toBe("http://club.nl");
    expect(normalizeWebsite("  ")).toBe("");
  });

  it("edit: an address is optional, but postcode and number go together", () => {
    expect(parseForm(form({ name: "Club" }), organizationEditSchema).status).toBe("success");
    expect(fieldErrors(parseForm(form({ name: "Club", addressPostalCode: "1234 AB" }), organizationEditSchema))).toEqual({
      addressHouseNumber: ["validation:required"],
    });
  });

  it("sign-up: the address is required, the passwords must match, and the user goes along (signed out only)", () => {
    const missing = fieldErrors(parseForm(form({ name: "Club", idempotencyKey: KEY }), signUpSignedInSchema));
    expect(Object.keys(missing).sort()).toEqual(["addressHouseNumber", "addressPostalCode"]);
    const mismatch = parseForm(
      form({ name: "Club", idempotencyKey: KEY, ...address, ...account, accountPasswordConfirmation: "other" }),
      signUpSchema,
    );
    expect(fieldErrors(mismatch)).toEqual({ accountPasswordConfirmation: ["validation:passwordMismatch"] });
    const ok = parseForm(form({ name: "Club", idempotencyKey: KEY, ...address, ...account }), signUpSchema);
    if (ok.status !== "success") throw new Error("expected a valid sign-up");
    expect(signUpAttributes(ok.value)).toMatchObject({
      idempotencyKey: KEY,
      user: { email: "ans@example.org", firstName: "Ans", acceptTerms: true },
    });
    const signedIn = parseForm(form({ name: "Club", idempotencyKey: KEY, ...address }), signUpSignedInSchema);
    if (signedIn.status !== "success") throw new Error("expected a valid sign-up");
    expect(signUpAttributes(signedIn.value)).not.toHaveProperty("user");
  });

  it("refuses a forged idempotency key", () => {
    const errors = fieldErrors(parseForm(form({ name: "Club", idempotencyKey: "<script>", ...address }), signUpSignedInSchema));
    expect(Object.keys(errors)).toEqual(["idempotencyKey"]);
  });
});

describe("the editor's action", () => {
  it("maps the API's pointers onto the form's names (the sign-up's user apart from the organisation)", () => {
    expect(formPointer("/data/attributes/user/email")).toBe("/data/attributes/user_email");
    expect(formPointer("/data/attributes/profile/activity_type_ids/2")).toBe("/data/attributes/profile/activity_type_ids");
    expect(formPointer("/data/attributes/address/postal_code")).toBe("/data/attributes/address/postal_code");
  });

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
      addressPostalCode: ["organization-forms:errors.postalCode"],
      website: ["validation:url"],
      accountEmail: ["validation:api.taken"],
      description: ["validation:api.tooLong"],
    });
    // The typed password is never sent back into the page.
    expect(JSON.stringify(result.actionData.reply)).not.toContain("geheim-wachtwoord");
  });
});

describe("the non-profit type", () => {
  it("is sent for a non-profit only: a school's is dropped", () => {
    const base = { name: "X", profileNonProfitType: "sport" as const };
    expect(organizationAttributes({ ...base, organizationType: "School" }).profile).toMatchObject({ nonProfitType: null });
    expect(organizationAttributes({ ...base, organizationType: "NonProfit" }).profile).toMatchObject({ nonProfitType: "sport" });
    expect(organizationAttributes(base).profile).toMatchObject({ nonProfitType: "sport" });
  });
});

describe("the no-JS address step", () => {
  const typedAddress = { name: "Club", addressPostalCode: "6041 ab", addressHouseNumber: "1" };

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
    expect(result.actionData.reply?.initialValue).toMatchObject({ addressStreet: "Raadhuislaan", addressCity: "Roermond" });
    expect(JSON.stringify(result.actionData.reply)).not.toContain("geheim-wachtwoord");
  });

  it("the sign-up saves a found address at once: no round trip that would empty the typed passwords", async () => {
    const { context, write } = contextWith(found);
    const result = await saveEditor(
      context,
      form({ ...typedAddress, idempotencyKey: KEY, ...account, acceptTerms: "on" }),
      signUpSchema,
      (value) => write("/api/v1/organizations", { body: signUpAttributes(value) }),
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
    expect(back.actionData.reply?.initialValue).toMatchObject({ addressStreet: "Raadhuislaan", addressCity: "Roermond" });
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
      expect(result.actionData.reply?.error?.addressStreet).toEqual([`organization-forms:address.${expected}`]);
      expect(write).not.toHaveBeenCalled();
    }
    const { context, get, write } = contextWith(() => Promise.reject(new Error("PDOK down")));
    const typed = await saveEditor(
      context,
      form({ ...typedAddress, addressStreet: "Markt", addressCity: "Roermond" }),
      organizationEditSchema,
      write,
    );
    expect(typed.ok).toBe(true);
    expect(get).not.toHaveBeenCalled();
  });

  it("skips the lookup without a valid postcode and number (the schema speaks instead)", async () => {
    const { context } = contextWith(found);
    expect(
      await addressStep(context, form({ addressPostalCode: "nope", addressHouseNumber: "1" }), FLAT_ADDRESS_NAMES),
    ).toBeNull();
    expect(await addressStep(context, form({}), FLAT_ADDRESS_NAMES)).toBeNull();
  });
});
