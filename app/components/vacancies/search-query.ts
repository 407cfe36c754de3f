/**
 * The public vacancy search's URL (SPEC §2 /vacancies/search): the form's parameters read with allow-lists, the
 * API query built from them, and the links that widen an empty search. Every state is a URL (shareable, works
 * without JavaScript); unknown values filter nothing. Isomorphic: the loader and the page both use it.
 */
import {
  MAX_SEARCH_LENGTH,
  RADIUS_KM,
  VACANCY_PAGE_SIZES,
  VACANCY_SORTS,
  VACANCY_TAGS,
  VACANCY_TYPES,
  type VacancySort,
  type VacancyTag,
  type VacancyType,
} from "../../../contract/vacancy-vocabulary";

export const SEARCH_VIEWS = ["list", "map"] as const;
export type SearchView = (typeof SEARCH_VIEWS)[number];
export const DEFAULT_PAGE_SIZE: number = VACANCY_PAGE_SIZES[0];
export const MAX_SEARCH_PAGE = 10_000;

/** A Dutch postcode (`8091 AB`, `8091ab`); normalised to `8091AB`. */
const POSTAL_CODE = /^([1-9][0-9]{3})\s?([a-zA-Z]{2})$/;

export function normalizePostalCode(value: string): string | null {
  const match = POSTAL_CODE.exec(value.trim());
  return match ? `${match[1]}${match[2].toUpperCase()}` : null;
}

export interface SearchFilters {
  q: string;
  type: VacancyType | "";
  tags: VacancyTag[];
  /** An age group id, "" for all. */
  age: string;
  /** An organisation id (the organisation page's 'all vacancies' link), "" for all. */
  organization: string;
  /** As typed (shown back in the form); `near` is its normalised form, null when empty or malformed. */
  postcode: string;
  near: string | null;
  radius: number;
  sort: VacancySort | "";
  size: number;
  page: number;
  view: SearchView;
}

const intIn = (value: string | null, allowed: readonly number[], fallback: number) => {
  const n = Number(value);
  return allowed.includes(n) ? n : fallback;
};

/** `radius=`: whole kilometres within RADIUS_KM (a widened search doubles it), else the default. */
function radiusOf(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= RADIUS_KM.min && n <= RADIUS_KM.max ? n : RADIUS_KM.default;
}

/** The search's state from the URL. A page size or radius outside the choices falls back to the default. */
export function parseSearch(params: URLSearchParams): SearchFilters {
  const tags = params
    .getAll("tags")
    .flatMap((t) => t.split(","))
    .filter((t): t is VacancyTag => (VACANCY_TAGS as readonly string[]).includes(t));
  const type = params.get("type") ?? "";
  const sort = params.get("sort") ?? "";
  const age = params.get("age") ?? "";
  const organization = params.get("organization") ?? "";
  const postcode = (params.get("postcode") ?? "").trim().slice(0, 10);
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return {
    q: (params.get("q") ?? "").trim().slice(0, MAX_SEARCH_LENGTH),
    type: (VACANCY_TYPES as readonly string[]).includes(type) ? (type as VacancyType) : "",
    tags: [...new Set(tags)],
    age: /^\d{1,2}$/.test(age) ? age : "",
    organization: /^\d{1,12}$/.test(organization) ? organization : "",
    postcode,
    near: postcode ? normalizePostalCode(postcode) : null,
    radius: radiusOf(params.get("radius")),
    sort: (VACANCY_SORTS as readonly string[]).includes(sort) ? (sort as VacancySort) : "",
    size: intIn(params.get("size"), VACANCY_PAGE_SIZES, DEFAULT_PAGE_SIZE),
    page: Number.isFinite(page) ? Math.max(1, Math.min(MAX_SEARCH_PAGE, page)) : 1,
    view: params.get("view") === "map" ? "map" : "list",
  };
}

/** Whether any filter (not sort, paging or view) is set. */
export function hasFilters(f: SearchFilters): boolean {
  return Boolean(f.q || f.type || f.tags.length || f.age || f.organization || f.postcode);
}

/** The sort the results are in: the visitor's choice when it applies, else relevance (text), distance, newest. */
export function effectiveSort(f: SearchFilters, nearResolved: boolean): VacancySort {
  if (f.sort === "relevance" && f.q) return "relevance";
  if (f.sort === "distance" && nearResolved) return "distance";
  if (f.sort === "newest" || f.sort === "expires") return f.sort;
  if (f.q) return "relevance";
  return nearResolved ? "distance" : "newest";
}

