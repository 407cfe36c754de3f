/**
 * The vacancy editor's schemas: one set of fields for /vacancies/add and /vacancies/{id}/edit. The form follows the
 * contract's input (contract/vacancy-inputs.ts), camelCased — the same fields, flat as the input is (the own address
 * too: `postalCode`, `houseNumber`, …), nested where it nests (the dates, __editor-dates-schema.ts) — and every field
 * is the contract's very rule, optional where an empty field means "none". So the API's pointers name the form's
 * fields as they are (`/data/attributes/house_number` → `houseNumber`, formErrorsFromApi). Isomorphic: the browser
 * checks with the same schemas (JS on); the action always checks again, and the API after it.
 */
import { z } from "zod";
import { RICH_TEXT_MAX_LENGTH } from "../../../contract/rich-text";
import { type VacancyUpdateInput, vacancyCreateInput, vacancyFields } from "../../../contract/vacancy-inputs";
import { type ActivityFormValue, activityFormFields, activityInput, activityRules } from "./__editor-dates-schema";

/**
 * Longer is refused here already (a 1 MB paste is never sent on), at the rich-text input's own limit; the document
 * itself (Markdown without JavaScript, the editor's JSON with it) is read by the action and checked by the API.
 */
export const MAX_DESCRIPTION_INPUT = RICH_TEXT_MAX_LENGTH;

const v = vacancyFields;

const vacancyFormFields = {
  vacancyType: v.vacancy_type,
  title: v.title,
  // Not trimmed first: a huge paste is refused by its length, never parsed further.
  description: z.string().max(MAX_DESCRIPTION_INPUT).optional(),
  tags: v.tags.optional(),
  ageGroupIds: v.age_group_ids.optional(),
  expiresAt: v.expires_at.optional(),
  hoursPerWeek: v.hours_per_week.optional(),
  vogRequired: v.vog_required.optional(),
  capacity: v.capacity.optional(),
  locationType: v.location_type.default("organization"),
  postalCode: v.postal_code.optional(),
  houseNumber: v.house_number.optional(),
  houseNumberAddition: v.house_number_addition.optional(),
  street: v.street.optional(),
  city: v.city.optional(),
  contactPerson: v.contact_person.optional(),
  contactEmail: v.contact_email.optional(),
  contactPhone: v.contact_phone.optional(),
  contactPhoneVisible: v.contact_phone_visible.optional(),
  youtubeUrl: v.youtube_url.optional(),
  shared: v.shared.optional(),
  /** The submit button pressed: save as it is, or save and move to this status (the lifecycle's moves). */
  status: v.status.optional(),
  /** An activity's frequency and dates: __editor-dates-schema.ts. */
  ...activityFormFields,
};

type LocationValue = { locationType: string; postalCode?: string; houseNumber?: string };

/** An own address needs its postcode and number (the API looks up street and city when they are empty). */
function addressRules(value: LocationValue, ctx: z.RefinementCtx) {
  if (value.locationType !== "address") return;
  for (const path of ["postalCode", "houseNumber"] as const) {
    if (value[path] === undefined) ctx.addIssue({ code: "custom", path: [path], message: "validation:required" });
  }
}

function editorRules(value: LocationValue & ActivityFormValue, ctx: z.RefinementCtx) {
  addressRules(value, ctx);
  activityRules(value, ctx);
}

export const vacancyEditSchema = z.object(vacancyFormFields).superRefine(editorRules);
export const vacancyAddSchema = z
  .object({
    ...vacancyFormFields,
    organizationId: vacancyCreateInput.shape.organization_id,
    // A new vacancy is saved as a draft or published (the create input's statuses).
    status: vacancyCreateInput.shape.status,
  })
  .superRefine(editorRules);

export type VacancyFormValue = z.output<typeof vacancyEditSchema>;

/** The fields both writes send; the description (read from the form by the action) and the status are added there. */
export type VacancyEditorInput = Omit<VacancyUpdateInput, "status" | "description"> & { title: string };

/**
 * The form's value as the API's input (snake_case, as on the wire): every field sent, emptied ones as null or false
 * (an update clears them), the address only with `locationType` "address", `shared` only where the tenant shares.
 */
export function vacancyInput(value: Omit<VacancyFormValue, "status">, { sharing }: { sharing: boolean }): VacancyEditorInput {
  const own = value.locationType === "address";
  return {
    title: value.title,
    vacancy_type: value.vacancyType,
    tags: value.tags ?? [],
    age_group_ids: value.ageGroupIds ?? [],
    expires_at: value.expiresAt ?? null,
    hours_per_week: value.hoursPerWeek ?? null,
    vog_required: value.vogRequired ?? false,
    capacity: value.capacity ?? null,
    location_type: value.locationType,
    // The address only with its own location (addressRules asked for postcode and number); the API drops a former
    // own address when the location changes.
    ...(own
      ? {
          postal_code: value.postalCode,
          house_number: value.houseNumber,
          house_number_addition: value.houseNumberAddition ?? null,
          street: value.street ?? null,
          city: value.city ?? null,
        }
      : {}),
    contact_person: value.contactPerson ?? null,
    contact_email: value.contactEmail ?? null,
    contact_phone: value.contactPhone ?? null,
    contact_phone_visible: value.contactPhoneVisible ?? false,
    youtube_url: value.youtubeUrl ?? null,
    ...(sharing ? { shared: value.shared ?? false } : {}),
    ...activityInput(value),
  };
}
