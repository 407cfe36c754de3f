/**
 * The pieces every resource shares live once, in api/middleware/ (honeypot, signed in, feature switches, the per-IP
 * limit, ids and page sizes) and api/services/ (a vacancy's status side effects): a resource that declares its own
 * copy again fails here, with the file named.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(__dirname, "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(name) && !/\.test(-helpers)?\.ts$/.test(name) ? [path] : [];
  });
}

const COPIES: Array<{ what: string; pattern: RegExp; home: string }> = [
  { what: "a honeypot check", pattern: /_HONEYPOT\]/, home: "api/middleware/honeypot.ts" },
  { what: "a signed-in guard", pattern: /guard\(\(c\) => \{\s*requireUser\(c\);\s*\}\)/, home: "api/middleware/guard.ts" },
  { what: "a whole-number id rule", pattern: /\\d\{1,12\}/, home: "api/middleware/params.ts" },
  { what: "a path id parsed by hand", pattern: /parseId\(c\.req\.param/, home: "api/middleware/params.ts (idParam)" },
  { what: "a page size cap", pattern: /page\.size >/, home: "api/middleware/validate.ts (maxPageSize)" },
  { what: "a feature switch guard", pattern: /features\.activities\) throw/, home: "api/middleware/features.ts" },
  { what: "a vacancy's status side effects", pattern: /expiryWarnedAt: null/, home: "api/services/vacancy-writes.ts" },
  {
    what: "a record under a shared context variable",
    pattern: /c\.(get|set)\("path[A-Z]/,
    home: "api/middleware/context-key.ts",
  },
];

describe("cross-cutting pieces are declared once", () => {
  const files = sourceFiles(join(ROOT, "api/resources")).map((file) => ({
    path: relative(ROOT, file),
    text: readFileSync(file, "utf8"),
  }));

  it("reads the resources (positive control)", () => {
    expect(files.map((f) => f.path)).toContain("api/resources/users/users.routes.ts");
    expect(files.find((f) => f.path === "api/resources/users/users.guards.ts")?.text).toMatch(/export const pathUser = guard/);
  });

  it.each(COPIES)("no resource declares $what (its home: $home)", ({ pattern }) => {
    expect(files.filter((f) => pattern.test(f.text)).map((f) => f.path)).toEqual([]);
  });
});
