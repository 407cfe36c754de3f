/**
 * One organisation as its public pages show it (/organizations/{id}, /sociale-kaart/{id}): what everyone sees, and
 * for readers who manage it (the API fills the decision fields only for them) the status, the decision with its
 * NOV checklist, and whether the edit link shows (`can(…, "organization.manage")`, as the API's guard asks).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { actorOf, currentUser } from "~/utils/account.server";
import { isSignedIn } from "~/utils/session.server";
import { can } from "../../../contract/policy";
import { activityNames, activityTypes, loadOrganization, novChecklistOf, streetLine } from "./organizations.server";

export async function loadOrganizationPage(context: AppLoadContext, request: Request, id: string | undefined) {
  const [organization, types, me] = await Promise.all([
    loadOrganization(context, id),
    activityTypes(context).catch(() => []),
    isSignedIn(context.session) ? currentUser(context, request).catch(() => null) : Promise.resolve(null),
  ]);
  const o = organization;
  const mayEdit =
    me !== null && can(actorOf(me), "organization.manage", { organizationId: Number(o.id), centerId: o.volunteerCenterId });
  const contact = o.contactPerson ?? null;
  return {
    organization: {
      id: o.id,
      name: o.name,
      status: o.status,
      description: o.description,
      address: streetLine(o.address),
      postalCode: o.address && "postalCode" in o.address ? o.address.postalCode : o.postalCode,
      city: o.city,
      latitude: o.latitude,
      longitude: o.longitude,
      website: o.website,
      email: o.email,
      phoneNumber: o.phoneNumber,
      nonProfitType: o.nonProfitType,
      showOnSocialMap: o.showOnSocialMap,
      activities: activityNames(types, o.activityTypeIds),
      contact: contact
        ? { name: contact.name, email: contact.email, phoneNumber: contact.phoneNumber, jobTitle: contact.jobTitle }
        : null,
      decision:
        o.decidedAt !== null || o.novChecklist
          ? { decidedAt: o.decidedAt, reason: o.decisionReason, novChecklist: novChecklistOf(o.novChecklist) }
          : null,
    },
    mayEdit,
  };
}

export type OrganizationPage = Awaited<ReturnType<typeof loadOrganizationPage>>;