/** The sorts worth offering for this search (relevance needs a text, distance a postcode). */
export function sortChoices(f: SearchFilters, nearResolved: boolean): VacancySort[] {
  return VACANCY_SORTS.filter((s) => (s === "relevance" ? Boolean(f.q) : s === "distance" ? nearResolved : true));
}

/** `GET /api/v1/vacancies`'s query (for the client's bracket encoding); `withNear: false` drops the distance filter. */
export function apiQuery(f: SearchFilters, { withNear = true }: { withNear?: boolean } = {}) {
  const filter: Record<string, string | number | string[]> = {};
  if (f.q) filter.q = f.q;
  if (f.type) filter.vacancyType = f.type;
  if (f.tags.length) filter.tags = f.tags;
  if (f.age) filter.ageGroupIds = f.age;
  if (f.organization) filter.organizationId = f.organization;
  const near = withNear && f.near ? f.near : null;
  if (near) {
    filter.near = near;
    filter.radiusKm = f.radius;
  }
  return {
    filter,
    sort: effectiveSort(f, Boolean(near)),
    page: { number: f.page, size: f.size },
    include: "organization",
  };
}

/** The URL's parameters of a search state, defaults and empty values left out (the shareable form). */
export function searchParamsOf(f: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (f.q) params.set("q", f.q);
  if (f.type) params.set("type", f.type);
  for (const tag of f.tags) params.append("tags", tag);
  if (f.age) params.set("age", f.age);
  if (f.organization) params.set("organization", f.organization);
  if (f.postcode) params.set("postcode", f.postcode);
  if (f.postcode && f.radius !== RADIUS_KM.default) params.set("radius", String(f.radius));
  if (f.sort) params.set("sort", f.sort);
  if (f.size !== DEFAULT_PAGE_SIZE) params.set("size", String(f.size));
  if (f.page > 1) params.set("page", String(f.page));
  if (f.view === "map") params.set("view", "map");
  return params;
}

export function searchHref(pathname: string, f: SearchFilters): string {
  const query = searchParamsOf(f).toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The form's fields as a clean query: empty values dropped (what the JS form submits, so the URL stays short). */
export function cleanFormParams(formData: FormData): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of formData.entries()) {
    if (typeof value === "string" && value.trim() !== "") params.append(name, value);
  }
  return params;
}

export type WidenKind =
  | "dropQ"
  | "dropType"
  | "dropTags"
  | "dropAgeGroup"
  | "dropOrganization"
  | "doubleRadius"
  | "dropNear"
  | "dropAll";

/**
 * Links that widen an empty search, one filter at a time (page 1): without the text, the type, the tags, the age
 * group; a radius doubled (up to the maximum), else without the postcode; and finally everything.
 */
export function widenings(f: SearchFilters): { kind: WidenKind; state: SearchFilters; radius?: number }[] {
  const base = { ...f, page: 1 };
  const out: { kind: WidenKind; state: SearchFilters; radius?: number }[] = [];
  if (f.q) out.push({ kind: "dropQ", state: { ...base, q: "", sort: f.sort === "relevance" ? "" : f.sort } });
  if (f.type) out.push({ kind: "dropType", state: { ...base, type: "" } });
  if (f.tags.length) out.push({ kind: "dropTags", state: { ...base, tags: [] } });
  if (f.age) out.push({ kind: "dropAgeGroup", state: { ...base, age: "" } });
  if (f.organization) out.push({ kind: "dropOrganization", state: { ...base, organization: "" } });
  if (f.near && f.radius < RADIUS_KM.max) {
    const radius = Math.min(RADIUS_KM.max, f.radius * 2);
    out.push({ kind: "doubleRadius", state: { ...base, radius }, radius });
  }
  if (f.postcode)
    out.push({ kind: "dropNear", state: { ...base, postcode: "", near: null, sort: f.sort === "distance" ? "" : f.sort } });
  if (out.length > 1) {
    out.push({
      kind: "dropAll",
      state: { ...base, q: "", type: "", tags: [], age: "", organization: "", postcode: "", near: null, sort: "" },
    });
  }
  return out;
}

/**
 * The search link of a home-page category (VacancyCategories block): a plain word searches the text (`zorg` →
 * `?q=zorg`); a query string chooses filters (`type=activity&tags=once`), read through the same allow-lists as the
 * search itself, so a block can only link to a search the page offers.
 */
export function categorySearchHref(query: string, pathname = "/vacancies/search"): string {
  const text = query.trim();
  if (!text) return pathname;
  if (!/^\??[\w-]+=/.test(text))
    return searchHref(pathname, { ...parseSearch(new URLSearchParams()), q: text.slice(0, MAX_SEARCH_LENGTH) });
  return searchHref(pathname, parseSearch(new URLSearchParams(text.replace(/^\?/, ""))));
}
