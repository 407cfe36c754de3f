import { parseWithZod } from "@conform-to/zod";
import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import en from "../../locales/en/validation.json";
import nl from "../../locales/nl/validation.json";
import { apiErrorKey, errorMessage, translateError, validationErrorMap } from "./validation";

function errorsOf(schema: z.ZodTypeAny, entries: [string, string][]) {
  const formData = new FormData();
  for (const [k, v] of entries) formData.append(k, v);
  const submission = parseWithZod(formData, { schema, errorMap: validationErrorMap });
  return (submission.status === "error" ? submission.error : null) ?? {};
}

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ lng: "nl", fallbackLng: "en", resources: { nl: { validation: nl }, en: { validation: en } } });
});

describe("validationErrorMap", () => {
  it("gives message keys with parameters for the SPEC §5 rules", () => {
    const schema = z.object({
      name: z.string(),
      password: z.string().min(8).max(20),
      email: z.string().email(),
      site: z.string().url(),
      age: z.number().int().min(16).max(120),
      days: z.array(z.string()).min(1).max(3),
    });
    const errors = errorsOf(schema, [
      ["password", "short"],
      ["email", "nope"],
      ["site", "nope"],
      ["age", "3.5"],
      ["days", "1"],
      ["days", "2"],
      ["days", "3"],
      ["days", "4"],
    ]);
    expect(errors.name).toEqual(["validation:required"]);
    expect(errors.password).toEqual([errorMessage("validation:tooShort", { minimum: 8 })]);
    expect(errors.email).toEqual(["validation:email"]);
    expect(errors.site).toEqual(["validation:url"]);
    expect(errors.age?.[0]).toBe("validation:integer");
    expect(errors.days).toEqual([errorMessage("validation:arrayTooBig", { count: 3 })]);
  });

  it("keeps an explicit message key from the schema", () => {
    const schema = z.object({ terms: z.literal("on", { errorMap: () => ({ message: "auth:signup.acceptTerms" }) }) });
    expect(errorsOf(schema, [["terms", "no"]]).terms).toEqual(["auth:signup.acceptTerms"]);
  });
});

describe("translateError", () => {
  it("translates keys with parameters in nl and en", async () => {
    const message = errorMessage("validation:tooShort", { minimum: 8 });
    expect(translateError(i18n.getFixedT("nl"), message)).toBe("Gebruik minstens 8 tekens");
    expect(translateError(i18n.getFixedT("en"), message)).toBe("Use at least 8 characters");
    expect(translateError(i18n.getFixedT("en"), "validation:required")).toBe("This field is required");
  });

  it("shows an API detail that is not a key as is", () => {
    expect(translateError(i18n.getFixedT("en"), "Email is invalid: see docs")).toBe("Email is invalid: see docs");
  });
});

describe("apiErrorKey", () => {
  it("reads a code on one field more precisely: a wrong current password says so, in nl and en", () => {
    const key = apiErrorKey("invalid", "currentPassword");
    expect(key).toBe("validation:api.currentPasswordInvalid");
    expect(translateError(i18n.getFixedT("nl"), key as string)).toBe("Het huidige wachtwoord klopt niet");
    expect(translateError(i18n.getFixedT("en"), key as string)).toBe("The current password is incorrect");
  });

  it("falls back to the code's own key, and to nothing without a code", () => {
    expect(apiErrorKey("invalid", "email")).toBe("validation:api.invalid");
    expect(apiErrorKey("taken", null)).toBe("validation:api.taken");
    expect(apiErrorKey("odd", "email")).toBeUndefined();
    expect(apiErrorKey(undefined, "currentPassword")).toBeUndefined();
  });
});
