import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// ARCHITECTURE "Strings": a key present in one language and missing in the other fails.
const root = join(__dirname, "../../locales");

function keys(value: unknown, prefix = ""): string[] {
  if (value === null || typeof value !== "object") return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

const read = (lng: string, file: string) => JSON.parse(readFileSync(join(root, lng, file), "utf8"));

describe("locales", () => {
  const files = readdirSync(join(root, "nl")).filter((f) => f.endsWith(".json"));
  it("have the same namespaces in nl and en", () => {
    expect(
      readdirSync(join(root, "en"))
        .filter((f) => f.endsWith(".json"))
        .sort(),
    ).toEqual(files.sort());
  });
  for (const file of files) {
    it(`${file}: nl and en have the same keys`, () => {
      expect(keys(read("en", file)).sort()).toEqual(keys(read("nl", file)).sort());
    });
  }
});
