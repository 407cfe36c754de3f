import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { fitBounds } from "./cluster";
import { FIRST_VIEW_WIDTHS, firstViewLayers, fitWidthOf, MapFirstView } from "./first-view";
import { NL_CENTER, NL_ZOOM, project } from "./tiles";

/** The places of the Oldebroek demo centre's organisations (the seed). */
const oldebroek = { south: 52.4298, west: 5.8842, north: 52.4737, east: 6.0165 };
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
  it("holds every place in view at the narrowest width of each class, centred on them; classes with one view share a layer", () => {
    const layers = firstViewLayers(oldebroek, HEIGHT);
    // Every class is served by exactly one layer, in order.
    expect(layers.flatMap((l) => Array.from({ length: l.last - l.first + 1 }, (_, i) => l.first + i))).toEqual(
      FIRST_VIEW_WIDTHS.map((_, i) => i),
    );
    const fallback = { center: NL_CENTER, zoom: NL_ZOOM };
    for (const layer of layers) {
      expect(layer.center).toEqual([(oldebroek.south + oldebroek.north) / 2, (oldebroek.west + oldebroek.east) / 2]);
      for (let index = layer.first; index <= layer.last; index++) {
        const width = FIRST_VIEW_WIDTHS[index] as number;
        const sw = project(oldebroek.south, oldebroek.west, layer.zoom);
        const ne = project(oldebroek.north, oldebroek.east, layer.zoom);
        expect(ne.x - sw.x).toBeLessThanOrEqual(width - 40);
        expect(sw.y - ne.y).toBeLessThanOrEqual(HEIGHT - 40);
        // The JS map at any width of the class fits the same view.
        expect(fitBounds(oldebroek, fitWidthOf(width + 50), HEIGHT, { fallback })).toEqual({
          center: layer.center,
          zoom: layer.zoom,
        });
      }
    }
    // Neighbouring layers differ in zoom (else they would be one), and wider classes come closer, never further out.
    const zooms = layers.map((l) => l.zoom);
    expect(new Set(zooms).size).toBe(zooms.length);
    expect(zooms).toEqual([...zooms].sort((a, b) => a - b));
    expect(layers.length).toBeGreaterThan(1);
  });

  it("shows all of the Netherlands when no place is known: one layer for every width", () => {
    expect(firstViewLayers(null, HEIGHT)).toEqual([{ first: 0, last: 3, center: NL_CENTER, zoom: NL_ZOOM }]);
  });
});

describe("<MapFirstView>", () => {
  it("draws one layer per view, shown by a container query, its tiles as background images from the frame's centre", () => {
    const html = renderToStaticMarkup(<MapFirstView bounds={oldebroek} height={HEIGHT} />);
    expect(html).not.toContain("<img");
    expect(html).toContain('aria-hidden="true"');
    const layers = [...html.matchAll(/<div class="absolute inset-0 ([^"]+)" data-zoom="(\d+)">/g)];
    // Oldebroek: zoom 11 for the two narrower classes, 12 for the two wider ones.
    expect(layers.map((m) => [m[1], Number(m[2])])).toEqual([
      ["block @min-[560px]:hidden", 11],
      ["hidden @min-[560px]:block", 12],
    ]);
    const tiles = html.match(
      /class="absolute size-\[256px\] bg-no-repeat" style="left:calc\(50% \+ -?[\d.]+px\);top:calc\(50% \+ -?[\d.]+px\);background-image:url\(&quot;https:\/\/service\.pdok\.nl\//g,
    );
    // Each layer covers its widest map (560 and 1024 px) by 420 px: 3–6 columns of 2–3 rows.
    expect(tiles?.length ?? 0).toBeGreaterThanOrEqual(6 + 8);
    expect(tiles?.length ?? 0).toBeLessThanOrEqual(12 + 18);
  });
});
