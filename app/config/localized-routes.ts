/**
 * The route configuration (vite.config.ts `routes`; runs at build time only).
 *
 * 1. Remix's flat routes, plus **resource folders**: a folder `app/routes/<name>+/` holds the screens of one
 *    resource, each file named as it would be after `<name>.` in the flat convention, and the modules they share:
 *
 *        app/routes/users+/_index.tsx        → routes/users._index        /users
 *        app/routes/users+/add.tsx           → routes/users.add           /users/add
 *        app/routes/users+/$id._index.tsx    → routes/users.$id._index    /users/:id
 *        app/routes/users+/$id.edit.tsx      → routes/users.$id.edit      /users/:id/edit
 *        app/routes/profile-edit+/_layout.tsx → routes/profile-edit   (the folder's own layout route)
 *        app/routes/users+/__editor.tsx      (not a route: a name starting with "__" is shared code)
 *        app/routes/users+/__editor.server.ts, *.test.ts  (not routes either)
 *
 *    Route ids and URLs are exactly those of the flat files, so nothing else changes when screens move into their
 *    folder. Remix's own scan skips such folders (no route.tsx inside); the ids come back through `routes`.
 *    (remix-flat-routes' `+` folders, without the dependency; docs/screens.md.)
 * 2. Locale-prefixed copies of the page routes: /en/… and /nl/… (SPEC §2 "Locale-prefixed routes exist for en and
 *    nl"). A static prefix outranks the catch-all content route `/:slug`, which an optional `($lang)` segment would
 *    not (`/over-ons` would match it as a language).
 */
import { existsSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { flatRoutesUniversal } from "@remix-run/dev/dist/config/flat-routes.js";
import type { RouteManifest } from "@remix-run/dev/dist/config/routes.js";

export const ROUTE_LOCALES = ["en", "nl"] as const;
export const IGNORED_ROUTE_FILES = ["**/.*", "**/*.test.*"];

/** Resource routes that are not pages (no locale copies): API forwarders, form endpoints, icons, build id. */
const UNLOCALIZED = /^routes\/(api\.\$|health|icons|build-id|color-mode|language|cookie-consent)$/;

export function localizedRoutes(manifest: RouteManifest): RouteManifest {
  const out: RouteManifest = {};
  for (const locale of ROUTE_LOCALES) {
    for (const route of Object.values(manifest)) {
      if (route.id === "root" || UNLOCALIZED.test(route.id)) continue;
      const topLevel = route.parentId === "root";
      const id = `${locale}/${route.id}`;
      out[id] = {
        ...route,
        id,
        parentId: topLevel ? "root" : `${locale}/${route.parentId}`,
        // A top-level index route becomes the path route "/<locale>" (an index route cannot carry a path).
        path: topLevel ? [locale, route.path].filter(Boolean).join("/") : route.path,
        index: topLevel ? undefined : route.index,
      };
    }
  }
  return out;
}

const ROUTE_MODULE = /\.(tsx|ts|jsx|js)$/;

/** Not a route module: dot files, tests (IGNORED_ROUTE_FILES) and, inside resource folders, `__shared` modules. */
function ignored(name: string): boolean {
  return name.startsWith(".") || /\.test\./.test(name) || !ROUTE_MODULE.test(name);
}

/**
 * The route module files under app/routes: flat files, folder routes (`<route>/route.tsx`) and the files of resource
 * folders (`<name>+/…`), each of the latter paired with the flat path it stands for.
 */
export function routeFiles(appDirectory: string): { files: string[]; actualFile: Map<string, string> } {
  const routesDir = join(appDirectory, "routes");
  const files: string[] = [];
  const actualFile = new Map<string, string>();
  for (const entry of readdirSync(routesDir, { withFileTypes: true })) {
    const path = join(routesDir, entry.name);
    if (entry.isFile()) {
      if (!ignored(entry.name)) files.push(path);
    } else if (entry.isDirectory() && entry.name.endsWith("+")) {
      const resource = entry.name.slice(0, -1);
      for (const file of readdirSync(path, { withFileTypes: true })) {
        if (!file.isFile() || ignored(file.name) || file.name.startsWith("__")) continue;
        // `_layout.tsx` is the resource's own route (`<name>.tsx`: a layout with an <Outlet /> for the others).
        const layout = /^_layout\.[a-z]+$/.test(file.name);
        const flat = join(routesDir, layout ? `${resource}${file.name.slice("_layout".length)}` : `${resource}.${file.name}`);
        files.push(flat);
        actualFile.set(flat, join(path, file.name));
      }
    } else if (entry.isDirectory() && !entry.name.startsWith(".")) {
      const module = ["route", "index"]
        .flatMap((base) => ["tsx", "ts", "jsx", "js"].map((ext) => join(path, `${base}.${ext}`)))
        .find((candidate) => existsSync(candidate));
      if (module) files.push(module);
    }
  }
  return { files, actualFile };
}

/** Remix's flat routes over `routeFiles`: resource folders' files under the ids and paths of their flat names. */
export function groupedFlatRoutes(appDirectory: string): RouteManifest {
  const { files, actualFile } = routeFiles(appDirectory);
  const manifest = flatRoutesUniversal(appDirectory, files, "routes");
  for (const route of Object.values(manifest)) {
    const actual = actualFile.get(join(appDirectory, route.file));
    if (actual) route.file = relative(appDirectory, actual).split("\\").join("/");
  }
  return manifest;
}

/** Every route: the unprefixed ones (with the resource folders') and their /en and /nl copies. */
export function localizedRoutesFor(appDirectory: string): RouteManifest {
  const routes = groupedFlatRoutes(appDirectory);
  return { ...routes, ...localizedRoutes(routes) };
}
