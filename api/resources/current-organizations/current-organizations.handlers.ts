/** The signed-in user's organisations (memberships) and the one selected through Current-Organization-Id. */
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Context } from "hono";
import { addresses, organizationProfiles, organizations } from "../../../db/schema";
import { notFound } from "../../jsonapi/errors";
import { parseQuery } from "../../jsonapi/query";
import { identifier, resource, toDocument } from "../../jsonapi/serialize";
import { requireOwnAccount } from "../../middleware/auth";
import { jsonApi } from "../../respond";
import { scope } from "../../scope";
import type { ApiEnv } from "../../types";
import { organizationResource } from "../users/users.model";

const SHOW_QUERY = { include: ["address", "profile"] } as const;

export async function listCurrentOrganizations(c: Context<ApiEnv>) {
  const current = requireOwnAccount(c);
  parseQuery(new URL(c.req.url), {});
  const s = scope(c);
  const rows = current.organizationIds.length
    ? await s.db
        .select()
        .from(organizations)
        .where(s.where(organizations, inArray(organizations.id, current.organizationIds)))
        .orderBy(asc(organizations.name), asc(organizations.id))
    : [];
  return jsonApi(c, toDocument({ data: rows.map(organizationResource), meta: { recordCount: rows.length } }));
}

export async function showCurrentOrganization(c: Context<ApiEnv>) {
  const current = requireOwnAccount(c);
  const query = parseQuery(new URL(c.req.url), SHOW_QUERY);
  const organizationId = c.get("currentOrganizationId");
  if (organizationId === null || !current.organizationIds.includes(organizationId)) {
    throw notFound("No organisation is selected, or you are not a member of it.", "organization_not_found");
  }
  const s = scope(c);
  const [[org], [address], [profile]] = await s.db.batch([
    s.db
      .select()
      .from(organizations)
      .where(s.where(organizations, eq(organizations.id, organizationId)))
      .limit(1),
    s.db
      .select()
      .from(addresses)
      .where(and(s.where(addresses), eq(addresses.organizationId, organizationId)))
      .limit(1),
    s.db
      .select()
      .from(organizationProfiles)
      .where(and(s.where(organizationProfiles), eq(organizationProfiles.organizationId, organizationId)))
      .limit(1),
  ]);
  if (!org) throw notFound();
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
  const included = [];
  if (query.include.has("address") && address) {
    const { id, tenantId: _t, organizationId: _o, ...attributes } = address;
    included.push(resource("addresses", id, attributes));
  }
  if (query.include.has("profile") && profile) {
    const { id, tenantId: _t, organizationId: _o, ...attributes } = profile;
    included.push(resource("organization_profiles", id, attributes));
  }
  return jsonApi(c, toDocument({ data, included: query.include.size ? included : undefined }));
}
