/**
 * The organisation editor's schemas: one set of fields shared by the sign-up, 'add' (staff), 'edit' and
 * /instellingen/organisatie, each field the contract's own rule (contract/organization-inputs.ts, addresses.ts), the
 * form shaped like the API's input in camelCase — `address.postalCode`, `profile.activityTypeIds`, `user.email` — so
 * every API error pointer names its field (app/utils/forms.server.ts formErrorsFromApi, ADR 0040). Isomorphic: the
 * browser checks with the same schemas (JS on); the action always checks again. `…Input(value)` is the write's body.
 */
import { z } from "zod";
import { addressInput } from "../../../contract/addresses";
import {
  approveOrganizationInput,
  type ContactPersonInput,
  type CreateOrganizationInput,
  contactPersonInput,
  createOrganizationInput,
  moveOrganizationInput,
  organizationName,
  profileInput,
  type SignUpOrganizationInput,
  signUpOrganizationInput,
  signUpUserInput,
  updateOrganizationInput,
} from "../../../contract/organization-inputs";

const blank = (value: unknown) => value === undefined || value === null || String(value).trim() === "";

/** The address as the contract's addressInput. */
const address = z.object({
  postalCode: addressInput.shape.postal_code,
  houseNumber: addressInput.shape.house_number,
  houseNumberAddition: addressInput.shape.house_number_addition,
  street: addressInput.shape.street,
  city: addressInput.shape.city,
});

/** Editing: no postcode and no number is no address (street or city alone are ignored); else a whole one. */
const optionalAddress = z.preprocess(
  (value) =>
    value &&
    typeof value === "object" &&
    blank((value as Record<string, unknown>).postalCode) &&
    blank((value as Record<string, unknown>).houseNumber)
      ? undefined
      : value,
  address.optional(),
);

const profile = z.object({
  nonProfitType: profileInput.shape.non_profit_type,
  activityTypeIds: profileInput.shape.activity_type_ids,
  showOnSocialMap: profileInput.shape.show_on_social_map,
});

/** The organisation's own fields, its address and non-profit profile. */
const organizationFields = {
  name: organizationName,
  website: updateOrganizationInput.shape.website,
  email: updateOrganizationInput.shape.email,
  phoneNumber: updateOrganizationInput.shape.phone_number,
  description: updateOrganizationInput.shape.description,
  address: optionalAddress,
  profile,
};

/** Editing (and /instellingen/organisatie): an address is optional, but whole when given. */
export const organizationEditSchema = z.object(organizationFields);

/** Staff add: also the organisation's type (SPEC §3: School, VolunteerCenter, NonProfit). */
export const organizationAddSchema = z.object({
  ...organizationFields,
  organizationType: createOrganizationInput.shape.organization_type,
});

const signUpFields = {
  ...organizationFields,
  // An organisation is found by its address: the sign-up needs one.
  address,
  organizationType: signUpOrganizationInput.shape.organization_type,
  /** One per form (the loader makes it): a double post or the back button makes one organisation. */
  idempotencyKey: signUpOrganizationInput.shape.idempotency_key,
};

/** The sign-up by a signed-in user: they become the organisation's first user, no account fields. */
export const signUpSignedInSchema = z.object(signUpFields);

/** The first user's account; the terms box sends `on`. */
const user = z.object({
  firstName: signUpUserInput.shape.first_name,
  lastName: signUpUserInput.shape.last_name,
  email: signUpUserInput.shape.email,
  password: signUpUserInput.shape.password,
  passwordConfirmation: signUpUserInput.shape.password_confirmation,
  acceptTerms: z.preprocess((value) => value === "on" || value === true, signUpUserInput.shape.accept_terms),
});

/** The sign-up signed out: the first user account too; the confirmation is asked for and must match. */
export const signUpSchema = z.object({ ...signUpFields, user }).superRefine((value, ctx) => {
  const { password, passwordConfirmation } = value.user;
  if (blank(passwordConfirmation)) {
    ctx.addIssue({ code: "custom", path: ["user", "passwordConfirmation"], message: "validation:required" });
  } else if (password !== passwordConfirmation) {
    ctx.addIssue({ code: "custom", path: ["user", "passwordConfirmation"], message: "validation:passwordMismatch" });
  }
});

