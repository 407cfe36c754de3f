/**
 * The help-request form's fields (Conform + Zod, the same schema on the page and in the action; issue 16). The
 * address fields carry the organisation editor's names (`addressPostalCode` …), so its PDOK lookup (with and without
 * JavaScript) works unchanged; the API's pointers are mapped back to them by HELP_FIELD_ALIASES.
 */
import { z } from "zod";
import { PHONE_NUMBER_PATTERN } from "../../../config/accounts";
import { isPostalCode } from "../../../contract/addresses";
import {
  MAX_HELP_DESCRIPTION_LENGTH,
  MAX_HELP_REASON_LENGTH,
  MAX_HELP_TITLE_LENGTH,
  MAX_HELP_WHEN_LENGTH,
} from "../../../contract/help-requests";

const optional = (max: number) => z.string().trim().max(max).optional();
const required = (max: number) => z.string().trim().min(1).max(max);

export const helpRequestSchema = z.object({
  name: required(100),
  email: z.string().trim().toLowerCase().max(254).email(),
  phoneNumber: z.string().trim().max(30).regex(PHONE_NUMBER_PATTERN, "validation:phone").optional(),
  addressPostalCode: z.string().max(20).refine(isPostalCode, "organization-forms:errors.postalCode"),
  addressHouseNumber: z
    .string()
    .trim()
    .regex(/^[1-9][0-9]{0,4}$/, "organization-forms:errors.houseNumber"),
  addressHouseNumberAddition: z
    .string()
    .trim()
    .max(10)
    .regex(/^[a-zA-Z0-9 -]*$/, "organization-forms:errors.addition")
    .optional(),
  addressStreet: optional(100),
  addressCity: optional(100),
  neighbourhood: optional(100),
  title: required(MAX_HELP_TITLE_LENGTH),
  // Not trimmed first: a 10 MB paste is refused by its length.
  description: z.string().max(MAX_HELP_DESCRIPTION_LENGTH).pipe(z.string().trim().min(1)),
  when: required(MAX_HELP_WHEN_LENGTH),
  idempotencyKey: z.string().uuid(),
});
export type HelpRequestValues = z.output<typeof helpRequestSchema>;

/** API field (camelCased pointer) → form field. */
export const HELP_FIELD_ALIASES: Record<string, string> = {
  postalCode: "addressPostalCode",
  houseNumber: "addressHouseNumber",
  houseNumberAddition: "addressHouseNumberAddition",
  street: "addressStreet",
  city: "addressCity",
};

/** POST /api/v1/help_requests (attributes snake_cased by the client). */
export function helpRequestBody(value: HelpRequestValues) {
  return {
    data: {
      type: "help_requests",
      attributes: {
        name: value.name,
        email: value.email,
        phoneNumber: value.phoneNumber || null,
        postalCode: value.addressPostalCode,
        houseNumber: value.addressHouseNumber,
        houseNumberAddition: value.addressHouseNumberAddition || null,
        street: value.addressStreet || null,
        city: value.addressCity || null,
        neighbourhood: value.neighbourhood || null,
        title: value.title,
        description: value.description,
        when: value.when,
        idempotencyKey: value.idempotencyKey,
      },
    },
  };
}

/** The centre's decision (moderation screen): publish, possibly with corrected text, or reject with a reason. */
export const approveSchema = z.object({
  intent: z.literal("approve"),
  title: required(MAX_HELP_TITLE_LENGTH),
  description: z.string().max(MAX_HELP_DESCRIPTION_LENGTH).pipe(z.string().trim().min(1)),
  when: required(MAX_HELP_WHEN_LENGTH),
  neighbourhood: optional(100),
  /** The moderator's "publish anyway" for a text that looks like it holds contact details (contract/contact-details.ts). */
  publishAnyway: z.boolean().optional(),
});
export const rejectSchema = z.object({
  intent: z.literal("reject"),
  reason: z.string().max(MAX_HELP_REASON_LENGTH).pipe(z.string().trim().min(1)),
});

/** The open request's card: the vacancy's plain text as its description was built (contract/help-requests.ts). */
export function requestFacts(summary: string): { when: string | null; neighbourhood: string | null; text: string } {
  const lines = summary.split("\n");
  const take = (label: string) => {
    const i = lines.findIndex((l) => l.startsWith(label));
    return i >= 0 ? lines.splice(i, 1)[0].slice(label.length).trim() : null;
  };
  const when = take("Wanneer:");
  const neighbourhood = take("Buurt:");
  return { when, neighbourhood, text: lines.join(" ").trim() };
}
