/**
 * The volunteer pool (SPEC §2 /vrijwilligerspool, §3 Volunteer profile and reply; PRODUCT.md "Volunteer profile
 * visibility"; ADR 0063): the constants the schema and every layer share. Field rules live next to them.
 */

import { z } from "zod";
import { normalizePostalCode } from "./addresses";
import { optionalText, requiredText } from "./fields";

/** `hidden` (default: nobody sees it), `centre` (organisations of the volunteer's centre), `tenant` (all of them). */
export const PROFILE_VISIBILITIES = ["hidden", "centre", "tenant"] as const;
export type ProfileVisibility = (typeof PROFILE_VISIBILITIES)[number];

/** Availability is a set of day × part slots: ISO day 1 (Monday) … 7 × morning, afternoon, evening. */
export const DAY_PARTS = ["morning", "afternoon", "evening"] as const;
export type DayPart = (typeof DAY_PARTS)[number];
/** The bit of one slot in `availability_mask` (21 bits): day 1..7, part index 0..2. */
export const availabilityBit = (day: number, part: number) => 1 << ((day - 1) * 3 + part);

/** Languages a volunteer speaks (ISO 639-1), the ones Dutch centres ask for most. */
export const PROFILE_LANGUAGES = ["nl", "en", "de", "fr", "es", "pl", "tr", "ar", "uk", "ru", "so", "ti", "fa", "pap"] as const;
export type ProfileLanguage = (typeof PROFILE_LANGUAGES)[number];

// ——— Field rules (ADR 0063) ———

export const PROFILE_INTRO_MAX = 2000;
export const PROFILE_INTERESTS_MAX = 20;
export const PROFILE_SKILLS_MAX = 20;
export const PROFILE_SKILL_MAX = 60;
export const PROFILE_CITY_MAX = 100;
export const TRAVEL_KM_MIN = 1;
export const TRAVEL_KM_MAX = 100;
export const DEFAULT_TRAVEL_KM = 10;
/** The pool's page size cap (a page of cards). */
export const POOL_MAX_PAGE_SIZE = 50;
export const REPLY_SUBJECT_MAX = 200;
export const REPLY_BODY_MAX = 5000;

/** One availability slot as API and forms write it: `{day}:{part}`, day 1 (Monday) … 7. */
export const DAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type AvailabilitySlot = `${(typeof DAYS)[number]}:${DayPart}`;
const SLOT = /^([1-7]):(morning|afternoon|evening)$/;
export const slotOf = (day: number, part: DayPart): AvailabilitySlot => `${day}:${part}` as AvailabilitySlot;
export const ALL_SLOTS: AvailabilitySlot[] = DAYS.flatMap((d) => DAY_PARTS.map((p) => slotOf(d, p)));

/** The mask of a list of slots (unknown ones ignored: the schema refuses them first). */
export function maskOfSlots(slots: readonly string[]): number {
  let mask = 0;
  for (const slot of slots) {
    const match = SLOT.exec(slot);
    if (match) mask |= availabilityBit(Number(match[1]), DAY_PARTS.indexOf(match[2] as DayPart));
  }
  return mask;
}

/** The slots of a mask, Monday morning first. */
export const slotsOfMask = (mask: number): AvailabilitySlot[] => ALL_SLOTS.filter((slot) => (mask & maskOfSlots([slot])) !== 0);

/**
 * The pool's `filter[day_part]` terms: `morning` (any day's morning), `3` (any part of Wednesday) or `3:morning`;
 * a profile matches when it shares a slot with the terms' mask.
 */
export function maskOfDayPartTerm(term: string): number | null {
  if (SLOT.test(term)) return maskOfSlots([term]);
  if (/^[1-7]$/.test(term)) return maskOfSlots(DAY_PARTS.map((p) => slotOf(Number(term), p)));
  if ((DAY_PARTS as readonly string[]).includes(term)) return maskOfSlots(DAYS.map((d) => slotOf(d, term as DayPart)));
  return null;
}

/** A Dutch postcode, normalised (`1234 AB`), or empty (none given). */
const optionalPostalCode = z
  .string()
  .max(20, "volunteer-pool:errors.postalCode")
  .transform((value, ctx) => {
    if (value.trim() === "") return null;
    const normalized = normalizePostalCode(value);
    if (normalized) return normalized;
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      message: "volunteer-pool:errors.postalCode",
      params: { code: "invalid_postal_code" },
    });
    return z.NEVER;
  });

