/** The signed-in user's organisations (memberships) and the one selected through Current-Organization-Id. */
import { asc, inArray } from "drizzle-orm";
import type { Context } from "hono";
import { organizations } from "../../../db/schema";
import { notFound } from "../../jsonapi/errors";
import type { ParsedQuery } from "../../jsonapi/query";
import { toDocument } from "../../jsonapi/serialize";
import { actorOf, requireOwnAccount } from "../../middleware/auth";
import { jsonApi } from "../../respond";
import { scope } from "../../scope";
import {
  loadOrganization,
  notDeleted,
  type OrganizationListRow,
  organizationDocument,
  organizationResource,
  selectOrganizationRows,
} from "../../services/organizations";
import type { ApiEnv, Validated } from "../../types";

export const SHOW_CURRENT_ORGANIZATION_QUERY = { include: ["address", "profile", "contact_person", "vacancies"] } as const;

export async function listCurrentOrganizations(c: Context<ApiEnv>) {
  const current = requireOwnAccount(c);
  const s = scope(c);
  const rows = current.organizationIds.length
    ? ((await selectOrganizationRows(c)
        .where(s.where(organizations, notDeleted(), inArray(organizations.id, current.organizationIds.slice(0, 90))))
        .orderBy(asc(organizations.name), asc(organizations.id))) as OrganizationListRow[])
    : [];
  return jsonApi(c, toDocument({ data: rows.map(organizationResource), meta: { recordCount: rows.length } }));
}

export async function showCurrentOrganization(c: Validated<{ query: ParsedQuery<Record<string, never>> }>) {
  const current = requireOwnAccount(c);
  const query = c.req.valid("query");
  const organizationId = c.get("currentOrganizationId");
  if (organizationId === null || !current.organizationIds.includes(organizationId)) {
    throw notFound("No organisation is selected, or you are not a member of it.", "organization_not_found");
  }
  const details = await loadOrganization(c, organizationId);
  if (!details || details.organization.status === "deleted") throw notFound();
  return jsonApi(c, organizationDocument(details, actorOf(c), query.include));
}
