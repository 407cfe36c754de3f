/**
 * Writes on /api/v1/organizations: staff add, edits (status through the lifecycle), soft delete. The public sign-up:
 * organizations.signup.handlers.ts. The route (organizations.routes.ts) has already checked who may and what was sent.
 */
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { createOrganizationInput, updateOrganizationInput } from "../../../contract/organization-inputs";
import { can, widestScope } from "../../../contract/policy";
import { organizations, volunteerCenters } from "../../../db/schema";
import { fieldError, JsonApiError } from "../../jsonapi/errors";
import { actorOf, requireUser } from "../../middleware/auth";
import type { ValidBody } from "../../middleware/validate";
import { jsonApi } from "../../respond";
import { scope } from "../../scope";
import { errorText } from "../../services/organization-text";
import { nestedErrors, nestedWrites, organizationColumns, resolveAddress } from "../../services/organization-writes";
import { loadOrganization, organizationDocument } from "../../services/organizations";
import type { Validated } from "../../types";
import { pathOrganizationOf } from "./organizations.guards";
import { applyStatus, checkCriteria, checkTransition, respondWithOrganization } from "./organizations.lifecycle.handlers";

const FULL = new Set(["profile", "address", "contact_person"]);
const nowIso = () => new Date().toISOString();

type Create = ValidBody<z.output<typeof createOrganizationInput>>;

/** POST by staff: in their centre (an admin: the site's centre, or another of the tenant's by volunteer_center_id). */
export async function createOrganization(c: Validated<{ json: Create }>) {
  const { data, pointer } = c.req.valid("json");
  const actor = actorOf(c);
  const s = scope(c);
  const tenantWide = widestScope(actor, "organizations.approve") === "tenant";
  const centerId = data.volunteer_center_id ?? (tenantWide ? s.centerId() : (actor?.centerId ?? s.centerId()));
  const [center] = await s.db
    .select({ id: volunteerCenters.id })
    .from(volunteerCenters)
    .where(s.where(volunteerCenters, eq(volunteerCenters.id, centerId)))
    .limit(1);
  if (!center || !can(actor, "organizations.approve", { centerId })) {
    throw new JsonApiError(422, [fieldError(`${pointer}/volunteer_center_id`, "not_found", errorText(c, "unknownCenter"))]);
  }
  await nestedErrors(c, data, null, pointer);
  const address = data.address ? await resolveAddress(c, data.address, `${pointer}/address`) : undefined;
  const at = nowIso();
  const [org] = await s.db
    .insert(organizations)
    .values({
      tenantId: s.tenantId,
      volunteerCenterId: centerId,
      ...organizationColumns(data),
      status: data.status,
      createdById: requireUser(c).user.id,
      ...(data.status === "approved" ? { decidedById: requireUser(c).user.id, decidedAt: at } : {}),
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  const writes = nestedWrites(c, org.id, {
    address,
    profile: data.profile ?? {},
    contact_person: data.contact_person ?? undefined,
  });
  if (writes.length) await s.db.batch(writes as [(typeof writes)[number], ...typeof writes]);
  const details = await loadOrganization(c, org.id);
  return jsonApi(
    c,
    organizationDocument(details ?? { organization: org, address: null, profile: null, contactPerson: null }, actor, FULL),
    201,
  );
}

type Update = ValidBody<z.output<typeof updateOrganizationInput>>;

/**
 * PUT/PATCH: the fields sent (absent = unchanged). `status` goes through the lifecycle exactly like approve; an
 * organisation superuser may send it only unchanged (a form posting back what it showed).
 */
export async function updateOrganization(c: Validated<{ json: Update }>) {
  const { data, pointer } = c.req.valid("json");
  const details = pathOrganizationOf(c);
  const org = details.organization;
  if (data.status !== undefined && data.status !== org.status) {
    checkTransition(c, org, data.status, `${pointer}/status`);
    checkCriteria(org, data.status, undefined, data.approve_without_criteria, `${pointer}/status`);
  }
  await nestedErrors(c, data, org.id, pointer);
  const address = data.address ? await resolveAddress(c, data.address, `${pointer}/address`) : undefined;
  const s = scope(c);
  const set = {
    ...(data.name !== undefined ? { name: data.name } : {}),
    ...(data.organization_type !== undefined ? { type: data.organization_type } : {}),
    ...(data.website !== undefined ? { website: data.website } : {}),
    ...(data.email !== undefined ? { email: data.email } : {}),
    ...(data.phone_number !== undefined ? { phoneNumber: data.phone_number } : {}),
    ...(data.description !== undefined ? { description: data.description } : {}),
    updatedAt: nowIso(),
  };
  await s.db.batch([
    s.db
      .update(organizations)
      .set(set)
      .where(s.where(organizations, eq(organizations.id, org.id))),
    ...nestedWrites(c, org.id, { address, profile: data.profile, contact_person: data.contact_person }),
  ]);
  if (data.status !== undefined && data.status !== org.status) {
    await applyStatus(c, { ...org, ...set }, data.status, { reason: data.decision_reason });
  }
  return respondWithOrganization(c, org.id);
}

/** DELETE (soft, the admin's): status `deleted`, hidden everywhere from then on. 204. */
export async function deleteOrganization(c: Validated<object>) {
  const org = pathOrganizationOf(c).organization;
  checkTransition(c, org, "deleted", "/data/attributes/status");
  await applyStatus(c, org, "deleted", {});
  return c.body(null, 204);
}
