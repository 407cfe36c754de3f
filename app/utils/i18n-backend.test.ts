import type { CallbackError } from "i18next";
import { describe, expect, it } from "vitest";
import validationEn from "../../locales/en/validation.json";
import commonNl from "../../locales/nl/common.json";
import { localeBackend } from "./i18n-backend";

function read(language: string, namespace: string) {
  return new Promise<{ error: CallbackError; data: unknown }>((resolve) =>
    localeBackend.read(language, namespace, (error, data) => resolve({ error, data })),
  );
}

describe("localeBackend", () => {
  it("reads each namespace from its language's bundle", async () => {
    expect(await read("nl", "common")).toEqual({ error: null, data: commonNl });
    expect(await read("en", "validation")).toEqual({ error: null, data: validationEn });
  });

  it("answers an error for an unknown language or namespace", async () => {
    expect(String((await read("de", "common")).error)).toBe("Error: No translations for de/common");
    expect(String((await read("nl", "nope")).error)).toBe("Error: No translations for nl/nope");
  });
});
