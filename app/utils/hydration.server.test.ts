import type { Miniflare } from "miniflare";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { workerdWith } from "../../tests/setup/workerd";
import {
  DEFERRED_MODULE_TYPE,
  HYDRATION_AFTER_PAINT_TRIGGER,
  HYDRATION_TRIGGER,
  hydratesAfterPaint,
  hydratesOnInteraction,
  scheduleHydration,
} from "./hydration.server";

const contextWith = (...handles: (object | undefined)[]) =>
  ({
    staticHandlerContext: { matches: handles.map((_, i) => ({ route: { id: `r${i}` } })) },
    routeModules: Object.fromEntries(handles.map((handle, i) => [`r${i}`, { handle }])),
  }) as unknown as Parameters<typeof hydratesOnInteraction>[0];

describe("hydratesOnInteraction", () => {
  it("follows the deepest matched route's handle", () => {
    expect(hydratesOnInteraction(contextWith({ isPublic: true }, { hydrateOnInteraction: true }))).toBe(true);
    expect(hydratesOnInteraction(contextWith({ hydrateOnInteraction: true }, { isPublic: true }))).toBe(false);
    expect(hydratesOnInteraction(contextWith({ isPublic: true }, undefined))).toBe(false);
    expect(hydratesOnInteraction(contextWith())).toBe(false);
  });
});

describe("hydratesAfterPaint", () => {
  it("follows the deepest matched route's handle", () => {
    expect(hydratesAfterPaint(contextWith({ isPublic: true }, { hydrateAfterPaint: true }))).toBe(true);
    expect(hydratesAfterPaint(contextWith({ hydrateAfterPaint: true }, { isPublic: true }))).toBe(false);
    expect(hydratesAfterPaint(contextWith({ isPublic: true }, { hydrateOnInteraction: true }))).toBe(false);
    expect(hydratesAfterPaint(contextWith())).toBe(false);
  });
});

describe("the trigger", () => {
  it("is one valid script that finds the inert module script by its type", () => {
    expect(() => new Function(HYDRATION_TRIGGER)).not.toThrow();
    expect(HYDRATION_TRIGGER).toContain(`script[type="${DEFERRED_MODULE_TYPE}"]`);
  });

  it("after the first paint: also one valid script, started by a paint entry or the first interaction", () => {
    expect(() => new Function(HYDRATION_AFTER_PAINT_TRIGGER)).not.toThrow();
    expect(HYDRATION_AFTER_PAINT_TRIGGER).toContain(`script[type="${DEFERRED_MODULE_TYPE}"]`);
    expect(HYDRATION_AFTER_PAINT_TRIGGER).toContain('observe({type:"paint",buffered:true})');
    expect(HYDRATION_AFTER_PAINT_TRIGGER).toContain("addEventListener(t,go,{capture:true,passive:true})");
  });
});

it("leaves the response alone where there is no HTMLRewriter (vite dev)", () => {
  const response = new Response("<html></html>");
  expect(scheduleHydration(response, { onInteraction: true, nonce: "n" })).toBe(response);
});

// HTMLRewriter exists in workerd only: the rewrite runs there through Miniflare.
describe("in workerd", () => {
  let mf: Miniflare;
  const PAGE =
    '<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/></head><body><main>text</main>' +
    '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/root.js"/>' +
    '<script nonce="N">window.__remixContext={}</script>' +
    '<script nonce="N" type="module" async="">import "/assets/root.js";import("/assets/entry.js")</script></body></html>';
  const WORKER = `
    import { scheduleHydration } from "./hydration.mjs";
    export default {
      async fetch(request) {
        const onInteraction = new URL(request.url).searchParams.has("lazy");
        const afterPaint = new URL(request.url).searchParams.has("paint");
        const page = ${JSON.stringify(PAGE)};
        return scheduleHydration(new Response(page, { headers: { "Content-Type": "text/html" } }), {
          onInteraction,
          afterPaint,
          nonce: "N",
        });
      },
    };`;

  beforeAll(async () => {
    mf = await workerdWith(WORKER, { "hydration.mjs": new URL("./hydration.server.ts", import.meta.url) });
  });
  afterAll(() => mf?.dispose());

  const render = async (path: string) => (await mf.dispatchFetch(`http://localhost${path}`)).text();

  it("on a reading page: no script file, an inert module script, preload hints and the trigger last in <body>", async () => {
    const html = await render("/?lazy");
    expect(html).not.toMatch(/<link[^>]*rel="modulepreload"/);
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    expect(html).toContain('<link data-modulepreload="/assets/entry.js" />');
    expect(html).toContain('<link data-modulepreload="/assets/root.js" />');
    expect(html).toContain(`<script nonce="N" type="${DEFERRED_MODULE_TYPE}" async="">import "/assets/root.js";`);
    expect(html).toContain('<link rel="stylesheet" href="/a.css"/>');
    expect(html).toContain('<script nonce="N">window.__remixContext={}</script>');
    expect(html.endsWith(`<script nonce="N">${HYDRATION_TRIGGER}</script></body></html>`)).toBe(true);
  });

  it("on a page that hydrates after its first paint: held back like a reading page, with the paint trigger", async () => {
    const html = await render("/?paint");
    expect(html).not.toMatch(/<link[^>]*rel="modulepreload"/);
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    expect(html).toContain('<link data-modulepreload="/assets/entry.js" />');
    expect(html).toContain(`<script nonce="N" type="${DEFERRED_MODULE_TYPE}" async="">import "/assets/root.js";`);
    expect(html.endsWith(`<script nonce="N">${HYDRATION_AFTER_PAINT_TRIGGER}</script></body></html>`)).toBe(true);
  });

  it("on other pages: hydrates at once, module preloads at low priority", async () => {
    const html = await render("/");
    expect(html).toContain('<link rel="modulepreload" href="/assets/entry.js" fetchpriority="low" />');
    expect(html).toContain('<script nonce="N" type="module" async="">');
    expect(html).not.toContain(HYDRATION_TRIGGER);
    expect(html).not.toContain(HYDRATION_AFTER_PAINT_TRIGGER);
  });
});
