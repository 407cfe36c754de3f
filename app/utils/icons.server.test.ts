import type { IconifyJSON } from "@iconify/types";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ICON_MAX_PER_REQUEST, ICON_URL_MAX_LENGTH, iconRequestUrls } from "~/components/icon";
import { answerIconRequest, ICON_CACHE_CONTROL, iconSubset, parseIconNames } from "./icons.server";

const SET: IconifyJSON = {
  prefix: "test",
  width: 24,
  height: 24,
  icons: {
    house: { body: '<path d="M1 1"/>' },
    wide: { body: '<path d="M2 2"/>', width: 32 },
    arrow: { body: '<path d="M3 3"/>' },
  },
  aliases: {
    home: { parent: "house" },
    "arrow-left": { parent: "arrow", hFlip: true },
  },
};

const url = (query: string) => new URL(`https://oldebroek.example.nl/icons?icons=${query}`);

describe("parseIconNames", () => {
  it("groups by prefix, drops duplicates and malformed names", () => {
    const parsed = parseIconNames("lucide:house, lucide:house,mdi:car,no-prefix,lucide:Calendar,<svg>:x,lucide:");
    expect(Object.fromEntries(parsed)).toEqual({ lucide: ["house", "calendar"], mdi: ["car"] });
  });
});

describe("iconSubset", () => {
  it("returns only the asked icons with the set's default size", () => {
    expect(iconSubset(SET, ["house", "wide"])).toEqual({
      prefix: "test",
      width: 24,
      height: 24,
      icons: { house: { body: '<path d="M1 1"/>' }, wide: { body: '<path d="M2 2"/>', width: 32 } },
    });
  });

  it("resolves aliases under the asked name and bakes flips into the body", () => {
    const subset = iconSubset(SET, ["home", "arrow-left"])!;
    expect(subset.icons.home).toEqual({ body: '<path d="M1 1"/>' });
    expect(subset.icons["arrow-left"].body).toContain("scale(-1 1)");
  });

  it("omits unknown icons, and answers null when none is known", () => {
    expect(Object.keys(iconSubset(SET, ["house", "nope"])!.icons)).toEqual(["house"]);
    expect(iconSubset(SET, ["nope"])).toBeNull();
  });

  it("works on the bundled lucide set", async () => {
    const { icons } = await import("@iconify-json/lucide");
    const subset = iconSubset(icons, ["house", "calendar"])!;
    expect(subset.prefix).toBe("lucide");
    expect(subset.width).toBe(24);
    expect(Object.keys(subset.icons).sort()).toEqual(["calendar", "house"]);
    expect(subset.icons.house.body).toContain("<path");
  });
});

describe("answerIconRequest", () => {
  const load = async (prefix: string) => (prefix === "test" ? SET : null);

  it("answers one subset per known prefix with long cache headers", async () => {
    const answer = await answerIconRequest(url("test:house,test:nope,other:x"), load);
    expect(answer.status).toBe(200);
    expect(answer.headers["Cache-Control"]).toBe(ICON_CACHE_CONTROL);
    expect(answer.body).toEqual([{ prefix: "test", width: 24, height: 24, icons: { house: { body: '<path d="M1 1"/>' } } }]);
  });

  it("answers an empty list when nothing is known", async () => {
    expect((await answerIconRequest(url("test:nope"), load)).body).toEqual([]);
  });

  it("refuses a request URL over 500 characters with 414", async () => {
    const names = Array.from({ length: 40 }, (_, i) => `test:icon-number-${i}`).join(",");
    const long = url(names);
    expect(long.pathname.length + long.search.length).toBeGreaterThan(ICON_URL_MAX_LENGTH);
    const answer = await answerIconRequest(long, load);
    expect(answer.status).toBe(414);
    expect(answer.body).toMatchObject({ errors: [{ status: "414", code: "icons_uri_too_long" }] });
  });

  it("accepts exactly 500 characters", async () => {
    const base = url("test:house,").pathname.length + "?icons=test:house,".length;
    const filler = `test:${"a".repeat(ICON_URL_MAX_LENGTH - base - "test:".length)}`;
    const edge = url(`test:house,${filler}`);
    expect(edge.pathname.length + edge.search.length).toBe(ICON_URL_MAX_LENGTH);
    expect((await answerIconRequest(edge, load)).status).toBe(200);
  });

  it("refuses more than 50 icons and a missing list with 400", async () => {
    const many = Array.from({ length: ICON_MAX_PER_REQUEST + 1 }, (_, i) => `t:i${i}`).join(",");
    expect((await answerIconRequest(url(many), load)).status).toBe(400);
    expect((await answerIconRequest(new URL("https://x.nl/icons"), load)).body).toMatchObject({
      errors: [{ code: "icons_missing" }],
    });
  });
});

