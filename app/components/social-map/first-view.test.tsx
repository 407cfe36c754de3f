import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { fitBounds } from "./cluster";
import { FIRST_VIEW_WIDTHS, firstViewLayers, fitWidthOf, MapFirstView } from "./first-view";
import { NL_CENTER, NL_ZOOM, project } from "./tiles";

/** Oldebroek's villages: Wezep, Oldebroek, Hattemerbroek, 't Loo. */
const oldebroek = { south: 52.43, west: 5.92, north: 52.52, east: 6.02 };
const HEIGHT = 420;

describe("fitWidthOf", () => {
  it("fits a map to its width class's narrowest width", () => {
    expect(fitWidthOf(200)).toBe(280);
    expect(fitWidthOf(343)).toBe(280);
    expect(fitWidthOf(399)).toBe(280);
    expect(fitWidthOf(400)).toBe(400);
    expect(fitWidthOf(640)).toBe(560);
    expect(fitWidthOf(990)).toBe(720);
  });
});

describe("firstViewLayers", () => {
  it("holds every place in view at the narrowest width of each class, centred on them", () => {
    const layers = firstViewLayers(oldebroek, HEIGHT);
    expect(layers.map((l) => l.width)).toEqual([...FIRST_VIEW_WIDTHS]);
    for (const layer of layers) {
      expect(layer.center).toEqual([(oldebroek.south + oldebroek.north) / 2, (oldebroek.west + oldebroek.east) / 2]);
      const sw = project(oldebroek.south, oldebroek.west, layer.zoom);
      const ne = project(oldebroek.north, oldebroek.east, layer.zoom);
      expect(ne.x - sw.x).toBeLessThanOrEqual(layer.width - 40);
      expect(sw.y - ne.y).toBeLessThanOrEqual(HEIGHT - 40);
      // The JS map at any width of the class fits the same view.
      expect(
        fitBounds(oldebroek, fitWidthOf(layer.width + 50), HEIGHT, { fallback: { center: NL_CENTER, zoom: NL_ZOOM } }),
      ).toEqual({ center: layer.center, zoom: layer.zoom });
    }
    // Wider classes may come closer, never further out.
    expect(layers.map((l) => l.zoom)).toEqual([...layers.map((l) => l.zoom)].sort((a, b) => a - b));
  });

  it("shows all of the Netherlands when no place is known", () => {
    expect(firstViewLayers(null, HEIGHT).every((l) => l.zoom === NL_ZOOM && l.center === NL_CENTER)).toBe(true);
  });
});

describe("<MapFirstView>", () => {
  it("draws one layer per width class, shown by a container query, its tiles as background images from the frame's centre", () => {
    const html = renderToStaticMarkup(<MapFirstView bounds={oldebroek} height={HEIGHT} />);
    expect(html).not.toContain("<img");
    expect(html).toContain('aria-hidden="true"');
    const layers = [...html.matchAll(/<div class="absolute inset-0 ([^"]+)" data-zoom="(\d+)">/g)];
    expect(layers.map((m) => m[1])).toEqual([
      "block @min-[400px]:hidden",
      "hidden @min-[400px]:block @min-[560px]:hidden",
      "hidden @min-[560px]:block @min-[720px]:hidden",
      "hidden @min-[720px]:block",
    ]);
    expect(layers.map((m) => Number(m[2]))).toEqual(firstViewLayers(oldebroek, HEIGHT).map((l) => l.zoom));
    const tiles = html.match(
      /left:calc\(50% \+ -?[\d.]+px\);top:calc\(50% \+ -?[\d.]+px\);width:256px;height:256px;background-image:url\(&quot;https:\/\/service\.pdok\.nl\//g,
    );
    // Each layer covers its widest map (400, 560, 720, 1024 px) by 420 px: 2–5 columns of 2–3 rows.
    expect(tiles?.length ?? 0).toBeGreaterThanOrEqual(4 * 4);
    expect(tiles?.length ?? 0).toBeLessThanOrEqual(4 * 18);
  });
});
