/**
 * The search's map view with JavaScript (pigeon-maps over PDOK's tiles, as the social map): the results of the
 * current page as markers linking to each vacancy, clustered per zoom (social-map/cluster.ts). Imported only in the
 * browser; without JavaScript the page shows StaticMarkersMap instead.
 */
import { useEffect, useState } from "react";
import { fitView, type MapPoint } from "../social-map/cluster";
import { ClusteredMap } from "../social-map/clustered-map";
import { NL_CENTER, NL_ZOOM } from "../social-map/tiles";

export interface VacanciesMapProps {
  points: MapPoint[];
  hrefOf: (id: string) => string;
  label: string;
  clusterLabel: (count: number) => string;
  attribution: string;
  height?: number;
}

export default function VacanciesMap({ points, hrefOf, label, clusterLabel, attribution, height = 420 }: VacanciesMapProps) {
  const [width, setWidth] = useState(600);
  const key = points.map((p) => p.id).join(",");
  const [view, setView] = useState(() => fitView(points, width, height, { fallback: { center: NL_CENTER, zoom: NL_ZOOM } }));
  // A new set of results (the filters changed) is fitted again; panning within one set is the visitor's.
  useEffect(() => {
    setView(fitView(points, width, height, { fallback: { center: NL_CENTER, zoom: NL_ZOOM } }));
  }, [key]);
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
      testId="vacancies-map"
    />
  );
}
