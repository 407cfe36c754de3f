/**
 * What the organisation editor's pages load: the activity types to choose from and, for 'edit' and
 * /instellingen/organisatie, the organisation with its address, profile and contact person as the form's defaults.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { getList, getOne, type Resource } from "~/utils/api-resources.server";
import type { AddressAttributes } from "../../../contract/addresses";
import type {
  ActivityTypeAttributes,
  ContactPersonAttributes,
  OrganizationAttributes,
  OrganizationProfileAttributes,
} from "../../../contract/organizations";
import type { ActivityTypeOption, EditorDefaults } from "./organization-editor";

type OrganizationRelationships = {
  address?: Resource<AddressAttributes> | null;
  profile?: Resource<OrganizationProfileAttributes> | null;
  contactPerson?: Resource<ContactPersonAttributes> | null;
};
export type EditedOrganization = Resource<OrganizationAttributes, OrganizationRelationships>;

/** GET /api/v1/activity_types (names in the request's language). */
export async function activityTypeOptions(context: AppLoadContext): Promise<ActivityTypeOption[]> {
  const { data } = await getList<ActivityTypeAttributes>(context.api, "/api/v1/activity_types");
  return [...data].sort((a, b) => a.position - b.position).map((a) => ({ id: String(a.id), name: a.name }));
}

/** GET /api/v1/organizations/{id}?include=address,profile,contact_person: unknown or foreign ids are the 404 page. */
export async function loadOrganization(context: AppLoadContext, id: string | undefined): Promise<EditedOrganization> {
  const { data } = await getOne<OrganizationAttributes, OrganizationRelationships>(
    context.api,
    `/api/v1/organizations/${encodeURIComponent(id ?? "")}`,
    { query: { include: "address,profile,contact_person" } },
  );
  return data;
}

/** The organisation as the editor's form values, shaped like the form (organization-form.ts). */
export function editorDefaults(organization: EditedOrganization): EditorDefaults {
  const address = organization.address ?? null;
  const profile = organization.profile ?? null;
  return {
    name: organization.name,
    website: organization.website ?? "",
    email: organization.email ?? "",
    phoneNumber: organization.phoneNumber ?? "",
    description: organization.description ?? "",
    address: {
      postalCode: address?.postalCode ?? "",
      houseNumber: address?.houseNumber ?? "",
      houseNumberAddition: address?.houseNumberAddition ?? "",
      street: address?.street ?? "",
      city: address?.city ?? "",
    },
    profile: {
      nonProfitType: profile?.nonProfitType ?? organization.nonProfitType ?? "",
      activityTypeIds: (profile?.activityTypeIds ?? organization.activityTypeIds ?? []).map(String),
      showOnSocialMap: (profile?.showOnSocialMap ?? organization.showOnSocialMap) ? "on" : undefined,
    },
  };
}
