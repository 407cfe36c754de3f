/** /api/v1/organizations/{id}: one organisation, as far as the visitor may see it (api/services/organizations.ts). */
import { notFound } from "../../jsonapi/errors";
import type { ParsedQuery } from "../../jsonapi/query";
import { actorOf } from "../../middleware/auth";
import { jsonApi } from "../../respond";
import { parseId } from "../../scope";
import { loadOrganization, mayReadOrganization, ORGANIZATION_INCLUDES, organizationDocument } from "../../services/organizations";
import type { Validated } from "../../types";

export const SHOW_ORGANIZATION_QUERY = {
  include: ORGANIZATION_INCLUDES,
  fieldTypes: ["organizations", "addresses", "organization_profiles"],
} as const;

export async function showOrganization(c: Validated<{ query: ParsedQuery<Record<string, never>> }>) {
  const query = c.req.valid("query");
  const id = parseId(c.req.param("id"));
  const details = id ? await loadOrganization(c, id) : null;
  // Unknown, another tenant's and hidden organisations all answer the same 404.
  if (!details || !mayReadOrganization(actorOf(c), details.organization)) throw notFound();
  return jsonApi(c, organizationDocument(details, query.include, query.fields));
}
