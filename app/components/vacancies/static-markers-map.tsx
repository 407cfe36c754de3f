/**
 * A map of several points without JavaScript (the search's map view when scripts are off): the PDOK tiles of the
 * view fitted around the points as plain images, and a marker per point that links to it. Like StaticMap, placed
 * from the centre so a narrow screen stays centred.
 */
import { fitView, type MapPoint } from "../social-map/cluster";
import { MarkerPin } from "../social-map/marker-pin";
import { NL_CENTER, NL_ZOOM, project, tilesAround } from "../social-map/tiles";

export const STATIC_MARKERS_WIDTH = 640;
export const STATIC_MARKERS_HEIGHT = 400;

/** Where each point sits in the view (px from the view's centre) and the tiles behind it. Pure, for tests. */
export function staticMarkersLayout(points: readonly MapPoint[], width = STATIC_MARKERS_WIDTH, height = STATIC_MARKERS_HEIGHT) {
  const { center, zoom } = fitView(points, width, height, { maxZoom: 15, fallback: { center: NL_CENTER, zoom: NL_ZOOM } });
  const origin = project(center[0], center[1], zoom);
  return {
    tiles: tilesAround(center[0], center[1], zoom, width, height),
    markers: points.map((p) => {
      const at = project(p.lat, p.lng, zoom);
      return { point: p, dx: Math.round(at.x - origin.x), dy: Math.round(at.y - origin.y) };
    }),
  };
}

export function StaticMarkersMap({
  points,
  hrefOf,
  label,
  attribution,
}: {
  points: readonly MapPoint[];
  hrefOf: (id: string) => string;
  label: string;
  attribution: string;
}) {
  const width = STATIC_MARKERS_WIDTH;
  const height = STATIC_MARKERS_HEIGHT;
  const { tiles, markers } = staticMarkersLayout(points, width, height);
  return (
    <section aria-label={label} data-testid="vacancies-static-map">
      <div
        className="relative overflow-hidden rounded-[var(--radius)] border border-muted-200 bg-muted-100 dark:border-muted-700"
        style={{ width: "100%", maxWidth: width, height }}
      >
        {tiles.map((tile) => (
          <img
            key={tile.key}
            src={tile.url}
            alt=""
            width={256}
            height={256}
            loading="lazy"
            decoding="async"
            className="absolute max-w-none"
            style={{ left: `calc(50% + ${tile.left - width / 2}px)`, top: tile.top }}
          />
        ))}
        {markers.map(({ point, dx, dy }) => (
          <a
            key={point.id}
            href={hrefOf(point.id)}
            title={point.name}
            className="absolute block"
            style={{ left: `calc(50% + ${dx - 12}px)`, top: height / 2 + dy - 32 }}
            data-testid="map-marker"
          >
            <MarkerPin />
            <span className="sr-only">{point.name}</span>
          </a>
        ))}
      </div>
      <p className="mt-1 text-xs text-muted-700 dark:text-muted-300">{attribution}</p>
    </section>
  );
}
