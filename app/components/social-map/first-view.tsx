/**
 * The social map's first view, drawn by the server: the PDOK tiles of the view that shows the filtered set's places
 * (`meta.bounds` of the organisations list), in the map's frame, before any script has run. A phone shows the map
 * with the page instead of after the scripts, the markers' request and the tiles (the page's largest paint), and the
 * JS map takes over at exactly this view, so nothing moves (docs/decisions/0081-the-social-maps-first-view.md).
 *
 * The server does not know the map's width, and the view that fits the places depends on it. So the view is fitted
 * per width class of the map (FIRST_VIEW_WIDTHS: the narrowest width of each class), a layer per class, and a
 * container query shows the one layer of the map's width; the tiles of the other layers are background images of
 * elements that are not displayed, which browsers do not load. The JS map fits with the same rule (`fitWidthOf`).
 * Without JavaScript there is no map (its markers need the script), so the frame is not displayed either.
 */
import type { MapBounds } from "../../../contract/organization-vocabulary";
import { fitBounds } from "./cluster";
import { NL_CENTER, NL_ZOOM, tilesAround } from "./tiles";

/** Every map's frame (and the first view's, the same before and after the script): a border, rounded corners, a container for the queries. */
export const MAP_FRAME_CLASS =
  "@container relative overflow-hidden rounded-[var(--radius)] border border-muted-200 bg-muted-100 dark:border-muted-700 dark:bg-muted-800";

/**
 * The width classes of the map, by their narrowest width (px): a phone (320–415 px screens), a large phone or small
 * tablet, the wide screen's column beside the list, and a tablet's full width. A view is fitted to its class's
 * narrowest width, so it holds every place at any width of the class.
 */
export const FIRST_VIEW_WIDTHS = [280, 400, 560, 720] as const;
/** How wide the last class's layer is drawn (the widest map: a tablet's full width). */
const WIDEST_MAP = 1024;

/**
 * Which layer shows at which map width, for a layer that serves the width classes `first`…`last` (classes with the
 * same view share one layer): literal classes, so Tailwind sees them.
 */
const LAYER_CLASSES: Record<string, string> = {
  "0-0": "block @min-[400px]:hidden",
  "0-1": "block @min-[560px]:hidden",
  "0-2": "block @min-[720px]:hidden",
  "0-3": "block",
  "1-1": "hidden @min-[400px]:block @min-[560px]:hidden",
  "1-2": "hidden @min-[400px]:block @min-[720px]:hidden",
  "1-3": "hidden @min-[400px]:block",
  "2-2": "hidden @min-[560px]:block @min-[720px]:hidden",
  "2-3": "hidden @min-[560px]:block",
  "3-3": "hidden @min-[720px]:block",
};

/** The width a map of `width` px fits its view to: its class's narrowest width. */
export function fitWidthOf(width: number): number {
  let fitted: number = FIRST_VIEW_WIDTHS[0];
  for (const bound of FIRST_VIEW_WIDTHS) if (width >= bound) fitted = bound;
  return fitted;
}

export interface FirstViewLayer {
  /** The width classes the layer serves (indexes into FIRST_VIEW_WIDTHS): neighbouring classes with one view share it. */
  first: number;
  last: number;
  center: [number, number];
  zoom: number;
}

/** The view of each width class for the set's places (all of the Netherlands when none has a place), one layer per view. */
export function firstViewLayers(bounds: MapBounds | null, height: number): FirstViewLayer[] {
  const layers: FirstViewLayer[] = [];
  FIRST_VIEW_WIDTHS.forEach((width, index) => {
    const view = fitBounds(bounds, width, height, { fallback: { center: NL_CENTER, zoom: NL_ZOOM } });
    const previous = layers.at(-1);
    // The centre depends on the places only, so a class with the zoom of the one before it shows the same tiles.
    if (previous && previous.zoom === view.zoom) previous.last = index;
    else layers.push({ first: index, last: index, ...view });
  });
  return layers;
}

const hundredths = (px: number) => Math.round(px * 100) / 100;

/** The layers of tiles, filling the frame; decoration (the JS map's markers and links say what is where). */
export function MapFirstView({ bounds, height }: { bounds: MapBounds | null; height: number }) {
  const layers = firstViewLayers(bounds, height);
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0" data-testid="map-first-view">
      {layers.map((layer) => {
        // Drawn as wide as the widest map the layer serves, from the frame's centre (as the JS map places its tiles).
        const drawn = FIRST_VIEW_WIDTHS[layer.last + 1] ?? WIDEST_MAP;
        const tiles = tilesAround(layer.center[0], layer.center[1], layer.zoom, drawn, height);
        return (
          <div
            key={layer.first}
            className={`absolute inset-0 ${LAYER_CLASSES[`${layer.first}-${layer.last}`]}`}
            data-zoom={layer.zoom}
          >
            {tiles.map((tile) => (
              <div
                key={tile.key}
                className="absolute size-[256px] bg-no-repeat"
                style={{
                  left: `calc(50% + ${hundredths(tile.fromCentre.x)}px)`,
                  top: `calc(50% + ${hundredths(tile.fromCentre.y)}px)`,
                  backgroundImage: `url("${tile.url}")`,
                }}
              />
            ))}
          </div>
        );
      })}
    </div>
  );
}
