import { describe, expect, it } from "vitest";
import { localizedRoutes } from "./localized-routes";

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
