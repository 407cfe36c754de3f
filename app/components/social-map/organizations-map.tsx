/**
 * The social map's JS map (pigeon-maps over PDOK's BRT-Achtergrondkaart). Loaded only in the browser, beside the
 * server-rendered list that works without it. One request for the marker data (`markersUrl`: id, name, lat, lng of
 * the filtered set); markers are clustered per zoom (cluster.ts), a cluster zooms in when pressed, a marker links
 * to the organisation's entry. Markers and clusters are real buttons and links, reachable by keyboard.
 */
import { useEffect, useState } from "react";
import type { MapPoint } from "./cluster";
import { ClusteredMap, type ClusteredMapProps } from "./clustered-map";

export interface OrganizationsMapProps {
  markersUrl: string;
  hrefOf: (id: string) => string;
  label: string;
  clusterLabel: (count: number) => string;
  attribution: string;
  height?: number;
  firstView?: ClusteredMapProps["firstView"];
}

/** The resource route's compact rows: [id, name, lat, lng]. */
export type MarkerRow = [number, string, number, number];

export default function OrganizationsMap({
  markersUrl,
  hrefOf,
  label,
  clusterLabel,
  attribution,
  height = 420,
  firstView,
}: OrganizationsMapProps) {
  const [points, setPoints] = useState<MapPoint[] | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetch(markersUrl, { signal: controller.signal, headers: { Accept: "application/json" } })
      .then((response) => (response.ok ? (response.json() as Promise<{ markers: MarkerRow[] }>) : { markers: [] }))
      .then(({ markers }) => {
        setPoints(markers.map(([id, name, lat, lng]) => ({ id: String(id), name, lat, lng })));
      })
      .catch(() => {
        if (!controller.signal.aborted) setPoints([]);
      });
    return () => controller.abort();
  }, [markersUrl]);

  return (
    <ClusteredMap
      points={points}
      hrefOf={hrefOf}
      label={label}
      clusterLabel={clusterLabel}
      attribution={attribution}
      height={height}
      testId="social-map"
      firstView={firstView}
    />
  );
}
