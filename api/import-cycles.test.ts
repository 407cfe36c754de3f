/**
 * No import cycles in api/: a resource's routes and handlers share a `<name>.schemas.ts` instead of importing each
 * other, and api/types.ts (what every request has) imports no service, so the auth → scope → mail → services loop
 * through it cannot come back. Type-only imports count too: a cycle of types still ties the files together.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(__dirname, "..");
const IMPORT = /(?:import|export)\s+(?:type\s+)?(?:[^"';]*?\s+from\s+)?["']([^"']+)["']/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test(-helpers)?\.tsx?$/.test(name) ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith(".")) return null;
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The import graph of the given files (edges to files outside them are dropped). */
function graphOf(files: string[]): Map<string, string[]> {
  const inside = new Set(files);
  return new Map(
    files.map((file) => {
      const targets = [...readFileSync(file, "utf8").matchAll(IMPORT)]
        .map((m) => resolveImport(file, m[1]))
        .filter((target): target is string => target !== null && inside.has(target));
      return [file, [...new Set(targets)]];
    }),
  );
}

/** Strongly connected components of more than one file, or a file importing itself (Tarjan). */
export function cyclesOf(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next++;
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(to) ?? 0));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(to) ?? 0));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || graph.get(node)?.includes(node)) cycles.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

describe("import cycles", () => {
  it("finds a cycle when there is one (the check itself)", () => {
    const graph = new Map([
      ["a.routes.ts", ["a.handlers.ts"]],
      ["a.handlers.ts", ["a.routes.ts", "scope.ts"]],
      ["scope.ts", []],
    ]);
    expect(cyclesOf(graph)).toEqual([["a.handlers.ts", "a.routes.ts"]]);
  });

  it("api/ has none: not routes ↔ handlers, not through api/types.ts", () => {
    const cycles = cyclesOf(graphOf(sourceFiles(join(ROOT, "api")))).map((cycle) => cycle.map((file) => relative(ROOT, file)));
    expect(cycles).toEqual([]);
  });

  it("api/types.ts imports no service, resource or mail module", () => {
    const graph = graphOf(sourceFiles(join(ROOT, "api")));
    const imports = (graph.get(join(ROOT, "api/types.ts")) ?? []).map((file) => relative(ROOT, file));
    expect(imports.filter((file) => /^api\/(services|resources|mail)\//.test(file))).toEqual([]);
  });
});
