/**
 * The JSON:API document shapes both sides read: the API builds them (api/jsonapi/serialize.ts), the UI's client
 * reads them. Attribute types come from each resource's module (contract/users.ts, …).
 */

export interface ResourceIdentifier {
  type: string;
  id: string;
}

export interface Relationship {
  data?: ResourceIdentifier | ResourceIdentifier[] | null;
  links?: { related?: string; self?: string };
  meta?: Record<string, unknown>;
}

/** A resource object; `A` is its attributes (camelCase in code, snake_case on the wire). */
export interface ResourceObject<A = Record<string, unknown>> {
  type: string;
  id: string;
  attributes: A;
  relationships?: Record<string, Relationship>;
  links?: { self?: string };
  meta?: Record<string, unknown>;
}

/**
 * A paginated list's `meta` (camelCase; `record_count`, `page_count`, … on the wire). `recordCount` is THE total
 * count: no other name (`total`, `totalCount`, `count`) is ever sent.
 */
export type ListMeta = {
  recordCount: number;
  /** Set on a search that stops counting at a cap: there are more than `recordCount` (vacancies: ADR 0020). */
  recordCountCapped?: boolean;
  pageCount: number;
  currentPage: number;
  pageSize: number;
};

/** The links of a paginated list; `prev`/`next` are null at either end. */
export type ListLinks = {
  self: string;
  first: string;
  prev: string | null;
  next: string | null;
  last: string;
};
