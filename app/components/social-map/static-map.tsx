/**
 * A small map without JavaScript: the PDOK tiles around one coordinate as plain images, a marker on top (the
 * organisation page and /sociale-kaart/{id}). The tiles are decoration; the address beside it says where.
 */
import { MarkerPin } from "./marker-pin";
import { tilesAround } from "./tiles";

export const STATIC_MAP_WIDTH = 320;
export const STATIC_MAP_HEIGHT = 200;

export function StaticMap({ lat, lng, label, zoom = 15 }: { lat: number; lng: number; label: string; zoom?: number }) {
  const tiles = tilesAround(lat, lng, zoom, STATIC_MAP_WIDTH, STATIC_MAP_HEIGHT);
  return (
    <figure
      className="relative overflow-hidden rounded-[var(--radius)] border border-muted-200 bg-muted-100 dark:border-muted-700"
      style={{ width: "100%", maxWidth: STATIC_MAP_WIDTH, height: STATIC_MAP_HEIGHT }}
      role="img"
      aria-label={label}
      data-testid="static-map"
    >
      {/* Tiles as background images, not <img>: a tile that fails to load (PDOK down, offline) leaves the grey
          ground instead of the browser's broken-image glyph, without JavaScript. */}
      {tiles.map((tile) => (
        <div
          key={tile.key}
          aria-hidden="true"
          className="absolute bg-no-repeat"
          // Placed from the centre, so a view narrower than 320 px (a phone) stays centred on the point.
          style={{
            left: `calc(50% + ${tile.left - STATIC_MAP_WIDTH / 2}px)`,
            top: tile.top,
            width: 256,
            height: 256,
            backgroundImage: `url("${tile.url}")`,
          }}
        />
      ))}
      <MarkerPin className="absolute" style={{ left: "calc(50% - 12px)", top: STATIC_MAP_HEIGHT / 2 - 32 }} />
    </figure>
  );
}
