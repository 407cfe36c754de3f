/**
 * The volunteer pool (SPEC §2 /vrijwilligerspool, §3 Volunteer profile and reply; PRODUCT.md "Volunteer profile
 * visibility"; ADR 0063): the constants the schema and every layer share. Field rules live next to them.
 */

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
