import type { AppLoadContext } from "@remix-run/cloudflare";
import { beforeEach, describe, expect, it } from "vitest";
import { findPage, preparePageBlocks, resetNewsHints } from "./page.server";

type Call = { kind: "page" | "news"; size: number; tenant: string };

/** A fake API: one page per tenant whose blocks ask for `limits[tenant]` news items; news items name their tenant. */
function fakeContext(tenant: string, limits: Record<string, number | null>, calls: Call[]) {
  const get = async (_path: string, options: { query: Record<string, unknown> }) => {
    const query = options.query as { include?: string; page: { size: number } };
    if (query.include === "content_blocks") {
      calls.push({ kind: "page", size: 1, tenant });
      const limit = limits[tenant];
      const contentBlocks = [
        { id: "1", position: 1, blockType: "SectionTitle", props: { title: "Welkom" } },
        ...(limit ? [{ id: "2", position: 2, blockType: "NewsCarousel", props: { title: "Nieuws", limit } }] : []),
      ];
      return { data: [{ id: "1", slug: "", title: "Home", pageType: "default", contentBlocks }], status: 200 };
    }
    calls.push({ kind: "news", size: query.page.size, tenant });
    const data = Array.from({ length: query.page.size }, (_, i) => ({
      id: String(i + 1),
      slug: `${tenant}-${i + 1}`,
      title: `${tenant} ${i + 1}`,
      pageType: "news",
    }));
    return { data, meta: { recordCount: 20 }, status: 200 };
  };
  return { tenant: { id: tenant }, volunteerCenterId: 1, api: { get } } as unknown as AppLoadContext;
}

async function render(context: AppLoadContext) {
  const found = await findPage(context, { slug: "" });
  if (!found) throw new Error("no page");
  const blocks = await preparePageBlocks(context, new Request("http://x/"), found);
  const carousel = blocks.find((b) => b.type === "NewsCarousel") as { props: { items: { slug: string }[] } } | undefined;
  return carousel?.props.items.map((i) => i.slug) ?? null;
}

describe("the news read beside the page (per-isolate hint)", () => {
  beforeEach(() => resetNewsHints());

  it("reads news after the page the first time, beside it the next time, with the same result", async () => {
    const calls: Call[] = [];
    const first = await render(fakeContext("oldebroek", { oldebroek: 3 }, calls));
    expect(calls.map((c) => c.kind)).toEqual(["page", "news"]);
    calls.length = 0;
    const second = await render(fakeContext("oldebroek", { oldebroek: 3 }, calls));
    // The news read is issued before the page's answer is known.
    expect(calls.map((c) => c.kind)).toEqual(["news", "page"]);
    expect(second).toEqual(first);
    expect(first).toEqual(["oldebroek-1", "oldebroek-2", "oldebroek-3"]);
  });

  it("reads again when the page now asks for another number, and not at all when it has no carousel", async () => {
    const calls: Call[] = [];
    const limits: Record<string, number | null> = { oldebroek: 3 };
    await render(fakeContext("oldebroek", limits, calls));
    limits.oldebroek = 5;
    calls.length = 0;
    expect(await render(fakeContext("oldebroek", limits, calls))).toHaveLength(5);
    expect(calls).toEqual([
      { kind: "news", size: 3, tenant: "oldebroek" },
      { kind: "page", size: 1, tenant: "oldebroek" },
      { kind: "news", size: 5, tenant: "oldebroek" },
    ]);
    limits.oldebroek = null;
    await render(fakeContext("oldebroek", limits, calls));
    calls.length = 0;
    expect(await render(fakeContext("oldebroek", limits, calls))).toBeNull();
    expect(calls.map((c) => c.kind)).toEqual(["page"]);
  });

  it("keeps tenants apart: one tenant's hint starts no read for another, and items are always the request's own", async () => {
    const calls: Call[] = [];
    const limits = { oldebroek: 3, roermond: 2 };
    await render(fakeContext("oldebroek", limits, calls));
    calls.length = 0;
    const roermond = await render(fakeContext("roermond", limits, calls));
    expect(calls.map((c) => c.kind)).toEqual(["page", "news"]);
    expect(roermond).toEqual(["roermond-1", "roermond-2"]);
    calls.length = 0;
    expect(await render(fakeContext("oldebroek", limits, calls))).toEqual(["oldebroek-1", "oldebroek-2", "oldebroek-3"]);
    expect(calls.every((c) => c.tenant === "oldebroek")).toBe(true);
  });
});
