/**
 * GET /api/v1/activity_occurrences (the public calendar, or with `filter[manageable]` the caller's activities) and
 * GET /api/v1/activity_occurrences/{id}. The query: api/services/activity-occurrences.ts.
 */
import { inArray } from "drizzle-orm";
import type { Context } from "hono";
import { MAX_OCCURRENCE_RANGE_DAYS } from "../../../contract/activities";
import { organizations } from "../../../db/schema";
import { badParameter, forbidden, notFound } from "../../jsonapi/errors";
import type { ParsedQuery } from "../../jsonapi/query";
import { paginate, type ResourceObject, toDocument } from "../../jsonapi/serialize";
import { actorOf, requireUser } from "../../middleware/auth";
import { idParam } from "../../middleware/params";
import { jsonApi } from "../../respond";
import { scope } from "../../scope";
import { activityError } from "../../services/activities";
import {
  includedVacancyViews,
  type OccurrenceHit,
  type OccurrenceSearch,
  occurrenceResource,
  searchOccurrences,
} from "../../services/activity-occurrences";
import { notDeleted, organizationResource, selectOrganizationRows } from "../../services/organizations";
import { manageReach, vacancyResource } from "../../services/vacancies";
import type { ApiEnv, Validated } from "../../types";
import type { LIST_OCCURRENCES_QUERY } from "./activity-occurrences.schemas";

type ListQuery = ParsedQuery<(typeof LIST_OCCURRENCES_QUERY)["filters"]>;

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS;

function visibility(c: Context<ApiEnv>, manageable: boolean | undefined): OccurrenceSearch["visibility"] {
  if (!manageable) {
    return { kind: "public", centerId: scope(c).centerId(), sharing: c.get("tenant").features.centerSharing };
  }
  requireUser(c);
  const reach = manageReach(actorOf(c));
  if (!reach) throw forbidden(activityError(c, "manageForbidden"));
  return { kind: "manage", reach };
}

/** `include=vacancy,organization`: the page's vacancies and (not deleted) organisations. */
async function included(c: Context<ApiEnv>, include: Set<string>, hits: OccurrenceHit[]): Promise<ResourceObject[] | undefined> {
  if (!include.size) return undefined;
  const out: ResourceObject[] = [];
  if (include.has("vacancy")) {
    const centerId = scope(c).centerId();
    for (const view of await includedVacancyViews(
      c,
      hits.map((h) => h.vacancyId),
    ))
      out.push(vacancyResource(view, centerId));
  }
  const orgIds = [...new Set(hits.map((h) => h.organizationId))];
  if (include.has("organization") && orgIds.length) {
    const s = scope(c);
    const rows = await selectOrganizationRows(c).where(s.where(organizations, notDeleted(), inArray(organizations.id, orgIds)));
    out.push(...rows.map(organizationResource));
  }
  return out;
}

export async function listOccurrences(c: Validated<{ query: ListQuery }>) {
  const query = c.req.valid("query");
  const { filter } = query;
  if (!filter.from) throw badParameter("filter[from]", activityError(c, "rangeNeeded"), "range_needed");
  if (!filter.to) throw badParameter("filter[to]", activityError(c, "rangeNeeded"), "range_needed");
  const span = daysBetween(filter.from, filter.to);
  if (span < 0) throw badParameter("filter[to]", activityError(c, "rangeReversed"), "range_reversed");
  if (span > MAX_OCCURRENCE_RANGE_DAYS) {
    throw badParameter("filter[to]", activityError(c, "rangeTooWide", { max: MAX_OCCURRENCE_RANGE_DAYS }), "range_too_wide");
  }
  const { hits, total } = await searchOccurrences(c, {
    from: filter.from,
    to: filter.to,
    vacancyIds: filter.vacancy_id,
    organizationIds: filter.organization_id,
    vacancyTypes: filter.vacancy_type,
    tags: filter.tags,
    place: filter.place,
    page: query.page,
    visibility: visibility(c, filter.manageable),
  });
  const actor = actorOf(c);
  const { meta, links } = paginate(new URL(c.req.url), query.page, total);
  const data = hits.map((hit) => occurrenceResource(hit, actor));
  return jsonApi(c, toDocument({ data, included: await included(c, query.include, hits), meta, links }));
}

/** One date as the public (or its managers) may see it; 404 otherwise. */
export async function showOccurrence(c: Validated<{ query: ParsedQuery<Record<string, never>> }>) {
  const query = c.req.valid("query");
  const id = idParam(c);
  const find = async (v: OccurrenceSearch["visibility"]) =>
    (await searchOccurrences(c, { from: "0000-01-01", to: "9999-12-31", id, page: { number: 1, size: 1 }, visibility: v }))
      .hits[0];
  let hit = await find(visibility(c, false));
  const reach = manageReach(actorOf(c));
  if (!hit && reach) hit = await find({ kind: "manage", reach });
  if (!hit) throw notFound();
  return jsonApi(c, toDocument({ data: occurrenceResource(hit, actorOf(c)), included: await included(c, query.include, [hit]) }));
}
