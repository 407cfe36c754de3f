/**
 * The writes of the `organizations` resource (snake_case, as on the wire): staff add, the public sign-up, edits,
 * approval and moving. Vocabulary, lifecycle and attributes: contract/organizations.ts.
 */
import { z } from "zod";
import { addressInput } from "./addresses";
import { requiredText } from "./fields";
import { errorMessage } from "./messages";
import {
  LISTED_ORGANIZATION_STATUSES,
  NON_PROFIT_TYPES,
  NOV_CHECKLIST_KEYS,
  ORGANIZATION_STATUSES,
  ORGANIZATION_TYPES,
} from "./organizations";
import { email, jobTitle, name, newPassword, phoneNumber } from "./users";

/** SPEC §7 writes `type organizations`; a singular is accepted as for users. */
export const ORGANIZATION_RESOURCE_TYPES = ["organizations", "organization"] as const;
/** The public forms' honeypot field (app/components/forms.tsx HONEYPOT_FIELD): filled = a bot. */
export const ORGANIZATION_HONEYPOT = "website_url";
export const MAX_DESCRIPTION_LENGTH = 5000;
/** An approver's reason for a decision (approve, deny, archive). */
export const MAX_DECISION_REASON_LENGTH = 2000;

export const organizationName = requiredText(150);

/** A website; without a scheme it becomes https:// (organisations: `www.club.nl` is what people type). */
export const website = z
  .string()
  .trim()
  .max(300)
  .transform((value, ctx) => {
    if (value === "") return null;
    const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
    try {
      const url = new URL(withScheme);
      if ((url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".")) return url.toString();
    } catch {}
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      message: "validation:url",
      params: { code: "invalid_url" },
    });
    return z.NEVER;
  })
  .nullable();

/** Longer than MAX_DESCRIPTION_LENGTH is a 422 `too_long` at the field (a 10 MB paste included). */
export const description = z
  .string()
  .transform((v, ctx) => {
    if (v.length <= MAX_DESCRIPTION_LENGTH) return v.trim() === "" ? null : v.trim();
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      message: errorMessage("validation:tooLong", { maximum: MAX_DESCRIPTION_LENGTH }),
      params: { code: "too_long" },
    });
    return z.NEVER;
  })
  .nullable();

export const activityTypeIds = z
  .array(z.number().int().positive())
  .max(20)
  .transform((ids) => [...new Set(ids)].sort((a, b) => a - b));

/** An e-mail address that may be left empty (empty = none). */
export const optionalEmail = z
  .union([z.literal(""), email])
  .transform((v) => (v === "" ? null : v))
  .nullable();

/** The non-profit profile (SPEC §3). */
export const profileInput = z.object({
  non_profit_type: z.enum(NON_PROFIT_TYPES).nullable().optional(),
  show_on_social_map: z.boolean().optional(),
  activity_type_ids: activityTypeIds.optional(),
});

/** The contact person (name required; optionally one of the organisation's users). */
export const contactPersonInput = z.object({
  name,
  email: optionalEmail.optional(),
  phone_number: phoneNumber.optional(),
  job_title: jobTitle.optional(),
  user_id: z.number().int().positive().nullable().optional(),
});

export const decisionReason = z.string().trim().max(MAX_DECISION_REASON_LENGTH).nullable();

/** The organisation's own fields (absent = unchanged in an update). */
const organizationFields = {
  name: organizationName,
  organization_type: z.enum(ORGANIZATION_TYPES).default("NonProfit"),
  website: website.optional(),
  email: optionalEmail.optional(),
  phone_number: phoneNumber.optional(),
  description: description.optional(),
  address: addressInput.optional(),
  profile: profileInput.optional(),
  contact_person: contactPersonInput.nullable().optional(),
};

/** POST /api/v1/organizations by staff (organizations.approve): added as `approved` unless `pending` is asked. */
export const createOrganizationInput = z.object({
  ...organizationFields,
  status: z.enum(["approved", "pending"]).default("approved"),
  /** An admin may add to another centre of the tenant; a centre superuser adds to their own. */
  volunteer_center_id: z.number().int().positive().optional(),
});

