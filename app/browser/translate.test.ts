import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { i18nConfig, SUPPORTED_LOCALES } from "~/i18n";
import { resources } from "~/utils/i18n.server";
import i18next, { BrowserI18n } from "./i18next";
import { interpolate, translate } from "./translate";

/** Every leaf key of a namespace, with the plural suffix removed (i18next adds it from `count`). */
function keysOf(tree: Record<string, unknown>, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === "object"
      ? keysOf(value as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, "")}`],
  );
}

const VALUES = {
  name: "Anna",
  title: "Titel",
  page: 2,
  pages: 5,
  minimum: 3,
  maximum: 9,
  year: 2026,
  to: "a@b.nl",
  total: 7,
  tenant: "Oldebroek",
  role: "admin",
  current: 1,
  code: 500,
};
const OPTION_SETS = [{}, VALUES, { ...VALUES, count: 0 }, { ...VALUES, count: 1 }, { ...VALUES, count: 2 }, { count: 1 }];

describe("the browser's translate() matches i18next", () => {
  for (const locale of SUPPORTED_LOCALES) {
    it(`for every key of every namespace in ${locale}`, async () => {
      const reference = createInstance();
      await reference.init({ ...i18nConfig, lng: locale, ns: Object.keys(resources[locale]), resources, fallbackLng: false });
      let compared = 0;
      for (const [namespace, tree] of Object.entries(resources[locale])) {
        for (const key of new Set(keysOf(tree))) {
          for (const options of OPTION_SETS) {
            const expected = reference.t(`${namespace}:${key}`, options);
            expect(translate(resources[locale], locale, "common", `${namespace}:${key}`, options), `${namespace}:${key}`).toBe(
              expected,
            );
            compared += 1;
          }
        }
      }
      expect(compared).toBeGreaterThan(500);
    });
  }

  it("resolves the default namespace, missing keys, defaultValue and _zero like i18next", async () => {
    const store = { common: { a: { b: "B {{ x }}" }, n_zero: "none", n_one: "one", n_other: "{{count}} items" }, v: { k: "V" } };
    const reference = createInstance();
    await reference.init({ ...i18nConfig, lng: "en", ns: ["common", "v"], resources: { en: store }, fallbackLng: false });
    const cases: Array<[string, Record<string, unknown>]> = [
      ["a.b", { x: 1 }],
      ["a.b", {}],
      ["a.b", { x: undefined }],
      ["v:k", {}],
      ["missing.key", {}],
      ["v:missing", {}],
      ["missing", { defaultValue: "Default {{x}}", x: "!" }],
      ["n", { count: 0 }],
      ["n", { count: 1 }],
      ["n", { count: 5 }],
    ];
    for (const [key, options] of cases) {
      expect(translate(store, "en", "common", key, options), key).toBe(reference.t(key, options));
    }
  });
});

describe("interpolate", () => {
  it("leaves placeholders without a value as written and writes numbers as text", () => {
    expect(interpolate("{{a}} and {{b}}", { a: 1 })).toBe("1 and {{b}}");
  });
});

describe("BrowserI18n", () => {
  it("loads every namespace of a language from the backend before switching, and tells listeners", async () => {
    const i18n = new BrowserI18n();
    const reads: string[] = [];
    i18n.use({
      type: "backend",
      init() {},
      read(language: string, namespace: string, callback: (error: Error | null, data: unknown) => void) {
        reads.push(`${language}/${namespace}`);
        setTimeout(() => callback(null, resources[language][namespace]), 0);
      },
    } as never);
    await i18n.init({ lng: "nl", ns: ["common", "ui"] });
    expect(reads).toEqual(["nl/common", "nl/ui"]);
    const changes: string[] = [];
    i18n.on("languageChanged", (language) => changes.push(language));
    const switching = i18n.changeLanguage("en");
    expect(i18n.language).toBe("nl");
    await switching;
    expect(i18n.language).toBe("en");
    expect(changes).toEqual(["en"]);
    expect(i18n.getFixedT("en", "ui")("toast.clearAll")).toBe("Close all notifications");
    expect(i18n.getFixedT("nl", "ui")("toast.clearAll")).toBe("Alle meldingen sluiten");
    // A namespace that was not loaded translates to its key, as with i18next.
    expect(i18n.t("validation:required")).toBe("required");
  });

  it("is the default instance the entry configures", () => {
    expect(i18next).toBeInstanceOf(BrowserI18n);
  });
});
