/**
 * The organisation editor's schemas (issue 14): one set of fields shared by the sign-up, 'add' (staff), 'edit' and
 * /instellingen/organisatie. Form field names are what the API's pointers become (`/data/attributes/address/postal_code`
 * → `addressPostalCode`, `forms.server.ts` fieldOfPointer), so a 422 lands next to its field with JS on and off.
 * Isomorphic: the browser checks with the same schemas (JS on); the action always checks again.
 */
import { z } from "zod";
import { PHONE_NUMBER_PATTERN } from "~/utils/validation";
import { isPostalCode, normalizePostalCode } from "../../../contract/addresses";
import { MAX_DESCRIPTION_LENGTH } from "../../../contract/organization-inputs";
import { NON_PROFIT_TYPES, ORGANIZATION_TYPES } from "../../../contract/organizations";

/** `www.club.nl` is what people type: a scheme is added (https), as the API does. */
export function normalizeWebsite(value: string): string {
  const trimmed = value.trim();
  if (trimmed === "") return "";
  return /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

export function isWebsite(value: string): boolean {
  try {
    const url = new URL(normalizeWebsite(value));
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

const optionalText = (max: number) => z.string().trim().max(max).optional();
export const HOUSE_NUMBER = /^[1-9][0-9]{0,4}$/;

/** The organisation's own fields, its address and non-profit profile. */
const organizationFields = {
  name: z.string().trim().min(1).max(150),
  website: z.string().trim().max(300).refine(isWebsite, "validation:url").optional(),
  email: z.string().trim().email().max(254).optional(),
  phoneNumber: z.string().trim().max(30).regex(PHONE_NUMBER_PATTERN, "validation:phone").optional(),
  // Not trimmed first: a 10 MB paste is refused by its length, never parsed further.
  description: z.string().max(MAX_DESCRIPTION_LENGTH).optional(),
  addressPostalCode: z.string().max(20).refine(isPostalCode, "organization-forms:errors.postalCode").optional(),
  addressHouseNumber: z.string().trim().regex(HOUSE_NUMBER, "organization-forms:errors.houseNumber").optional(),
  addressHouseNumberAddition: z
    .string()
    .trim()
    .max(10)
    .regex(/^[a-zA-Z0-9 -]*$/, "organization-forms:errors.addition")
    .optional(),
  addressStreet: optionalText(100),
  addressCity: optionalText(100),
  profileNonProfitType: z.enum(NON_PROFIT_TYPES).optional(),
  profileActivityTypeIds: z
    .array(z.string().regex(/^\d{1,9}$/))
    .max(20)
    .optional(),
  profileShowOnSocialMap: z.boolean().optional(),
};

type AddressValue = { addressPostalCode?: string; addressHouseNumber?: string };

/** Postcode and house number go together; the sign-up needs them (an organisation is found by its address). */
function addressRules(required: boolean) {
  return (value: AddressValue, ctx: z.RefinementCtx) => {
    const given = value.addressPostalCode !== undefined || value.addressHouseNumber !== undefined;
    if (!required && !given) return;
    for (const path of ["addressPostalCode", "addressHouseNumber"] as const) {
      if (value[path] === undefined) ctx.addIssue({ code: "custom", path: [path], message: "validation:required" });
    }
  };
}

/** Editing (and /instellingen/organisatie): an address is optional, but whole when given. */
export const organizationEditSchema = z.object(organizationFields).superRefine(addressRules(false));

/** Staff add: also the organisation's type (SPEC §3: School, VolunteerCenter, NonProfit). */
export const organizationAddSchema = z
  .object({ ...organizationFields, organizationType: z.enum(ORGANIZATION_TYPES).default("NonProfit") })
  .superRefine(addressRules(false));

const signUpFields = {
  ...organizationFields,
  organizationType: z.enum(["NonProfit", "School"]).default("NonProfit"),
  /** One per form (the loader makes it): a double post or the back button makes one organisation. */
  idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{16,100}$/),
};

/** The sign-up by a signed-in user: they become the organisation's first user, no account fields. */
export const signUpSignedInSchema = z.object(signUpFields).superRefine(addressRules(true));

/** The sign-up signed out: the first user account too. */
export const signUpSchema = z
  .object({
    ...signUpFields,
    accountFirstName: z.string().trim().min(1).max(100),
    accountLastName: z.string().trim().min(1).max(100),
    accountEmail: z.string().trim().email().max(254),
    accountPassword: z.string().min(8).max(128),
    accountPasswordConfirmation: z.string(),
    acceptTerms: z
      .string()
      .optional()
      .refine((value) => value === "on", { message: "auth:signup.acceptTermsRequired" }),
  })
  .superRefine((value, ctx) => {
    addressRules(true)(value, ctx);
    if (value.accountPassword !== value.accountPasswordConfirmation) {
      ctx.addIssue({ code: "custom", path: ["accountPasswordConfirmation"], message: "validation:passwordMismatch" });
    }
  });

/** Never sent back to the page (the no-JS address confirmation asks for the password again). */
export const SECRET_FIELDS = ["accountPassword", "accountPasswordConfirmation"];

export type OrganizationFormValue = z.output<typeof organizationEditSchema> & {
  organizationType?: (typeof ORGANIZATION_TYPES)[number];
};

/**
 * The form's value as the API's attributes (camelCase; the client snake_cases them): the address and profile as
 * nested objects, emptied fields as null (an update clears them), the website with its scheme.
 */
export function organizationAttributes(value: OrganizationFormValue): Record<string, unknown> {
  const postalCode = value.addressPostalCode ? (normalizePostalCode(value.addressPostalCode) ?? value.addressPostalCode) : null;
  return {
    name: value.name,
    ...(value.organizationType ? { organizationType: value.organizationType } : {}),
    website: value.website ? normalizeWebsite(value.website) : null,
    email: value.email ?? null,
    phoneNumber: value.phoneNumber ?? null,
    description: value.description?.trim() || null,
    ...(postalCode && value.addressHouseNumber
      ? {
          address: {
            postalCode,
            houseNumber: value.addressHouseNumber,
            houseNumberAddition: value.addressHouseNumberAddition ?? null,
            street: value.addressStreet ?? null,
            city: value.addressCity ?? null,
          },
        }
      : {}),
    profile: {
      // The non-profit type is only a non-profit's (the form hides it for a school): another type sends none.
      nonProfitType:
        value.organizationType && value.organizationType !== "NonProfit" ? null : (value.profileNonProfitType ?? null),
      showOnSocialMap: value.profileShowOnSocialMap ?? false,
      activityTypeIds: (value.profileActivityTypeIds ?? []).map(Number),
    },
  };
}

/** API fields whose pointers do not spell the form's name (`/profile/activity_type_ids/0`, the sign-up's user). */
export const FIELD_ALIASES: Record<string, string> = {
  address: "addressPostalCode",
  userFirstName: "accountFirstName",
  userLastName: "accountLastName",
  userEmail: "accountEmail",
  userPassword: "accountPassword",
  userPasswordConfirmation: "accountPasswordConfirmation",
  userAcceptTerms: "acceptTerms",
};

type SignUpValue = z.output<typeof signUpSignedInSchema> | z.output<typeof signUpSchema>;

/** The sign-up's attributes: the organisation, its key and (signed out) its first user. */
export function signUpAttributes(value: SignUpValue): Record<string, unknown> {
  const attributes: Record<string, unknown> = { ...organizationAttributes(value), idempotencyKey: value.idempotencyKey };
  if ("accountEmail" in value) {
    attributes.user = {
      email: value.accountEmail,
      firstName: value.accountFirstName,
      lastName: value.accountLastName,
      password: value.accountPassword,
      passwordConfirmation: value.accountPasswordConfirmation,
      acceptTerms: true,
    };
  }
  return attributes;
}
