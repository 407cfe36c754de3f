/**
 * The `organizations` resource as API and UI agree on it (ADR 0019): the vocabulary, the lifecycle as
 * data, the NOV checklist, and the attributes the API answers with. The writes' inputs are in
 * contract/organization-inputs.ts; addresses and the postcode rules in contract/addresses.ts.
 *
 * SPEC §3's `type` (School, VolunteerCenter, NonProfit) is the attribute `organization_type` on the wire:
 * JSON:API reserves `type` for the resource type, and the UI's flatten would overwrite it.
 */
import { z } from "zod";

export const ORGANIZATION_TYPES = ["School", "VolunteerCenter", "NonProfit"] as const;
export type OrganizationType = (typeof ORGANIZATION_TYPES)[number];
export const ORGANIZATION_STATUSES = ["approved", "pending", "denied", "archived", "deleted"] as const;
export type OrganizationStatus = (typeof ORGANIZATION_STATUSES)[number];
/** Statuses a list may filter on (a deleted organisation is gone for everyone: soft delete hides it). */
export const LISTED_ORGANIZATION_STATUSES = ["approved", "pending", "denied", "archived"] as const;

/** The non-profit profile's kinds (SPEC §3 nonProfitType); the social map filters on them. */
export const NON_PROFIT_TYPES = ["welzijn", "zorg", "sport", "cultuur", "natuur", "onderwijs", "religie", "overig"] as const;
export type NonProfitType = (typeof NON_PROFIT_TYPES)[number];

/**
 * PRODUCT.md's organisation lifecycle: `pending` → `approved` | `denied`; `approved` → `archived` → `approved`;
 * `denied` → `pending` (resubmitted); any → `deleted` (soft, admin only). The same table rules
 * `PUT /organizations/{id}/approve` and a status in a plain update; the UI offers exactly these buttons.
 */
export const ORGANIZATION_TRANSITIONS: Record<OrganizationStatus, readonly OrganizationStatus[]> = {
  pending: ["approved", "denied", "deleted"],
  approved: ["archived", "deleted"],
  denied: ["pending", "deleted"],
  archived: ["approved", "deleted"],
  deleted: [],
};

/** Transitions only the tenant's admin may make (the rest: anyone who may approve organisations of the centre). */
export const ADMIN_ONLY_STATUSES: readonly OrganizationStatus[] = ["deleted"];

export function mayTransition(from: OrganizationStatus, to: OrganizationStatus): boolean {
  return ORGANIZATION_TRANSITIONS[from].includes(to);
}

/** Transitions that e-mail the organisation's users (in their language). */
export const MAILED_STATUSES = ["approved", "denied", "archived"] as const;

/**
 * The NOV criteria (Vereniging NOV) a Dutch centre checks a new organisation against; the approver's ticks are
 * stored with the decision and shown on the organisation afterwards.
 */
export const NOV_CHECKLIST_KEYS = [
  "social_purpose",
  "no_profit_motive",
  "no_paid_work_replacement",
  "volunteer_insurance",
] as const;
export type NovChecklistKey = (typeof NOV_CHECKLIST_KEYS)[number];
export type NovChecklist = Partial<Record<NovChecklistKey, boolean>>;

/**
 * The first approval of an organisation (pending → approved) is the NOV check: with none of the criteria ticked it
 * needs the approver's explicit "approve without criteria" (ADR "approving without NOV criteria"). Restoring an
 * archived organisation is no new check.
 */
export function needsCriteriaConfirmation(
  from: string,
  to: string,
  checklist: NovChecklist | Record<string, boolean> | null | undefined,
): boolean {
  if (from !== "pending" || to !== "approved") return false;
  return !NOV_CHECKLIST_KEYS.some((key) => checklist?.[key] === true);
}

/** What lists and includes show of an organisation (also `current_organizations` and users' `include=organizations`). */
export const organizationSummaryAttributes = z.object({
  name: z.string(),
  organizationType: z.enum(ORGANIZATION_TYPES),
  status: z.enum(ORGANIZATION_STATUSES),
  website: z.string().nullable(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  /** The address's city (null without an address). */
  city: z.string().nullable(),
  /** The address's coordinates: null when not geocoded; the map's markers come from the list in one request. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** The profile's flag (false without a profile). */
  showOnSocialMap: z.boolean(),
  activityTypeIds: z.array(z.number().int()),
  nonProfitType: z.string().nullable(),
  volunteerCenterId: z.number().int(),
  createdAt: z.string(),
});
export type OrganizationSummaryAttributes = z.infer<typeof organizationSummaryAttributes>;

/**
 * One organisation (`GET /organizations/{id}`). The decision fields and who signed it up are filled only for
 * readers who may manage it (its members, the centre's approvers); null for everyone else.
 */
export const organizationAttributes = organizationSummaryAttributes.extend({
  description: z.string().nullable(),
  updatedAt: z.string(),
  /**
   * Street, number and addition, e.g. `Raadhuislaan 1a` (null without an address). SPEC §3's `address`; named
   * `street_address` on the wire because `address` is the relationship (`include=address`, SPEC §7) and JSON:API
   * gives attributes and relationships one namespace (the client merges them: one would overwrite the other).
   */
  streetAddress: z.string().nullable(),
  postalCode: z.string().nullable(),
  decisionReason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decidedById: z.number().int().nullable(),
  novChecklist: z.record(z.boolean()).nullable(),
  createdById: z.number().int().nullable(),
  /** The transitions the reader may make now (ORGANIZATION_TRANSITIONS, filtered by their rights). */
  allowedStatuses: z.array(z.enum(ORGANIZATION_STATUSES)),
});
export type OrganizationAttributes = z.infer<typeof organizationAttributes>;

/** `organization_profiles`, included with an organisation (SPEC §3 non-profit profile). */
export const organizationProfileAttributes = z.object({
  nonProfitType: z.string().nullable(),
  showOnSocialMap: z.boolean(),
  activityTypeIds: z.array(z.number().int()),
});
export type OrganizationProfileAttributes = z.infer<typeof organizationProfileAttributes>;

/** `contact_persons`, included with an organisation (`include=contact_person`). */
export const contactPersonAttributes = z.object({
  name: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  jobTitle: z.string().nullable(),
  /** One of the organisation's users, when the contact person has an account. */
  userId: z.number().int().nullable(),
});
export type ContactPersonAttributes = z.infer<typeof contactPersonAttributes>;

/** `GET /api/v1/activity_types`: `name` is in the request's language; both names are there for editors. */
export const activityTypeAttributes = z.object({
  slug: z.string(),
  name: z.string(),
  nameNl: z.string(),
  nameEn: z.string(),
  position: z.number().int(),
});
export type ActivityTypeAttributes = z.infer<typeof activityTypeAttributes>;

/** Includes of `GET /organizations` and `GET /organizations/{id}`. `vacancies` is accepted; it is empty until the
 * vacancies resource exists (vacancies and applications, ADR 0021). */
export const ORGANIZATION_INCLUDES = ["profile", "address", "contact_person", "vacancies"] as const;
export const ORGANIZATION_SORTS = ["name", "created_at", "city", "status", "id"] as const;
