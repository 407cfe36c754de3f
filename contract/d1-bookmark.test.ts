import { describe, expect, it } from "vitest";
import { mayWrite, sessionStart, validBookmark } from "./d1-bookmark";

describe("D1 bookmarks (ADR 0076)", () => {
  const bookmark = "00000082-0000000b-00004f5b-7a4e1ac3b4b8e3a7d5c8e79b5c1f0a39";

  it("takes only D1's own form", () => {
    expect(validBookmark(bookmark)).toBe(bookmark);
    for (const other of [
      null,
      undefined,
      "",
      "first-primary",
      "first-unconstrained",
      bookmark.toUpperCase(),
      `${bookmark} `,
      `${bookmark}0`,
    ])
      expect(validBookmark(other)).toBeNull();
  });

  it("starts at the bookmark, else on the primary for a signed-in visitor or a write, else anywhere", () => {
    expect(sessionStart({ bookmark, signedIn: false, write: false })).toBe(bookmark);
    expect(sessionStart({ bookmark, signedIn: true, write: true })).toBe(bookmark);
    expect(sessionStart({ bookmark: null, signedIn: true, write: false })).toBe("first-primary");
    expect(sessionStart({ bookmark: null, signedIn: false, write: true })).toBe("first-primary");
    expect(sessionStart({ bookmark: null, signedIn: false, write: false })).toBe("first-unconstrained");
    expect(["GET", "HEAD", "OPTIONS"].map(mayWrite)).toEqual([false, false, false]);
    expect(["POST", "PUT", "PATCH", "DELETE"].map(mayWrite)).toEqual([true, true, true, true]);
  });
});