describe("iconRequestUrls (client batching)", () => {
  const origin = "https://www.vrijwilligerswerkoldebroek.nl";

  it("puts all names in one request when they fit", () => {
    expect(iconRequestUrls(["lucide:house", "lucide:calendar", "lucide:house"], origin)).toEqual([
      `${origin}/icons?icons=lucide%3Ahouse,lucide%3Acalendar`,
    ]);
  });

  it("splits so that no URL exceeds 500 characters or 50 icons, and skips malformed names", () => {
    const names = Array.from({ length: 120 }, (_, i) => `lucide:icon-${i}`);
    const urls = iconRequestUrls([...names, "not an icon"], origin);
    expect(urls.length).toBeGreaterThan(2);
    for (const u of urls) {
      expect(u.length).toBeLessThanOrEqual(ICON_URL_MAX_LENGTH);
      expect(new URL(u).searchParams.get("icons")!.split(",").length).toBeLessThanOrEqual(ICON_MAX_PER_REQUEST);
    }
    const sent = urls.flatMap((u) => new URL(u).searchParams.get("icons")!.split(","));
    expect(sent).toEqual(names);
  });

  it("server and client agree: every URL the client builds is accepted", async () => {
    const names = Array.from({ length: 200 }, (_, i) => `test:n${i}`);
    for (const u of iconRequestUrls(names, origin)) {
      expect((await answerIconRequest(new URL(u), async () => SET)).status).toBe(200);
    }
  });
});

describe("<Icon> (client loading)", () => {
  const origin = "https://oldebroek.example.nl";
  const answer = [
    { prefix: "lucide", width: 24, height: 24, icons: { house: { body: "<path/>" }, wide: { body: "<g/>", width: 48 } } },
  ];
  const realFetch = globalThis.fetch;
  let requests: string[] = [];

  beforeEach(() => {
    requests = [];
    vi.stubGlobal("window", { location: { origin } });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    globalThis.fetch = realFetch;
    vi.useRealTimers();
  });

  it("renders an empty, hidden 1em box on the server (nothing fetched)", async () => {
    const { renderToString } = await import("react-dom/server");
    const { createElement } = await import("react");
    const { Icon } = await import("~/components/icon");
    const html = renderToString(createElement(Icon, { name: "lucide:house" }));
    expect(html).toMatch(/^<svg[^>]*aria-hidden="true"[^>]*><\/svg>$/);
    expect(html).toContain('width="1em"');
    expect(renderToString(createElement(Icon, { name: "lucide:house", label: "Home" }))).toContain(
      'role="img" aria-label="Home"',
    );
  });

  it("batches the names of one tick into one request; unknown names settle as missing", async () => {
    vi.stubGlobal("fetch", async (url: string) => {
      requests.push(url);
      return new Response(JSON.stringify(answer), { headers: { "Content-Type": "application/json" } });
    });
    const { iconSnapshot, requestIcon } = await import("~/components/icon");
    requestIcon("lucide:house");
    requestIcon("lucide:wide");
    requestIcon("lucide:nope");
    requestIcon("not an icon");
    await vi.waitFor(() => expect(iconSnapshot("lucide:nope")).toBeNull());
    expect(requests).toEqual([`${origin}/icons?icons=lucide%3Ahouse,lucide%3Awide,lucide%3Anope`]);
    expect(iconSnapshot("lucide:house")).toMatchObject({ body: "<path/>", box: { viewBox: "0 0 24 24", ratio: 1 } });
    expect(iconSnapshot("lucide:wide")).toMatchObject({ box: { viewBox: "0 0 48 24", ratio: 2 } });
    expect(iconSnapshot("not an icon")).toBeNull();
    // Loaded names are not asked for again.
    requestIcon("lucide:house");
    await new Promise((r) => setTimeout(r, 10));
    expect(requests).toHaveLength(1);
  });

  it("gives up after 1500 ms and on errors, silently", async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      "fetch",
      (_url: string, init: RequestInit) =>
        new Promise((_, reject) => init.signal?.addEventListener("abort", () => reject(new Error("aborted")))),
    );
    const { iconSnapshot, requestIcon } = await import("~/components/icon");
    requestIcon("lucide:slow");
    await vi.advanceTimersByTimeAsync(1499);
    expect(iconSnapshot("lucide:slow")).toBeUndefined();
    await vi.advanceTimersByTimeAsync(2);
    expect(iconSnapshot("lucide:slow")).toBeNull();

    vi.stubGlobal("fetch", async () => new Response("oops", { status: 500 }));
    requestIcon("lucide:broken");
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(iconSnapshot("lucide:broken")).toBeNull());
  });
});
