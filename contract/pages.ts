/** Pages and their content blocks as the API answers them (`/api/v1/pages`); block props: contract/content-blocks.ts. */
import { z } from "zod";

export const PAGE_TYPES = ["default", "news", "success_story"] as const;
export const PAGE_LAYOUTS = ["default", "wide"] as const;

export const pageAttributes = z.object({
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
});
export type PageAttributes = z.infer<typeof pageAttributes>;

/** A content block (`include=content_blocks`); `props` follow its block type's schema. */
export const contentBlockAttributes = z.object({
  position: z.number().int(),
  blockType: z.string(),
  props: z.record(z.unknown()),
});
export type ContentBlockAttributes = z.infer<typeof contentBlockAttributes>;
