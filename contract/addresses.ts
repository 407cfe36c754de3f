/**
 * Dutch addresses as API and UI agree on them (ADR 0019): entry by postcode + house number (+ addition),
 * looked up in PDOK Locatieserver by the API; street and city may be typed by hand when the lookup finds nothing or
 * PDOK is down (then no coordinates: `geocoded` false, the organisation is left off the map).
 */
import { z } from "zod";

/** Dutch postcodes: four digits (no leading zero), two letters; SA, SD and SS are never issued. */
const POSTCODE = /^\s*([1-9][0-9]{3})\s*([a-zA-Z]{2})\s*$/;
const NEVER_ISSUED = new Set(["SA", "SD", "SS"]);

/** `1234ab`, ` 1234 AB ` → `1234 AB`; null when it is not a Dutch postcode. */
export function normalizePostalCode(value: string): string | null {
  const match = POSTCODE.exec(value);
  if (!match) return null;
  const letters = match[2].toUpperCase();
  if (NEVER_ISSUED.has(letters)) return null;
  return `${match[1]} ${letters}`;
}

export const isPostalCode = (value: string) => normalizePostalCode(value) !== null;

export const postalCode = z
  .string({ required_error: "validation:required" })
  .max(20, "organization-forms:errors.postalCode")
  .transform((value, ctx) => {
    const normalized = normalizePostalCode(value);
    if (normalized) return normalized;
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      message: "organization-forms:errors.postalCode",
      params: { code: "invalid_postal_code" },
    });
    return z.NEVER;
  });

/** The digits of a house number, 1–99999. */
export const HOUSE_NUMBER = /^[1-9][0-9]{0,4}$/;
/** The letters, digits, spaces and dashes of a house number addition. */
export const HOUSE_NUMBER_ADDITION = /^[a-zA-Z0-9 -]*$/;

/**
 * A house number: 1–99999 (the number only; letters and suffixes go in the addition). A string first: a form's
 * text is checked as typed (`1e3` is not 1000), a JSON number as a number.
 */
export const houseNumber = z
  .union([z.string().trim(), z.number().int()])
  .transform(String)
  .pipe(z.string().regex(HOUSE_NUMBER, "organization-forms:errors.houseNumber"));

/** `a`, `II`, `bis`, `3-hoog`: letters, digits and a dash, up to 10. Empty = none. */
export const houseNumberAddition = z
  .string()
  .trim()
  .max(10)
  .regex(HOUSE_NUMBER_ADDITION, "organization-forms:errors.addition")
  .transform((v) => (v === "" ? null : v))
  .nullable();

const typed = z
  .string()
  .trim()
  .max(100)
  .transform((v) => (v === "" ? null : v))
  .nullable();

/**
 * An address as a form sends it. `street` and `city` are filled by the API from PDOK when it finds the address;
 * when it does not (unknown address, PDOK down) they are required as typed.
 */
export const addressInput = z.object({
  postal_code: postalCode,
  house_number: houseNumber,
  house_number_addition: houseNumberAddition.optional(),
  street: typed.optional(),
  city: typed.optional(),
});
export type AddressInput = z.input<typeof addressInput>;

/** An address on the wire (`addresses`, included with an organisation). */
export const addressAttributes = z.object({
  street: z.string(),
  houseNumber: z.string(),
  houseNumberAddition: z.string().nullable(),
  postalCode: z.string(),
  city: z.string(),
  municipality: z.string().nullable(),
  country: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** False when street/city were typed by hand (PDOK did not know the address or was down): no coordinates. */
  geocoded: z.boolean(),
});
export type AddressAttributes = z.infer<typeof addressAttributes>;

/**
 * GET /api/v1/address_lookups?filter[postal_code]&filter[house_number]&filter[house_number_addition]: a list of one
 * `address_lookups` resource with these attributes (an empty list without filters).
 */
export const addressLookupAttributes = z.object({
  /** `found`: PDOK (or its cache) knows it; `not_found`: it does not; `unavailable`: PDOK could not be reached. */
  result: z.enum(["found", "not_found", "unavailable"]),
  postalCode: z.string(),
  houseNumber: z.string(),
  houseNumberAddition: z.string().nullable(),
  street: z.string().nullable(),
  city: z.string().nullable(),
  municipality: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type AddressLookupAttributes = z.infer<typeof addressLookupAttributes>;
