import { parseWithZod } from "@conform-to/zod";
import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { PHONE_NUMBER_PATTERN } from "../../config/accounts";
import activitiesEn from "../../locales/en/activities.json";
import authEn from "../../locales/en/auth.json";
import helpEn from "../../locales/en/help.json";
import organizationFormsEn from "../../locales/en/organization-forms.json";
import settingsEn from "../../locales/en/settings.json";
import vacancyAdminEn from "../../locales/en/vacancy-admin.json";
import en from "../../locales/en/validation.json";
import activitiesNl from "../../locales/nl/activities.json";
import authNl from "../../locales/nl/auth.json";
import helpNl from "../../locales/nl/help.json";
import organizationFormsNl from "../../locales/nl/organization-forms.json";
import settingsNl from "../../locales/nl/settings.json";
import vacancyAdminNl from "../../locales/nl/vacancy-admin.json";
import nl from "../../locales/nl/validation.json";
import {
  API_ERROR_KEYS,
  apiErrorMessage,
  errorMessage,
  FIELD_ERROR_KEYS,
  translateError,
  validationErrorMap,
} from "./validation";

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

  it("never shows text that is not a key: an English API detail becomes the generic message", () => {
    expect(translateError(i18n.getFixedT("nl"), "Phone number may contain digits, spaces, +, - and parentheses only.")).toBe(
      "Dit veld is niet geldig",
    );
    expect(translateError(i18n.getFixedT("nl"), "validation:noSuchKey")).toBe("Dit veld is niet geldig");
  });
});

describe("API error codes", () => {
  const bundles = {
    nl: {
      validation: nl,
      auth: authNl,
      "organization-forms": organizationFormsNl,
      help: helpNl,
      activities: activitiesNl,
      "vacancy-admin": vacancyAdminNl,
      settings: settingsNl,
    },
    en: {
      validation: en,
      auth: authEn,
      "organization-forms": organizationFormsEn,
      help: helpEn,
      activities: activitiesEn,
      "vacancy-admin": vacancyAdminEn,
      settings: settingsEn,
    },
  };
  it.each(["nl", "en"] as const)("map to keys that exist in %s", (lng) => {
    const keys = [
      ...Object.values(API_ERROR_KEYS),
      ...Object.values(FIELD_ERROR_KEYS),
      "validation:invalid",
      "validation:api.failed",
    ];
    for (const key of keys) {
      const [ns, path] = key.split(":");
      const value = path
        .split(".")
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], bundles[lng][ns as "auth"]);
      expect(typeof value, `${lng} ${key}`).toBe("string");
    }
  });

  it("a field-specific key wins over the code's, unknown codes get the generic key", () => {
    expect(apiErrorMessage("invalid_string", "phoneNumber")).toBe("validation:phone");
    expect(apiErrorMessage("taken", "email")).toBe("validation:api.taken");
    expect(apiErrorMessage("something_new", "firstName")).toBe("validation:invalid");
    expect(apiErrorMessage(undefined, null)).toBe("validation:api.failed");
  });

  it("the phone pattern accepts Dutch numbers and refuses letters", () => {
    for (const ok of ["06-12345678", "+31 (0)6 1234 5678", ""]) expect(PHONE_NUMBER_PATTERN.test(ok), ok).toBe(true);
    for (const bad of ["call me", "06.12345678", "06/1234"]) expect(PHONE_NUMBER_PATTERN.test(bad), bad).toBe(false);
  });
});

describe("a wrong current password", () => {
  it("reads a code on one field more precisely: a wrong current password says so, in nl and en", () => {
    const key = apiErrorMessage("invalid", "currentPassword");
    expect(key).toBe("validation:api.currentPasswordInvalid");
    expect(translateError(i18n.getFixedT("nl"), key as string)).toBe("Het huidige wachtwoord klopt niet");
    expect(translateError(i18n.getFixedT("en"), key as string)).toBe("The current password is incorrect");
  });
});