/** PUT/PATCH /api/v1/organizations/{id}: any subset; `status` follows the lifecycle (approvers only). */
export const updateOrganizationInput = z.object({
  name: organizationName.optional(),
  organization_type: z.enum(ORGANIZATION_TYPES).optional(),
  website: organizationFields.website,
  email: organizationFields.email,
  phone_number: organizationFields.phone_number,
  description: organizationFields.description,
  address: organizationFields.address,
  profile: organizationFields.profile,
  contact_person: organizationFields.contact_person,
  status: z.enum(ORGANIZATION_STATUSES).optional(),
  decision_reason: decisionReason.optional(),
  /** A first approval with no NOV criterion ticked needs this (contract/organizations.ts needsCriteriaConfirmation). */
  approve_without_criteria: z.boolean().optional(),
});

/** The first user account of a signed-up organisation (signed out; signed in, the current user is the first user). */
export const signUpUserInput = z.object({
  email,
  first_name: name,
  last_name: name,
  phone_number: phoneNumber.optional(),
  job_title: jobTitle.optional(),
  password: newPassword,
  password_confirmation: z.unknown(),
  accept_terms: z.custom<true>((v) => v === true, {
    message: "organization-forms:errors.acceptTerms",
    params: { code: "accepted" },
    // Not fatal: the other fields' errors (a password confirmation that differs) come in the same answer.
    fatal: false,
  }),
});

/**
 * POST /api/v1/organizations, the public sign-up: the organisation (pending, in the site's centre), its address,
 * profile and contact person, and its first user. `idempotency_key` (the form's hidden field, one per form) makes
 * a double post answer the organisation made by the first one.
 */
export const signUpOrganizationInput = z.object({
  name: organizationName,
  organization_type: z.enum(["NonProfit", "School"]).default("NonProfit"),
  website: organizationFields.website,
  email: organizationFields.email,
  phone_number: organizationFields.phone_number,
  description: organizationFields.description,
  address: addressInput,
  profile: profileInput.optional(),
  contact_person: contactPersonInput.optional(),
  user: signUpUserInput.optional(),
  idempotency_key: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{16,100}$/, "validation:invalid"),
  confirm_success_url: z.unknown(),
  [ORGANIZATION_HONEYPOT]: z.unknown(),
});

export const novChecklist = z.object(
  Object.fromEntries(NOV_CHECKLIST_KEYS.map((k) => [k, z.boolean().optional()])) as Record<
    (typeof NOV_CHECKLIST_KEYS)[number],
    z.ZodOptional<z.ZodBoolean>
  >,
);

/** PUT /api/v1/organizations/{id}/approve (SPEC §7: `{data: {type: "organizations", id, attributes: {status}}}`). */
export const approveOrganizationInput = z.object({
  status: z.enum(ORGANIZATION_STATUSES),
  reason: decisionReason.optional(),
  nov_checklist: novChecklist.optional(),
  /** A first approval with no NOV criterion ticked needs this (contract/organizations.ts needsCriteriaConfirmation). */
  approve_without_criteria: z.boolean().optional(),
});

/** PUT /api/v1/organizations/{id}/move: to another centre of the tenant. */
export const moveOrganizationInput = z.object({ volunteer_center_id: z.number().int().positive() });

export const organizationStatusFilter = z.enum(LISTED_ORGANIZATION_STATUSES);

export type CreateOrganizationInput = z.input<typeof createOrganizationInput>;
export type UpdateOrganizationInput = z.input<typeof updateOrganizationInput>;
export type SignUpOrganizationInput = z.input<typeof signUpOrganizationInput>;
export type ApproveOrganizationInput = z.input<typeof approveOrganizationInput>;
export type MoveOrganizationInput = z.input<typeof moveOrganizationInput>;
export type ContactPersonInput = z.input<typeof contactPersonInput>;
export type OrganizationProfileInput = z.input<typeof profileInput>;
