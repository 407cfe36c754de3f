/**
 * Addresses the Dutch way (organisations, ADR 0019): postcode + house number are looked up through the API
 * (`GET /api/v1/address_lookups`, PDOK Locatieserver behind a D1 cache). With JavaScript the editor asks on blur
 * (signup.address.tsx); without, the action does it here before saving and shows the filled form back for
 * confirmation. A lookup that finds nothing or cannot reach PDOK never blocks saving: street and city are typed.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { AddressLookupAttributes } from "../../../contract/addresses";
import { houseNumber as houseNumberRule, normalizePostalCode } from "../../../contract/addresses";

export type LookupResult = AddressLookupAttributes["result"];

export interface AddressLookup {
  result: LookupResult;
  street: string | null;
  city: string | null;
}

const text = (formData: FormData, name: string) => {
  const value = formData.get(name);
  return typeof value === "string" ? value.trim() : "";
};

/** The address to look up, when postcode and house number are both valid. */
export function addressQuery(postalCode: string, houseNumber: string, addition: string) {
  const code = normalizePostalCode(postalCode);
  if (!code || !houseNumberRule.safeParse(houseNumber).success) return null;
  return { postalCode: code, houseNumber: houseNumber.trim(), houseNumberAddition: addition.trim() };
}

/** GET /api/v1/address_lookups; any failure (PDOK down, API error, network) reads as `unavailable`. */
export async function lookUpAddress(
  context: AppLoadContext,
  query: NonNullable<ReturnType<typeof addressQuery>>,
): Promise<AddressLookup> {
  try {
    const { data } = await context.api.get<AddressLookupAttributes | AddressLookupAttributes[]>("/api/v1/address_lookups", {
      query: { filter: { ...query, houseNumberAddition: query.houseNumberAddition || undefined } },
      errors: "throw",
    });
    const row = Array.isArray(data) ? data[0] : data;
    if (!row) return { result: "not_found", street: null, city: null };
    return { result: row.result, street: row.street ?? null, city: row.city ?? null };
  } catch {
    return { result: "unavailable", street: null, city: null };
  }
}

/** The parts of an address form (contract/addresses.ts addressInput, camelCase). */
export type AddressPart = "postalCode" | "houseNumber" | "houseNumberAddition" | "street" | "city";
/** Where a form keeps its address parts: `addressNames("address")` → `address.postalCode`, …; `addressNames()` → `postalCode`, …. */
export type AddressNames = Record<AddressPart, string>;
export function addressNames(fieldset?: string): AddressNames {
  const name = (part: AddressPart) => (fieldset ? `${fieldset}.${part}` : part);
  return {
    postalCode: name("postalCode"),
    houseNumber: name("houseNumber"),
    houseNumberAddition: name("houseNumberAddition"),
    street: name("street"),
    city: name("city"),
  };
}
/**
 * The no-JS confirmation step: when street or city is empty and postcode + number are valid, the address is looked
 * up and the form comes back (street and city filled when found) instead of being saved. Null: nothing to look up,
 * save as typed.
 */
export async function addressStep(
  context: AppLoadContext,
  formData: FormData,
  names: AddressNames,
): Promise<{ lookup: AddressLookup; formData: FormData } | null> {
  if (text(formData, names.street) && text(formData, names.city)) return null;
  const query = addressQuery(
    text(formData, names.postalCode),
    text(formData, names.houseNumber),
    text(formData, names.houseNumberAddition),
  );
  if (!query) return null;
  const lookup = await lookUpAddress(context, query);
  const filled = new FormData();
  for (const [name, value] of formData) filled.append(name, value);
  filled.set(names.postalCode, query.postalCode);
  if (lookup.result === "found") {
    if (lookup.street) filled.set(names.street, lookup.street);
    if (lookup.city) filled.set(names.city, lookup.city);
  }
  return { lookup, formData: filled };
}
