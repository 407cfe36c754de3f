/**
 * Links of the list screens (pagination, sortable headers, filters): the current URL with some query parameters
 * set or removed and the others kept. Plain hrefs, so they work without JavaScript. Isomorphic.
 */
export interface QueryLocation {
  pathname: string;
  search: string;
}

/** The current path and query with `changes` applied: a string sets a parameter, null removes it. */
export function hrefWith(location: QueryLocation, changes: Record<string, string | null>): string {
  const params = new URLSearchParams(location.search);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) params.delete(name);
    else params.set(name, value);
  }
  const query = params.toString();
  return query ? `${location.pathname}?${query}` : location.pathname;
}
