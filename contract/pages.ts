/** Pages and their content blocks as the API answers them (`/api/v1/pages`); block props: contract/content-blocks.ts. */
import { z } from "zod";
import { emptyAsNull, optionalText, requiredText } from "./fields";

export const PAGE_TYPES = ["default", "news", "success_story"] as const;
export const PAGE_LAYOUTS = ["default", "wide"] as const;

/** The optional English texts of a page (ADR 0041): null = the Dutch text stands in, marked lang="nl". */
export const PAGE_ENGLISH_FIELDS = [
  "title_en",
  "summary_en",
  "meta_title_en",
  "meta_description_en",
  "og_title_en",
  "og_description_en",
] as const;

export const pageEditAttributes = z.object({
  titleEn: z.string().nullable(),
  summaryEn: z.string().nullable(),
  metaTitleEn: z.string().nullable(),
  metaDescriptionEn: z.string().nullable(),
  ogTitleEn: z.string().nullable(),
  ogDescriptionEn: z.string().nullable(),
  /** The version an update must send back (optimistic concurrency); each save adds one. */
  lockVersion: z.number().int(),
  /** Scheduled publication, UTC ISO; null = none. */
  publishAt: z.string().nullable(),
});

/** At most this many revisions are kept per page (older ones are pruned by the save that adds one). */
export const MAX_PAGE_REVISIONS = 20;
export const MAX_SLUG_LENGTH = 100;

/**
 * A slug as the CMS stores it: diacritics folded (é → e, ĳ → ij), lower case, every run of anything but a–z and
 * 0–9 one dash, no dash at either end, at most 100 characters. `/`, `..` and spaces can therefore never be part of
 * one; a text with no letter or digit gives '' (the API then makes the slug from the title).
 */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ß/g, "ss")
    .replace(/[æ]/gi, "ae")
    .replace(/[øØ]/g, "o")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/, "");
}

/** A local date and time as a form sends it (`YYYY-MM-DDTHH:mm`, Europe/Amsterdam). */
export const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;

const pageText = (max: number) => emptyAsNull(optionalText(max));

/** The fields of a page as a write sends them (snake_case); every one is optional on update. */
export const pageFields = {
  page_layout: z.enum(PAGE_LAYOUTS),
  page_type: z.enum(PAGE_TYPES),
  title: requiredText(200),
  title_en: pageText(200),
  /** Normalised (slugify); empty = made from the title. The home page's '' cannot be taken or changed. */
  slug: z.string().max(300).transform(slugify),
  show_title_on_page: z.boolean(),
  is_published: z.boolean(),
  summary: pageText(500),
  summary_en: pageText(500),
  featured: z.boolean(),
  meta_title: pageText(200),
  meta_title_en: pageText(200),
  meta_description: pageText(500),
  meta_description_en: pageText(500),
  og_title: pageText(200),
  og_title_en: pageText(200),
  og_description: pageText(500),
  og_description_en: pageText(500),
  /** `YYYY-MM-DDTHH:mm` in Europe/Amsterdam (stored as UTC); empty or null = not scheduled. */
  publish_at: z
    .string()
    .trim()
    .refine((v) => v === "" || validLocalDateTime(v), "validation:dateTime")
    .transform((v) => (v === "" ? null : v))
    .nullable(),
};

function validLocalDateTime(value: string): boolean {
  const match = LOCAL_DATE_TIME.exec(value);
  if (!match) return false;
  const [, date, time] = match as unknown as [string, string, string];
  const d = new Date(`${date}T${time}:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 16) === value;
}

export const PAGE_RESOURCE_TYPES = ["pages", "page"] as const;

export const pageCreateInput = z.object(pageFields).partial().required({ title: true }).strict();
export type PageCreateInput = z.input<typeof pageCreateInput>;

/** An update sends the version it read (`lock_version`); a stale one is 409 `stale`. */
export const pageUpdateInput = z
  .object(pageFields)
  .partial()
  .extend({ lock_version: z.number().int().min(0) })
  .strict();
export type PageUpdateInput = z.input<typeof pageUpdateInput>;

/** A page before a save, as a revision keeps it (built by SQL's json_object: snake_case, as stored). */
export interface PageSnapshot {
  page: Record<string, unknown>;
  blocks: Array<{
    position: number;
    block_type: string;
    props: Record<string, unknown>;
    /** Absent in revisions kept before blocks had English texts. */
    props_en?: Record<string, unknown> | null;
  }>;
}

/** A revision as `GET /pages/{id}/revisions` answers it: who saved the page when, and the title it had before. */
export const pageRevisionAttributes = z.object({
  lockVersion: z.number().int(),
  title: z.string(),
  userName: z.string().nullable(),
  createdAt: z.string(),
});
export type PageRevisionAttributes = z.infer<typeof pageRevisionAttributes>;

export const pageAttributes = z
  .object({
    volunteerCenterId: z.number().int(),
    pageLayout: z.enum(PAGE_LAYOUTS),
    pageType: z.enum(PAGE_TYPES),
    title: z.string(),
    /** '' is the centre's home page. */
    slug: z.string(),
    showTitleOnPage: z.boolean(),
    isPublished: z.boolean(),
    summary: z.string().nullable(),
    featured: z.boolean(),
    imageUrl: z.string().nullable(),
    metaTitle: z.string().nullable(),
    metaDescription: z.string().nullable(),
    ogTitle: z.string().nullable(),
    ogDescription: z.string().nullable(),
    publishedAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .merge(pageEditAttributes);
export type PageAttributes = z.infer<typeof pageAttributes>;

/** A content block (`include=content_blocks`); `props` follow its block type's schema. */
export const contentBlockAttributes = z.object({
  position: z.number().int(),
  blockType: z.string(),
  props: z.record(z.unknown()),
  /** The block's English texts, laid over `props` on an English page (ADR 0048); null = Dutch only. */
  propsEn: z.record(z.unknown()).nullable(),
});
export type ContentBlockAttributes = z.infer<typeof contentBlockAttributes>;
