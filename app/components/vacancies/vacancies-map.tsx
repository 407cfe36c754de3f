/**
 * The search's map view with JavaScript (pigeon-maps over PDOK's tiles, as the social map): the results of the
 * current page as markers linking to each vacancy, clustered per zoom (social-map/cluster.ts). Imported only in the
 * browser; without JavaScript the page shows StaticMarkersMap instead.
 */
import type { MapPoint } from "../social-map/cluster";
import { ClusteredMap } from "../social-map/clustered-map";

export interface VacanciesMapProps {
  points: MapPoint[];
  hrefOf: (id: string) => string;
  label: string;
  clusterLabel: (count: number) => string;
  attribution: string;
  height?: number;
}

export default function VacanciesMap({ height = 420, ...props }: VacanciesMapProps) {
  return <ClusteredMap {...props} height={height} testId="vacancies-map" />;
}
