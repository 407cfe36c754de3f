/**
 * /api/v1/organizations: the list and one organisation, as far as the visitor may see them
 * (api/services/organizations.ts). Writes: organizations.write.handlers.ts; approval and moving:
 * organizations.lifecycle.handlers.ts.
 */
import { and, count, inArray, or, type SQL, sql } from "drizzle-orm";
import type { MapBounds } from "../../../contract/organization-vocabulary";
import { widestScope } from "../../../contract/policy";
import { MAX_VACANCY_PAGE_SIZE } from "../../../contract/vacancies";
import { addresses, organizationMemberships, organizationProfiles, organizations } from "../../../db/schema";
import type { ParsedQuery } from "../../jsonapi/query";
import { identifier, paginate, toDocument } from "../../jsonapi/serialize";
import { actorOf } from "../../middleware/auth";
import { jsonApi } from "../../respond";
import { orderBy, scope } from "../../scope";
import {
  includedOf,
  notDeleted,
  type OrganizationListRow,
  organizationDocument,
  organizationFullResource,
  organizationResource,
  selectOrganizationRows,
} from "../../services/organizations";
import { vacancyResource } from "../../services/vacancies";
import { searchVacancies } from "../../services/vacancy-search";
import type { Validated } from "../../types";
import { pathOrganizationOf } from "./organizations.guards";
import type { LIST_ORGANIZATIONS_QUERY } from "./organizations.schemas";

type ListQuery = ParsedQuery<(typeof LIST_ORGANIZATIONS_QUERY)["filters"]>;

const like = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * Who sees what: approved organisations for everyone; other statuses only within the actor's approval scope (their
 * centre, or the tenant for an admin) and their own organisations. Deleted ones never.
 */
function visibility(c: Validated<object>): SQL | undefined {
  const actor = actorOf(c);
  const approved = sql`${organizations.status} = 'approved'`;
  const reach = widestScope(actor, "organizations.approve");
  if (reach === "tenant") return undefined;
  // Their own organisations, by a sub-select (a long id list would eat D1's 100 bound parameters).
  const own = actor?.organizationIds.length
    ? inArray(
        organizations.id,
        c
          .get("db")
          .select({ id: organizationMemberships.organizationId })
          .from(organizationMemberships)
          .where(sql`${organizationMemberships.userId} = ${actor.userId}`),
      )
    : undefined;
  const centre = reach === "centre" ? sql`${organizations.volunteerCenterId} = ${actor?.centerId ?? -1}` : undefined;
  return or(approved, centre, own);
}

function listConditions(c: Validated<object>, filter: ListQuery["filter"]): SQL {
  const s = scope(c);
  const q = filter.q ? like(filter.q) : undefined;
  const activityIds = filter.activity_type_ids;
  return s.where(
    organizations,
    notDeleted(),
    visibility(c),
    filter.status ? inArray(organizations.status, filter.status) : undefined,
    filter.type ? inArray(organizations.type, filter.type) : undefined,
    filter.volunteer_center_id !== undefined
      ? sql`${organizations.volunteerCenterId} = ${filter.volunteer_center_id}`
      : undefined,
    q ? or(sql`${organizations.name} LIKE ${q} ESCAPE '\\'`, sql`${addresses.city} LIKE ${q} ESCAPE '\\'`) : undefined,
    filter.city ? sql`${addresses.city} = ${filter.city} COLLATE NOCASE` : undefined,
    filter.on_social_map !== undefined
      ? sql`coalesce(${organizationProfiles.showOnSocialMap}, 0) = ${filter.on_social_map ? 1 : 0}`
      : undefined,
    filter.non_profit_type ? inArray(organizationProfiles.nonProfitType, filter.non_profit_type) : undefined,
    // activity_type_ids is the profile's JSON array (ADR 0019): any of the asked ids matches.
    activityIds?.length
      ? sql`exists (select 1 from json_each(${organizationProfiles.activityTypeIds}) where json_each.value in (${sql.join(
          activityIds.map((id) => sql`${id}`),
          sql`, `,
        )}))`
      : undefined,
  );
}

const SORT_COLUMNS = {
  name: organizations.name,
  created_at: organizations.createdAt,
  city: addresses.city,
  status: organizations.status,
  id: organizations.id,
};

/** Degrees to 5 decimals (~1 m): what a map marker needs, in fewer bytes. */
const coordinate = (value: number) => Math.round(value * 1e5) / 1e5;

/** An organisation that has a place on the map: a geocoded address with both coordinates. */
const placed = sql`${addresses.geocoded} = 1 and ${addresses.latitude} is not null and ${addresses.longitude} is not null`;

