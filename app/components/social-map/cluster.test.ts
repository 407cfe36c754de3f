import { describe, expect, it } from "vitest";
import { boundsOf, clusterPoints, fitView, MARKER_BOX, MARKER_GAP, type MapPoint, zoomInto } from "./cluster";
import { project, tilesAround, tileUrl, unproject } from "./tiles";

const utrecht: MapPoint = { id: "1", name: "A", lat: 52.0907, lng: 5.1214 };
const utrechtNextDoor: MapPoint = { id: "2", name: "B", lat: 52.0908, lng: 5.1216 };
const groningen: MapPoint = { id: "3", name: "C", lat: 53.2194, lng: 6.5665 };

describe("clusterPoints", () => {
  it("groups points that overlap at a zoom and keeps distant ones apart", () => {
    const clusters = clusterPoints([utrecht, utrechtNextDoor, groningen], 8);
    expect(clusters).toHaveLength(2);
    const cluster = clusters.find((c) => c.kind === "cluster");
    expect(cluster).toMatchObject({ kind: "cluster", count: 2, ids: ["1", "2"] });
    expect(clusters.find((c) => c.kind === "point")).toMatchObject({ point: groningen });
  });

  it("splits a cluster when zoomed in far enough", () => {
    const clusters = clusterPoints([utrecht, utrechtNextDoor], 19);
    expect(clusters.map((c) => c.kind)).toEqual(["point", "point"]);
  });

  it("draws a cluster at its first member's place", () => {
    const [cluster] = clusterPoints([utrecht, utrechtNextDoor], 7);
    expect(cluster).toMatchObject({ kind: "cluster", lat: utrecht.lat, lng: utrecht.lng, key: "c7:1" });
  });

  it("never lets two markers or clusters overlap, at any zoom, and keeps every point in exactly one", () => {
    const points: MapPoint[] = Array.from({ length: 2000 }, (_, i) => ({
      id: String(i),
      name: "",
      lat: 51.9 + ((i * 7919) % 400) / 1000,
      lng: 5.8 + ((i * 104729) % 600) / 1000,
    }));
    const spanX = MARKER_BOX.left + MARKER_BOX.right + MARKER_GAP;
    const spanY = MARKER_BOX.up + MARKER_BOX.down + MARKER_GAP;
    for (let zoom = 6; zoom <= 19; zoom++) {
      const clusters = clusterPoints(points, zoom);
      expect(clusters.reduce((n, c) => n + (c.kind === "point" ? 1 : c.count), 0)).toBe(points.length);
      const placed = clusters.map((c) => project(c.lat, c.lng, zoom));
      let overlaps = 0;
      for (let a = 0; a < placed.length; a++) {
        for (let b = a + 1; b < placed.length; b++) {
          const pa = placed[a]!;
          const pb = placed[b]!;
          if (Math.abs(pa.x - pb.x) < spanX && Math.abs(pa.y - pb.y) < spanY) overlaps++;
        }
      }
      expect({ zoom, overlaps }).toEqual({ zoom, overlaps: 0 });
    }
  });

  it("keeps two pins a pin's height apart when one stands right below the other", () => {
    // 40 px apart vertically at zoom 12 overlaps a pin (32 px up) with the box below the other (20 px down): one cluster.
    const above = { id: "a", name: "A", lat: 52.1, lng: 5.1 };
    const { x, y } = project(above.lat, above.lng, 12);
    const belowAt = unproject(x, y + 40, 12);
    const farAt = unproject(x, y + 60, 12);
    expect(clusterPoints([above, { id: "b", name: "B", ...belowAt }], 12)).toHaveLength(1);
    expect(clusterPoints([above, { id: "c", name: "C", ...farAt }], 12)).toHaveLength(2);
  });

  it("skips points without finite coordinates and handles none", () => {
    expect(clusterPoints([{ id: "x", name: "X", lat: Number.NaN, lng: 5 }], 10)).toEqual([]);
    expect(clusterPoints([], 10)).toEqual([]);
  });

  it("keeps every point of 2,000 in exactly one marker or cluster, quickly", () => {
    const points: MapPoint[] = Array.from({ length: 2000 }, (_, i) => ({
      id: String(i),
      name: `O${i}`,
      lat: 50.8 + ((i * 7919) % 2300) / 1000,
      lng: 3.4 + ((i * 104729) % 3700) / 1000,
    }));
    const started = performance.now();
    const clusters = clusterPoints(points, 8);
    expect(performance.now() - started).toBeLessThan(50);
    const covered = clusters.reduce((n, c) => n + (c.kind === "point" ? 1 : c.count), 0);
    expect(covered).toBe(2000);
    expect(clusters.length).toBeLessThan(400);
  });
});

describe("zoomInto and boundsOf", () => {
  it("zooms two levels in, capped", () => {
    expect(zoomInto(8, 19)).toBe(10);
    expect(zoomInto(18.6, 19)).toBe(19);
  });
  it("spans the points", () => {
    expect(boundsOf([utrecht, groningen])).toEqual({ sw: [utrecht.lat, utrecht.lng], ne: [groningen.lat, groningen.lng] });
    expect(boundsOf([])).toBeNull();
  });
});

describe("fitView", () => {
  const fallback = { center: [52.16, 5.29] as [number, number], zoom: 7 };
  it("falls back without points and zooms close on one", () => {
    expect(fitView([], 600, 400, { fallback })).toEqual(fallback);
    expect(fitView([utrecht], 600, 400, { fallback, maxZoom: 15 })).toEqual({ center: [utrecht.lat, utrecht.lng], zoom: 15 });
  });
  it("fits Utrecht and Groningen into a phone-sized view", () => {
    const { zoom, center } = fitView([utrecht, groningen], 320, 300, { fallback });
    expect(zoom).toBe(7);
    expect(center[0]).toBeCloseTo((utrecht.lat + groningen.lat) / 2, 6);
  });
});

describe("tiles", () => {
  it("unprojects what it projects", () => {
    const { x, y } = project(utrecht.lat, utrecht.lng, 12);
    const back = unproject(x, y, 12);
    expect(back.lat).toBeCloseTo(utrecht.lat, 8);
    expect(back.lng).toBeCloseTo(utrecht.lng, 8);
  });
  it("projects to Web Mercator world pixels", () => {
    expect(project(0, 0, 0)).toEqual({ x: 128, y: 128 });
    const { x, y } = project(utrecht.lat, utrecht.lng, 15);
    expect(Math.floor(x / 256)).toBe(16850);
    expect(Math.floor(y / 256)).toBe(10810);
  });
  it("covers the view with PDOK tiles around the point", () => {
    const tiles = tilesAround(utrecht.lat, utrecht.lng, 15, 320, 200);
    expect(tiles.length).toBeGreaterThanOrEqual(2);
    expect(tiles.length).toBeLessThanOrEqual(6);
    for (const tile of tiles) {
      expect(tile.left).toBeGreaterThan(-256);
      expect(tile.left).toBeLessThan(320);
      expect(tile.url).toMatch(
        /^https:\/\/service\.pdok\.nl\/brt\/achtergrondkaart\/wmts\/v2_0\/standaard\/EPSG:3857\/15\/\d+\/\d+\.png$/,
      );
    }
    expect(tileUrl(1, 2, 3)).toBe("https://service.pdok.nl/brt/achtergrondkaart/wmts/v2_0/standaard/EPSG:3857/3/1/2.png");
  });
});
