/**
 * Organisations on the wire and who may read one. Shared by the organizations, current-organizations and users
 * resources (a resource never imports another's handlers). Writes: api/services/organization-writes.ts.
 */
import { and, eq, getTableColumns, isNull, ne } from "drizzle-orm";
import type { Context } from "hono";
import {
  ADMIN_ONLY_STATUSES,
  ORGANIZATION_TRANSITIONS,
  type OrganizationAttributes,
  type OrganizationStatus,
  type OrganizationSummaryAttributes,
} from "../../contract/organizations";
import { type Actor, can } from "../../contract/policy";
import { addresses, contactPersons, organizationProfiles, organizations } from "../../db/schema";
import { identifier, type ResourceObject, resource, toDocument } from "../jsonapi/serialize";
import { scope } from "../scope";
import type { ApiEnv } from "../types";

export type OrganizationRow = typeof organizations.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;
export type ProfileRow = typeof organizationProfiles.$inferSelect;
export type ContactPersonRow = typeof contactPersons.$inferSelect;

export interface OrganizationDetails {
  organization: OrganizationRow;
  address: AddressRow | null;
  profile: ProfileRow | null;
  contactPerson: ContactPersonRow | null;
}

/** A list row: the organisation with its address and profile (one LEFT JOIN each: one per organisation). */
export interface OrganizationListRow {
  organization: OrganizationRow;
  address: AddressRow | null;
  profile: ProfileRow | null;
}

export { ORGANIZATION_INCLUDES } from "../../contract/organizations";

/** The joined select lists use; add `.where()`, order and paging. */
export function selectOrganizationRows(c: Context<ApiEnv>) {
  return c
    .get("db")
    .select({
      organization: getTableColumns(organizations),
      address: getTableColumns(addresses),
      profile: getTableColumns(organizationProfiles),
    })
    .from(organizations)
    .leftJoin(addresses, eq(addresses.organizationId, organizations.id))
    .leftJoin(organizationProfiles, eq(organizationProfiles.organizationId, organizations.id));
}

/** Not soft-deleted: every read but the admin's trash hides them. */
export const notDeleted = () => and(isNull(organizations.deletedAt), ne(organizations.status, "deleted"));

function summaryAttributes({ organization: org, address, profile }: OrganizationListRow): OrganizationSummaryAttributes {
  return {
    name: org.name,
    organizationType: org.type,
    status: org.status,
    website: org.website,
    email: org.email,
    phoneNumber: org.phoneNumber,
    city: address?.city ?? null,
    latitude: address?.geocoded ? address.latitude : null,
    longitude: address?.geocoded ? address.longitude : null,
    showOnSocialMap: profile?.showOnSocialMap ?? false,
    activityTypeIds: profile?.activityTypeIds ?? [],
    nonProfitType: profile?.nonProfitType ?? null,
    volunteerCenterId: org.volunteerCenterId,
    createdAt: org.createdAt,
  };
}

const relationships = (row: Partial<OrganizationDetails>) => ({
  profile: { data: row.profile ? identifier("organization_profiles", row.profile.id) : null },
  address: { data: row.address ? identifier("addresses", row.address.id) : null },
  contactPerson: { data: row.contactPerson ? identifier("contact_persons", row.contactPerson.id) : null },
  // An organisation's vacancies are read through the vacancies resource (`filter[organization_id]`), not included here.
  vacancies: { data: [] },
});

/** The summary lists and includes use; `links.self` leads to the whole organisation. */
export function organizationResource(row: OrganizationListRow | OrganizationRow): ResourceObject {
  const full: OrganizationListRow = "organization" in row ? row : { organization: row, address: null, profile: null };
  const id = full.organization.id;
  return resource("organizations", id, summaryAttributes(full), relationships(full), {
    self: `/api/v1/organizations/${id}`,
  });
}

/** Who may manage this organisation's record (its superusers, the centre's approvers): they see the decision fields. */
export function mayManageOrganization(actor: Actor | null, org: OrganizationRow): boolean {
  return (
    can(actor, "organization.manage", { organizationId: org.id, centerId: org.volunteerCenterId }) ||
    can(actor, "organizations.approve", { centerId: org.volunteerCenterId })
  );
}

/** May this actor approve / deny / archive / move organisations of the organisation's centre? */
export const mayApprove = (actor: Actor | null, org: OrganizationRow) =>
  can(actor, "organizations.approve", { centerId: org.volunteerCenterId });

