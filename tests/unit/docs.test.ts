/**
 * The docs stand alone: every relative link and every repository path they mention exists in this clone, every ADR
 * that code or docs name exists, and no tracked file leans on an issue number a clone cannot resolve (name the
 * capability or the ADR instead).
 */
import { execFileSync } from "node:child_process";
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

/** Every tracked file (a clone's files), without the vendored and generated ones. */
const tracked = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 })
  .split("\0")
  .filter((path) => path !== "" && existsSync(join(root, path)))
  .filter(
    (path) => !/(?:^|\/)node_modules\/|^package-lock\.json$|\.(?:png|jpe?g|gif|webp|ico|woff2?|ttf|pdf|zip|gz)$/.test(path),
  );

const adrs = readdirSync(join(root, "docs/decisions")).filter((name) => /^\d{4}-.+\.md$/.test(name));
const adrNumbers = new Set(adrs.map((name) => name.slice(0, 4)));

/** "ADR 0020", "ADRs 0036–0038", "docs/decisions/0020…": the numbers of the ADRs a text points to. */
function adrReferences(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/\bADRs?\s+(\d{4}(?:\s*(?:,|and|en|–|-)\s*\d{4})*)|docs\/decisions\/(\d{4})/g)) {
    for (const number of (match[1] ?? match[2]).match(/\d{4}/g) ?? []) found.add(number);
  }
  return [...found];
}

/**
 * The word issue (or issues) followed by a number, with or without "#": a number only the tracker of the day can
 * resolve. Name the capability or the ADR instead. This file is left out: its examples below are the pattern's own.
 */
const ISSUE_NUMBER = /\b[Ii]ssues? #?\d+/;

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

describe("ADRs", () => {
  it("each one's title carries its file's number", () => {
    const wrong = adrs.filter(
      (name) => !readFileSync(join(root, "docs/decisions", name), "utf8").startsWith(`# ${name.slice(0, 4)} `),
    );
    expect(wrong).toEqual([]);
  });

  it("none grows later rounds or updates: a changed decision is a new ADR that supersedes the old one (ADR 0001)", () => {
    const amended = adrs.flatMap((name) =>
      readFileSync(join(root, "docs/decisions", name), "utf8")
        .split("\n")
        .filter((line) =>
          /^#+ (?:.*\b(?:second|third|fourth|next|later) round\b|.*\bsupersedes\b|(?:update|amendment|amended|addendum|revisited|later)\b)/i.test(
            line,
          ),
        )
        .map((line) => `${name}: ${line}`),
    );
    expect(amended).toEqual([]);
  });

  it("every reference to an ADR, in code and docs, names one that exists", () => {
    const dangling = tracked.flatMap((path) =>
      adrReferences(readFileSync(join(root, path), "utf8"))
        .filter((number) => !adrNumbers.has(number))
        .map((number) => `${path}: ${number}`),
    );
    expect(dangling).toEqual([]);
  });

  it("the reference finder reads single and listed numbers", () => {
    expect(adrReferences("ADR 0020 and ADRs 0036–0038, docs/decisions/0021-x.md, ADR 12").sort()).toEqual([
      "0020",
      "0021",
      "0036",
      "0038",
    ]);
  });
});

describe("issue numbers", () => {
  it("no tracked file names one", () => {
    const found = tracked
      .filter((path) => path !== "tests/unit/docs.test.ts")
      .flatMap((path) =>
        readFileSync(join(root, path), "utf8")
          .split("\n")
          .flatMap((line, i) => (ISSUE_NUMBER.test(line) ? [`${path}:${i + 1}: ${line.trim().slice(0, 120)}`] : [])),
      );
    expect(found).toEqual([]);
  });

  it("the pattern finds the ways an issue number was written, and not other numbers", () => {
    for (const hit of ["(issue 14)", "Issue 13 item 7", "issues 14–16", "issue #3", "issue 15's rows"]) {
      expect(ISSUE_NUMBER.test(hit), hit).toBe(true);
    }
    for (const miss of ["an issue with 3 rows", "ADR 0019", "tissue 4", "the issue's note"]) {
      expect(ISSUE_NUMBER.test(miss), miss).toBe(false);
    }
  });
});
