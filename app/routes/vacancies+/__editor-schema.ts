/**
 * The vacancy editor's schemas (issue 15): one set of fields for /vacancies/add and /vacancies/{id}/edit, the
 * fields of contract/vacancy-inputs.ts. Form names are what the API's pointers become (`/data/attributes/expires_at`
 * → `expiresAt`, forms.server.ts fieldOfPointer), except the address, named like the organisation forms' address
 * (`addressPostalCode`…, ADDRESS_ALIASES) so its lookup on blur is the same component. Isomorphic: the browser checks
 * with the same schemas (JS on); the action always checks again, and the API after it.
 */
import { z } from "zod";
import { PHONE_NUMBER_PATTERN } from "~/utils/validation";
import { isPostalCode, normalizePostalCode } from "../../../contract/addresses";
import { RICH_TEXT_MAX_LENGTH } from "../../../contract/rich-text";
import { LOCATION_TYPES, VACANCY_STATUSES, VACANCY_TAGS, VACANCY_TYPES } from "../../../contract/vacancies";
import { youtubeVideoId } from "../../../contract/vacancy-inputs";
import { type ActivityFormValue, activityAttributes, activityFormFields, activityRules } from "./__editor-dates-schema";

/** Longer is refused here already (a 1 MB paste is never sent on), at the rich-text path's own limit. */
export const MAX_DESCRIPTION_INPUT = RICH_TEXT_MAX_LENGTH;
const HOUSE_NUMBER = /^[1-9][0-9]{0,4}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const text = (max: number) => z.string().trim().max(max).optional();

const vacancyFields = {
  vacancyType: z.enum(VACANCY_TYPES),
  title: z.string().trim().min(1).max(150),
  // Not trimmed first: a huge paste is refused by its length, never parsed further.
  description: z.string().max(MAX_DESCRIPTION_INPUT).optional(),
  tags: z.array(z.enum(VACANCY_TAGS)).max(VACANCY_TAGS.length).optional(),
  ageGroupIds: z
    .array(z.string().regex(/^\d{1,2}$/))
    .max(30)
    .optional(),
  expiresAt: z.string().trim().regex(DATE, "vacancy-admin:errors.date").optional(),
  hoursPerWeek: z.number().min(0.5).max(80).optional(),
  vogRequired: z.boolean().optional(),
  capacity: z.number().int().min(1).max(10000).optional(),
  locationType: z.enum(LOCATION_TYPES).default("organization"),
  addressPostalCode: z.string().max(20).refine(isPostalCode, "organization-forms:errors.postalCode").optional(),
  addressHouseNumber: z.string().trim().regex(HOUSE_NUMBER, "organization-forms:errors.houseNumber").optional(),
  addressHouseNumberAddition: z
    .string()
    .trim()
    .max(10)
    .regex(/^[a-zA-Z0-9 -]*$/, "organization-forms:errors.addition")
    .optional(),
  addressStreet: text(100),
  addressCity: text(100),
  contactPerson: text(100),
  contactEmail: z.string().trim().email().max(254).optional(),
  contactPhone: z.string().trim().max(30).regex(PHONE_NUMBER_PATTERN, "validation:phone").optional(),
  contactPhoneVisible: z.boolean().optional(),
  youtubeUrl: z
    .string()
    .trim()
    .max(300)
    .refine((v) => youtubeVideoId(v) !== null, "vacancy-admin:errors.youtube")
    .optional(),
  shared: z.boolean().optional(),
  /** The submit button pressed: save as it is, or save and move to this status (the lifecycle's moves). */
  status: z.enum(VACANCY_STATUSES).optional(),
  /** An activity's frequency and dates (issue 16): __editor-dates-schema.ts. */
  ...activityFormFields,
};

type LocationValue = { locationType: (typeof LOCATION_TYPES)[number]; addressPostalCode?: string; addressHouseNumber?: string };

/** An own address needs its postcode and number (the API looks up street and city when they are empty). */
function addressRules(value: LocationValue, ctx: z.RefinementCtx) {
  if (value.locationType !== "address") return;
  for (const path of ["addressPostalCode", "addressHouseNumber"] as const) {
    if (value[path] === undefined) ctx.addIssue({ code: "custom", path: [path], message: "validation:required" });
  }
}

function editorRules(value: LocationValue & ActivityFormValue, ctx: z.RefinementCtx) {
  addressRules(value, ctx);
  activityRules(value, ctx);
}

export const vacancyEditSchema = z.object(vacancyFields).superRefine(editorRules);
export const vacancyAddSchema = z
  .object({ ...vacancyFields, organizationId: z.string().regex(/^\d{1,12}$/) })
  .superRefine(editorRules);

export type VacancyFormValue = z.output<typeof vacancyEditSchema>;

/**
 * The form's value as the API's attributes (camelCase; the client snake_cases them): every field sent, emptied
 * ones as null or false (an update clears them), the address only with `locationType` "address".
 */
export function vacancyAttributes(value: VacancyFormValue, { sharing }: { sharing: boolean }): Record<string, unknown> {
  const own = value.locationType === "address";
  const postalCode =
    own && value.addressPostalCode ? (normalizePostalCode(value.addressPostalCode) ?? value.addressPostalCode) : null;
  return {
    title: value.title,
    vacancyType: value.vacancyType,
    ...(value.status ? { status: value.status } : {}),
    description: value.description?.trim() ?? "",
    tags: value.tags ?? [],
    ageGroupIds: (value.ageGroupIds ?? []).map(Number),
    expiresAt: value.expiresAt ?? null,
    hoursPerWeek: value.hoursPerWeek ?? null,
    vogRequired: value.vogRequired ?? false,
    capacity: value.capacity ?? null,
    locationType: value.locationType,
    // The address only with its own location (postcode and number are not nullable in the contract); the API
    // drops a former own address when the location changes.
    ...(own
      ? {
          postalCode,
          houseNumber: value.addressHouseNumber ?? null,
          houseNumberAddition: value.addressHouseNumberAddition ?? null,
          street: value.addressStreet ?? null,
          city: value.addressCity ?? null,
        }
      : {}),
    contactPerson: value.contactPerson ?? null,
    contactEmail: value.contactEmail ?? null,
    contactPhone: value.contactPhone ?? null,
    contactPhoneVisible: value.contactPhoneVisible ?? false,
    youtubeUrl: value.youtubeUrl ?? null,
    ...(sharing ? { shared: value.shared ?? false } : {}),
    ...activityAttributes(value),
  };
}

/** API fields whose names differ from the form's (the address, named as in the organisation forms). */
export const ADDRESS_ALIASES: Record<string, string> = {
  postalCode: "addressPostalCode",
  houseNumber: "addressHouseNumber",
  houseNumberAddition: "addressHouseNumberAddition",
  street: "addressStreet",
  city: "addressCity",
};

/** The vacancies API's own codes, said in this screen's words (the shared map has the general ones). */
export const VACANCY_ERROR_KEYS: Record<string, string> = {
  in_past: "vacancy-admin:errors.inPast",
  invalid_youtube_url: "vacancy-admin:errors.youtube",
  unknown_postal_code: "organization-forms:address.notFound",
  invalid_transition: "vacancy-admin:errors.invalidTransition",
  organization_not_approved: "vacancy-admin:errors.organizationNotApproved",
};
