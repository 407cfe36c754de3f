/**
 * Clustering of the map's markers per zoom, so that no two of them overlap: at a zoom, points are projected to world
 * pixels and taken in order; a point within another marker's reserved box joins it (that marker becomes a cluster,
 * drawn at its first member's place), else it is a marker of its own. Every marker and cluster reserves the box both
 * shapes fit in — a pin (24 × 32, its tip at the point) and a badge (40 × 40, centred) — plus a gap, so pins and badges
 * never cover each other and each stays a whole target of at least 24 × 24 px (WCAG 2.5.8). O(n) per zoom change
 * (a grid of box-sized cells finds the neighbours), no dependency; 2,000 points take well under a millisecond.
 */
import type { MapBounds } from "../../../contract/organization-vocabulary";
import { project } from "./tiles";

export interface MapPoint {
  id: string;
  name: string;
  lat: number;
  lng: number;
}

export type Cluster =
  | { kind: "point"; key: string; lat: number; lng: number; point: MapPoint }
  | { kind: "cluster"; key: string; lat: number; lng: number; count: number; ids: string[] };

/** What a marker or cluster covers around its anchor, px: the pin (12 left and right, 32 up) or the badge (20 round). */
export const MARKER_BOX = { left: 20, right: 20, up: 32, down: 20 } as const;
/** Free space kept between two markers' boxes, px. */
export const MARKER_GAP = 4;
/** Two anchors closer than this on both axes would overlap. */
const SPAN_X = MARKER_BOX.left + MARKER_BOX.right + MARKER_GAP;
const SPAN_Y = MARKER_BOX.up + MARKER_BOX.down + MARKER_GAP;

interface Group {
  /** Its place in the order groups were started (the earliest of several neighbours takes a point). */
  order: number;
  x: number;
  y: number;
  members: MapPoint[];
}

export function clusterPoints(points: readonly MapPoint[], zoom: number): Cluster[] {
  const z = Math.max(0, Math.round(zoom));
  const groups: Group[] = [];
  // Each group's anchor sits in one grid cell of SPAN_X × SPAN_Y; an anchor in conflict is in a neighbouring cell.
  const grid = new Map<string, Group[]>();
  for (const point of points) {
    if (!Number.isFinite(point.lat) || !Number.isFinite(point.lng)) continue;
    const { x, y } = project(point.lat, point.lng, z);
    const cx = Math.floor(x / SPAN_X);
    const cy = Math.floor(y / SPAN_Y);
    let home: Group | null = null;
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        for (const group of grid.get(`${cx + dx}:${cy + dy}`) ?? []) {
          const conflicts = Math.abs(group.x - x) < SPAN_X && Math.abs(group.y - y) < SPAN_Y;
          if (conflicts && (!home || group.order < home.order)) home = group;
        }
      }
    }
    if (home) {
      home.members.push(point);
      continue;
    }
    const group: Group = { order: groups.length, x, y, members: [point] };
    groups.push(group);
    const key = `${cx}:${cy}`;
    const cell = grid.get(key);
    if (cell) cell.push(group);
    else grid.set(key, [group]);
  }
  return groups.map(({ members }) => {
    const [first] = members as [MapPoint];
    return members.length === 1
      ? { kind: "point", key: `p${first.id}`, lat: first.lat, lng: first.lng, point: first }
      : {
          kind: "cluster",
          key: `c${z}:${first.id}`,
          lat: first.lat,
          lng: first.lng,
          count: members.length,
          ids: members.map((m) => m.id),
        };
  });
}

/** The zoom at which a cluster's members spread out: two levels closer, at most `maxZoom`. */
export function zoomInto(zoom: number, maxZoom: number): number {
  return Math.min(maxZoom, Math.round(zoom) + 2);
}

/** The box around points, for fitting the map to the filtered set; null without points. */
export function boundsOf(points: readonly MapPoint[]): { sw: [number, number]; ne: [number, number] } | null {
  if (points.length === 0) return null;
  let minLat = 90;
  let maxLat = -90;
  let minLng = 180;
  let maxLng = -180;
  for (const p of points) {
    minLat = Math.min(minLat, p.lat);
    maxLat = Math.max(maxLat, p.lat);
    minLng = Math.min(minLng, p.lng);
    maxLng = Math.max(maxLng, p.lng);
  }
  return { sw: [minLat, minLng], ne: [maxLat, maxLng] };
}

/** The centre and the closest whole zoom (within `minZoom`…`maxZoom`) showing every point in a `width`×`height` view. */
export function fitView(
  points: readonly MapPoint[],
  width: number,
  height: number,
  options: { minZoom?: number; maxZoom?: number; fallback: { center: [number, number]; zoom: number } },
): { center: [number, number]; zoom: number } {
  const box = boundsOf(points);
  return fitBounds(box && { south: box.sw[0], west: box.sw[1], north: box.ne[0], east: box.ne[1] }, width, height, options);
}

/** fitView for a box of places (the organisations list's `meta.bounds`); the fallback without one. */
export function fitBounds(
  box: MapBounds | null,
  width: number,
  height: number,
  {
    minZoom = 6,
    maxZoom = 16,
    fallback,
  }: { minZoom?: number; maxZoom?: number; fallback: { center: [number, number]; zoom: number } },
): { center: [number, number]; zoom: number } {
  if (!box) return fallback;
  const center: [number, number] = [(box.south + box.north) / 2, (box.west + box.east) / 2];
  for (let z = maxZoom; z > minZoom; z--) {
    const sw = project(box.south, box.west, z);
    const ne = project(box.north, box.east, z);
    // A margin of 40 px keeps edge markers fully in view.
    if (ne.x - sw.x <= width - 40 && sw.y - ne.y <= height - 40) return { center, zoom: z };
  }
  return { center, zoom: minZoom };
}
