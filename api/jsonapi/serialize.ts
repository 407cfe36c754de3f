/**
 * Builds JSON:API documents. Resources are assembled in camelCase and converted to snake_case once, here,
 * on the way out (SPEC §7: bodies snake_case on the wire): attribute names and structural values; an attribute
 * whose value is a JSON document (contract/json-values.ts) goes out as it is (ADR 0043).
 */
import { snakeAttributes, snakeKeys, toSnakeCase } from "../../contract/case";
import type { ListLinks, ListMeta, Relationship, ResourceIdentifier, ResourceObject } from "../../contract/jsonapi";

export type { Relationship, ResourceIdentifier, ResourceObject };

export const JSONAPI_MEDIA_TYPE = "application/vnd.api+json";

export interface Document {
  data: ResourceObject | ResourceObject[] | null;
  included?: ResourceObject[];
  meta?: Record<string, unknown>;
  links?: Record<string, string | null>;
}

export function identifier(type: string, id: number | string): ResourceIdentifier {
  return { type, id: String(id) };
}

export function resource(
  type: string,
  id: number | string,
  attributes: Record<string, unknown>,
  relationships?: Record<string, Relationship>,
  links?: ResourceObject["links"],
): ResourceObject {
  return {
    type,
    id: String(id),
    attributes,
    ...(relationships ? { relationships } : {}),
    ...(links ? { links } : {}),
  };
}

function applyFieldset(object: ResourceObject, fields: Map<string, Set<string>> | undefined): ResourceObject {
  const wanted = fields?.get(object.type);
  if (!wanted) return object;
  const pick = <T>(record: Record<string, T> | undefined) =>
    record ? Object.fromEntries(Object.entries(record).filter(([k]) => wanted.has(k))) : undefined;
  const relationships = pick(object.relationships);
  return {
    ...object,
    attributes: pick(object.attributes) ?? {},
    ...(relationships && Object.keys(relationships).length ? { relationships } : { relationships: undefined }),
  };
}

function wire(object: ResourceObject) {
  return {
    type: object.type,
    id: object.id,
    attributes: snakeAttributes(object.type, object.attributes),
    ...(object.relationships
      ? {
          relationships: Object.fromEntries(Object.entries(object.relationships).map(([name, rel]) => [toSnakeCase(name), rel])),
        }
      : {}),
    ...(object.links ? { links: object.links } : {}),
    ...(object.meta ? { meta: snakeKeys(object.meta) } : {}),
  };
}

/** The wire document: sparse fieldsets applied, included de-duplicated (and never repeating primary data). */
export function toDocument(document: Document, fields?: Map<string, Set<string>>) {
  const primary = Array.isArray(document.data) ? document.data : document.data ? [document.data] : [];
  const seen = new Set(primary.map((r) => `${r.type}:${r.id}`));
  const included: ResourceObject[] = [];
  for (const r of document.included ?? []) {
    const key = `${r.type}:${r.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    included.push(r);
  }
  const data = Array.isArray(document.data)
    ? document.data.map((r) => wire(applyFieldset(r, fields)))
    : document.data
      ? wire(applyFieldset(document.data, fields))
      : null;
  return {
    data,
    ...(document.included ? { included: included.map((r) => wire(applyFieldset(r, fields))) } : {}),
    ...(document.meta ? { meta: snakeKeys(document.meta) } : {}),
    ...(document.links ? { links: document.links } : {}),
    jsonapi: { version: "1.1" },
  };
}

/** Links and meta for a paginated collection; keeps every other query parameter of the request. */
export function paginate(url: URL, page: { number: number; size: number }, total: number): { links: ListLinks; meta: ListMeta } {
  const pageCount = Math.max(1, Math.ceil(total / page.size));
  const at = (n: number) => {
    const u = new URL(url);
    u.searchParams.set("page[number]", String(n));
    u.searchParams.set("page[size]", String(page.size));
    // `/users/` is served as `/users` (strict: false in api/app.ts); the links name the canonical path.
    return `${u.pathname.replace(/(.)\/+$/, "$1")}${u.search}`;
  };
  return {
    links: {
      self: at(page.number),
      first: at(1),
      prev: page.number > 1 ? at(Math.min(page.number - 1, pageCount)) : null,
      next: page.number < pageCount ? at(page.number + 1) : null,
      last: at(pageCount),
    },
    meta: { recordCount: total, pageCount, currentPage: page.number, pageSize: page.size },
  };
}
