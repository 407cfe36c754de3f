/**
 * JSON:API documents → plain camelCase objects (SPEC §7: "data flattened with included relations merged in").
 * Isomorphic: no server imports.
 */
import { camelAttributes, camelKeys, toCamelCase } from "../../contract/case";

export type JsonObject = Record<string, unknown>;

export interface JsonApiResourceIdentifier {
  type: string;
  id: string;
  meta?: JsonObject;
}

export interface JsonApiRelationship {
  data?: JsonApiResourceIdentifier | JsonApiResourceIdentifier[] | null;
  links?: JsonObject;
  meta?: JsonObject;
}

export interface JsonApiResource {
  type: string;
  id: string;
  attributes?: JsonObject;
  relationships?: Record<string, JsonApiRelationship>;
  links?: JsonObject;
  meta?: JsonObject;
}

export interface JsonApiErrorObject {
  id?: string;
  status?: string;
  code?: string;
  title?: string;
  detail?: string;
  source?: { pointer?: string; parameter?: string; header?: string };
  meta?: JsonObject;
}

export interface JsonApiDocument {
  data?: JsonApiResource | JsonApiResource[] | null;
  included?: JsonApiResource[];
  meta?: JsonObject;
  links?: JsonObject;
  errors?: JsonApiErrorObject[];
  jsonapi?: JsonObject;
}

/**
 * A flattened resource: id and type, camelCased attributes, relationships lifted onto the object. Attributes whose
 * values are JSON documents (contract/json-values.ts) keep those values exactly as the API sent them.
 */
export type Flattened<T extends object = JsonObject> = { id: string; type: string } & T;
/** A relationship that was not in `included`. */
export type ResourceRef = { id: string; type: string };

export interface Deserialized<T = unknown> {
  data: T;
  meta?: JsonObject;
  links?: JsonObject;
}

function isObject(value: unknown): value is JsonObject {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

function isResource(value: unknown): value is JsonApiResource {
  return isObject(value) && typeof value.type === "string";
}

/** A JSON:API document has `data` that is null, a resource, or an array of resources. */
export function isJsonApiDocument(body: unknown): body is JsonApiDocument {
  if (!isObject(body) || !("data" in body)) return false;
  const { data } = body;
  return data === null || isResource(data) || (Array.isArray(data) && data.every(isResource));
}

const keyOf = (r: { type: string; id: string }) => `${r.type}:${r.id}`;

const RESOURCE_MEMBERS = new Set(["id", "type", "attributes", "relationships", "links", "meta"]);

function flatMembers(resource: JsonApiResource): JsonObject {
  const out: JsonObject = {};
  for (const [name, value] of Object.entries(resource as unknown as JsonObject)) {
    if (!RESOURCE_MEMBERS.has(name)) out[name] = value;
  }
  return out;
}

function flatten(resource: JsonApiResource, index: Map<string, JsonApiResource>, path: Set<string>): JsonObject {
  const key = keyOf(resource);
  const out: JsonObject = { id: resource.id, type: resource.type };
  // devise_token_auth answers `{data: {id, type, ...attributes flat}}`: lift the flat members the same way.
  const attributes = resource.attributes ?? flatMembers(resource);
  // Names camelCased, structural values deep; a JSON document (contract/json-values.ts) stays as sent (ADR 0043).
  Object.assign(out, camelAttributes(resource.type, attributes));
  out.id = resource.id;
  out.type = resource.type;

  path.add(key);
  const link = (ref: JsonApiResourceIdentifier): JsonObject => {
    const full = index.get(keyOf(ref));
    // A resource already on the way down (user → organisation → same user) stays a ref: no cyclic objects,
    // so results can go through JSON.stringify and Remix serialisation safely.
    if (!full || path.has(keyOf(ref))) return { id: ref.id, type: ref.type };
    return flatten(full, index, path);
  };
  for (const [name, rel] of Object.entries(resource.relationships ?? {})) {
    if (!isObject(rel) || !("data" in rel)) continue; // links-only relationship: nothing to lift
    const data = (rel as JsonApiRelationship).data;
    out[toCamelCase(name)] = Array.isArray(data) ? data.map(link) : data ? link(data) : null;
  }
  path.delete(key);
  return out;
}

/**
 * `{ data, meta, links }` from a response body. JSON:API documents are flattened; any other body (devise-style
 * `/auth/*` answers) comes back camelCased as `data` in full.
 */
export function deserialize<T = unknown>(body: unknown): Deserialized<T> {
  // devise's `{success: true, data: {user without type}}` (validate_token, password): the user is the data.
  if (isObject(body) && "success" in body && isObject(body.data) && !isResource(body.data)) {
    return { data: camelKeys<T>(body.data) };
  }
  if (!isJsonApiDocument(body)) return { data: camelKeys<T>(body ?? null) };

  const index = new Map<string, JsonApiResource>();
  const primary = body.data == null ? [] : Array.isArray(body.data) ? body.data : [body.data];
  // Primary data first so an included copy never shadows it; full linkage may point back at primary data.
  for (const r of [...primary, ...(body.included ?? [])]) if (isResource(r) && !index.has(keyOf(r))) index.set(keyOf(r), r);

  const data =
    body.data == null
      ? null
      : Array.isArray(body.data)
        ? body.data.map((r) => flatten(r, index, new Set()))
        : flatten(body.data, index, new Set());

  const result: Deserialized<T> = { data: data as T };
  if (body.meta !== undefined) result.meta = camelKeys<JsonObject>(body.meta);
  if (body.links !== undefined) result.links = camelKeys<JsonObject>(body.links);
  return result;
}