export async function listOrganizations(c: Validated<{ query: ListQuery }>) {
  const query = c.req.valid("query");
  const s = scope(c);
  const where = listConditions(c, query.filter);
  // A joined select cannot go in a D1 batch (drizzle mis-maps it): the page and the count run side by side.
  const [rows, [counted]] = await Promise.all([
    selectOrganizationRows(c)
      .where(where)
      .orderBy(...orderBy(query.sort, SORT_COLUMNS, organizations.id))
      .limit(query.page.size)
      .offset((query.page.number - 1) * query.page.size),
    s.db
      .select({
        n: count(),
        // The extent of the set's places (the social map's first view, drawn before its markers load): counted in
        // the same pass, over the same rows as the markers (geocoded addresses).
        south: sql<number | null>`min(case when ${placed} then ${addresses.latitude} end)`,
        north: sql<number | null>`max(case when ${placed} then ${addresses.latitude} end)`,
        west: sql<number | null>`min(case when ${placed} then ${addresses.longitude} end)`,
        east: sql<number | null>`max(case when ${placed} then ${addresses.longitude} end)`,
      })
      .from(organizations)
      .leftJoin(addresses, sql`${addresses.organizationId} = ${organizations.id}`)
      .leftJoin(organizationProfiles, sql`${organizationProfiles.organizationId} = ${organizations.id}`)
      .where(where),
  ]);
  const list = rows as OrganizationListRow[];
  const { meta, links } = paginate(new URL(c.req.url), query.page, counted?.n ?? 0);
  const bounds: MapBounds | null =
    counted && counted.south !== null && counted.north !== null && counted.west !== null && counted.east !== null
      ? {
          south: coordinate(counted.south),
          west: coordinate(counted.west),
          north: coordinate(counted.north),
          east: coordinate(counted.east),
        }
      : null;
  const include = query.include;
  const included = include.size ? list.flatMap((row) => includedOf(row, include)) : undefined;
  return jsonApi(
    c,
    toDocument({ data: list.map(organizationResource), included, meta: { ...meta, bounds }, links }, query.fields),
  );
}

/** At most this many markers in one answer (the social map's ceiling: beyond it, markers by tiles, not a list). */
export const MAX_MARKERS = 20_000;

/**
 * GET /organizations/markers: every organisation of the list's filtered set that has a geocoded address, as compact
 * rows `[id, name, latitude, longitude]` in `meta.markers` — the social map's one request for its markers (ADR 0077),
 * read in one statement of four columns instead of pages of full resources.
 */
export async function organizationMarkers(c: Validated<{ query: ListQuery }>) {
  const query = c.req.valid("query");
  const rows = await scope(c)
    .db.select({
      id: organizations.id,
      name: organizations.name,
      latitude: addresses.latitude,
      longitude: addresses.longitude,
    })
    .from(organizations)
    .leftJoin(addresses, sql`${addresses.organizationId} = ${organizations.id}`)
    .leftJoin(organizationProfiles, sql`${organizationProfiles.organizationId} = ${organizations.id}`)
    .where(and(listConditions(c, query.filter), placed))
    .orderBy(organizations.id)
    .limit(MAX_MARKERS + 1);
  const markers = rows
    .slice(0, MAX_MARKERS)
    .map((r) => [r.id, r.name, coordinate(r.latitude as number), coordinate(r.longitude as number)]);
  // No resource objects (`data` is empty): the rows are the answer's meta, a compact form of the list's resources.
  return jsonApi(c, { data: [], meta: { markers, truncated: rows.length > MAX_MARKERS } });
}

/** One organisation; `include=vacancies` adds its published vacancies (the public organisation page lists them). */
export async function showOrganization(c: Validated<{ query: ParsedQuery<Record<string, never>> }>) {
  const query = c.req.valid("query");
  const details = pathOrganizationOf(c);
  if (!query.include.has("vacancies")) {
    return jsonApi(c, organizationDocument(details, actorOf(c), query.include, query.fields));
  }
  const { organization } = details;
  const { hits } = await searchVacancies(c, {
    organizationIds: [organization.id],
    sort: "newest",
    page: { number: 1, size: MAX_VACANCY_PAGE_SIZE },
    visibility: { kind: "public", centerId: organization.volunteerCenterId, sharing: false },
  });
  const siteCenterId = scope(c).centerId();
  const vacancies = hits.map((hit) => vacancyResource(hit, siteCenterId));
  const data = organizationFullResource(details, actorOf(c));
  data.relationships = { ...data.relationships, vacancies: { data: vacancies.map((v) => identifier(v.type, v.id)) } };
  return jsonApi(c, toDocument({ data, included: [...includedOf(details, query.include), ...vacancies] }, query.fields));
}
