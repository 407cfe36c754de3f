/**
 * The one pigeon-maps view of the site (the social map, the vacancy search's map): PDOK tiles, markers clustered
 * per zoom (cluster.ts), a cluster zooms in when pressed, a marker links to its entry. Markers and clusters are real
 * buttons and links, reachable by keyboard. The caller owns the points and the view (how it loads and fits them).
 */
import { Overlay, Map as PigeonMap, ZoomControl } from "pigeon-maps";
import { useMemo } from "react";
import { clusterPoints, type MapPoint, zoomInto } from "./cluster";
import { MarkerPin } from "./marker-pin";
import { MAX_ZOOM, MIN_ZOOM, tileUrl } from "./tiles";

export interface MapView {
  center: [number, number];
  zoom: number;
}

export interface ClusteredMapProps {
  /** null while loading (`aria-busy`). */
  points: MapPoint[] | null;
  view: MapView;
  onViewChange: (view: MapView) => void;
  /** The section's width when it changes by more than a few pixels (for fitting a new set of points). */
  onWidth: (width: number) => void;
  width: number;
  hrefOf: (id: string) => string;
  label: string;
  clusterLabel: (count: number) => string;
  attribution: string;
  height: number;
  testId: string;
}

const provider = (x: number, y: number, z: number) => tileUrl(x, y, z);

export function ClusteredMap({
  points,
  view,
  onViewChange,
  onWidth,
  width,
  hrefOf,
  label,
  clusterLabel,
  attribution,
  height,
  testId,
}: ClusteredMapProps) {
  const clusters = useMemo(() => clusterPoints(points ?? [], view.zoom), [points, view.zoom]);
  return (
    <section
      aria-label={label}
      aria-busy={points === null}
      className="overflow-hidden rounded-[var(--radius)] border border-muted-200 dark:border-muted-700"
      data-testid={testId}
      data-markers={points?.length ?? ""}
      ref={(node) => {
        if (node?.clientWidth && Math.abs(node.clientWidth - width) > 8) onWidth(node.clientWidth);
      }}
    >
      <PigeonMap
        height={height}
        center={view.center}
        zoom={view.zoom}
        minZoom={MIN_ZOOM}
        maxZoom={MAX_ZOOM}
        provider={provider}
        dprs={[1]}
        attributionPrefix={false}
        attribution={<span>{attribution}</span>}
        twoFingerDrag={false}
        metaWheelZoom={false}
        onBoundsChanged={({ center, zoom }) => onViewChange({ center, zoom })}
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
                onClick={() => onViewChange({ center: [c.lat, c.lng], zoom: zoomInto(view.zoom, MAX_ZOOM) })}
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
    </section>
  );
}
