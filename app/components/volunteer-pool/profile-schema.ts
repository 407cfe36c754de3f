/**
 * The volunteer pool's forms (ADR 0063): the own profile and a reply, shaped like the contract's inputs
 * (contract/volunteer-pool.ts), each field its very rule; only what a browser posts is converted first (checkboxes
 * post one value or none, numbers post text, skills are typed one a line).
 */
import { z } from "zod";
import { replyFields, volunteerProfileFields } from "../../../contract/volunteer-pool";

const list = (value: unknown): unknown[] =>
  value === undefined || value === null || value === "" ? [] : Array.isArray(value) ? value : [value];
const numbers = (value: unknown) => list(value).map((v) => (typeof v === "string" && /^\d+$/.test(v) ? Number(v) : v));
const number = (value: unknown) => (typeof value === "string" && /^\d+$/.test(value.trim()) ? Number(value) : value);
const text = (value: unknown) => value ?? "";
/** One skill a line (or comma-separated), blanks dropped. */
export const skillsOf = (value: unknown) =>
  typeof value === "string"
    ? value
        .split(/[\n,]/)
        .map((s) => s.trim())
        .filter(Boolean)
    : list(value);

// Left empty (no box ticked, an empty text), a field is absent from the parsed form: optional, and sent as empty.
export const profileFormSchema = z.object({
  intro: z.preprocess(text, volunteerProfileFields.intro).optional(),
  interests: z.preprocess(numbers, volunteerProfileFields.interests).optional(),
  skills: z.preprocess(skillsOf, volunteerProfileFields.skills).optional(),
  availability: z.preprocess(list, volunteerProfileFields.availability).optional(),
  languages: z.preprocess(list, volunteerProfileFields.languages).optional(),
  postalCode: z.preprocess(text, volunteerProfileFields.postal_code).optional(),
  city: z.preprocess(text, volunteerProfileFields.city).optional(),
  travelKm: z.preprocess(number, volunteerProfileFields.travel_km),
  visibility: volunteerProfileFields.visibility,
  lockVersion: z.preprocess(number, z.number().int().min(0)),
});
export type ProfileFormValue = z.output<typeof profileFormSchema>;

export const replyFormSchema = z.object({
  subject: replyFields.subject,
  body: replyFields.body,
  organizationId: replyFields.organization_id,
});
