/**
 * The one pigeon-maps view of the site (the social map, the vacancy search's map): PDOK tiles, markers clustered
 * per zoom (cluster.ts), a cluster zooms in when pressed, a marker links to its entry. Markers and clusters are real
 * buttons and links, reachable by keyboard. The caller owns the points (how they load); the map fits its view to
 * each new set of points (by their ids) and leaves panning within one set to the visitor. No tile is drawn before the
 * first set is in and fitted to the map's measured width: tiles laid out for another view and then moved would shift
 * on the visitor's screen (layout shift) and load twice.
 */
import { Overlay, Map as PigeonMap, type TileComponent, ZoomControl } from "pigeon-maps";
import { useEffect, useMemo, useState } from "react";
import { clusterPoints, fitView, type MapPoint, zoomInto } from "./cluster";
import { MarkerPin } from "./marker-pin";
import { MAX_ZOOM, MIN_ZOOM, NL_CENTER, NL_ZOOM, tileUrl } from "./tiles";

export interface MapView {
  center: [number, number];
  zoom: number;
}

export interface ClusteredMapProps {
  /** null while loading (`aria-busy`). */
  points: MapPoint[] | null;
  hrefOf: (id: string) => string;
  label: string;
  clusterLabel: (count: number) => string;
  attribution: string;
  height: number;
  testId: string;
}

const provider = (x: number, y: number, z: number) => tileUrl(x, y, z);

/**
 * pigeon-maps' tile, hidden when it fails to load (no broken-image glyph over the map; the map stays usable). PDOK
 * serves its tiles at one density (256 px); the `1x` says so, rather than leaving the browser to guess.
 */
const Tile: TileComponent = ({ tile, tileLoaded }) => (
  <img
    src={tile.url}
    srcSet={`${tile.url} 1x`}
    width={tile.width}
    height={tile.height}
    loading="lazy"
    alt=""
    onLoad={tileLoaded}
    onError={(event) => {
      event.currentTarget.style.visibility = "hidden";
      tileLoaded();
    }}
    style={{
      position: "absolute",
      left: tile.left,
      top: tile.top,
      willChange: "transform",
      transformOrigin: "top left",
      opacity: 1,
    }}
  />
);

const NL_VIEW: MapView = { center: NL_CENTER, zoom: NL_ZOOM };
const fit = (points: MapPoint[] | null, width: number, height: number) =>
  points ? fitView(points, width, height, { fallback: NL_VIEW }) : NL_VIEW;

export function ClusteredMap({ points, hrefOf, label, clusterLabel, attribution, height, testId }: ClusteredMapProps) {
  const [width, setWidth] = useState<number | null>(null);
  // null until the first set of points is in and the width measured: the map (and its tiles) waits for its view.
  const [view, setView] = useState<MapView | null>(null);
  const key = points?.map((p) => p.id).join(",") ?? null;
  // A new set of points (loaded, or the filters changed) is fitted at the width of that moment.
  useEffect(() => {
    if (key !== null && width !== null) setView(fit(points, width, height));
  }, [key, width === null]);
  const zoom = view?.zoom ?? NL_ZOOM;
  const clusters = useMemo(() => clusterPoints(points ?? [], zoom), [points, zoom]);
  return (
    <section
      aria-label={label}
      aria-busy={view === null}
      className="overflow-hidden rounded-[var(--radius)] border border-muted-200 dark:border-muted-700"
      data-testid={testId}
      data-markers={points?.length ?? ""}
      ref={(node) => {
        if (node?.clientWidth && (width === null || Math.abs(node.clientWidth - width) > 8)) setWidth(node.clientWidth);
      }}
    >
      {view === null ? (
        <div style={{ height }} />
      ) : (
        <PigeonMap
          height={height}
          center={view.center}
          zoom={view.zoom}
          minZoom={MIN_ZOOM}
          maxZoom={MAX_ZOOM}
          provider={provider}
          tileComponent={Tile}
          dprs={[1]}
          attributionPrefix={false}
          attribution={<span>{attribution}</span>}
          twoFingerDrag={false}
          metaWheelZoom={false}
          onBoundsChanged={({ center, zoom }) => setView({ center, zoom })}
        >
          <ZoomControl />
          {clusters.map((c) =>
            c.kind === "cluster" ? (
              <Overlay key={c.key} anchor={[c.lat, c.lng]} offset={[20, 20]}>
                <button
                  type="button"
                  className="flex h-10 w-10 items-center justify-center rounded-full border-2 border-white bg-primary-700 font-bold text-white shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-black"
                  aria-label={clusterLabel(c.count)}
                  data-testid="map-cluster"
                  onClick={() => setView({ center: [c.lat, c.lng], zoom: zoomInto(zoom, MAX_ZOOM) })}
                >
                  {c.count}
                </button>
              </Overlay>
            ) : (
              <Overlay key={c.key} anchor={[c.lat, c.lng]} offset={[12, 32]}>
                <a href={hrefOf(c.point.id)} title={c.point.name} data-testid="map-marker" className="block">
                  <MarkerPin />
                  <span className="sr-only">{c.point.name}</span>
                </a>
              </Overlay>
            ),
          )}
        </PigeonMap>
      )}
    </section>
  );
}
