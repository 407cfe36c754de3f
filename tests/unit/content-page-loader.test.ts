/**
 * The public content page's loader (ADR 0041): an old slug of a page answers 301 to its current address (news under
 * /nieuws, the locale prefix kept); a slug nobody had is the 404 page; the English title where one is stored.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { loader } from "../../app/routes/($slug)";

function contextWith(answer: { data: unknown[]; meta?: Record<string, unknown> }, locale = "nl") {
  const get = async () => ({ ...answer, status: 200 });
  return { tenant: { id: "oldebroek" }, volunteerCenterId: 1, locale, api: { get } } as unknown as AppLoadContext;
}

/** What the loader threw: a redirect Response, or the route error's `data()` (its `init.status`). */
async function thrown(run: () => Promise<unknown>): Promise<{ status: number; headers: Headers }> {
  try {
    await run();
  } catch (error) {
    if (error instanceof Response) return error;
    const init = (error as { init?: { status?: number } }).init;
    if (init?.status) return { status: init.status, headers: new Headers() };
    throw error;
  }
  throw new Error("the loader did not throw");
}

const args = (slug: string, context: AppLoadContext, url = `http://oldebroek.localhost/${slug}`) =>
  ({ params: { slug }, context, request: new Request(url) }) as unknown as Parameters<typeof loader>[0];

describe("($slug) loader", () => {
  it("answers 301 to the page's current slug when the slug moved", async () => {
    const context = contextWith({ data: [], meta: { redirectTo: { slug: "nieuwe-naam", pageType: "default" } } });
    const response = await thrown(() => loader(args("oude-naam", context)));
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/nieuwe-naam");
  });

  it("sends a moved news item to /nieuws, keeping the /en prefix", async () => {
    const context = contextWith({ data: [], meta: { redirectTo: { slug: "buurtnieuws", pageType: "news" } } }, "en");
    const response = await thrown(() => loader(args("oud", context, "http://oldebroek.localhost/en/oud")));
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/en/nieuws/buurtnieuws");
  });

  it("a slug nobody had is a 404 (positive control: no redirect without the API's redirect_to)", async () => {
    const response = await thrown(() => loader(args("nooit", contextWith({ data: [] }))));
    expect(response.status).toBe(404);
  });

  it("shows the English title on /en where one is stored, else the Dutch one marked lang=nl", async () => {
    const page = { id: "1", slug: "over-ons", title: "Over ons", titleEn: "About us", pageType: "default", contentBlocks: [] };
    const english = await loader(args("over-ons", contextWith({ data: [page] }, "en"), "http://oldebroek.localhost/en/over-ons"));
    expect(english.page).toMatchObject({ title: "About us" });
    expect(english.page.titleLang).toBeUndefined();
    const dutchOnly = await loader(
      args("over-ons", contextWith({ data: [{ ...page, titleEn: null }] }, "en"), "http://oldebroek.localhost/en/over-ons"),
    );
    expect(dutchOnly.page).toMatchObject({ title: "Over ons", titleLang: "nl" });
  });
});
