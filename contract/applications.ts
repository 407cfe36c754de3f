/**
 * The `applications` and `internal_notes` resources (vacancies and applications, ADR 0021): statuses, the lifecycle as data, the attributes
 * the API answers with and the inputs it takes (snake_case, as on the wire).
 */
import { z } from "zod";
import { emptyAsNull, optionalText, requiredText } from "./fields";
import { email, name, phoneNumber } from "./users";

/**
 * PRODUCT.md: `pending` (new, shown as *Nieuw*) → `accepted` | `rejected`; `waitlisted` → `pending`/`accepted`;
 * the applicant may `withdraw`. A place (vacancy capacity) is taken by `pending` and `accepted`.
 */
export const APPLICATION_STATUSES = ["pending", "accepted", "rejected", "waitlisted", "withdrawn"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const PLACE_TAKING_STATUSES: readonly ApplicationStatus[] = ["pending", "accepted"];

export const APPLICATION_TRANSITIONS: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  pending: ["accepted", "rejected", "withdrawn"],
  waitlisted: ["pending", "accepted", "withdrawn"],
  accepted: ["rejected", "withdrawn"],
  rejected: [],
  withdrawn: [],
};
/** Who may make which move: the organisation/centre decides, the applicant withdraws, the system promotes. */
export const MANAGER_APPLICATION_STATUSES: readonly ApplicationStatus[] = ["accepted", "rejected"];
export const APPLICANT_APPLICATION_STATUSES: readonly ApplicationStatus[] = ["withdrawn"];

export function mayTransitionApplication(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return APPLICATION_TRANSITIONS[from].includes(to);
}

export const APPLICATION_SORTS = ["created_at", "status", "name", "vacancy_title"] as const;
export const MAX_APPLICATION_PAGE_SIZE = 100;
/** Error codes of a sign-up for an activity's date (at `/data/attributes/occurrence_id`, `full` at the vacancy). */
export const OCCURRENCE_SIGNUP_CODES = [
  "occurrence_required",
  "occurrence_unknown",
  "occurrence_past",
  "occurrence_not_allowed",
] as const;
/** The public apply form's honeypot field (filled = a bot; the answer looks like success and stores nothing). */
export const APPLICATION_HONEYPOT = "website_url";
export const MAX_APPLICATION_MESSAGE_LENGTH = 2000;
export const MAX_NOTE_LENGTH = 2000;

/** SPEC §3 Application, plus the vacancy and the waitlist. `email`/`phoneNumber` only reach those who may read it. */
export const applicationAttributes = z.object({
  /** `firstName lastName`. */
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  message: z.string().nullable(),
  status: z.enum(APPLICATION_STATUSES),
  vacancyId: z.number().int(),
  vacancyTitle: z.string(),
  organizationId: z.number().int(),
  organizationName: z.string(),
  /** The applicant's account; null for an anonymous application. */
  userId: z.number().int().nullable(),
  /** The activity's date signed up for (activities, ADR 0022); null = the whole vacancy (also a `multi_day` activity). */
  occurrenceId: z.number().int().nullable(),
  /** That date's start, ISO with the Amsterdam offset (`2026-12-05T10:00:00+01:00`); else null. */
  occurrenceStartsAt: z.string().nullable(),
  /** 1-based place on the waitlist while `waitlisted` (per occurrence for an activity's date); else null. */
  waitlistPosition: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  decidedAt: z.string().nullable(),
  /** The transitions the reader may make now. */
  allowedStatuses: z.array(z.enum(APPLICATION_STATUSES)),
});
export type ApplicationAttributes = z.infer<typeof applicationAttributes>;

/** SPEC §3 Internal note: visible to the organisation and the centre's staff only, never to the applicant. */
export const internalNoteAttributes = z.object({
  note: z.string(),
  applicationId: z.number().int(),
  authorId: z.number().int().nullable(),
  authorName: z.string().nullable(),
  createdAt: z.string(),
});
export type InternalNoteAttributes = z.infer<typeof internalNoteAttributes>;

/** The applicant's message to the organisation (empty: none). */
export const applicationMessage = optionalText(MAX_APPLICATION_MESSAGE_LENGTH);
const message = emptyAsNull(applicationMessage);
/** An internal note on an application. */
export const noteText = requiredText(MAX_NOTE_LENGTH);

/**
 * `POST /api/v1/applications`. Signed in, the names, e-mail and phone default to the account's. The
 * `idempotency_key` (a UUID the form carries) makes a double submit store one application.
 */
export const applicationCreateInput = z.object({
  vacancy_id: z.coerce.number().int().positive(),
  /**
   * The activity's date (activities, ADR 0022): required for a `once`/`regularly` activity with more than one upcoming date
   * (one upcoming: it defaults to it); refused for `multi_day` and non-activities. Past → 422 `occurrence_past`.
   */
  occurrence_id: z.coerce.number().int().positive().nullable().optional(),
  first_name: name.optional(),
  last_name: name.optional(),
  email: email.optional(),
  phone_number: phoneNumber.optional(),
  message: message.optional(),
  idempotency_key: z.string().uuid().optional(),
  [APPLICATION_HONEYPOT]: z.string().max(500).optional(),
});
export type ApplicationCreateInput = z.input<typeof applicationCreateInput>;

/** `PATCH /api/v1/applications/{id}`: a status move (APPLICATION_TRANSITIONS; who may make it: above). */
export const applicationUpdateInput = z.object({ status: z.enum(APPLICATION_STATUSES) });
export type ApplicationUpdateInput = z.input<typeof applicationUpdateInput>;

/** `POST /api/v1/applications/{id}/withdraw`: the token of the withdraw link in the applicant's mail. */
export const applicationWithdrawInput = z.object({ token: z.string().min(1).max(200) });
export type ApplicationWithdrawInput = z.input<typeof applicationWithdrawInput>;

/**
 * `POST /api/v1/internal_notes`. The `idempotency_key` (a UUID the form carries, ADR 0006) makes a repeated post
 * (a second click, two in parallel) store one note: the repeat answers the first (200).
 */
export const internalNoteCreateInput = z.object({
  application_id: z.coerce.number().int().positive(),
  idempotency_key: z.string().uuid().optional(),
  note: noteText,
});
export type InternalNoteCreateInput = z.input<typeof internalNoteCreateInput>;
