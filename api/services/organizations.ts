/**
 * Organisations on the wire and who may read one. Shared by the organizations, current-organizations and users
 * resources (a resource never imports another's handlers).
 */
import { and, eq } from "drizzle-orm";
import type { Context } from "hono";
import type { OrganizationSummaryAttributes } from "../../contract/organizations";
import { type Actor, can } from "../../contract/policy";
import { addresses, organizationProfiles, organizations } from "../../db/schema";
import { identifier, type ResourceObject, resource, toDocument } from "../jsonapi/serialize";
import { scope } from "../scope";
import type { ApiEnv } from "../types";

export type OrganizationRow = typeof organizations.$inferSelect;
type AddressRow = typeof addresses.$inferSelect;
type ProfileRow = typeof organizationProfiles.$inferSelect;

export interface OrganizationDetails {
  organization: OrganizationRow;
  address: AddressRow | null;
  profile: ProfileRow | null;
}

export const ORGANIZATION_INCLUDES = ["address", "profile"] as const;

/** The summary lists and includes use; `links.self` leads to the whole organisation. */
export function organizationResource(org: OrganizationRow): ResourceObject {
  return resource(
    "organizations",
    org.id,
    {
      name: org.name,
      organizationType: org.type,
      status: org.status,
      website: org.website,
      email: org.email,
      phoneNumber: org.phoneNumber,
    } satisfies OrganizationSummaryAttributes,
    undefined,
    { self: `/api/v1/organizations/${org.id}` },
  );
}

/**
 * PRODUCT.md: an approved organisation is public (anonymous visitors too); any other status only for its members
 * and for the staff who approve organisations of its centre (its centre's center_superuser, the tenant's admin).
 * Callers answer 404 otherwise, so a hidden organisation looks exactly like an unknown id.
 */
export function mayReadOrganization(actor: Actor | null, org: OrganizationRow): boolean {
  if (org.status === "approved" && can(actor, "public.read")) return true;
  if (actor?.organizationIds.includes(org.id)) return true;
  return can(actor, "organizations.approve", { centerId: org.volunteerCenterId });
}

/** One organisation of the request's tenant with its address and profile, in one round trip; null if unknown. */
export async function loadOrganization(c: Context<ApiEnv>, id: number): Promise<OrganizationDetails | null> {
  const s = scope(c);
  const [[organization], [address], [profile]] = await s.db.batch([
    s.db
      .select()
      .from(organizations)
      .where(s.where(organizations, eq(organizations.id, id)))
      .limit(1),
    s.db
      .select()
      .from(addresses)
      .where(and(s.where(addresses), eq(addresses.organizationId, id)))
      .limit(1),
    s.db
      .select()
      .from(organizationProfiles)
      .where(and(s.where(organizationProfiles), eq(organizationProfiles.organizationId, id)))
      .limit(1),
  ]);
  return organization ? { organization, address: address ?? null, profile: profile ?? null } : null;
}

/** The whole organisation as a document: description and centre too, address and profile as relationships. */
export function organizationDocument(
  { organization: org, address, profile }: OrganizationDetails,
  include: Set<string>,
  fields?: Map<string, Set<string>>,
) {
  const data = organizationResource(org);
  data.attributes = {
    ...data.attributes,
    description: org.description,
    createdAt: org.createdAt,
    volunteerCenterId: org.volunteerCenterId,
  };
  data.relationships = {
    address: { data: address ? identifier("addresses", address.id) : null },
    profile: { data: profile ? identifier("organization_profiles", profile.id) : null },
  };
  const included: ResourceObject[] = [];
  if (include.has("address") && address) {
    const { id, tenantId: _t, organizationId: _o, ...attributes } = address;
    included.push(resource("addresses", id, attributes));
  }
  if (include.has("profile") && profile) {
    const { id, tenantId: _t, organizationId: _o, ...attributes } = profile;
    included.push(resource("organization_profiles", id, attributes));
  }
  return toDocument({ data, included: include.size ? included : undefined }, fields);
}
