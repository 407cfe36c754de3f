/**
 * Help requests on the wire and who may read them (ADR 0024): the staff of the request's centre
 * (`organizations.approve`: its centre superuser, the tenant's admin) and no one else. The feature switch
 * (`tenant.features.peerToPeer`) is checked first: where it is off the resource does not exist (404).
 */
import { and, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { PeerToPeerWording } from "../../config/tenants";
import type { HelpRequestAttributes, MatchedHelpRequestAttributes } from "../../contract/help-requests";
import { can } from "../../contract/policy";
import { P2P_VACANCY_TYPES } from "../../contract/vacancies";
import { helpRequests, users, vacancies } from "../../db/schema";
import { notFound } from "../jsonapi/errors";
import { type ResourceObject, resource } from "../jsonapi/serialize";
import { actorOf } from "../middleware/auth";
import { scope } from "../scope";
import type { ApiEnv } from "../types";

export type HelpRequestRow = typeof helpRequests.$inferSelect;
export interface HelpRequestDetails {
  request: HelpRequestRow;
  vacancyStatus: string | null;
  decidedByName: string | null;
}

/** The tenant's wording, or 404 where peer-to-peer help is off (the resource does not exist there). */
export function helpWording(c: Context<ApiEnv>): PeerToPeerWording {
  const wording = c.get("tenant").features.peerToPeer;
  if (!wording) throw notFound("No API endpoint matches this path.", "route_not_found");
  return wording;
}

/** Centre staff of this centre (or the tenant's admin). */
export function moderates(c: Context<ApiEnv>, centerId: number): boolean {
  return can(actorOf(c), "organizations.approve", { centerId });
}

export function selectHelpRequests(c: Context<ApiEnv>) {
  return c
    .get("db")
    .select({
      request: getTableColumns(helpRequests),
      vacancyStatus: vacancies.status,
      decidedByName: sql<string | null>`(select trim(${users.firstName} || ' ' || ${users.lastName}) from ${users}
        where ${users.id} = ${helpRequests.decidedById})`,
    })
    .from(helpRequests)
    .leftJoin(vacancies, eq(vacancies.id, helpRequests.vacancyId));
}

export async function loadHelpRequest(c: Context<ApiEnv>, id: number): Promise<HelpRequestDetails | null> {
  const s = scope(c);
  const [row] = await selectHelpRequests(c)
    .where(s.where(helpRequests, eq(helpRequests.id, id)))
    .limit(1);
  return row ?? null;
}

/** Only ever answered to the centre's staff (the guards): it carries the address and contact details. */
export function helpRequestResource({ request: r, vacancyStatus, decidedByName }: HelpRequestDetails): ResourceObject {
  const attributes: HelpRequestAttributes = {
    name: r.name,
    email: r.email,
    phoneNumber: r.phoneNumber,
    street: r.street,
    houseNumber: r.houseNumber,
    houseNumberAddition: r.houseNumberAddition,
    postalCode: r.postalCode,
    city: r.city,
    neighbourhood: r.neighbourhood,
    title: r.title,
    description: r.description,
    when: r.when,
    status: r.status,
    reason: r.reason,
    vacancyId: r.vacancyId,
    vacancyStatus,
    decidedAt: r.decidedAt,
    decidedByName,
    volunteerCenterId: r.volunteerCenterId,
    createdAt: r.createdAt,
  };
  return resource("help_requests", r.id, attributes, {
    vacancy: { data: r.vacancyId ? { type: "vacancies", id: String(r.vacancyId) } : null },
  });
}

/** `Dorpsstraat 12 a, 8091 AB Wezep`: the address as the match mail and the staff screen show it. */
export function formatAddress(r: Pick<HelpRequestRow, "street" | "houseNumber" | "houseNumberAddition" | "postalCode" | "city">) {
  const number = `${r.houseNumber}${r.houseNumberAddition ? ` ${r.houseNumberAddition}` : ""}`;
  return `${r.street} ${number}, ${r.postalCode} ${r.city}`;
}

/**
 * A matched help request by its vacancy (public): the vacancy is filled, of a peer-to-peer type, of this site's
 * centre, and was published from a help request. Reads the vacancy row only (title, city, type): never a column of
 * `help_requests` but its link, so nothing private can be answered.
 */
export async function loadMatchedHelpVacancy(
  c: Context<ApiEnv>,
  vacancyId: number,
): Promise<{ id: number; attributes: MatchedHelpRequestAttributes } | null> {
  const s = scope(c);
  const [row] = await s.db
    .select({ id: vacancies.id, title: vacancies.title, city: vacancies.city, vacancyType: vacancies.vacancyType })
    .from(vacancies)
    .where(
      s.where(
        vacancies,
        and(
          eq(vacancies.id, vacancyId),
          eq(vacancies.status, "filled"),
          eq(vacancies.volunteerCenterId, s.centerId()),
          inArray(vacancies.vacancyType, [...P2P_VACANCY_TYPES]),
          sql`exists (select 1 from help_requests h where h.tenant_id = ${s.tenantId} and h.vacancy_id = ${vacancies.id})`,
        ),
      ),
    )
    .limit(1);
  if (!row) return null;
  return { id: row.id, attributes: { title: row.title, city: row.city, vacancyType: row.vacancyType, status: "filled" } };
}
