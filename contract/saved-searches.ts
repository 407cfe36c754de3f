/**
 * Saved searches (*zoekopdrachten*, ADR 0066): a signed-in user's named `/vacancies/search` query, sent in the
 * periodic mail. The query is the search URL's filters only — text, type, tags, age group, organisation, postcode
 * and radius — read through the same allow-lists as the search page (app/components/vacancies/search-query.ts) and
 * written in one order, so the same search is stored as the same text; sort, page size, page and view drop out.
 */
import { z } from "zod";
import { requiredText } from "./fields";
import { MAX_SEARCH_LENGTH, RADIUS_KM, VACANCY_TAGS, VACANCY_TYPES, type VacancyTag, type VacancyType } from "./vacancies";

export const SAVED_SEARCH_NAME_MAX = 100;
export const SAVED_SEARCH_QUERY_MAX = 2000;
/** At most this many per user (decided in the INSERT itself). */
export const SAVED_SEARCHES_PER_USER = 20;

export const SAVED_SEARCH_RESOURCE_TYPES = ["saved_searches", "saved_search"] as const;

/** A Dutch postcode (`8091 AB`, `8091ab`), normalised to `8091AB`; null when malformed. */
export function savedSearchPostalCode(value: string): string | null {
  const match = /^([1-9][0-9]{3})\s?([a-zA-Z]{2})$/.exec(value.trim());
  return match ? `${match[1]}${match[2].toUpperCase()}` : null;
}

export interface SavedSearchFilters {
  q: string;
  type: VacancyType | null;
  tags: VacancyTag[];
  /** An age group id. */
  age: number | null;
  organization: number | null;
  /** Normalised (`8091AB`); null when none or malformed. */
  postcode: string | null;
  /** Whole kilometres; only with a postcode. */
  radius: number;
}

/** The filters of a search's query string (with or without `?`); unknown parameters and values filter nothing. */
export function savedSearchFilters(query: string): SavedSearchFilters {
  const params = new URLSearchParams(query.replace(/^\?/, ""));
  const type = params.get("type") ?? "";
  const age = params.get("age") ?? "";
  const organization = params.get("organization") ?? "";
  const radius = Number(params.get("radius"));
  const tags = params
    .getAll("tags")
    .flatMap((t) => t.split(","))
    .filter((t): t is VacancyTag => (VACANCY_TAGS as readonly string[]).includes(t));
  return {
    q: (params.get("q") ?? "").trim().slice(0, MAX_SEARCH_LENGTH),
    type: (VACANCY_TYPES as readonly string[]).includes(type) ? (type as VacancyType) : null,
    tags: [...new Set(tags)].sort(),
    age: /^\d{1,2}$/.test(age) ? Number(age) : null,
    organization: /^\d{1,12}$/.test(organization) ? Number(organization) : null,
    postcode: savedSearchPostalCode((params.get("postcode") ?? "").slice(0, 10)),
    radius: Number.isInteger(radius) && radius >= RADIUS_KM.min && radius <= RADIUS_KM.max ? radius : RADIUS_KM.default,
  };
}

/** The query string of these filters (no `?`), in one order, defaults left out: what is stored. */
export function savedSearchQueryOf(f: SavedSearchFilters): string {
  const params = new URLSearchParams();
  if (f.q) params.set("q", f.q);
  if (f.type) params.set("type", f.type);
  for (const tag of f.tags) params.append("tags", tag);
  if (f.age !== null) params.set("age", String(f.age));
  if (f.organization !== null) params.set("organization", String(f.organization));
  if (f.postcode) params.set("postcode", f.postcode);
  if (f.postcode && f.radius !== RADIUS_KM.default) params.set("radius", String(f.radius));
  return params.toString();
}

/** A query as stored: only the search's own filters, normalised. */
export const normalizeSavedSearchQuery = (query: string) => savedSearchQueryOf(savedSearchFilters(query));

const savedSearchQuery = z
  .string()
  .max(SAVED_SEARCH_QUERY_MAX)
  .transform(normalizeSavedSearchQuery)
  .pipe(z.string().max(SAVED_SEARCH_QUERY_MAX));

export const savedSearchFields = {
  name: requiredText(SAVED_SEARCH_NAME_MAX),
  query: savedSearchQuery,
};

export const savedSearchCreateInput = z.object(savedSearchFields).strict();
export const savedSearchUpdateInput = z.object({ name: savedSearchFields.name }).strict();
export type SavedSearchCreateInput = z.input<typeof savedSearchCreateInput>;
export type SavedSearchUpdateInput = z.input<typeof savedSearchUpdateInput>;

/** What the API answers. */
export const savedSearchAttributes = z.object({
  name: z.string(),
  query: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedSearchAttributes = z.infer<typeof savedSearchAttributes>;
