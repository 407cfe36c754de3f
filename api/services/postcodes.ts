/**
 * `filter[near]` of the vacancy search (vacancy search, ADR 0020): a Dutch postcode → its place and centre coordinates through PDOK
 * Locatieserver (`/free?q=postcode:1234AB&fq=type:postcode`, `centroide_ll`), cached in `postcode_cache` keyed by
 * the normalised postcode (`1234 AB`, as contract/addresses.ts writes it). A postcode PDOK does not know is cached
 * too (`found` false); an outage never is. Or `lat,lng` typed directly, within the Netherlands' bounds.
 */
import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { normalizePostalCode } from "../../contract/addresses";
import { postcodeCache } from "../../db/schema";
import { databaseOf } from "../read-batch";
import type { ApiEnv } from "../types";
import { PDOK_DEFAULT_BASE_URL, parsePoint } from "./pdok";

const TIMEOUT_MS = 3000;

export interface Place {
  /** `1234 AB`; null for a `lat,lng` point. */
  postalCode: string | null;
  city: string | null;
  municipality: string | null;
  latitude: number;
  longitude: number;
}

export type PostcodeAnswer = { result: "found"; place: Place } | { result: "not_found" | "unavailable" };

/** The Netherlands (with the Wadden and a margin): a `lat,lng` outside is a typo, not a search. */
export const NL_BOUNDS = { minLat: 50.7, maxLat: 53.6, minLng: 3.3, maxLng: 7.3 } as const;

const LAT_LNG = /^\s*(-?\d{1,3}(?:\.\d{1,10})?)\s*,\s*(-?\d{1,3}(?:\.\d{1,10})?)\s*$/;

/** `52.44,5.90` → a point in the Netherlands; null when it is not a pair of numbers inside NL_BOUNDS. */
export function parseLatLng(value: string): { latitude: number; longitude: number } | null {
  const match = LAT_LNG.exec(value);
  if (!match) return null;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  const b = NL_BOUNDS;
  if (latitude < b.minLat || latitude > b.maxLat || longitude < b.minLng || longitude > b.maxLng) return null;
  return { latitude, longitude };
}

/** What `filter[near]` holds: a postcode (normalised) or a point; null when it is neither (a 400). */
export function parseNear(
  value: string,
): { kind: "postcode"; postalCode: string } | { kind: "point"; latitude: number; longitude: number } | null {
  const postalCode = normalizePostalCode(value);
  if (postalCode) return { kind: "postcode", postalCode };
  const point = parseLatLng(value);
  return point ? { kind: "point", ...point } : null;
}

interface PdokPostcodeDoc {
  type?: string;
  postcode?: string;
  woonplaatsnaam?: string;
  gemeentenaam?: string;
  centroide_ll?: string;
}

async function fetchPostcode(c: Context<ApiEnv>, postalCode: string): Promise<PostcodeAnswer> {
  const compact = postalCode.replace(" ", "");
  const base = (c.env.PDOK_BASE_URL || PDOK_DEFAULT_BASE_URL).replace(/\/+$/, "");
  const url = new URL(`${base}/free`);
  url.searchParams.set("q", `postcode:${compact}`);
  url.searchParams.append("fq", "type:postcode");
  url.searchParams.set("fl", "type,postcode,woonplaatsnaam,gemeentenaam,centroide_ll");
  url.searchParams.set("rows", "1");
  try {
    const response = await fetch(url.toString(), {
      headers: { Accept: "application/json" },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) return { result: "unavailable" };
    const body = (await response.json()) as { response?: { docs?: PdokPostcodeDoc[] } };
    const docs = body.response?.docs;
    if (!Array.isArray(docs)) return { result: "unavailable" };
    const doc = docs.find((d) => (d.postcode ?? "").replace(/\s/g, "").toUpperCase() === compact);
    const point = parsePoint(doc?.centroide_ll);
    if (!doc || !point) return { result: "not_found" };
    return {
      result: "found",
      place: {
        postalCode,
        city: doc.woonplaatsnaam ?? null,
        municipality: doc.gemeentenaam ?? null,
        latitude: point[0],
        longitude: point[1],
      },
    };
  } catch (error) {
    console.warn(
      JSON.stringify({ level: "warn", requestId: c.get("requestId"), msg: "PDOK postcode unavailable", error: String(error) }),
    );
    return { result: "unavailable" };
  }
}

/**
 * Answers already read from `postcode_cache` or written to it, per database, in this isolate. A postcode's place is
 * PDOK's reference data: the platform writes a row once and never changes it, so a repeated search near the same
 * postcode need not ask D1 again (a round trip: in production a hop to the database; ADR 0054, the
 * one exception to ADR 0018's "nothing read from the database is kept across requests"). An outage is never kept.
 */
const ANSWERS_KEPT = 1000;
const knownAnswers = new WeakMap<D1Database, Map<string, PostcodeAnswer>>();

function keep(c: Context<ApiEnv>, postalCode: string, answer: PostcodeAnswer): PostcodeAnswer {
  const database = databaseOf(c.env.DB);
  const answers = knownAnswers.get(database) ?? new Map<string, PostcodeAnswer>();
  knownAnswers.set(database, answers);
  // The oldest first out (a Map iterates in insertion order).
  if (answers.size >= ANSWERS_KEPT) answers.delete(answers.keys().next().value as string);
  // Frozen: every later request gets this same object.
  if (answer.result === "found") Object.freeze(answer.place);
  answers.set(postalCode, Object.freeze(answer));
  return answer;
}

/** The cached answer for a normalised postcode, or PDOK's (then cached). Never throws. */
export async function lookupPostcode(c: Context<ApiEnv>, postalCode: string): Promise<PostcodeAnswer> {
  const known = knownAnswers.get(databaseOf(c.env.DB))?.get(postalCode);
  if (known) return known;
  const db = c.get("db");
  const [cached] = await db.select().from(postcodeCache).where(eq(postcodeCache.postalCode, postalCode)).limit(1);
  if (cached) {
    if (!cached.found || cached.latitude === null || cached.longitude === null) {
      return keep(c, postalCode, { result: "not_found" });
    }
    return keep(c, postalCode, {
      result: "found",
      place: {
        postalCode,
        city: cached.city,
        municipality: cached.municipality,
        latitude: cached.latitude,
        longitude: cached.longitude,
      },
    });
  }
  const answer = await fetchPostcode(c, postalCode);
  if (answer.result === "unavailable") return answer;
  const found = answer.result === "found" ? answer.place : null;
  const values = {
    found: found !== null,
    city: found?.city ?? null,
    municipality: found?.municipality ?? null,
    latitude: found?.latitude ?? null,
    longitude: found?.longitude ?? null,
    fetchedAt: new Date().toISOString(),
  };
  await db
    .insert(postcodeCache)
    .values({ postalCode, ...values })
    .onConflictDoUpdate({ target: postcodeCache.postalCode, set: values });
  return keep(c, postalCode, answer);
}

/** Kilometres per degree of latitude, and of longitude at a latitude (the bounding box and the distance). */
export const KM_PER_DEGREE = 111.32;
export function boundingBox(latitude: number, longitude: number, radiusKm: number) {
  const dLat = radiusKm / KM_PER_DEGREE;
  const dLng = radiusKm / (KM_PER_DEGREE * Math.cos((latitude * Math.PI) / 180));
  return { minLat: latitude - dLat, maxLat: latitude + dLat, minLng: longitude - dLng, maxLng: longitude + dLng };
}
