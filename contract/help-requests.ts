/**
 * The `help_requests` resource (ADR 0024): a resident asks for one-on-one / neighbour help; the centre
 * approves (a vacancy of the tenant's peer-to-peer type is published: place and neighbourhood only) or rejects it
 * with a reason. The resident's address and contact details stay in this resource, which only the centre's staff
 * read, and reach a volunteer only by e-mail once the centre accepts the match.
 */
import { z } from "zod";
import type { PeerToPeerWording } from "../config/tenants";
import { houseNumber, houseNumberAddition, postalCode } from "./addresses";
import { emptyAsNull, optionalText, requiredText } from "./fields";
import type { RichTextDoc } from "./rich-text";
import { email, name, phoneNumber } from "./users";
import type { VacancyType } from "./vacancies";

export const HELP_REQUEST_STATUSES = ["pending", "approved", "rejected"] as const;
export type HelpRequestStatus = (typeof HELP_REQUEST_STATUSES)[number];
/** Only a pending request is decided, once. */
export const HELP_REQUEST_DECISIONS = ["approved", "rejected"] as const;

/** The vacancy type a tenant's wording publishes (config/tenants.ts `features.peerToPeer`). */
export function helpVacancyType(wording: PeerToPeerWording): VacancyType {
  return wording;
}

export const HELP_REQUEST_SORTS = ["created_at", "status"] as const;
export const MAX_HELP_REQUEST_PAGE_SIZE = 100;
/** The form's honeypot (filled = a bot: the answer looks like success and nothing is stored). */
export const HELP_REQUEST_HONEYPOT = "website_url";
export const MAX_HELP_TITLE_LENGTH = 120;
export const MAX_HELP_DESCRIPTION_LENGTH = 2000;
export const MAX_HELP_WHEN_LENGTH = 120;
export const MAX_HELP_REASON_LENGTH = 1000;

/** SPEC-less (neighbour help): what the centre's staff read (address and contact included). */
export const helpRequestAttributes = z.object({
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  street: z.string(),
  houseNumber: z.string(),
  houseNumberAddition: z.string().nullable(),
  postalCode: z.string(),
  city: z.string(),
  neighbourhood: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  when: z.string(),
  status: z.enum(HELP_REQUEST_STATUSES),
  reason: z.string().nullable(),
  /** The published vacancy once approved; else null. */
  vacancyId: z.number().int().nullable(),
  /** The vacancy's status (published, filled, …) once approved. */
  vacancyStatus: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decidedByName: z.string().nullable(),
  volunteerCenterId: z.number().int(),
  createdAt: z.string(),
});
export type HelpRequestAttributes = z.infer<typeof helpRequestAttributes>;

/** What the resident is answered after submitting: only what they sent about the request itself. */
export const helpRequestReceiptAttributes = helpRequestAttributes.pick({
  title: true,
  when: true,
  status: true,
  createdAt: true,
});

/**
 * `GET /api/v1/help_requests/matched/{vacancy_id}` (public): a help request whose vacancy is filled (a volunteer was
 * matched) answers this instead of the vacancy's 404, so the page can say "already matched" kindly. Only what was
 * public before the match: the title, the place and the type — never the resident's address or contact (ADR 0024).
 */
export const matchedHelpRequestAttributes = z.object({
  title: z.string(),
  city: z.string().nullable(),
  vacancyType: z.string(),
  status: z.literal("filled"),
});
export type MatchedHelpRequestAttributes = z.infer<typeof matchedHelpRequestAttributes>;

/** The fields of a help request, as its form and the moderation screen ask them. */
export const helpTitle = requiredText(MAX_HELP_TITLE_LENGTH);
export const helpDescription = requiredText(MAX_HELP_DESCRIPTION_LENGTH);
export const helpWhen = requiredText(MAX_HELP_WHEN_LENGTH);
export const helpReason = requiredText(MAX_HELP_REASON_LENGTH);
/** Street, city and neighbourhood (empty: none; street and city then come from PDOK). */
export const helpPlaceText = optionalText(100);

/** `POST /api/v1/help_requests` (anonymous). Street and city come from PDOK when it knows the address. */
export const helpRequestCreateInput = z.object({
  name,
  email,
  phone_number: phoneNumber.optional(),
  postal_code: postalCode,
  house_number: houseNumber,
  house_number_addition: houseNumberAddition.optional(),
  street: emptyAsNull(helpPlaceText).optional(),
  city: emptyAsNull(helpPlaceText).optional(),
  neighbourhood: emptyAsNull(helpPlaceText).optional(),
  title: helpTitle,
  description: helpDescription,
  when: helpWhen,
  idempotency_key: z.string().uuid().optional(),
  [HELP_REQUEST_HONEYPOT]: z.string().max(500).optional(),
});
export type HelpRequestCreateInput = z.input<typeof helpRequestCreateInput>;

/**
 * `PATCH /api/v1/help_requests/{id}`: the decision. A rejection needs a reason (mailed to the resident). An approval
 * may first correct the public text (title, description, when, neighbourhood), e.g. to take an address out of it.
 */
export const helpRequestUpdateInput = z.object({
  status: z.enum(HELP_REQUEST_DECISIONS),
  reason: emptyAsNull(optionalText(MAX_HELP_REASON_LENGTH)).optional(),
  title: helpTitle.optional(),
  description: helpDescription.optional(),
  when: helpWhen.optional(),
  neighbourhood: emptyAsNull(helpPlaceText).optional(),
  /**
   * The moderator saw what looks like contact details in the public text (contract/contact-details.ts) and
   * publishes it anyway; without it such a text is a 422 `contact_details` on its field.
   */
  publish_anyway: z.boolean().optional(),
});
export type HelpRequestUpdateInput = z.input<typeof helpRequestUpdateInput>;

/**
 * The resident's private details that must never be in the public text of the vacancy (checked on approval):
 * street, postcode, e-mail and phone, compared without case and spaces.
 */
export function privateDetailsIn(
  publicText: string,
  resident: { street: string; postalCode: string; email: string; phoneNumber: string | null },
): Array<"street" | "postal_code" | "email" | "phone_number"> {
  const squash = (v: string) => v.toLowerCase().replace(/[\s\-().]/g, "");
  const hay = squash(publicText);
  const found: Array<"street" | "postal_code" | "email" | "phone_number"> = [];
  if (resident.street.trim().length >= 3 && hay.includes(squash(resident.street))) found.push("street");
  if (hay.includes(squash(resident.postalCode))) found.push("postal_code");
  if (hay.includes(squash(resident.email))) found.push("email");
  const phone = squash(resident.phoneNumber ?? "").replace(/^\+31/, "0");
  if (phone.length >= 6 && (hay.includes(phone) || hay.includes(phone.replace(/^0/, "31")))) found.push("phone_number");
  return found;
}

/**
 * The published vacancy's description (tiptap JSON): when and where first (the cards' summary shows them), then the
 * resident's text by paragraph. Dutch labels: the vacancy's content language.
 */
export function vacancyDoc(text: { when: string; neighbourhood: string | null; description: string }): RichTextDoc {
  const paragraph = (t: string) => ({ type: "paragraph", content: [{ type: "text", text: t }] });
  const facts = [`Wanneer: ${text.when}`, ...(text.neighbourhood ? [`Buurt: ${text.neighbourhood}`] : [])];
  const body = text.description
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s*\n\s*/g, " ").trim())
    .filter(Boolean);
  return { type: "doc", content: [...facts, ...body].map(paragraph) } as RichTextDoc;
}
