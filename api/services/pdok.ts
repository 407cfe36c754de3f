/**
 * Address lookup in PDOK Locatieserver (the free Dutch government geocoder, no key), cached in D1 (ADR 0019).
 * `GET {PDOK_BASE_URL}/free?fq=type:adres&q=…` answers `response.docs[]` with straatnaam, woonplaatsnaam,
 * gemeentenaam, postcode (`1234AB`), huisnummer, huisletter, huisnummertoevoeging and `centroide_ll` =
 * `POINT(lon lat)`. An unknown address is cached for a week; an outage is never cached and never blocks a save.
 */
import { and, eq } from "drizzle-orm";
import type { Context } from "hono";
import { geocodeCache } from "../../db/schema";
import type { ApiEnv } from "../types";

/** The real service; PDOK_BASE_URL points elsewhere (an offline e2e stub, MSW in tests). */
export const PDOK_DEFAULT_BASE_URL = "https://api.pdok.nl/bzk/locatieserver/search/v3_1";
const TIMEOUT_MS = 3000;
const NOT_FOUND_TTL_MS = 7 * 24 * 3600 * 1000;

export interface GeocodeQuery {
  /** Normalised, `1234 AB`. */
  postalCode: string;
  houseNumber: string;
  houseNumberAddition: string | null;
}

export type GeocodeResult =
  | {
      result: "found";
      street: string;
      city: string;
      municipality: string | null;
      latitude: number | null;
      longitude: number | null;
    }
  | { result: "not_found" | "unavailable" };

interface PdokDoc {
  straatnaam?: string;
  woonplaatsnaam?: string;
  gemeentenaam?: string;
  postcode?: string;
  huisnummer?: number | string;
  huisletter?: string;
  huisnummertoevoeging?: string;
  centroide_ll?: string;
}

const squash = (value: string | null | undefined) => (value ?? "").replace(/[\s-]/g, "").toLowerCase();

/** `POINT(5.9021 52.4446)` → [lat, lon]; null when malformed. */
export function parsePoint(point: string | undefined): [number, number] | null {
  const match = /^POINT\(\s*(-?\d+(?:\.\d+)?)\s+(-?\d+(?:\.\d+)?)\s*\)$/.exec(point?.trim() ?? "");
  if (!match) return null;
  return [Number(match[2]), Number(match[1])];
}

/** The doc for this number and addition: an exact addition match; without an addition, the plain number first. */
export function pickDoc(docs: PdokDoc[], query: GeocodeQuery): PdokDoc | null {
  const wanted = squash(query.houseNumberAddition);
  const candidates = docs.filter(
    (d) => String(d.huisnummer) === query.houseNumber && squash(d.postcode) === squash(query.postalCode),
  );
  const exact = candidates.find((d) => squash(`${d.huisletter ?? ""}${d.huisnummertoevoeging ?? ""}`) === wanted);
  if (exact) return exact;
  return wanted === "" ? (candidates[0] ?? null) : null;
}

function pdokUrl(c: Context<ApiEnv>, query: GeocodeQuery): string {
  const base = (c.env.PDOK_BASE_URL || PDOK_DEFAULT_BASE_URL).replace(/\/+$/, "");
  const url = new URL(`${base}/free`);
  const postcode = query.postalCode.replace(" ", "");
  url.searchParams.set("q", `${postcode} ${query.houseNumber}${query.houseNumberAddition ?? ""}`);
  url.searchParams.append("fq", "type:adres");
  url.searchParams.append("fq", `postcode:${postcode}`);
  url.searchParams.append("fq", `huisnummer:${query.houseNumber}`);
  url.searchParams.set(
    "fl",
    "straatnaam,woonplaatsnaam,gemeentenaam,postcode,huisnummer,huisletter,huisnummertoevoeging,centroide_ll",
  );
  url.searchParams.set("rows", "20");
  return url.toString();
}

async function fetchPdok(c: Context<ApiEnv>, query: GeocodeQuery): Promise<GeocodeResult> {
  try {
    const response = await fetch(pdokUrl(c, query), {
      headers: { Accept: "application/json" },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) return { result: "unavailable" };
    const body = (await response.json()) as { response?: { docs?: PdokDoc[] } };
    const docs = body.response?.docs;
    if (!Array.isArray(docs)) return { result: "unavailable" };
    const doc = pickDoc(docs, query);
    if (!doc?.straatnaam || !doc.woonplaatsnaam) return { result: "not_found" };
    const point = parsePoint(doc.centroide_ll);
    return {
      result: "found",
      street: doc.straatnaam,
      city: doc.woonplaatsnaam,
      municipality: doc.gemeentenaam ?? null,
      latitude: point?.[0] ?? null,
      longitude: point?.[1] ?? null,
    };
  } catch (error) {
    console.warn(JSON.stringify({ level: "warn", requestId: c.get("requestId"), msg: "PDOK unavailable", error: String(error) }));
    return { result: "unavailable" };
  }
}

/** The cached answer, or PDOK's (then cached). Never throws: an outage is `unavailable`. */
export async function geocode(c: Context<ApiEnv>, query: GeocodeQuery): Promise<GeocodeResult> {
  const db = c.get("db");
  const addition = query.houseNumberAddition ?? "";
  const key = and(
    eq(geocodeCache.postalCode, query.postalCode),
    eq(geocodeCache.houseNumber, query.houseNumber),
    eq(geocodeCache.houseNumberAddition, addition),
  );
  const [cached] = await db.select().from(geocodeCache).where(key).limit(1);
  if (cached?.found && cached.street && cached.city) {
    return {
      result: "found",
      street: cached.street,
      city: cached.city,
      municipality: cached.municipality,
      latitude: cached.latitude,
      longitude: cached.longitude,
    };
  }
  if (cached && !cached.found && Date.now() - Date.parse(cached.fetchedAt) < NOT_FOUND_TTL_MS) return { result: "not_found" };

  const answer = await fetchPdok(c, query);
  if (answer.result === "unavailable") return answer;
  const found = answer.result === "found";
  const values = {
    found,
    street: found ? answer.street : null,
    city: found ? answer.city : null,
    municipality: found ? answer.municipality : null,
    latitude: found ? answer.latitude : null,
    longitude: found ? answer.longitude : null,
    fetchedAt: new Date().toISOString(),
  };
  await db
    .insert(geocodeCache)
    .values({ postalCode: query.postalCode, houseNumber: query.houseNumber, houseNumberAddition: addition, ...values })
    .onConflictDoUpdate({
      target: [geocodeCache.postalCode, geocodeCache.houseNumber, geocodeCache.houseNumberAddition],
      set: values,
    });
  return answer;
}
