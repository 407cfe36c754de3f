/**
 * The local icon endpoint (SPEC §7 Icons, §9 "server provider, local icon path"): `GET /icons?icons=a:b,c:d`
 * answers an array with one Iconify JSON subset per prefix, `[{ prefix, icons: { name: { body, … } }, width,
 * height }]`, read from the bundled npm icon set. Unknown (or malformed) names are left out rather than failing
 * the batch, so one typo in CMS content never costs a page its other icons.
 */
import type { IconifyJSON } from "@iconify/types";
import { getIconData } from "@iconify/utils/lib/icon-set/get-icon";
import { getIcons } from "@iconify/utils/lib/icon-set/get-icons";
import { iconToSVG } from "@iconify/utils/lib/svg/build";
import { ICON_MAX_PER_REQUEST, ICON_NAME, ICON_URL_MAX_LENGTH, type IconData, type IconSetAnswer } from "~/components/icon";

/**
 * Icon sets by prefix. Loaded on first use (its own chunk), so pages never pay for parsing ~600 KB of JSON on a
 * cold start; the whole set ships so CMS content may use any lucide icon.
 */
const ICON_SETS: Record<string, () => Promise<IconifyJSON>> = {
  lucide: async () => (await import("@iconify-json/lucide")).icons,
};

export const ICON_CACHE_CONTROL = "public, max-age=86400, immutable";

export interface IconAnswer {
  status: number;
  body: unknown;
  headers: Record<string, string>;
}

function error(status: number, code: string, title: string, detail: string): IconAnswer {
  return {
    status,
    body: { errors: [{ status: String(status), code, title, detail, source: { parameter: "icons" } }] },
    headers: { "Cache-Control": "no-store" },
  };
}

/** Requested names grouped by prefix; duplicates and malformed names dropped. */
export function parseIconNames(param: string): Map<string, string[]> {
  const byPrefix = new Map<string, string[]>();
  for (const full of new Set(param.split(",").map((n) => n.trim().toLowerCase()))) {
    if (!ICON_NAME.test(full)) continue;
    const [prefix, name] = full.split(":");
    byPrefix.set(prefix, [...(byPrefix.get(prefix) ?? []), name]);
  }
  return byPrefix;
}

/** The subset of `set` holding `names` (aliases and rotations/flips resolved into plain bodies); null if none. */
export function iconSubset(set: IconifyJSON, names: string[]): IconSetAnswer | null {
  const extracted = getIcons(set, names);
  if (!extracted) return null;
  const width = set.width ?? 16;
  const height = set.height ?? 16;
  const icons: Record<string, IconData> = {};
  for (const name of names) {
    const data = getIconData(extracted, name);
    if (!data) continue;
    // iconToSVG bakes rotations and flips into the body, so the client needs only the body and the viewBox.
    const svg = iconToSVG(data);
    const [left, top, w, h] = svg.viewBox;
    const icon: IconData = { body: svg.body };
    if (left !== 0) icon.left = left;
    if (top !== 0) icon.top = top;
    if (w !== width) icon.width = w;
    if (h !== height) icon.height = h;
    icons[name] = icon;
  }
  return Object.keys(icons).length > 0 ? { prefix: set.prefix, icons, width, height } : null;
}

export async function answerIconRequest(
  url: URL,
  loadSet: (prefix: string) => Promise<IconifyJSON | null> = (prefix) => ICON_SETS[prefix]?.() ?? Promise.resolve(null),
): Promise<IconAnswer> {
  // The client keeps its whole URL within the limit; the path + query is what every hop sees the same.
  if (url.pathname.length + url.search.length > ICON_URL_MAX_LENGTH) {
    return error(
      414,
      "icons_uri_too_long",
      "Request URL too long",
      `Keep the request URL within ${ICON_URL_MAX_LENGTH} characters.`,
    );
  }
  const param = url.searchParams.get("icons");
  if (!param?.trim()) return error(400, "icons_missing", "No icons requested", "Name icons as ?icons=prefix:name,…");
  const byPrefix = parseIconNames(param);
  const count = [...byPrefix.values()].reduce((sum, names) => sum + names.length, 0);
  if (count > ICON_MAX_PER_REQUEST) {
    return error(400, "icons_too_many", "Too many icons", `Ask for at most ${ICON_MAX_PER_REQUEST} icons per request.`);
  }
  const sets: IconSetAnswer[] = [];
  for (const [prefix, names] of byPrefix) {
    const set = await loadSet(prefix);
    const subset = set && iconSubset(set, names);
    if (subset) sets.push(subset);
  }
  return { status: 200, body: sets, headers: { "Cache-Control": ICON_CACHE_CONTROL } };
}