export const volunteerProfileFields = {
  /** Plain text (escaped when shown). */
  intro: optionalText(PROFILE_INTRO_MAX),
  /** Activity type ids (`activity_types`; the API checks they exist). */
  interests: z
    .array(z.number().int().positive())
    .max(PROFILE_INTERESTS_MAX, `volunteer-pool:errors.tooMany|{"maximum":${PROFILE_INTERESTS_MAX}}`)
    .transform((ids) => [...new Set(ids)]),
  skills: z
    .array(requiredText(PROFILE_SKILL_MAX))
    .max(PROFILE_SKILLS_MAX, `volunteer-pool:errors.tooMany|{"maximum":${PROFILE_SKILLS_MAX}}`)
    .transform((skills) => [...new Set(skills)]),
  availability: z.array(z.string().regex(SLOT, "volunteer-pool:errors.slot")).max(ALL_SLOTS.length),
  languages: z
    .array(z.enum(PROFILE_LANGUAGES))
    .max(PROFILE_LANGUAGES.length)
    .transform((codes) => [...new Set(codes)]),
  postal_code: optionalPostalCode,
  /** Typed when the postcode lookup is down; the lookup's place wins when it answers. */
  city: optionalText(PROFILE_CITY_MAX),
  travel_km: z.number().int().min(TRAVEL_KM_MIN).max(TRAVEL_KM_MAX),
  visibility: z.enum(PROFILE_VISIBILITIES),
};

export const VOLUNTEER_PROFILE_RESOURCE_TYPES = ["volunteer_profiles", "volunteer_profile"] as const;

/**
 * The own profile's save (PUT creates or updates): every field, and the version it read (`lock_version`: 0 when
 * there was no profile yet); a stale version is 409.
 */
export const volunteerProfileInput = z.object({ ...volunteerProfileFields, lock_version: z.number().int().min(0) }).strict();
export type VolunteerProfileInput = z.input<typeof volunteerProfileInput>;

/** What the pool shows of a profile: never a last name, e-mail, phone, postcode or coordinates. */
export const poolProfileAttributes = z.object({
  firstName: z.string(),
  city: z.string().nullable(),
  intro: z.string(),
  interests: z.array(z.number()),
  skills: z.array(z.string()),
  availability: z.array(z.string()),
  languages: z.array(z.string()),
  travelKm: z.number(),
  updatedAt: z.string(),
});
export type PoolProfileAttributes = z.infer<typeof poolProfileAttributes>;

/** The owner's own profile: the pool's view plus what only they see. */
export const ownProfileAttributes = poolProfileAttributes.extend({
  visibility: z.enum(PROFILE_VISIBILITIES),
  postalCode: z.string().nullable(),
  lockVersion: z.number(),
  /** Whether the postcode was found (coordinates known): a profile without them is left out of distance filters. */
  located: z.boolean(),
});
export type OwnProfileAttributes = z.infer<typeof ownProfileAttributes>;

export const replyFields = {
  subject: requiredText(REPLY_SUBJECT_MAX),
  body: requiredText(REPLY_BODY_MAX),
  /** The organisation that replies: one the sender acts for, to whom the profile is visible. */
  organization_id: z.union([
    z.number().int().positive(),
    z
      .string()
      .regex(/^\d{1,12}$/)
      .transform(Number),
  ]),
};
export const VOLUNTEER_PROFILE_REPLY_RESOURCE_TYPES = ["volunteer_profile_replies", "volunteer_profile_reply"] as const;
export const volunteerProfileReplyInput = z.object(replyFields).strict();
export type VolunteerProfileReplyInput = z.input<typeof volunteerProfileReplyInput>;

export const profileReplyAttributes = z.object({
  subject: z.string(),
  body: z.string(),
  organizationId: z.number(),
  organizationName: z.string(),
  volunteerProfileId: z.number(),
  /** The volunteer's first name (for the organisation's list). */
  volunteerFirstName: z.string(),
  conversationId: z.number().nullable(),
  createdAt: z.string(),
});
export type ProfileReplyAttributes = z.infer<typeof profileReplyAttributes>;
