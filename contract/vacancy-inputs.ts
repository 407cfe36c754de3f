/**
 * The writes of the `vacancies` resource (snake_case, as on the wire): create, update and bulk edit.
 * Vocabulary, lifecycle and attributes: contract/vacancies.ts.
 */
import { z } from "zod";
import { activityFields, placesInput } from "./activities";
import { houseNumber, houseNumberAddition, postalCode } from "./addresses";
import { richTextInput } from "./rich-text";
import { email, name, phoneNumber } from "./users";
import { LOCATION_TYPES, VACANCY_STATUSES, VACANCY_TAGS, VACANCY_TYPES } from "./vacancies";

export const VACANCY_RESOURCE_TYPES = ["vacancies", "vacancy"] as const;
export const MAX_BULK_IDS = 200;

/** A line of text of at most `max` characters; empty = none (null). */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === "" ? null : v))
    .nullable();

export const vacancyTitle = z.string().trim().min(1, "validation:required").max(150);

/** youtube.com/watch?v=…, youtu.be/…, youtube.com/embed/…, youtube-nocookie.com/embed/…, youtube.com/shorts/… */
const YOUTUBE_ID =
  /^(?:https?:\/\/)?(?:www\.|m\.)?(?:youtube\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/)|youtu\.be\/|youtube-nocookie\.com\/embed\/)([A-Za-z0-9_-]{11})(?:[?&#].*)?$/;

/** The video id of a YouTube URL, or null when the URL is not YouTube. */
export function youtubeVideoId(url: string): string | null {
  return YOUTUBE_ID.exec(url.trim())?.[1] ?? null;
}

export const youtubeUrl = z
  .string()
  .trim()
  .max(300)
  .transform((value, ctx) => {
    if (value === "") return null;
    const id = youtubeVideoId(value);
    if (id) return `https://www.youtube.com/watch?v=${id}`;
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      message: "vacancy-admin:errors.youtube",
      params: { code: "invalid_youtube_url" },
    });
    return z.NEVER;
  })
  .nullable();

/** `YYYY-MM-DD`, a real calendar date. Whether it may lie in the past is the lifecycle's business (publishing). */
export const isoDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "vacancy-admin:errors.date")
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, "vacancy-admin:errors.date");

export const vacancyTags = z
  .array(z.enum(VACANCY_TAGS))
  .max(VACANCY_TAGS.length)
  .transform((tags) => [...new Set(tags)]);
export const ageGroupIds = z
  .array(z.number().int().min(1).max(30))
  .max(30)
  .transform((ids) => [...new Set(ids)].sort((a, b) => a - b));

/**
 * The fields of a vacancy (all optional on update; create requires `organization_id`, `title`, `vacancy_type`). The
 * vacancy editor's form takes its field rules from here (app/routes/vacancies+/__editor-schema.ts).
 */
export const vacancyFields = {
  title: vacancyTitle,
  vacancy_type: z.enum(VACANCY_TYPES),
  /** draft or published on create; later any move of VACANCY_TRANSITIONS (checked by the API). */
  status: z.enum(VACANCY_STATUSES),
  /** A tiptap JSON document or a Markdown string (contract/rich-text.ts `richTextInput`); null or empty = none. */
  description: richTextInput.nullable(),
  youtube_url: youtubeUrl,
  expires_at: isoDate.nullable(),
  contact_person: optionalText(100),
  contact_email: z
    .union([z.literal(""), email])
    .transform((v) => (v === "" ? null : v))
    .nullable(),
  contact_phone: phoneNumber,
  contact_phone_visible: z.boolean(),
  age_group_ids: ageGroupIds,
  tags: vacancyTags,
  location_type: z.enum(LOCATION_TYPES),
  /** The vacancy's own address (location_type `address`), looked up in PDOK like organisation addresses. */
  postal_code: postalCode,
  house_number: houseNumber,
  house_number_addition: houseNumberAddition,
  street: optionalText(100),
  city: optionalText(100),
  hours_per_week: z.number().min(0.5).max(80).nullable(),
  vog_required: z.boolean(),
  capacity: placesInput,
  /** Share with the collaboration's other centres (ignored where the tenant has no centre sharing). */
  shared: z.boolean(),
  /** Activities only (contract/activities.ts): `frequency`, `waitlist_enabled`, and the dates as either
   * `occurrences` (the whole set; ids keep existing ones) or a `recurrence` rule. `once` = exactly one date. */
  ...activityFields,
} as const;

export const vacancyCreateInput = z
  .object({
    // An empty or missing id (coerced to NaN) is "required", not "not a number".
    organization_id: z.coerce.number({ invalid_type_error: "validation:required" }).int().positive(),
    title: vacancyFields.title,
    vacancy_type: vacancyFields.vacancy_type.default("volunteering"),
    status: z.enum(["draft", "published"]).default("draft"),
  })
  .extend(
    Object.fromEntries(
      Object.entries(vacancyFields)
        .filter(([key]) => !["title", "vacancy_type", "status"].includes(key))
        .map(([key, schema]) => [key, (schema as z.ZodTypeAny).optional()]),
    ) as {
      [K in Exclude<keyof typeof vacancyFields, "title" | "vacancy_type" | "status">]: z.ZodOptional<(typeof vacancyFields)[K]>;
    },
  );
export type VacancyCreateInput = z.input<typeof vacancyCreateInput>;

export const vacancyUpdateInput = z.object(
  Object.fromEntries(Object.entries(vacancyFields).map(([key, schema]) => [key, (schema as z.ZodTypeAny).optional()])) as {
    [K in keyof typeof vacancyFields]: z.ZodOptional<(typeof vacancyFields)[K]>;
  },
);
export type VacancyUpdateInput = z.input<typeof vacancyUpdateInput>;

/**
 * `PATCH /api/v1/vacancies/bulk`: the ids and the changed fields (status, expiry date, tags); all or nothing — one
 * id the caller may not manage, or one move the lifecycle refuses, and nothing is changed (422/403/404 naming it).
 */
export const vacancyBulkFields = {
  ids: z.array(z.coerce.number().int().positive()).min(1, "vacancy-admin:bulk.noneChosen").max(MAX_BULK_IDS),
  status: z.enum(VACANCY_STATUSES).optional(),
  expires_at: isoDate.nullable().optional(),
  tags: vacancyTags.optional(),
};
export const vacancyBulkInput = z
  .object(vacancyBulkFields)
  .refine((v) => v.status !== undefined || v.expires_at !== undefined || v.tags !== undefined, {
    message: "vacancy-admin:bulk.noChangeChosen",
    path: ["status"],
  });
export type VacancyBulkInput = z.input<typeof vacancyBulkInput>;

export { name as personName };
