/**
 * Field rules more than one resource asks for (ADR 0040): declared once, with message keys (contract/messages.ts),
 * and composed into the API's input schemas (contract/<resource>.ts) and every form that asks for the same thing —
 * an e-mail address is the same rule in the sign-up, the invitation, the apply form, a help request and a vacancy's
 * contact. Each rule is the value as the API stores it; a form makes it optional where an empty field means "none".
 */
import { z } from "zod";
import { PHONE_NUMBER_PATTERN } from "../config/accounts";

/** An e-mail address: trimmed, lower-cased, at most 254 characters. */
export const email = z.string({ required_error: "validation:required" }).trim().toLowerCase().max(254).email("validation:email");

/** A person's first or last name. */
export const personName = z.string().trim().min(1, "validation:required").max(100);

/** A phone number as people write it (digits, spaces, +, - and brackets), Dutch or international. */
export const phoneNumber = z.string().trim().max(30).regex(PHONE_NUMBER_PATTERN, "validation:phone");

/** A line of text of at most `max` characters, required. */
export const requiredText = (max: number) => z.string().trim().min(1, "validation:required").max(max);

/** A line of text of at most `max` characters that may be left empty. */
export const optionalText = (max: number) => z.string().trim().max(max);

/** A text left empty is stored as null. */
export const emptyToNull = (value: string): string | null => (value === "" ? null : value);

/** How the API stores a text left empty: as null. `emptyAsNull(optionalText(100))`; the rule itself is unchanged. */
export const emptyAsNull = <S extends z.ZodType<string, z.ZodTypeDef, string>>(rule: S) => rule.transform(emptyToNull).nullable();

/** The key a form carries so a second submit stores nothing twice. */
export const idempotencyKey = z.string().uuid();

/** A record's id as a form posts it (a select's or a radio's value): a whole number in text. */
export const idText = z.string().regex(/^\d{1,12}$/);
