/**
 * Server side of the organisation lists (SPEC §2 /organizations, /organizations/approve, /organizations/{id},
 * /sociale-kaart): the list's query built from the URL's allow-listed parameters, one organisation with its
 * profile, address and contact person, and the activity types. The API scopes and checks again.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { Query } from "~/utils/api.server";
import { getList, getOne, type ListResponse, listMeta, type Resource, type ResourceRef } from "~/utils/api-resources.server";
import { idParam, parseListQuery, pick } from "~/utils/list-query";
import type { AddressAttributes } from "../../../contract/addresses";
import type { MapBounds } from "../../../contract/organization-vocabulary";
import type {
  ActivityTypeAttributes,
  ContactPersonAttributes,
  OrganizationAttributes,
  OrganizationSummaryAttributes,
} from "../../../contract/organizations";
import {
  LISTED_ORGANIZATION_STATUSES,
  NON_PROFIT_TYPES,
  NOV_CHECKLIST_KEYS,
  type NovChecklistKey,
  ORGANIZATION_TYPES,
} from "../../../contract/organizations";

export type OrganizationRow = Resource<OrganizationSummaryAttributes>;
/**
 * One organisation with its contact person and address included. The client lifts relationships onto the resource,
 * so `address` is the included address resource (or a bare reference), not the attribute's one-line string.
 */
type OrganizationRelationships = {
  contactPerson?: Resource<ContactPersonAttributes> | null;
  address?: Resource<AddressAttributes> | ResourceRef | null;
};
export type Organization = Resource<Omit<OrganizationAttributes, "address">, OrganizationRelationships>;
export type ActivityType = Resource<ActivityTypeAttributes>;

export const ORGANIZATIONS_PAGE_SIZE = 25;
/** The staff list's sort keys (a subset of the API's ORGANIZATION_SORTS, as offered by the table's headers). */
export const STAFF_LIST_SORTS = ["name", "city", "status", "created_at"] as const;

/** The staff list's filters from the URL: unknown values filter nothing. */
export function staffListQuery(params: URLSearchParams) {
  const { page, sort } = parseListQuery(params, STAFF_LIST_SORTS, "name");
  const filters = {
    q: params.get("q")?.trim().slice(0, 100) ?? "",
    status: pick(params.get("status"), LISTED_ORGANIZATION_STATUSES) ?? "",
    type: pick(params.get("type"), ORGANIZATION_TYPES) ?? "",
  };
  const filter: Query = {};
  if (filters.q) filter.q = filters.q;
  if (filters.status) filter.status = filters.status;
  if (filters.type) filter.type = filters.type;
  return { page, sort, filters, filter };
}

/** The social map's filters from the URL (list and markers alike): always approved and on the social map. */
export function socialMapQuery(params: URLSearchParams) {
  const page = parseListQuery(params, ["name"] as const, "name").page;
  const filters = {
    q: params.get("q")?.trim().slice(0, 100) ?? "",
    activity: idParam(params.get("activity")) ?? "",
    kind: pick(params.get("kind"), NON_PROFIT_TYPES) ?? "",
    place: params.get("place")?.trim().slice(0, 100) ?? "",
  };
  const filter: Query = { status: "approved", onSocialMap: "true" };
  if (filters.q) filter.q = filters.q;
  if (filters.activity) filter.activityTypeIds = filters.activity;
  if (filters.kind) filter.nonProfitType = filters.kind;
  if (filters.place) filter.city = filters.place;
  return { page, filters, filter };
}

/** GET /api/v1/organizations: one page of the filtered list and its paging meta. */
export async function listOrganizations(
  context: AppLoadContext,
  { filter, page, sort = "name", size = ORGANIZATIONS_PAGE_SIZE }: { filter: Query; page: number; sort?: string; size?: number },
): Promise<ListResponse<OrganizationRow> & { bounds: MapBounds | null }> {
  const response = await context.api.get<OrganizationRow[]>("/api/v1/organizations", {
    query: { filter, page: { number: page, size }, sort },
  });
  return { ...response, meta: listMeta(response.meta, response.data.length), bounds: mapBoundsOf(response.meta?.bounds) };
}

/** The list's `meta.bounds` (the extent of the whole set's places), when it is one; else null. */
export function mapBoundsOf(value: unknown): MapBounds | null {
  if (!value || typeof value !== "object") return null;
  const { south, west, north, east } = value as Record<string, unknown>;
  const degrees = [south, west, north, east];
  if (!degrees.every((d) => typeof d === "number" && Number.isFinite(d))) return null;
  return { south, west, north, east } as MapBounds;
}

/** The street line of an included address (`Raadhuislaan 1a`), null without one. */
export function streetLine(address: Organization["address"]): string | null {
  if (!address || !("street" in address)) return null;
  return `${address.street} ${address.houseNumber}${address.houseNumberAddition ?? ""}`.trim();
}

/** Every NOV tick, keyed as the contract names them (the checklist arrives as stored: a JSON value, ADR 0043). */
export function novChecklistOf(stored: Record<string, boolean> | null): Record<NovChecklistKey, boolean> | null {
  if (!stored) return null;
  return Object.fromEntries(NOV_CHECKLIST_KEYS.map((key) => [key, stored[key] === true])) as Record<NovChecklistKey, boolean>;
}

/** GET /api/v1/organizations/{id}?include=contact_person,address (404 for unknown, hidden or other tenant's ids). */
export async function loadOrganization(context: AppLoadContext, id: string | undefined): Promise<Organization> {
  const { data } = await getOne<Omit<OrganizationAttributes, "address">, OrganizationRelationships>(
    context.api,
    `/api/v1/organizations/${encodeURIComponent(id ?? "")}`,
    { query: { include: "contact_person,address" } },
  );
  return data;
}

/** GET /api/v1/activity_types (names in the request's language). */
export async function activityTypes(context: AppLoadContext): Promise<ActivityType[]> {
  const { data } = await getList<ActivityTypeAttributes>(context.api, "/api/v1/activity_types");
  return data;
}

/** Activity type names of an organisation, in the order of the list. */
export function activityNames(types: readonly ActivityType[], ids: readonly number[]): string[] {
  return types.filter((a) => ids.includes(Number(a.id))).map((a) => a.name);
}
