/**
 * The social map's JS map (pigeon-maps over PDOK's BRT-Achtergrondkaart). Loaded only in the browser, beside the
 * server-rendered list that works without it. One request for the marker data (`markersUrl`: id, name, lat, lng of
 * the filtered set); markers are clustered per zoom (cluster.ts), a cluster zooms in when pressed, a marker links
 * to the organisation's entry. Markers and clusters are real buttons and links, reachable by keyboard.
 */
import { Overlay, Map as PigeonMap, ZoomControl } from "pigeon-maps";
import { useEffect, useMemo, useState } from "react";
import { clusterPoints, fitView, type MapPoint, zoomInto } from "./cluster";
import { MarkerPin } from "./marker-pin";
import { MAX_ZOOM, MIN_ZOOM, NL_CENTER, NL_ZOOM, tileUrl } from "./tiles";

export interface OrganizationsMapProps {
  markersUrl: string;
  hrefOf: (id: string) => string;
  label: string;
  clusterLabel: (count: number) => string;
  attribution: string;
  height?: number;
}

/** The resource route's compact rows: [id, name, lat, lng]. */
export type MarkerRow = [string, string, number, number];

const provider = (x: number, y: number, z: number) => tileUrl(x, y, z);

export default function OrganizationsMap({
  markersUrl,
  hrefOf,
  label,
  clusterLabel,
  attribution,
  height = 420,
}: OrganizationsMapProps) {
  const [points, setPoints] = useState<MapPoint[] | null>(null);
  const [view, setView] = useState<{ center: [number, number]; zoom: number }>({ center: NL_CENTER, zoom: NL_ZOOM });
  const [width, setWidth] = useState(600);

  useEffect(() => {
    const controller = new AbortController();
    fetch(markersUrl, { signal: controller.signal, headers: { Accept: "application/json" } })
      .then((response) => (response.ok ? (response.json() as Promise<{ markers: MarkerRow[] }>) : { markers: [] }))
      .then(({ markers }) => {
        const loaded = markers.map(([id, name, lat, lng]) => ({ id, name, lat, lng }));
        setPoints(loaded);
        setView(fitView(loaded, width, height, { fallback: { center: NL_CENTER, zoom: NL_ZOOM } }));
      })
      .catch(() => {
        if (!controller.signal.aborted) setPoints([]);
      });
    return () => controller.abort();
    // The view is fitted once per filtered set (the width read at that moment): a resize keeps the visitor's panning.
  }, [markersUrl]);

  const clusters = useMemo(() => clusterPoints(points ?? [], view.zoom), [points, view.zoom]);

  return (
    <section
      aria-label={label}
      aria-busy={points === null}
      className="overflow-hidden rounded-[var(--radius)] border border-muted-200 dark:border-muted-700"
      data-testid="social-map"
      data-markers={points?.length ?? ""}
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
