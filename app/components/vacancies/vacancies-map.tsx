/**
 * The search's map view with JavaScript (pigeon-maps over PDOK's tiles, as the social map): the results of the
 * current page as markers linking to each vacancy, clustered per zoom (social-map/cluster.ts). Imported only in the
 * browser; without JavaScript the page shows StaticMarkersMap instead.
 */
import { Overlay, Map as PigeonMap, ZoomControl } from "pigeon-maps";
import { useEffect, useMemo, useState } from "react";
import { clusterPoints, fitView, type MapPoint, zoomInto } from "../social-map/cluster";
import { MarkerPin } from "../social-map/marker-pin";
import { MAX_ZOOM, MIN_ZOOM, NL_CENTER, NL_ZOOM, tileUrl } from "../social-map/tiles";

export interface VacanciesMapProps {
  points: MapPoint[];
  hrefOf: (id: string) => string;
  label: string;
  clusterLabel: (count: number) => string;
  attribution: string;
  height?: number;
}

const provider = (x: number, y: number, z: number) => tileUrl(x, y, z);

export default function VacanciesMap({ points, hrefOf, label, clusterLabel, attribution, height = 420 }: VacanciesMapProps) {
  const [width, setWidth] = useState(600);
  const key = points.map((p) => p.id).join(",");
  const [view, setView] = useState(() => fitView(points, width, height, { fallback: { center: NL_CENTER, zoom: NL_ZOOM } }));
  // A new set of results (the filters changed) is fitted again; panning within one set is the visitor's.
  useEffect(() => {
    setView(fitView(points, width, height, { fallback: { center: NL_CENTER, zoom: NL_ZOOM } }));
  }, [key]);
  const clusters = useMemo(() => clusterPoints(points, view.zoom), [points, view.zoom]);
  return (
    <section
      aria-label={label}
      className="overflow-hidden rounded-[var(--radius)] border border-muted-200 dark:border-muted-700"
      data-testid="vacancies-map"
      data-markers={points.length}
      ref={(node) => {
        if (node?.clientWidth && Math.abs(node.clientWidth - width) > 8) setWidth(node.clientWidth);
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
                onClick={() => setView({ center: [c.lat, c.lng], zoom: zoomInto(view.zoom, MAX_ZOOM) })}
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
