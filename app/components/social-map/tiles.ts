/**
 * Web Mercator tile arithmetic for PDOK's BRT-Achtergrondkaart (WMTS, EPSG:3857, 256 px tiles, no key). Isomorphic:
 * the static map (no JS) places its tiles and marker with it; the JS map and the clustering project with it too.
 */
export const PDOK_TILE_HOST = "https://service.pdok.nl";
export const PDOK_TILE_TEMPLATE = `${PDOK_TILE_HOST}/brt/achtergrondkaart/wmts/v2_0/standaard/EPSG:3857/{z}/{x}/{y}.png`;
export const TILE_SIZE = 256;
/** BRT-Achtergrondkaart's zoom levels in EPSG:3857. */
export const MIN_ZOOM = 6;
export const MAX_ZOOM = 19;
/** The centre and zoom showing all of the Netherlands. */
export const NL_CENTER: [number, number] = [52.16, 5.29];
export const NL_ZOOM = 7;

export function tileUrl(x: number, y: number, z: number): string {
  return PDOK_TILE_TEMPLATE.replace("{z}", String(z)).replace("{x}", String(x)).replace("{y}", String(y));
}

/** A coordinate as world pixels at zoom `z` (0,0 = the north-west corner; 256·2^z wide). */
export function project(lat: number, lng: number, z: number): { x: number; y: number } {
  const scale = TILE_SIZE * 2 ** z;
  const clamped = Math.max(-85.05112878, Math.min(85.05112878, lat));
  const sin = Math.sin((clamped * Math.PI) / 180);
  return {
    x: ((lng + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  };
}

export interface PlacedTile {
  key: string;
  url: string;
  /** Offset of the tile's top-left corner inside the view, in whole px. */
  left: number;
  top: number;
  /** The same from the view's centre, unrounded (where the JS map puts the tile). */
  fromCentre: { x: number; y: number };
}

/** The tiles covering a `width`×`height` px view centred on a coordinate at zoom `z`. */
export function tilesAround(lat: number, lng: number, z: number, width: number, height: number): PlacedTile[] {
  const centre = project(lat, lng, z);
  const originX = centre.x - width / 2;
  const originY = centre.y - height / 2;
  const count = 2 ** z;
  const tiles: PlacedTile[] = [];
  for (let ty = Math.floor(originY / TILE_SIZE); ty * TILE_SIZE < originY + height; ty++) {
    for (let tx = Math.floor(originX / TILE_SIZE); tx * TILE_SIZE < originX + width; tx++) {
      if (ty < 0 || ty >= count) continue;
      const wrapped = ((tx % count) + count) % count;
      tiles.push({
        key: `${z}/${tx}/${ty}`,
        url: tileUrl(wrapped, ty, z),
        left: Math.round(tx * TILE_SIZE - originX),
        top: Math.round(ty * TILE_SIZE - originY),
        fromCentre: { x: tx * TILE_SIZE - centre.x, y: ty * TILE_SIZE - centre.y },
      });
    }
  }
  return tiles;
}

/** World pixels at zoom `z` back to a coordinate (the inverse of `project`). */
export function unproject(x: number, y: number, z: number): { lat: number; lng: number } {
  const scale = TILE_SIZE * 2 ** z;
  const lng = (x / scale) * 360 - 180;
  const n = Math.PI - (2 * Math.PI * y) / scale;
  return { lat: (180 / Math.PI) * Math.atan(Math.sinh(n)), lng };
}
