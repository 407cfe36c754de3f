import { describe, expect, it } from "vitest";
import { loaderTitle } from "./route-handle";

async function loader() {
  return { page: { title: "Over ons", slug: "over-ons" } };
}

describe("loaderTitle", () => {
  it("hands the loader's data, typed, to the title function", () => {
    const title = loaderTitle<typeof loader>(({ page }) => page.title);
    expect(title({ page: { title: "Over ons", slug: "over-ons" } })).toBe("Over ons");
  });

  it("gives no title without loader data (an error page)", () => {
    const title = loaderTitle<typeof loader>(({ page }) => page.title);
    expect(title(undefined)).toBeUndefined();
    expect(title(null)).toBeUndefined();
  });
});
