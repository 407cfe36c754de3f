/** The data viewer's allow-list (ADR 0071): no secret column, personal columns marked, labels in both languages. */
import { describe, expect, it } from "vitest";
import en from "../locales/en/data-viewer.json";
import nl from "../locales/nl/data-viewer.json";
import { filterKeys, readableColumns, VIEWER_TABLES } from "./data-viewer";

const SECRET = /password|token|hash|session|secret|idempotency|claim|signup_key|birth_year/;
const lookup = (words: Record<string, unknown>, key: string) =>
  key.split(".").reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], words);

describe("the data viewer's allow-list", () => {
  it("lists no secret column, and every table has its id and a default sort on a listed column", () => {
    for (const table of VIEWER_TABLES) {
      const names = table.columns.map((c) => c.name);
      expect(
        names.filter((n) => SECRET.test(n)),
        table.key,
      ).toEqual([]);
      expect(names[0]).toBe("id");
      expect(new Set(names).size).toBe(names.length);
      expect(names).toContain(table.defaultSort.column);
    }
  });

  it("marks people's names, addresses, e-mail, phone and answers as personal, and leaves them out without the permission", () => {
    const people = /^(first_name|last_name|email|phone_number|contact_\w+|street|house_number|postal_code|message|answers)$/;
    for (const table of VIEWER_TABLES) {
      for (const c of table.columns) {
        const asked = people.test(c.name) || (table.key === "help_requests" && ["name", "description"].includes(c.name));
        if (asked) expect(c.personal, `${table.key}.${c.name}`).toBe(true);
      }
      const without = readableColumns(table, false);
      expect(without.some((c) => c.personal)).toBe(false);
      expect([...filterKeys(without).values()].some(({ column }) => column.personal)).toBe(false);
      expect(readableColumns(table, true)).toHaveLength(table.columns.length);
    }
  });

  it("has a label for every table and column in Dutch and English", () => {
    for (const table of VIEWER_TABLES) {
      for (const key of [table.labelKey, ...table.columns.map((c) => c.labelKey)]) {
        expect(typeof lookup(nl, key), `nl ${key}`).toBe("string");
        expect(typeof lookup(en, key), `en ${key}`).toBe("string");
      }
    }
  });
});
