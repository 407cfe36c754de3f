/**
 * The `organizations` resource as API and UI agree on it (ADR 0019): the vocabulary, the lifecycle as
 * data and the NOV checklist (contract/organization-vocabulary.ts, re-exported), and the attributes the API answers with. The writes' inputs are in
 * contract/organization-inputs.ts; addresses and the postcode rules in contract/addresses.ts.
 *
 * SPEC §3's `type` (School, VolunteerCenter, NonProfit) is the attribute `organization_type` on the wire:
 * JSON:API reserves `type` for the resource type, and the UI's flatten would overwrite it.
 */
import { z } from "zod";
import { ORGANIZATION_STATUSES, ORGANIZATION_TYPES } from "./organization-vocabulary";

export * from "./organization-vocabulary";

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
