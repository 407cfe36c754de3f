import { describe, expect, it } from "vitest";
import { pageHref, pageWindow } from "./pagination";

describe("pageWindow", () => {
  it("lists every page when there are few", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it("keeps first, last and the neighbours of the current page, with gaps", () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, "gap", 10]);
    expect(pageWindow(5, 10)).toEqual([1, "gap", 4, 5, 6, "gap", 10]);
    expect(pageWindow(10, 10)).toEqual([1, "gap", 9, 10]);
  });

  it("shows a single missing page instead of a gap", () => {
    expect(pageWindow(4, 10)).toEqual([1, 2, 3, 4, 5, "gap", 10]);
  });
});

describe("pageHref", () => {
  it("sets the page and keeps the other parameters; page 1 drops it", () => {
    expect(pageHref({ pathname: "/en/users", search: "?q=ina&page=3&sort=-last_name" }, 4)).toBe(
      "/en/users?q=ina&page=4&sort=-last_name",
    );
    expect(pageHref({ pathname: "/users", search: "?page=3" }, 1)).toBe("/users");
  });
});
