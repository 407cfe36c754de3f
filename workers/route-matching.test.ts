import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { RouteManifest } from "@remix-run/dev/dist/config/routes.js";
import * as original from "@remix-run/router";
import { beforeAll, describe, expect, it } from "vitest";
import { localizedRoutesFor } from "~/config/localized-routes";
import { patchRouterSource } from "./route-matching";

type Route = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children: Route[] };
type Router = typeof original;

const appDirectory = fileURLToPath(new URL("../app", import.meta.url));
const routerDir = dirname(createRequire(import.meta.url).resolve("@remix-run/router/package.json"));
const installedSource = readFileSync(join(routerDir, "dist/router.js"), "utf8");

/** The tree Remix builds from the manifest (server-runtime's createRoutes): children in manifest order. */
function treeOf(manifest: RouteManifest, parentId?: string): Route[] {
  return Object.values(manifest)
    .filter((route) => route.parentId === parentId)
    .map((route) => ({
      id: route.id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
      children: treeOf(manifest, route.id),
    }));
}

/** Every route's full path with its parameters filled in, both ways for optional segments, and variants. */
function pathsOf(tree: Route[]): string[] {
  const out = new Set<string>(["", "/", "//", "/en", "/en/", "/nl", "/NL/", "/x", "/x/y/z", "/%20", "/a%2Fb", "/ü"]);
  const walk = (routes: Route[], prefix: string[]) => {
    for (const route of routes) {
      const segments = [...prefix, ...(route.path ? route.path.split("/") : [])];
      const filled = (optionalOn: boolean) =>
        `/${segments
          .flatMap((s) => {
            if (s === "*") return ["a/b"];
            if (s.endsWith("?")) return optionalOn ? [s.startsWith(":") ? "over-ons" : s.slice(0, -1)] : [];
            return s.startsWith(":") ? ["12"] : [s];
          })
          .filter(Boolean)
          .join("/")}`;
      for (const path of [filled(true), filled(false)]) {
        out.add(path);
        out.add(`${path}/`);
        out.add(path.toUpperCase());
        out.add(`${path}/extra`);
      }
      walk(route.children, segments);
    }
  };
  walk(tree, []);
  return [...out];
}

/** What a match says, with route objects replaced by their ids (and checked to be the given tree's own). */
function summary(matches: ReturnType<Router["matchRoutes"]>, tree: Route[]) {
  const all = new Set<unknown>();
  const collect = (routes: Route[]) => {
    for (const r of routes) {
      all.add(r);
      collect(r.children);
    }
  };
  collect(tree);
  return matches?.map((m) => {
    expect(all.has(m.route)).toBe(true);
    return { id: m.route.id, params: { ...m.params }, pathname: m.pathname, pathnameBase: m.pathnameBase };
  });
}

describe("the Worker's memoised route matching", () => {
  let patched: Router;
  const manifest = localizedRoutesFor(appDirectory);
  // Remix adds the root route itself; the manifest's top-level routes are its children.
  const tree = (): Route[] => [{ id: "root", path: "", children: treeOf(manifest, "root") }];
  const match = (router: Router, routes: Route[], path: string, basename?: string) =>
    router.matchRoutes(routes as never, path, basename);

  beforeAll(async () => {
    // Inside the project: Vitest only loads files under its root.
    const dir = join(fileURLToPath(new URL("../node_modules/.cache/", import.meta.url)), "route-matching");
    mkdirSync(dir, { recursive: true });
    const file = join(dir, "remix-router.mjs");
    writeFileSync(file, patchRouterSource(installedSource));
    patched = (await import(/* @vite-ignore */ file)) as Router;
  });

  it("matches every path of the app exactly as the installed router does, first time, memoised, on a new tree", () => {
    const first = tree();
    const paths = pathsOf(first);
    expect(Object.keys(manifest).length).toBeGreaterThan(300);
    expect(paths.length).toBeGreaterThan(1000);
    let matched = 0;
    for (const basename of ["/", "/en"]) {
      // Under a basename, every fifth path is enough: stripping it happens before the patched part.
      for (const path of basename === "/" ? paths : paths.filter((_, i) => i % 5 === 0)) {
        const expected = summary(match(original, first, path, basename), first);
        if (expected) matched++;
        expect(summary(match(patched, first, path, basename), first), path).toEqual(expected);
        expect(summary(match(patched, first, path, basename), first), path).toEqual(expected);
        const fresh = tree();
        expect(summary(match(patched, fresh, path, basename), fresh), path).toEqual(expected);
      }
    }
    expect(matched).toBeGreaterThan(1000);
  });

  it("hands out fresh params on every call, shared within one match as the original does", () => {
    const routes = tree();
    const a = match(patched, routes, "/en/organizations/12/edit")!;
    expect(a.length).toBeGreaterThan(1);
    expect(a[0]!.params).toBe(a[a.length - 1]!.params);
    (a[0]!.params as Record<string, string>).id = "changed";
    const b = match(patched, routes, "/en/organizations/12/edit")!;
    expect(b[b.length - 1]!.params.id).toBe("12");
    expect(b[0]!.params).not.toBe(a[0]!.params);
  });

  it("sees a tree that changed shape (a route added to the same array) and never answers from the old one", () => {
    const routes = tree();
    expect(summary(match(patched, routes, "/zz-new-page"), routes)?.at(-1)?.id).toBe("routes/($slug)");
    const root = routes.find((route) => route.id === "root")!;
    root.children.push({ id: "routes/zz-new-page", path: "zz-new-page", children: [] });
    expect(summary(match(patched, routes, "/zz-new-page"), routes)?.at(-1)?.id).toBe("routes/zz-new-page");
    expect(summary(match(original, routes, "/zz-new-page"), routes)?.at(-1)?.id).toBe("routes/zz-new-page");
  });

  it("keeps its caches bounded under many distinct paths", () => {
    const routes = tree();
    for (let i = 0; i < 1100; i++) match(patched, routes, `/nope-${i}/x`);
    expect(summary(match(patched, routes, "/nope-1/x"), routes)).toEqual(summary(match(original, routes, "/nope-1/x"), routes));
  });

  it("refuses a router whose matchRoutesImpl or compilePath moved, so an upgrade cannot ship unpatched", () => {
    expect(() => patchRouterSource(installedSource.replace("rankRouteBranches(branches);", ""))).toThrow(/matchRoutesImpl/);
    expect(() => patchRouterSource(installedSource.replace("function compilePath(", "function compilePath2("))).toThrow(
      /compilePath/,
    );
    expect(patchRouterSource(installedSource)).toContain("matchRoutesCached");
  });
});
