import { describe, expect, it } from "vitest";
import { titleBlockId } from "./block-renderer";
import type { PreparedBlock } from "./types";

const blocks = (...types: Array<"SectionTitle" | "PhotoHero" | "HeroWithSearch">): PreparedBlock[] =>
  types.map((type, i) => {
    const image = { url: "/a.svg", alt: "", width: 10, height: 10 };
    const props = type === "SectionTitle" ? { title: "T" } : type === "PhotoHero" ? { title: "T", image } : { title: "T" };
    return { id: String(i + 1), type, position: i + 1, props } as PreparedBlock;
  });

describe("titleBlockId", () => {
  it("is null when the page shows its own title (the page renders the h1)", () => {
    expect(titleBlockId(blocks("PhotoHero"), true)).toBeNull();
  });

  it("picks the first hero of a page that hides its title", () => {
    expect(titleBlockId(blocks("SectionTitle", "HeroWithSearch", "PhotoHero"), false)).toBe("2");
  });

  it("is null without a hero: the page then renders a visually hidden h1", () => {
    expect(titleBlockId(blocks("SectionTitle"), false)).toBeNull();
  });
});
