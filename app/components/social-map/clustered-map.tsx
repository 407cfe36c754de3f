/**
 * The one pigeon-maps view of the site (the social map, the vacancy search's map): PDOK tiles, markers clustered
 * per zoom (cluster.ts), a cluster zooms in when pressed, a marker links to its entry. Markers and clusters are real
 * buttons and links, reachable by keyboard. The caller owns the points (how they load); the map fits its view to
 * each new set of points (by their ids) and leaves panning within one set to the visitor. No tile is drawn before the
 * first set is in and fitted to the map's measured width: tiles laid out for another view and then moved would shift
 * on the visitor's screen (layout shift) and load twice.
 */
import { Overlay, Map as PigeonMap, type TileComponent, ZoomControl } from "pigeon-maps";
import { useEffect, useMemo, useRef, useState } from "react";
import type { MapBounds } from "../../../contract/organization-vocabulary";
import { clusterPoints, fitBounds, fitView, type MapPoint, zoomInto } from "./cluster";
import { fitWidthOf, MAP_FRAME_CLASS, MapFirstView } from "./first-view";
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
  /**
   * The view the server drew first (the social map, first-view.tsx): the set's places. The map starts at it as soon as
   * its width is known, without waiting for the points, keeps the drawn tiles under its own until the view moves, and
   * fits every view to its width class as the server did.
   */
  firstView?: { bounds: MapBounds | null };
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

export function ClusteredMap({ points, hrefOf, label, clusterLabel, attribution, height, testId, firstView }: ClusteredMapProps) {
  const [width, setWidth] = useState<number | null>(null);
  // null until the view is known (the server's first view, or the first set of points) and the width measured: the
  // map and its tiles wait for it.
  const [view, setView] = useState<MapView | null>(null);
  // The server's tiles stay under the map's own until the view moves (they are this view's, and no others).
  const [underlay, setUnderlay] = useState(firstView !== undefined);
  const fittedKey = useRef<string | null>(null);
  const key = points?.map((p) => p.id).join(",") ?? null;
  const moveTo = (next: MapView) => {
    setView(next);
    setUnderlay(false);
  };
  useEffect(() => {
    if (width === null) return;
    if (firstView && fittedKey.current === null) {
      if (view === null) setView(fitBounds(firstView.bounds, fitWidthOf(width), height, { fallback: NL_VIEW }));
      // The first set of points is the one the server drew (the same filters): its view stays.
      if (key !== null) fittedKey.current = key;
      return;
    }
    // A new set of points (loaded, or the filters changed) is fitted at the width of that moment.
    if (key === null || key === fittedKey.current) return;
    fittedKey.current = key;
    moveTo(fit(points, firstView ? fitWidthOf(width) : width, height));
  }, [key, width === null]);
  const zoom = view?.zoom ?? NL_ZOOM;
  const clusters = useMemo(() => clusterPoints(points ?? [], zoom), [points, zoom]);
  return (
    <section
      aria-label={label}
      aria-busy={view === null}
      className={MAP_FRAME_CLASS}
      style={firstView ? { height: height + 2 } : undefined}
      data-testid={testId}
      data-markers={points?.length ?? ""}
      ref={(node) => {
        if (node?.clientWidth && (width === null || Math.abs(node.clientWidth - width) > 8)) setWidth(node.clientWidth);
      }}
    >
      {firstView && underlay ? <MapFirstView bounds={firstView.bounds} height={height} /> : null}
      {view === null ? (
        <div style={{ height }} />
      ) : (
        // Over the server's tiles, the map's own grey ground is left out until its tiles are drawn.
        <div className={firstView ? "relative [&>div]:bg-transparent!" : undefined}>
          <PigeonMap
            height={height}
            center={view.center}
            zoom={view.zoom}
            minZoom={MIN_ZOOM}
            maxZoom={MAX_ZOOM}
            provider={provider}
            tileComponent={Tile}
            attributionPrefix={false}
            attribution={<span>{attribution}</span>}
            twoFingerDrag={false}
            metaWheelZoom={false}
            onBoundsChanged={({ center, zoom, initial }) => (initial ? setView({ center, zoom }) : moveTo({ center, zoom }))}
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
                    onClick={() => moveTo({ center: [c.lat, c.lng], zoom: zoomInto(zoom, MAX_ZOOM) })}
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
        </div>
      )}
    </section>
  );
}