/** The statuses this actor may move the organisation to now (the lifecycle table, filtered by their rights). */
export function allowedStatuses(actor: Actor | null, org: OrganizationRow): OrganizationStatus[] {
  if (!mayApprove(actor, org)) return [];
  const admin = can(actor, "users.administer");
  return ORGANIZATION_TRANSITIONS[org.status].filter((s) => admin || !ADMIN_ONLY_STATUSES.includes(s));
}

/**
 * PRODUCT.md: an approved organisation is public (anonymous visitors too); any other status only for its members
 * and for the staff who approve organisations of its centre (its centre's center_superuser, the tenant's admin).
 * A deleted one for nobody. Callers answer 404 otherwise, so a hidden organisation looks exactly like an unknown id.
 */
export function mayReadOrganization(actor: Actor | null, org: OrganizationRow): boolean {
  if (org.status === "deleted" || org.deletedAt) return false;
  if (org.status === "approved" && can(actor, "public.read")) return true;
  if (actor?.organizationIds.includes(org.id)) return true;
  return mayApprove(actor, org);
}

/** One organisation of the request's tenant with its address, profile and contact person; null if unknown. */
export async function loadOrganization(c: Context<ApiEnv>, id: number): Promise<OrganizationDetails | null> {
  const s = scope(c);
  const byOrg = <T extends typeof addresses | typeof organizationProfiles | typeof contactPersons>(table: T) =>
    s.db
      .select()
      .from(table)
      .where(and(s.where(table), eq(table.organizationId, id)))
      .limit(1);
  const [[organization], [address], [profile], [contactPerson]] = await s.db.batch([
    s.db
      .select()
      .from(organizations)
      .where(s.where(organizations, eq(organizations.id, id)))
      .limit(1),
    byOrg(addresses),
    byOrg(organizationProfiles),
    byOrg(contactPersons),
  ]);
  return organization
    ? {
        organization,
        address: (address as AddressRow | undefined) ?? null,
        profile: (profile as ProfileRow | undefined) ?? null,
        contactPerson: (contactPerson as ContactPersonRow | undefined) ?? null,
      }
    : null;
}

function addressLine(address: AddressRow | null): string | null {
  if (!address) return null;
  return `${address.street} ${address.houseNumber}${address.houseNumberAddition ?? ""}`.trim();
}

const strip = <T extends { id: number; tenantId: string; organizationId: number; createdAt: string; updatedAt: string }>(
  row: T,
) => {
  const { id: _i, tenantId: _t, organizationId: _o, createdAt: _c, updatedAt: _u, ...rest } = row;
  return rest;
};

/** The included resources of one organisation. */
export function includedOf(details: Partial<OrganizationDetails>, include: Set<string>): ResourceObject[] {
  const out: ResourceObject[] = [];
  if (include.has("address") && details.address) out.push(resource("addresses", details.address.id, strip(details.address)));
  if (include.has("profile") && details.profile) {
    const { nonProfitType, showOnSocialMap, activityTypeIds } = details.profile;
    out.push(resource("organization_profiles", details.profile.id, { nonProfitType, showOnSocialMap, activityTypeIds }));
  }
  if (include.has("contact_person") && details.contactPerson) {
    const { name, email, phoneNumber, jobTitle, userId } = details.contactPerson;
    out.push(resource("contact_persons", details.contactPerson.id, { name, email, phoneNumber, jobTitle, userId }));
  }
  return out;
}

/** The whole organisation as a resource (GET /organizations/{id}, and what a write answers). */
export function organizationFullResource(details: OrganizationDetails, actor: Actor | null): ResourceObject {
  const { organization: org, address } = details;
  const data = organizationResource(details);
  const manages = mayManageOrganization(actor, org);
  const attributes: OrganizationAttributes = {
    ...summaryAttributes(details),
    description: org.description,
    updatedAt: org.updatedAt,
    streetAddress: addressLine(address),
    postalCode: address?.postalCode ?? null,
    decisionReason: manages ? org.decisionReason : null,
    decidedAt: manages ? org.decidedAt : null,
    decidedById: manages ? org.decidedById : null,
    novChecklist: manages ? (org.novChecklist ?? null) : null,
    createdById: manages ? org.createdById : null,
    allowedStatuses: allowedStatuses(actor, org),
  };
  data.attributes = attributes;
  data.relationships = relationships(details);
  return data;
}

/** The whole organisation as a document with the includes asked for. */
export function organizationDocument(
  details: OrganizationDetails,
  actor: Actor | null,
  include: Set<string>,
  fields?: Map<string, Set<string>>,
) {
  const included = includedOf(details, include);
  return toDocument({ data: organizationFullResource(details, actor), included: include.size ? included : undefined }, fields);
}
