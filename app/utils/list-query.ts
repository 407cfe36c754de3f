/**
 * The query of a list screen (screen kit): page, sort and filters read from the URL with allow-lists, so a
 * hand-edited URL can only ask for what the screen offers. Isomorphic; used by the list loaders.
 */
export interface ListQuery<Sort extends string> {
  page: number;
  /** "key" or "-key", one of the screen's sort keys. */
  sort: Sort | `-${Sort}`;
}

export const MAX_PAGE = 10_000;

/**
 * One sort of a list (screen kit), the single definition its loader parses and its table's header shows: the
 * key on the wire, and `only` for a sort the API runs one way only ("newest" is newest first: descending; "expires"
 * is the soonest first: ascending). A plain key sorts both ways: "key" ascending, "-key" descending.
 */
export interface SortDefinition<Sort extends string = string> {
  key: Sort;
  only?: "ascending" | "descending";
}
export type SortSpec<Sort extends string = string> = Sort | SortDefinition<Sort>;

export const sortDefinition = <Sort extends string>(spec: SortSpec<Sort>): SortDefinition<Sort> =>
  typeof spec === "string" ? { key: spec } : spec;

/**
 * `?page=` (1 … 10 000, else 1) and `?sort=` (one of `sorts`, optionally with "-", else `defaultSort`). A one-way
 * sort is always its key alone: "-newest" reads as "newest", which is what the API does with it.
 */
export function parseListQuery<Sort extends string>(
  params: URLSearchParams,
  sorts: readonly SortSpec<Sort>[],
  defaultSort: Sort | `-${Sort}`,
): ListQuery<Sort> {
  const page = Math.max(1, Math.min(MAX_PAGE, Number.parseInt(params.get("page") ?? "1", 10) || 1));
  const sort = params.get("sort") ?? "";
  const key = sort.startsWith("-") ? sort.slice(1) : sort;
  const known = sorts.map(sortDefinition).find((d) => d.key === key);
  if (!known) return { page, sort: defaultSort };
  return { page, sort: known.only ? known.key : (sort as Sort | `-${Sort}`) };
}

/** A parameter's value if it is one of `allowed`, else undefined (an unknown filter value filters nothing). */
export function pick<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return allowed.includes(value as T) ? (value as T) : undefined;
}

/** A numeric id parameter (`?organization=12`), else undefined. */
export function idParam(value: string | null): string | undefined {
  return value && /^\d+$/.test(value) ? value : undefined;
}