/** Never sent back to the page (the no-JS address confirmation asks for the password again). */
export const SECRET_FIELDS = ["user.password", "user.passwordConfirmation"];

export type OrganizationFormValue = z.output<typeof organizationEditSchema> & {
  organizationType?: CreateOrganizationInput["organization_type"];
};

/** What create, update and sign-up share: the organisation's fields, its address and profile. */
type OrganizationFieldsInput = Pick<
  CreateOrganizationInput,
  "name" | "organization_type" | "website" | "email" | "phone_number" | "description" | "address" | "profile"
>;

/** The form's value as the write's body (snake_case, as on the wire): emptied fields are null (an update clears them). */
export function organizationInput(value: OrganizationFormValue): OrganizationFieldsInput {
  const { address: a, profile: p } = value;
  return {
    name: value.name,
    ...(value.organizationType ? { organization_type: value.organizationType } : {}),
    website: value.website ?? null,
    email: value.email ?? null,
    phone_number: value.phoneNumber ?? null,
    description: value.description ?? null,
    ...(a
      ? {
          address: {
            postal_code: a.postalCode,
            house_number: a.houseNumber,
            house_number_addition: a.houseNumberAddition ?? null,
            street: a.street ?? null,
            city: a.city ?? null,
          },
        }
      : {}),
    profile: {
      // The non-profit type is only a non-profit's (the form hides it for a school): another type sends none.
      non_profit_type: value.organizationType && value.organizationType !== "NonProfit" ? null : (p.nonProfitType ?? null),
      show_on_social_map: p.showOnSocialMap ?? false,
      activity_type_ids: p.activityTypeIds ?? [],
    },
  };
}

type SignUpValue = z.output<typeof signUpSignedInSchema> | z.output<typeof signUpSchema>;

/** The sign-up's body: the organisation, its key and (signed out) its first user. */
export function signUpInput(value: SignUpValue, confirmSuccessUrl: string): SignUpOrganizationInput {
  const { address, ...fields } = organizationInput(value);
  return {
    ...fields,
    organization_type: value.organizationType,
    // The sign-up's schema requires the address.
    address: address as NonNullable<typeof address>,
    idempotency_key: value.idempotencyKey,
    confirm_success_url: confirmSuccessUrl,
    ...("user" in value
      ? {
          user: {
            email: value.user.email,
            first_name: value.user.firstName,
            last_name: value.user.lastName,
            password: value.user.password,
            password_confirmation: value.user.passwordConfirmation,
            accept_terms: true as const,
          },
        }
      : {}),
  };
}

/** /instellingen/contact-person: the contract's contactPersonInput under `contactPerson`. */
export const contactPersonSchema = z.object({
  contactPerson: z.object({
    name: contactPersonInput.shape.name,
    email: contactPersonInput.shape.email,
    phoneNumber: contactPersonInput.shape.phone_number,
    jobTitle: contactPersonInput.shape.job_title,
  }),
});

/** The contact person form's value as the write's `contact_person`: emptied fields are null (cleared). */
export function contactPersonBody({ contactPerson: c }: z.output<typeof contactPersonSchema>): ContactPersonInput {
  return { name: c.name, email: c.email ?? null, phone_number: c.phoneNumber ?? null, job_title: c.jobTitle ?? null };
}

/** /organizations/{id}/move: the contract's moveOrganizationInput. */
export const moveSchema = z.object({ volunteerCenterId: moveOrganizationInput.shape.volunteer_center_id });

/** A row of the approval queue: what the approver fills in of approveOrganizationInput (the intent is the button). */
export const decisionSchema = z.object({
  reason: approveOrganizationInput.shape.reason,
  novChecklist: approveOrganizationInput.shape.nov_checklist,
});
