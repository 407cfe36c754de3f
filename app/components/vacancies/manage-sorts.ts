/** The vacancy management lists' sorts (isomorphic: the loaders parse with them, the tables' headers show them). */
import type { SortDefinition } from "~/utils/list-query";

/**
 * The management list's sorts, one way each as the API runs them: newest first (by the date it went online, else was
 * made: the "posted" column), or the soonest expiry first (the expiry column). The loader and the headers share them.
 */
export const SORT_NEWEST = { key: "newest", only: "descending" } as const satisfies SortDefinition<"newest">;
export const SORT_EXPIRES = { key: "expires", only: "ascending" } as const satisfies SortDefinition<"expires">;
export const MANAGE_SORTS = [SORT_NEWEST, SORT_EXPIRES] as const;
