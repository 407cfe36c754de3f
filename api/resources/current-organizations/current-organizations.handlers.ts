/** The signed-in user's organisations (memberships) and the one selected through Current-Organization-Id. */
import { asc, inArray } from "drizzle-orm";
import type { Context } from "hono";
import { organizations } from "../../../db/schema";
import { notFound } from "../../jsonapi/errors";
import { parseQuery } from "../../jsonapi/query";
import { toDocument } from "../../jsonapi/serialize";
import { requireOwnAccount } from "../../middleware/auth";
import { jsonApi } from "../../respond";
import { scope } from "../../scope";
import {
  loadOrganization,
  ORGANIZATION_INCLUDES,
  organizationDocument,
  organizationResource,
} from "../../services/organizations";
import type { ApiEnv } from "../../types";

const SHOW_QUERY = { include: ORGANIZATION_INCLUDES } as const;

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
  const details = await loadOrganization(c, organizationId);
  if (!details) throw notFound();
  return jsonApi(c, organizationDocument(details, query.include));
}
