/**
 * The help-request forms (Conform + Zod, the same schema on the page and in the action; neighbour help, ADR 0024),
 * composed of the contract's field rules and shaped like its input (ADR 0040): the resident's form is
 * `helpRequestCreateInput` camelCased (the address parts sit at the top, as the API takes them), so the API's
 * pointers land on their fields by themselves.
 */
import { z } from "zod";
import { houseNumber, houseNumberAddition, postalCode } from "../../../contract/addresses";
import { email, idempotencyKey, personName, phoneNumber } from "../../../contract/fields";
import {
  type HelpRequestCreateInput,
  type HelpRequestUpdateInput,
  helpDescription,
  helpPlaceText,
  helpReason,
  helpTitle,
  helpWhen,
} from "../../../contract/help-requests";

export const helpRequestSchema = z.object({
  name: personName,
  email,
  phoneNumber: phoneNumber.optional(),
  postalCode,
  houseNumber,
  houseNumberAddition: houseNumberAddition.optional(),
  street: helpPlaceText.optional(),
  city: helpPlaceText.optional(),
  neighbourhood: helpPlaceText.optional(),
  title: helpTitle,
  description: helpDescription,
  when: helpWhen,
  idempotencyKey,
});
export type HelpRequestValues = z.output<typeof helpRequestSchema>;

/** POST /api/v1/help_requests. */
export function helpRequestInput(value: HelpRequestValues): HelpRequestCreateInput {
  return {
    name: value.name,
    email: value.email,
    phone_number: value.phoneNumber || null,
    postal_code: value.postalCode,
    house_number: value.houseNumber,
    house_number_addition: value.houseNumberAddition || null,
    street: value.street || null,
    city: value.city || null,
    neighbourhood: value.neighbourhood || null,
    title: value.title,
    description: value.description,
    when: value.when,
    idempotency_key: value.idempotencyKey,
  };
}

/** The centre's decision (moderation screen): publish, possibly with corrected text, or reject with a reason. */
export const approveSchema = z.object({
  intent: z.literal("approve"),
  title: helpTitle,
  description: helpDescription,
  when: helpWhen,
  neighbourhood: helpPlaceText.optional(),
  /** The moderator's "publish anyway" for a text that looks like it holds contact details (contract/contact-details.ts). */
  publishAnyway: z.boolean().optional(),
});
export const rejectSchema = z.object({
  intent: z.literal("reject"),
  reason: helpReason,
});

/** PATCH /api/v1/help_requests/{id}: the decision. */
export function helpDecisionInput(value: z.output<typeof approveSchema> | z.output<typeof rejectSchema>): HelpRequestUpdateInput {
  if (value.intent === "reject") return { status: "rejected", reason: value.reason };
  return {
    status: "approved",
    title: value.title,
    description: value.description,
    when: value.when,
    neighbourhood: value.neighbourhood || null,
    publish_anyway: value.publishAnyway === true,
  };
}

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
