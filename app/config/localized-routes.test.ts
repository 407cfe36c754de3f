import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { flatRoutes } from "@remix-run/dev/dist/config/flat-routes.js";
import { describe, expect, it } from "vitest";
import { groupedFlatRoutes, IGNORED_ROUTE_FILES, localizedRoutes, localizedRoutesFor } from "./localized-routes";

describe("localizedRoutes", () => {
  const manifest = {
    root: { id: "root", path: "", file: "root.tsx" },
    "routes/_index": { id: "routes/_index", parentId: "root", index: true, file: "routes/_index.tsx" },
    "routes/nieuws": { id: "routes/nieuws", parentId: "root", path: "nieuws", file: "routes/nieuws.tsx" },
    "routes/nieuws.$slug": {
      id: "routes/nieuws.$slug",
      parentId: "routes/nieuws",
      path: ":slug",
      file: "routes/nieuws.$slug.tsx",
    },
    "routes/api.$": { id: "routes/api.$", parentId: "root", path: "api/*", file: "routes/api.$.tsx" },
  };

  it("copies every page route under /en and /nl with its own id", () => {
    const out = localizedRoutes(manifest);
    expect(out["en/routes/_index"]).toMatchObject({ parentId: "root", path: "en", index: undefined, file: "routes/_index.tsx" });
    expect(out["nl/routes/nieuws"]).toMatchObject({ parentId: "root", path: "nl/nieuws" });
    expect(out["en/routes/nieuws.$slug"]).toMatchObject({ parentId: "en/routes/nieuws", path: ":slug" });
  });

  it("leaves the root and the API forwarders alone", () => {
    const out = localizedRoutes(manifest);
    expect(Object.keys(out).some((id) => id.endsWith("root") || id.includes("api.$"))).toBe(false);
    expect(Object.keys(out)).toHaveLength(6);
  });
});

describe("resource folders (app/routes/<name>+/)", () => {
  function appWith(files: string[]) {
    const app = mkdtempSync(join(tmpdir(), "routes-"));
    for (const file of ["root.tsx", ...files]) {
      mkdirSync(dirname(join(app, file)), { recursive: true });
      writeFileSync(join(app, file), "export default function R() { return null; }\n");
    }
    return app;
  }

  it("give their files the ids and paths of the flat names; __shared modules and tests are no routes", () => {
    const grouped = appWith([
      "routes/users+/_layout.tsx",
      "routes/users+/_index.tsx",
      "routes/users+/add.tsx",
      "routes/users+/$id._index.tsx",
      "routes/users+/$id.edit.tsx",
      "routes/users+/__editor.tsx",
      "routes/users+/__editor.server.ts",
      "routes/users+/add.test.ts",
      "routes/nieuws.$slug.tsx",
    ]);
    const flat = appWith([
      "routes/users.tsx",
      "routes/users._index.tsx",
      "routes/users.add.tsx",
      "routes/users.$id._index.tsx",
      "routes/users.$id.edit.tsx",
      "routes/nieuws.$slug.tsx",
    ]);
    try {
      const routes = groupedFlatRoutes(grouped);
      const expected = flatRoutes(flat, IGNORED_ROUTE_FILES);
      expect(Object.keys(routes).sort()).toEqual(Object.keys(expected).sort());
      for (const [id, route] of Object.entries(expected)) {
        const file = route.file
          .replace(/^routes\/users\.tsx$/, "routes/users+/_layout.tsx")
          .replace(/^routes\/users\./, "routes/users+/");
        expect(routes[id]).toEqual({ ...route, file });
      }
      expect(routes["routes/users.$id.edit"]).toMatchObject({
        parentId: "routes/users",
        path: ":id/edit",
        file: "routes/users+/$id.edit.tsx",
      });
      // …and their /en, /nl copies (under the copy of the layout, /nl/users).
      expect(localizedRoutesFor(grouped)["nl/routes/users"]).toMatchObject({
        path: "nl/users",
        file: "routes/users+/_layout.tsx",
      });
      expect(localizedRoutesFor(grouped)["nl/routes/users.add"]).toMatchObject({
        parentId: "nl/routes/users",
        path: "add",
        file: "routes/users+/add.tsx",
      });
    } finally {
      rmSync(grouped, { recursive: true });
      rmSync(flat, { recursive: true });
    }
  });

  it("this app's routes are the flat convention's plus the folders' (no id lost or renamed)", () => {
    const app = fileURLToPath(new URL("..", import.meta.url));
    const ids = Object.keys(groupedFlatRoutes(app));
    for (const id of [
      "routes/users._index",
      "routes/users.add",
      "routes/users.$id._index",
      "routes/users.$id.edit",
      "routes/users.$id.add_role",
    ]) {
      expect(ids).toContain(id);
    }
    expect(ids.filter((id) => id.includes("__"))).toEqual([]);
  });
});
