/**
 * `<Icon name="lucide:house" />` (SPEC §7 Icons, §9 icon service). The server renders an empty 1em box (no
 * layout shift, nothing fetched during SSR); in the browser every icon name mounted in the same tick is asked for
 * in one `GET /icons?icons=…` (split so that no request URL exceeds 500 characters or 50 icons), with a 1500 ms
 * timeout. Unknown icons and failures silently render nothing — never a broken page.
 */
import { useEffect, useSyncExternalStore } from "react";

export const ICON_PATH = "/icons";
export const ICON_FETCH_TIMEOUT_MS = 1500;
/** SPEC §9: "request URL up to 500 characters". */
export const ICON_URL_MAX_LENGTH = 500;
export const ICON_MAX_PER_REQUEST = 50;
/** `prefix:name`, Iconify's naming (lowercase words joined by dashes). */
export const ICON_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*:[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** One icon in the `/icons` answer: SVG body plus its box when it differs from the set's default. */
export interface IconData {
  body: string;
  left?: number;
  top?: number;
  width?: number;
  height?: number;
}

/** The `/icons` answer is an array with one of these per prefix that had a known icon (Iconify JSON subset). */
export interface IconSetAnswer {
  prefix: string;
  icons: Record<string, IconData>;
  width: number;
  height: number;
}

/** Request URLs for `names`, each within the URL length and count limits (`origin` counts towards the length). */
export function iconRequestUrls(names: string[], origin = ""): string[] {
  const urls: string[] = [];
  const head = `${origin}${ICON_PATH}?icons=`;
  let batch: string[] = [];
  const urlOf = (list: string[]) => head + list.map(encodeURIComponent).join(",");
  for (const name of new Set(names)) {
    if (!ICON_NAME.test(name) || urlOf([name]).length > ICON_URL_MAX_LENGTH) continue;
    const next = [...batch, name];
    if (batch.length > 0 && (next.length > ICON_MAX_PER_REQUEST || urlOf(next).length > ICON_URL_MAX_LENGTH)) {
      urls.push(urlOf(batch));
      batch = [name];
    } else {
      batch = next;
    }
  }
  if (batch.length > 0) urls.push(urlOf(batch));
  return urls;
}

// ── Client cache: name → data, or null once the name is known to be missing or its request failed ──────────

type Box = { viewBox: string; ratio: number };
interface Resolved extends IconData {
  box: Box;
}

const cache = new Map<string, Resolved | null>();
const listeners = new Set<() => void>();
const queued = new Set<string>();
let flushScheduled = false;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function settle(entries: Iterable<[string, Resolved | null]>) {
  for (const [name, value] of entries) cache.set(name, value);
  for (const listener of listeners) listener();
}

function resolve(set: IconSetAnswer, icon: IconData): Resolved {
  const left = icon.left ?? 0;
  const top = icon.top ?? 0;
  const width = icon.width ?? set.width ?? 16;
  const height = icon.height ?? set.height ?? 16;
  return { ...icon, box: { viewBox: `${left} ${top} ${width} ${height}`, ratio: width / height } };
}

async function fetchBatch(url: string, names: string[]) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ICON_FETCH_TIMEOUT_MS);
  const found = new Map<string, Resolved | null>(names.map((name) => [name, null]));
  try {
    const response = await fetch(url, { signal: controller.signal });
    if (response.ok) {
      const sets = (await response.json()) as IconSetAnswer[];
      for (const set of Array.isArray(sets) ? sets : []) {
        for (const [name, icon] of Object.entries(set.icons ?? {})) {
          if (typeof icon?.body === "string") found.set(`${set.prefix}:${name}`, resolve(set, icon));
        }
      }
    }
  } catch {
    // Offline, timed out or malformed: the icons stay away (SPEC §7).
  } finally {
    clearTimeout(timer);
  }
  settle(found);
}

function flush() {
  flushScheduled = false;
  const names = [...queued];
  queued.clear();
  const sent = new Set<string>();
  for (const url of iconRequestUrls(names, window.location.origin)) {
    const batch = new URL(url).searchParams.get("icons")?.split(",") ?? [];
    for (const name of batch) sent.add(name);
    void fetchBatch(url, batch);
  }
  // Names no URL can carry (malformed, or too long on their own) are missing.
  const unsendable = names.filter((name) => !sent.has(name));
  if (unsendable.length > 0) settle(unsendable.map((name): [string, null] => [name, null]));
}

const requested = new Set<string>();

/** The loaded icon: data, null when missing or failed, undefined while not (yet) loaded. */
export function iconSnapshot(name: string): Resolved | null | undefined {
  return cache.get(name);
}

/** Ask for an icon (batched with every other name asked for in the same tick); also usable to preload. */
export function requestIcon(name: string) {
  if (cache.has(name) || requested.has(name)) return;
  requested.add(name);
  queued.add(name);
  if (!flushScheduled) {
    flushScheduled = true;
    setTimeout(flush, 0);
  }
}

export interface IconProps {
  /** `prefix:name`, e.g. `lucide:house`. */
  name: string;
  /** Accessible name; without it the icon is decorative (aria-hidden). */
  label?: string;
  className?: string;
}

export function Icon({ name, label, className }: IconProps) {
  // The server snapshot is always "not loaded", so hydration matches the SSR placeholder.
  const icon = useSyncExternalStore(
    subscribe,
    () => iconSnapshot(name),
    () => undefined,
  );
  useEffect(() => requestIcon(name), [name]);

  if (icon === null) return null;
  const a11y = label ? { role: "img", "aria-label": label } : { "aria-hidden": true as const };
  const width = icon ? `${Number(icon.box.ratio.toFixed(4))}em` : "1em";
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={width}
      height="1em"
      viewBox={icon?.box.viewBox ?? "0 0 24 24"}
      focusable="false"
      className={className}
      data-icon={name}
      {...a11y}
      // The body comes from our own /icons endpoint (the bundled Iconify set), never from user input.
      dangerouslySetInnerHTML={icon ? { __html: icon.body } : undefined}
    />
  );
}
