/**
 * The docs stand alone: every relative link and every repository path they mention exists in this clone.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = resolve(__dirname, "../..");

function markdownUnder(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return markdownUnder(path);
    return entry.name.endsWith(".md") ? [path] : [];
  });
}

/** The docs a newcomer reads. */
const docs = ["README.md", "tests/README.md", "bench/README.md", ...markdownUnder("docs")];

/** The folders a mentioned path starts with; such a path is read from the repository's root. */
const TOP = /^(?:app|api|contract|db|config|docs|tests|bench|scripts|workers|mocks|locales|public|\.ci)\//;

/** Written by a run, never committed (.gitignore): a mention of them is a place to look after running something. */
const GENERATED = /^(?:bench\/results|build|test-results|playwright-report|\.wrangler)\//;

/** `[text](target)`: every target that is not a URL or an anchor on the same page. */
function relativeLinks(text: string): string[] {
  return [...text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map((m) => m[1])
    .filter((target) => !/^(?:[a-z][a-z0-9+.-]*:|#|\/)/i.test(target));
}

/** `path/like/this.ts` (in backticks or not): a path of this repository with a file extension or a trailing slash. */
function mentionedPaths(text: string): string[] {
  const found = new Set<string>();
  // A path starts after a space, a quote, a bracket or a backtick, never inside a URL or another path.
  const pattern = /(?<![\w/.:@~-])((?:\.ci|[a-z][\w-]*)\/[\w.+$@[\]-]+(?:\/[\w.+$@[\]-]+)*\/?)/g;
  for (const match of text.matchAll(pattern)) {
    const path = match[1].replace(/[.,;:]+$/, "");
    if (!TOP.test(path)) continue;
    // A pattern (`<name>.routes.ts`, `*.spec.ts`, `{id}`) names a kind of file, not one file.
    const end = match.index + match[0].length;
    if (/^[<*{…]/.test(text.slice(end, end + 1))) continue;
    if (!/\.[a-z]{2,5}$/.test(path) && !path.endsWith("/")) continue;
    if (GENERATED.test(path)) continue;
    // An ADR records where a file was: "(was `api/policy.ts`)", "first `…`", "then `…`", "`…` is gone".
    const before = text.slice(Math.max(0, match.index - 8), match.index);
    if (/\b(?:was|first|then)\s+`?$/.test(before) || /^`? (?:is gone|existed)\b/.test(text.slice(end))) continue;
    found.add(path);
  }
  return [...found];
}

describe("the docs", () => {
  it("find their files", () => {
    expect(docs).toContain("docs/decisions/0001-record-decisions.md");
    expect(docs.length).toBeGreaterThan(40);
  });

  it.each(docs)("%s: every relative link resolves", (doc) => {
    const text = readFileSync(join(root, doc), "utf8");
    const missing = relativeLinks(text).filter((target) => {
      const path = decodeURIComponent(target.split("#")[0]);
      return path !== "" && !existsSync(resolve(root, dirname(doc), path));
    });
    expect(missing).toEqual([]);
  });

  it.each(docs)("%s: every path it mentions exists", (doc) => {
    const text = readFileSync(join(root, doc), "utf8");
    const missing = mentionedPaths(text).filter((path) => !existsSync(join(root, path)));
    expect(missing).toEqual([]);
  });

  it("the path finder sees paths in prose and code spans, and only those of this repository", () => {
    const text =
      "See `contract/policy.ts` and api/resources/users/users.routes.ts, tests/README.md. Not " +
      "https://example.org/api/x.ts, `/api/v1/users/`, `api/resources/<name>/<name>.routes.ts`, " +
      "bench/results/load.json, src/routes/tasks/tasks.ts or [a link](docs/decisions/). History: " +
      "`contract/case.ts` (was `api/jsonapi/case.ts`), first `api/auth/password.ts`, `bench/x.mjs` is gone.";
    expect(mentionedPaths(text).sort()).toEqual([
      "api/resources/users/users.routes.ts",
      "contract/case.ts",
      "contract/policy.ts",
      "docs/decisions/",
      "tests/README.md",
    ]);
    expect(relativeLinks("[a](docs/x.md#y) [b](https://x.org/y) [c](#z) [d](../shared/SPEC.md)")).toEqual([
      "docs/x.md#y",
      "../shared/SPEC.md",
    ]);
  });
});
