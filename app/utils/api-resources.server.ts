/**
 * Typed reads on top of the API client (api.server.ts, the transport): resources carry the contract's attribute
 * types (contract/<resource>.ts), lists carry the contract's ListMeta. Screens read through these.
 */
import type { ListMeta } from "../../contract/jsonapi";
import type { ApiClient, ApiResponse, ApiWriter, RequestOptions } from "./api.server";
import type { JsonObject, ResourceRef } from "./jsonapi";

/**
 * A resource as this client hands it over: `id` and `type`, the contract's attributes `A` (camelCase: the client
 * camelCases the wire's keys) and, lifted onto it, the relationships `R` (included resources in full, others as
 * `ResourceRef`s).
 */
export type Resource<A extends object, R extends object = NoRelationships> = { id: string; type: string } & Omit<
  A,
  "id" | "type"
> &
  R;
type NoRelationships = Record<never, never>;

export type { ResourceRef };

/** A list answer: its rows and its paging meta, typed (`ListMeta`: the one total-count name is `recordCount`). */
export interface ListResponse<T> extends Omit<ApiResponse<T[]>, "meta"> {
  meta: ListMeta;
}
export type { ListMeta };

const count = (value: unknown): number | undefined =>
  typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : undefined;

/** A list answer's meta as ListMeta; what a (non-paginated) list leaves out is derived from its data. */
export function listMeta(meta: JsonObject | undefined, rows: number): ListMeta {
  const recordCount = count(meta?.recordCount) ?? rows;
  const pageSize = count(meta?.pageSize) || Math.max(rows, 1);
  return {
    recordCount,
    pageSize,
    pageCount: count(meta?.pageCount) || Math.max(1, Math.ceil(recordCount / pageSize)),
    currentPage: count(meta?.currentPage) || 1,
  };
}

/** GET a collection of resources with attributes `A` (contract/<resource>.ts) and relationships `R`, meta typed. */
export async function getList<A extends object, R extends object = NoRelationships>(
  api: Pick<ApiClient, "get">,
  path: string,
  options?: RequestOptions,
): Promise<ListResponse<Resource<A, R>>> {
  const response = await api.get<Resource<A, R>[]>(path, options);
  return { ...response, meta: listMeta(response.meta, response.data.length) };
}

/** GET one resource with attributes `A` (contract/<resource>.ts) and relationships `R`. */
export async function getOne<A extends object, R extends object = NoRelationships>(
  api: Pick<ApiClient, "get">,
  path: string,
  options?: RequestOptions,
): Promise<ApiResponse<Resource<A, R>>> {
  return api.get<Resource<A, R>>(path, options);
}

/**
 * The API's typed writes (contract/api-writes.ts) as answering one resource with attributes `A`
 * (contract/<resource>.ts) and relationships `R`: `sendOne<UserAttributes>(context.api).patch(path, { body })`.
 */
export function sendOne<A extends object, R extends object = NoRelationships>(
  api: ApiWriter<ApiResponse<unknown>>,
): ApiWriter<ApiResponse<Resource<A, R>>> {
  return api as ApiWriter<ApiResponse<unknown>> as ApiWriter<ApiResponse<Resource<A, R>>>;
}

/**
 * GET a body that is not a JSON:API document (a download such as the AVG export, contract/users.ts accountExport),
 * typed by the contract's shape `T` (keys camelCased by the client).
 */
export async function getBody<T>(api: Pick<ApiClient, "get">, path: string, options?: RequestOptions): Promise<T> {
  return (await api.get<T>(path, options)).data;
}
