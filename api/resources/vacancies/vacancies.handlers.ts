/**
 * GET /api/v1/vacancies (the public search, or with `filter[manageable]` the caller's management list) and
 * GET /api/v1/vacancies/{id}. The query: api/services/vacancy-search.ts.
 */
import { inArray } from "drizzle-orm";
import type { Context } from "hono";
import { ageGroupMask, RADIUS_KM, tagMask, type VacancySort } from "../../../contract/vacancies";
import { organizations } from "../../../db/schema";
import { badParameter, forbidden, JsonApiError } from "../../jsonapi/errors";
import type { ParsedQuery } from "../../jsonapi/query";
import { paginate, type ResourceObject, toDocument } from "../../jsonapi/serialize";
import { actorOf, requireUser } from "../../middleware/auth";
import { jsonApi } from "../../respond";
import { scope } from "../../scope";
import { notDeleted, organizationResource, selectOrganizationRows } from "../../services/organizations";
import { lookupPostcode, type Place } from "../../services/postcodes";
import { manageReach, vacancyFullResource, vacancyResource } from "../../services/vacancies";
import { searchVacancies, type VacancySearch } from "../../services/vacancy-search";
import { vacancyError } from "../../services/vacancy-text";
import type { ApiEnv, Validated } from "../../types";
import { pathVacancyOf } from "./vacancies.guards";
import type { LIST_VACANCIES_QUERY } from "./vacancies.schemas";

type ListQuery = ParsedQuery<(typeof LIST_VACANCIES_QUERY)["filters"]>;

/** The organisations of these vacancies (include=organization), as far as they are not deleted. */
export async function includedOrganizations(c: Context<ApiEnv>, ids: number[]): Promise<ResourceObject[]> {
  if (!ids.length) return [];
  const s = scope(c);
  const rows = await selectOrganizationRows(c).where(
    s.where(organizations, notDeleted(), inArray(organizations.id, [...new Set(ids)])),
  );
  return rows.map(organizationResource);
}

/** `filter[near]` as a place: a point as given, a postcode through the cache/PDOK. 422 for an unknown postcode. */
async function resolveNear(c: Context<ApiEnv>, near: NonNullable<ListQuery["filter"]["near"]>): Promise<Place | "unavailable"> {
  if (near.kind === "point") {
    return { postalCode: null, city: null, municipality: null, latitude: near.latitude, longitude: near.longitude };
  }
  const answer = await lookupPostcode(c, near.postalCode);
  if (answer.result === "found") return answer.place;
  if (answer.result === "unavailable") return "unavailable";
  throw new JsonApiError(422, [
    { code: "unknown_postal_code", detail: vacancyError(c, "unknownPostalCode"), source: { parameter: "filter[near]" } },
  ]);
}

export async function listVacancies(c: Validated<{ query: ListQuery }>) {
  const query = c.req.valid("query");
  const { filter } = query;
  if (filter.status && !filter.manageable) throw badParameter("filter[status]", vacancyError(c, "statusNeedsManageable"));
  const s = scope(c);
  let visibility: VacancySearch["visibility"];
  if (filter.manageable) {
    requireUser(c);
    const reach = manageReach(actorOf(c));
    if (!reach) throw forbidden(vacancyError(c, "manageForbidden"));
    visibility = { kind: "manage", reach };
  } else {
    visibility = { kind: "public", centerId: s.centerId(), sharing: c.get("tenant").features.centerSharing };
  }
  const place = filter.near ? await resolveNear(c, filter.near) : null;
  const near = place && place !== "unavailable" ? place : null;
  const sortField = query.sort[0]?.field as VacancySort | undefined;
  const sort: VacancySort = sortField ?? (filter.q?.trim() ? "relevance" : near ? "distance" : "newest");
  const { hits, total, capped } = await searchVacancies(c, {
    q: filter.q,
    vacancyTypes: filter.vacancy_type,
    tagMask: filter.tags ? tagMask(filter.tags) : undefined,
    ageGroupMask: filter.age_group_ids ? ageGroupMask(filter.age_group_ids) : undefined,
    organizationIds: filter.organization_id,
    statuses: filter.status,
    near: near
      ? { latitude: near.latitude, longitude: near.longitude, radiusKm: filter.radius_km ?? RADIUS_KM.default }
      : undefined,
    sort,
    page: query.page,
    visibility,
  });
  const { meta, links } = paginate(new URL(c.req.url), query.page, total);
  const data = hits.map((hit) => vacancyResource(hit, s.centerId()));
  const included = query.include.has("organization")
    ? await includedOrganizations(
        c,
        hits.map((h) => h.row.organizationId),
      )
    : undefined;
  const nearMeta = near
    ? { near: { postalCode: near.postalCode, city: near.city, latitude: near.latitude, longitude: near.longitude } }
    : place === "unavailable"
      ? { nearUnavailable: true }
      : {};
  // More than the cap: `record_count` is the cap and a lower bound (contract SEARCH_RESULT_CAP).
  const cappedMeta = capped ? { recordCountCapped: true } : {};
  return jsonApi(c, toDocument({ data, included, meta: { ...meta, ...nearMeta, ...cappedMeta }, links }));
}

export async function showVacancy(c: Validated<{ query: ParsedQuery<Record<string, never>> }>) {
  const query = c.req.valid("query");
  const loaded = pathVacancyOf(c);
  const data = vacancyFullResource(c, actorOf(c), loaded);
  const included = query.include.has("organization") ? await includedOrganizations(c, [loaded.row.organizationId]) : undefined;
  return jsonApi(c, toDocument({ data, included }));
}
