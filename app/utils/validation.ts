/**
 * Form validation messages (SPEC §5): default messages for required, min/max length, e-mail, url, number bounds,
 * integer and array size, in nl and en (locales/<lng>/validation.json). Zod issues become *message keys* with
 * their parameters — `validation:tooShort|{"minimum":8}` — so the server can reply them (JS off) and the page
 * translates them in the visitor's language; `translateError` does that. Isomorphic.
 */
import type { TFunction } from "i18next";

import { errorMessage, isMessageKey, messageKeyErrorMap, parseMessageKey } from "../../contract/messages";

export { errorMessage, isMessageKey };

/**
 * The visitor-language text of an error message. Only keys are translated; anything else (an English API detail
 * that slipped through) shows as the generic 'not valid' text, so a page never shows words in another language.
 * A key missing from the visitor's language falls back to the same generic text.
 */
export function translateError(t: TFunction, message: string): string {
  if (!isMessageKey(message)) return t("validation:invalid") as string;
  const { key, params } = parseMessageKey(message);
  return t(key, { ...params, defaultValue: t("validation:invalid") }) as string;
}

/** The zod error map of every form: the contract's (contract/messages.ts). Pass it as parseWithZod's `errorMap`. */
export const validationErrorMap = messageKeyErrorMap;

/**
 * API error `code`s → message keys, so server errors read like client ones. The API's `detail` is English text for
 * developers and is never shown: an unknown code becomes the generic 'not valid' (field) or 'could not be saved'
 * (form) message (`apiErrorMessage`).
 */
export const API_ERROR_KEYS: Record<string, string> = {
  taken: "validation:api.taken",
  accepted: "validation:api.accepted",
  confirmation: "validation:api.confirmation",
  too_short: "validation:api.tooShort",
  too_long: "validation:api.tooLong",
  invalid: "validation:api.invalid",
  invalid_token: "validation:api.invalidToken",
  invalid_credentials: "auth:errors.invalidCredentials",
  unconfirmed: "auth:errors.unconfirmed",
  inactive: "auth:errors.inactive",
  rate_limited: "auth:errors.rateLimited",
  busy: "auth:errors.busy",
  forbidden: "validation:api.forbidden",
  blank: "validation:required",
  required: "validation:required",
  email: "validation:email",
  missing_credentials: "validation:api.resetNeedsToken",
  already_confirmed: "validation:api.alreadyConfirmed",
  own_account: "validation:api.ownAccount",
  own_admin_role: "validation:api.ownAdminRole",
  invalid_transition: "validation:api.invalidTransition",
  not_found: "validation:api.notFound",
  // Zod issue codes of the API's own validation (api/jsonapi/errors.ts validationError).
  invalid_type: "validation:invalid",
  invalid_string: "validation:invalid",
  invalid_enum_value: "validation:invalid",
  too_small: "validation:api.tooSmall",
  too_big: "validation:api.tooLong",
  // Organisations (organisations, ADR 0019): contract/addresses.ts, contract/organization-inputs.ts.
  invalid_postal_code: "organization-forms:errors.postalCode",
  invalid_url: "validation:url",
  address_not_found: "organization-forms:address.notFound",
  address_lookup_unavailable: "organization-forms:address.unavailable",
  // Help requests (neighbour help, ADR 0024): contract/help-requests.ts.
  private_details: "help:errors.privateDetails",
  contact_details: "help:errors.contactDetails",
  nov_unchecked: "validation:api.novUnchecked",
  not_offered: "validation:api.notOffered",
  no_centre_organization: "help:errors.noCentreOrganization",
  // Vacancies and their dates: the API's own checks beyond the contract's field rules (those send their key along).
  in_past: "vacancy-admin:errors.inPast",
  unknown_postal_code: "organization-forms:address.notFound",
  organization_not_approved: "vacancy-admin:errors.organizationNotApproved",
  occurrence_has_signups: "activities:errors.hasSignups",
  no_upcoming_date: "activities:errors.noUpcomingDate",
  // Centre settings (ADR 0047): contract/volunteer-centers.ts, contract/centre-theme.ts.
  invalid_color: "settings:errors.color",
};

/** Where a field says more than its code: `<field>.<code>` → key (fields in the form's camelCase). */
export const FIELD_ERROR_KEYS: Record<string, string> = {
  // `invalid` on current_password (PATCH/DELETE /api/v1/current_user, PUT /auth/password): a wrong current password.
  "currentPassword.invalid": "validation:api.currentPasswordInvalid",
  "phoneNumber.invalid_string": "validation:phone",
  "email.invalid_string": "validation:email",
};

/** The message key for an API error object, on a field of the form or (field null) on the form itself. */
export function apiErrorMessage(code: string | undefined, field: string | null): string {
  const byField = field && code ? FIELD_ERROR_KEYS[`${field}.${code}`] : undefined;
  const byCode = code ? API_ERROR_KEYS[code] : undefined;
  return byField ?? byCode ?? (field ? "validation:invalid" : "validation:api.failed");
}
