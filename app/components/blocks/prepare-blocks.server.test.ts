import { describe, expect, it, vi } from "vitest";
import type { NewsSummary } from "../content/news";
import { prepareBlocks } from "./prepare-blocks.server";
import type { ContentBlock } from "./types";

const news = (n: number): NewsSummary[] =>
  Array.from({ length: n }, (_, i) => ({
    id: String(i + 1),
    slug: `bericht-${i + 1}`,
    title: `Bericht ${i + 1}`,
    summary: null,
    imageUrl: null,
    publishedAt: "2026-01-01T09:00:00.000Z",
    pageType: "news" as const,
  }));

const block = (id: number, position: number, blockType: string, props: Record<string, unknown>): ContentBlock => ({
  id: String(id),
  position,
  blockType,
  propsEn: null,
  props,
});

describe("prepareBlocks", () => {
  it("orders blocks by position", async () => {
    const result = await prepareBlocks(
      [block(1, 2, "SectionTitle", { title: "Twee" }), block(2, 1, "SectionTitle", { title: "Een" })],
      { loadNews: vi.fn() },
    );
    expect(result.map((b) => b.id)).toEqual(["2", "1"]);
  });

  it("skips and reports blocks with invalid props or an unknown type; the rest still renders", async () => {
    const warn = vi.fn();
    const result = await prepareBlocks(
      [
        block(1, 1, "YouTube", { videoId: "not-an-id", title: "Video" }),
        block(2, 2, "Carousel3D", { title: "?" }),
        block(3, 3, "SectionTitle", { title: "Blijft staan" }),
      ],
      { loadNews: vi.fn(), warn },
    );
    expect(result.map((b) => b.type)).toEqual(["SectionTitle"]);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0][1]).toMatchObject({ blockId: "1", blockType: "YouTube", issues: [{ path: ["videoId"] }] });
    expect(warn.mock.calls[1][1]).toMatchObject({ blockId: "2", blockType: "Carousel3D" });
  });

  it("applies the schema defaults", async () => {
    const [prepared] = await prepareBlocks([block(1, 1, "NewsCarousel", { title: "Nieuws" })], { loadNews: async () => news(8) });
    expect(prepared).toMatchObject({ type: "NewsCarousel", props: { limit: 6 } });
    expect(prepared.type === "NewsCarousel" && prepared.props.items).toHaveLength(6);
  });

  it("renders Markdown to sanitised HTML and drops the source", async () => {
    const [prepared] = await prepareBlocks([block(1, 1, "Markdown", { content: "**Hoi** <script>x</script> [a](/over-ons)" })], {
      loadNews: vi.fn(),
      localizePath: (path) => `/en${path}`,
    });
    expect(prepared.type).toBe("Markdown");
    expect(prepared.props).toEqual({
      html: '<p><strong>Hoi</strong> &lt;script&gt;x&lt;/script&gt; <a href="/en/over-ons">a</a></p>',
    });
  });

  it("loads news only when the page has a NewsCarousel, once, for the largest limit", async () => {
    const loadNews = vi.fn(async (limit: number) => news(limit));
    await prepareBlocks([block(1, 1, "SectionTitle", { title: "Geen nieuws" })], { loadNews });
    expect(loadNews).not.toHaveBeenCalled();

    const result = await prepareBlocks(
      [block(1, 1, "NewsCarousel", { title: "Drie", limit: 3 }), block(2, 2, "NewsCarousel", { title: "Vijf", limit: 5 })],
      { loadNews },
    );
    expect(loadNews).toHaveBeenCalledTimes(1);
    expect(loadNews).toHaveBeenCalledWith(5);
    const counts = result.map((b) => (b.type === "NewsCarousel" ? b.props.items.length : -1));
    expect(counts).toEqual([3, 5]);
  });
});
