import { describe, expect, it } from "vitest";
import { STATIC_MARKERS_HEIGHT, STATIC_MARKERS_WIDTH, staticMarkersLayout } from "./static-markers-map";

describe("staticMarkersLayout", () => {
  it("fits every point inside the view, with tiles behind it", () => {
    const points = [
      { id: "1", name: "a", lat: 52.45, lng: 5.95 },
      { id: "2", name: "b", lat: 52.48, lng: 6.01 },
      { id: "3", name: "c", lat: 52.4, lng: 5.9 },
    ];
    const { tiles, markers } = staticMarkersLayout(points);
    expect(tiles.length).toBeGreaterThan(0);
    for (const m of markers) {
      expect(Math.abs(m.dx)).toBeLessThanOrEqual(STATIC_MARKERS_WIDTH / 2);
      expect(Math.abs(m.dy)).toBeLessThanOrEqual(STATIC_MARKERS_HEIGHT / 2);
    }
  });
  it("shows the Netherlands without points", () => {
    expect(staticMarkersLayout([]).markers).toEqual([]);
  });
});
