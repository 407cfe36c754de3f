/**
 * What a vacancy write needs besides its own row (vacancies and applications, ADR 0021): the description's three columns, the place (the
 * organisation's address, an own address looked up in PDOK, or remote) and the lifecycle checks. Keeping the copied
 * organisation name and address in step: api/services/vacancies-sync.ts.
 */
import { and, eq } from "drizzle-orm";
import type { Context } from "hono";
import { isRichTextEmpty, type RichTextDoc, renderRichText, richTextToPlainText } from "../../contract/rich-text";
import {
  mayTransitionVacancy,
  SYSTEM_ONLY_VACANCY_STATUSES,
  VACANCY_TRANSITIONS,
  type VacancyStatus,
} from "../../contract/vacancies";
import { addresses } from "../../db/schema";
import { type FieldError, fieldError, JsonApiError } from "../jsonapi/errors";
import type { ApiEnv } from "../types";
import { resolveAddress } from "./organization-writes";
import { amsterdamToday, type VacancyRow } from "./vacancies";
import { vacancyError } from "./vacancy-text";

export interface DescriptionColumns {
  description: RichTextDoc | null;
  descriptionHtml: string;
  searchBody: string;
}

/**
 * The description's three columns from the checked document (contract/rich-text.ts: the allow-list, so no markup
 * the writer sent is ever live): the JSON, its HTML rendered once here, its plain text for search and summaries.
 */
export function describe(doc: RichTextDoc | null | undefined): DescriptionColumns {
  if (!doc || isRichTextEmpty(doc)) return { description: null, descriptionHtml: "", searchBody: "" };
  return { description: doc, descriptionHtml: renderRichText(doc), searchBody: richTextToPlainText(doc) };
}

/** The place columns of a vacancy. */
export interface PlaceColumns {
  locationType: VacancyRow["locationType"];
  street: string | null;
  houseNumber: string | null;
  houseNumberAddition: string | null;
  postalCode: string | null;
  city: string | null;
  municipality: string | null;
  latitude: number | null;
  longitude: number | null;
}

export interface PlaceInput {
  location_type?: VacancyRow["locationType"];
  postal_code?: string;
  house_number?: string;
  house_number_addition?: string | null;
  street?: string | null;
  city?: string | null;
}

/** The organisation's address as a vacancy's place (null coordinates when PDOK did not place it). */
export async function organizationPlace(c: Context<ApiEnv>, organizationId: number): Promise<PlaceColumns> {
  const [address] = await c
    .get("db")
    .select()
    .from(addresses)
    .where(and(eq(addresses.tenantId, c.get("tenant").id), eq(addresses.organizationId, organizationId)))
    .limit(1);
  return {
    locationType: "organization",
    street: null,
    houseNumber: null,
    houseNumberAddition: null,
    postalCode: null,
    city: address?.city ?? null,
    municipality: address?.municipality ?? null,
    latitude: address?.geocoded ? address.latitude : null,
    longitude: address?.geocoded ? address.longitude : null,
  };
}

/** The place for `location_type`: the organisation's, an own address (PDOK, like organisation addresses), or none. */
export async function resolvePlace(
  c: Context<ApiEnv>,
  input: PlaceInput,
  organizationId: number,
  pointer: string,
): Promise<PlaceColumns> {
  const type = input.location_type ?? "organization";
  if (type === "remote") {
    return {
      locationType: "remote",
      street: null,
      houseNumber: null,
      houseNumberAddition: null,
      postalCode: null,
      city: null,
      municipality: null,
      latitude: null,
      longitude: null,
    };
  }
  if (type === "organization") return organizationPlace(c, organizationId);
  if (!input.postal_code || !input.house_number) {
    const detail = vacancyError(c, "addressNeeded");
    const errors: FieldError[] = [];
    if (!input.postal_code) errors.push(fieldError(`${pointer}/postal_code`, "blank", detail));
    if (!input.house_number) errors.push(fieldError(`${pointer}/house_number`, "blank", detail));
    throw new JsonApiError(422, errors);
  }
  const address = await resolveAddress(
    c,
    {
      postal_code: input.postal_code,
      house_number: input.house_number,
      house_number_addition: input.house_number_addition ?? null,
      street: input.street ?? null,
      city: input.city ?? null,
    } as Parameters<typeof resolveAddress>[1],
    pointer,
  );
  return {
    locationType: "address",
    street: address.street ?? null,
    houseNumber: address.houseNumber ?? null,
    houseNumberAddition: address.houseNumberAddition ?? null,
    postalCode: address.postalCode ?? null,
    city: address.city ?? null,
    municipality: address.municipality ?? null,
    latitude: address.latitude ?? null,
    longitude: address.longitude ?? null,
  };
}

/**
 * The lifecycle (contract/vacancies.ts VACANCY_TRANSITIONS): a refused move is 422 `invalid_transition` naming the
 * allowed ones; `expired` is the job's only; publishing needs an expiry date of today or later (or none).
 */
export function lifecycleErrors(
  c: Context<ApiEnv>,
  from: VacancyStatus,
  to: VacancyStatus,
  expiresAt: string | null,
  pointer: string,
): FieldError[] {
  if (from !== to) {
    const allowed = VACANCY_TRANSITIONS[from].filter((s) => !SYSTEM_ONLY_VACANCY_STATUSES.includes(s));
    if (SYSTEM_ONLY_VACANCY_STATUSES.includes(to) || !mayTransitionVacancy(from, to)) {
      const detail = SYSTEM_ONLY_VACANCY_STATUSES.includes(to)
        ? vacancyError(c, "systemOnly")
        : vacancyError(c, "invalidTransition", { from, to, allowed: allowed.join(", ") || "–" });
      return [{ ...fieldError(`${pointer}/status`, "invalid_transition", detail), meta: { allowed } }];
    }
  }
  if (to === "published" && expiresAt !== null && expiresAt < amsterdamToday()) {
    const key = from === "expired" ? "expiryNeeded" : "expiryPast";
    return [fieldError(`${pointer}/expires_at`, "in_past", vacancyError(c, key))];
  }
  return [];
}

/**
 * The columns a status move writes besides `status` (one place for the edit, the bulk edit and the delete):
 * publishing keeps the first publication date and clears the expiry marks (the job may expire it again), deleting
 * stamps `deleted_at`. No move (to = from): nothing.
 */
export function statusColumns(
  row: Pick<VacancyRow, "status" | "publishedAt">,
  to: VacancyStatus,
  at: string,
): Partial<Pick<VacancyRow, "status" | "publishedAt" | "expiredAt" | "expiryWarnedAt" | "deletedAt">> {
  if (to === row.status) return {};
  return {
    status: to,
    ...(to === "published" ? { publishedAt: row.publishedAt ?? at, expiredAt: null, expiryWarnedAt: null } : {}),
    ...(to === "deleted" ? { deletedAt: at } : {}),
  };
}

/**
 * Only an approved organisation's vacancy can be seen by the public (mayReadVacancy), so only it may be published:
 * a vacancy of a pending, denied or archived organisation stays a draft (or where it is) instead of saying
 * "published" while its page is a 404. Checked when the vacancy moves to published (create, edit, bulk).
 */
export function organizationErrors(
  c: Context<ApiEnv>,
  from: VacancyStatus | null,
  to: VacancyStatus,
  organization: { status: string; deleted: boolean },
  pointer: string,
): FieldError[] {
  if (to !== "published" || from === "published") return [];
  if (organization.status === "approved" && !organization.deleted) return [];
  return [fieldError(`${pointer}/status`, "organization_not_approved", vacancyError(c, "organizationNotApproved"))];
}
