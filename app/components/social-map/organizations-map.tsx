/**
 * The social map's JS map (pigeon-maps over PDOK's BRT-Achtergrondkaart). Loaded only in the browser, beside the
 * server-rendered list that works without it. One request for the marker data (`markersUrl`: id, name, lat, lng of
 * the filtered set); markers are clustered per zoom (cluster.ts), a cluster zooms in when pressed, a marker links
 * to the organisation's entry. Markers and clusters are real buttons and links, reachable by keyboard.
 */
import { useEffect, useState } from "react";
import { fitView, type MapPoint } from "./cluster";
import { ClusteredMap, type MapView } from "./clustered-map";
import { NL_CENTER, NL_ZOOM } from "./tiles";

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

export default function OrganizationsMap({
  markersUrl,
  hrefOf,
  label,
  clusterLabel,
  attribution,
  height = 420,
}: OrganizationsMapProps) {
  const [points, setPoints] = useState<MapPoint[] | null>(null);
  const [view, setView] = useState<MapView>({ center: NL_CENTER, zoom: NL_ZOOM });
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

  return (
    <ClusteredMap
      points={points}
      view={view}
      onViewChange={setView}
      onWidth={setWidth}
      width={width}
      hrefOf={hrefOf}
      label={label}
      clusterLabel={clusterLabel}
      attribution={attribution}
      height={height}
      testId="social-map"
    />
  );
}
