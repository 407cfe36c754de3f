/**
 * What creating and editing an organisation writes besides its own row: the address (looked up in PDOK, typed by
 * hand when PDOK does not know it or is down), the non-profit profile and the contact person; and the checks those
 * need against the database (activity types, the contact person's account).
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Context } from "hono";
import type { z } from "zod";
import type { addressInput } from "../../contract/addresses";
import type { contactPersonInput, profileInput } from "../../contract/organization-inputs";
import {
  activityTypes,
  addresses,
  contactPersons,
  organizationMemberships,
  organizationProfiles,
  type organizations,
} from "../../db/schema";
import { type FieldError, fieldError, JsonApiError } from "../jsonapi/errors";
import type { ApiEnv } from "../types";
import { errorText } from "./organization-text";
import { geocode } from "./pdok";
import { vacancySyncStatements } from "./vacancies-sync";

type AddressIn = z.output<typeof addressInput>;
type ProfileIn = z.output<typeof profileInput>;
type ContactIn = z.output<typeof contactPersonInput>;

/** An organisation's own columns from a staff create or a sign-up (contract/organization-inputs.ts). */
export function organizationColumns(data: {
  organization_type: (typeof organizations.$inferInsert)["type"];
  name: string;
  website?: string | null;
  email?: string | null;
  phone_number?: string | null;
  description?: string | null;
}) {
  return {
    type: data.organization_type,
    name: data.name,
    website: data.website ?? null,
    email: data.email ?? null,
    phoneNumber: data.phone_number ?? null,
    description: data.description ?? null,
  };
}

export type AddressValues = Omit<typeof addresses.$inferInsert, "id" | "tenantId" | "organizationId">;

/**
 * The address to store: PDOK's street, city, municipality and coordinates when it knows the postcode and number
 * (`geocoded`); otherwise the street and city as typed, without coordinates. Neither found nor typed: a 422 on
 * street and city saying why (not found, or the lookup is down), so the form shows them to be filled in by hand.
 */
export async function resolveAddress(c: Context<ApiEnv>, input: AddressIn, pointer: string): Promise<AddressValues> {
  const query = {
    postalCode: input.postal_code,
    houseNumber: input.house_number,
    houseNumberAddition: input.house_number_addition ?? null,
  };
  const found = await geocode(c, query);
  const base = {
    postalCode: query.postalCode,
    houseNumber: query.houseNumber,
    houseNumberAddition: query.houseNumberAddition,
    country: "NL",
  };
  if (found.result === "found") {
    return {
      ...base,
      street: found.street,
      city: found.city,
      municipality: found.municipality,
      latitude: found.latitude,
      longitude: found.longitude,
      geocoded: found.latitude !== null && found.longitude !== null,
    };
  }
  const code = found.result === "not_found" ? "address_not_found" : "address_lookup_unavailable";
  const detail = errorText(c, found.result === "not_found" ? "addressNotFound" : "addressUnavailable");
  const errors: FieldError[] = [];
  if (!input.street) errors.push(fieldError(`${pointer}/street`, code, detail));
  if (!input.city) errors.push(fieldError(`${pointer}/city`, code, detail));
  if (errors.length) throw new JsonApiError(422, errors);
  return {
    ...base,
    street: input.street as string,
    city: input.city as string,
    municipality: null,
    latitude: null,
    longitude: null,
    geocoded: false,
  };
}

/** Every id must be an activity type (ADR 0019: the profile keeps the ids; this is their integrity check). */
export async function activityTypeErrors(c: Context<ApiEnv>, ids: number[] | undefined, pointer: string): Promise<FieldError[]> {
  if (!ids?.length) return [];
  const known = new Set(
    (await c.get("db").select({ id: activityTypes.id }).from(activityTypes).where(inArray(activityTypes.id, ids))).map(
      (r) => r.id,
    ),
  );
  const unknown = ids.filter((id) => !known.has(id));
  return unknown.length
    ? [fieldError(pointer, "not_found", errorText(c, "unknownActivityTypes", { ids: unknown.join(", ") }))]
    : [];
}

/** A contact person's account must be one of the organisation's users. */
export async function contactUserErrors(
  c: Context<ApiEnv>,
  userId: number | null | undefined,
  organizationId: number | null,
  pointer: string,
): Promise<FieldError[]> {
  if (userId === null || userId === undefined) return [];
  const [member] =
    organizationId === null
      ? []
      : await c
          .get("db")
          .select({ id: organizationMemberships.id })
          .from(organizationMemberships)
          .where(
            and(
              eq(organizationMemberships.tenantId, c.get("tenant").id),
              eq(organizationMemberships.organizationId, organizationId),
              eq(organizationMemberships.userId, userId),
            ),
          )
          .limit(1);
  return member ? [] : [fieldError(pointer, "not_member", errorText(c, "contactNotMember"))];
}

/** The checks of an organisation's nested parts, as one 422 (pointers under `pointer`). */
export async function nestedErrors(
  c: Context<ApiEnv>,
  input: { profile?: ProfileIn; contact_person?: ContactIn | null },
  organizationId: number | null,
  pointer: string,
) {
  const errors = [
    ...(await activityTypeErrors(c, input.profile?.activity_type_ids, `${pointer}/profile/activity_type_ids`)),
    ...(await contactUserErrors(c, input.contact_person?.user_id, organizationId, `${pointer}/contact_person/user_id`)),
  ];
  if (errors.length) throw new JsonApiError(422, errors);
}

const now = () => new Date().toISOString();

/**
 * Upserts of the nested parts, as batch statements (one transaction with the organisation's own write), then the
 * copies of name and address on the organisation's vacancies.
 */
export function nestedWrites(
  c: Context<ApiEnv>,
  organizationId: number,
  parts: { address?: AddressValues; profile?: ProfileIn; contact_person?: ContactIn | null },
) {
  const db = c.get("db");
  const tenantId = c.get("tenant").id;
  const statements = [];
  if (parts.address) {
    const values = { ...parts.address, updatedAt: now() };
    statements.push(
      db
        .insert(addresses)
        .values({ tenantId, organizationId, ...values })
        .onConflictDoUpdate({ target: addresses.organizationId, set: values }),
    );
  }
  if (parts.profile) {
    const p = parts.profile;
    const set = {
      ...(p.non_profit_type !== undefined ? { nonProfitType: p.non_profit_type } : {}),
      ...(p.show_on_social_map !== undefined ? { showOnSocialMap: p.show_on_social_map } : {}),
      ...(p.activity_type_ids !== undefined ? { activityTypeIds: p.activity_type_ids } : {}),
      updatedAt: now(),
    };
    statements.push(
      db
        .insert(organizationProfiles)
        .values({ tenantId, organizationId, ...set })
        .onConflictDoUpdate({ target: organizationProfiles.organizationId, set }),
    );
  }
  if (parts.contact_person === null) {
    statements.push(db.delete(contactPersons).where(eq(contactPersons.organizationId, organizationId)));
  } else if (parts.contact_person) {
    const p = parts.contact_person;
    const set = {
      name: p.name,
      email: p.email ?? null,
      phoneNumber: p.phone_number ?? null,
      jobTitle: p.job_title ?? null,
      userId: p.user_id ?? null,
      updatedAt: now(),
    };
    statements.push(
      db
        .insert(contactPersons)
        .values({ tenantId, organizationId, ...set })
        .onConflictDoUpdate({ target: contactPersons.organizationId, set }),
    );
  }
  // The vacancies' copies of the organisation's name and address (vacancies and applications, ADR 0021), read from the rows this batch writes.
  return [...statements, ...vacancySyncStatements(c, organizationId)];
}
