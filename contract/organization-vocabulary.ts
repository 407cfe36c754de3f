/**
 * The organisations' vocabulary without a schema: types, statuses, the lifecycle as data, the NOV checklist, the
 * list's includes and sorts. Pages of the public site read these without loading zod into the browser
 * (docs/decisions/0079-no-schemas-on-reading-pages.md); contract/organizations.ts re-exports all of it.
 */
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

export const ORGANIZATION_INCLUDES = ["profile", "address", "contact_person", "vacancies"] as const;
export const ORGANIZATION_SORTS = ["name", "created_at", "city", "status", "id"] as const;

/**
 * `meta.bounds` of the organisations list: the extent of the filtered set's places (organisations with a geocoded
 * address, as on the social map), in degrees to 5 decimals; null when none of them has a place. The social map draws
 * its first view from it before its markers load.
 */
export type MapBounds = { south: number; west: number; north: number; east: number };
