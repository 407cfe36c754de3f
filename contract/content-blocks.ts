/**
 * The 19 content block types of SPEC §3, each with its own Zod props schema.
 * Isomorphic: the seed and the API validate with it on write; the renderer validates on read and skips a
 * block whose props fail (the page still renders).
 */
import { z } from "zod";

/** Site-relative path or http(s) URL; never javascript: or data:. */
const href = z
  .string()
  .trim()
  .min(1)
  .max(2000)
  .refine((v) => v.startsWith("/") || /^https?:\/\//i.test(v) || v.startsWith("mailto:") || v.startsWith("tel:"), {
    message: "must be a site path or an http(s), mailto: or tel: link",
  });

const imageUrl = z
  .string()
  .trim()
  .min(1)
  .max(2000)
  .refine((v) => v.startsWith("/") || /^https:\/\//i.test(v), { message: "must be a site path or an https URL" });

export const imageSchema = z.object({
  url: imageUrl,
  alt: z.string().max(300),
  width: z.number().int().positive().max(10000),
  height: z.number().int().positive().max(10000),
});

export const buttonSchema = z.object({
  label: z.string().trim().min(1).max(80),
  href,
  variant: z.enum(["primary", "secondary", "outline"]).default("primary"),
});

const title = z.string().trim().min(1).max(200);
const text = z.string().trim().min(1).max(5000);

export const blockPropsSchemas = {
  Markdown: z.object({ content: z.string().trim().min(1).max(50000) }),
  Image: z.object({ image: imageSchema, caption: z.string().max(300).optional() }),
  ImageTextButtons: z.object({
    title,
    text,
    image: imageSchema,
    imagePosition: z.enum(["left", "right"]).default("left"),
    buttons: z.array(buttonSchema).max(3).default([]),
  }),
  FourCards: z.object({
    title: title.optional(),
    cards: z
      .array(z.object({ title, text: z.string().max(500), image: imageSchema.optional(), href: href.optional() }))
      .length(4),
  }),
  DynamicCards: z.object({
    title: title.optional(),
    cards: z
      .array(z.object({ title, text: z.string().max(500), image: imageSchema.optional(), href: href.optional() }))
      .min(1)
      .max(12),
  }),
  YouTube: z.object({
    videoId: z.string().regex(/^[A-Za-z0-9_-]{11}$/, "must be an 11-character YouTube video id"),
    title,
  }),
  TextWithUsps: z.object({ title, text, usps: z.array(z.string().trim().min(1).max(200)).min(1).max(8) }),
  QuoteBlock: z.object({
    quote: z.string().trim().min(1).max(1000),
    author: z.string().trim().min(1).max(120),
    role: z.string().max(120).optional(),
    image: imageSchema.optional(),
  }),
  PhotoSlideshow: z.object({
    title: title.optional(),
    photos: z
      .array(imageSchema.extend({ caption: z.string().max(300).optional() }))
      .min(2)
      .max(20),
  }),
  PhotoHero: z.object({ title, subtitle: z.string().max(300).optional(), image: imageSchema, button: buttonSchema.optional() }),
  Hotlinks: z.object({
    title: title.optional(),
    links: z
      .array(z.object({ label: z.string().trim().min(1).max(80), href, icon: z.string().max(80).optional() }))
      .min(1)
      .max(12),
  }),
  CallToAction: z.object({ title, text, button: buttonSchema }),
  DualCta: z.object({
    left: z.object({ title, text, button: buttonSchema }),
    right: z.object({ title, text, button: buttonSchema }),
  }),
  NewsCarousel: z.object({ title, limit: z.number().int().min(1).max(12).default(6) }),
  SectionTitle: z.object({ title, subtitle: z.string().max(300).optional() }),
  BuilderForm: z.object({ title: title.optional(), formToken: z.string().trim().min(1).max(100) }),
  LogoBar: z.object({
    title: title.optional(),
    logos: z
      .array(z.object({ url: imageUrl, alt: z.string().trim().min(1).max(200), href: href.optional() }))
      .min(1)
      .max(24),
  }),
  VacancyCategories: z.object({
    title,
    categories: z
      .array(
        z.object({ label: z.string().trim().min(1).max(80), query: z.string().max(200), icon: z.string().max(80).optional() }),
      )
      .min(1)
      .max(12),
  }),
  HeroWithSearch: z.object({
    title,
    subtitle: z.string().max(300).optional(),
    image: imageSchema.optional(),
    searchPlaceholder: z.string().max(120).optional(),
  }),
} as const;

export type BlockType = keyof typeof blockPropsSchemas;
export const BLOCK_TYPES = Object.keys(blockPropsSchemas) as BlockType[];
export type BlockProps<T extends BlockType> = z.infer<(typeof blockPropsSchemas)[T]>;

export function isBlockType(value: unknown): value is BlockType {
  return typeof value === "string" && Object.hasOwn(blockPropsSchemas, value);
}

/** Validates one block's props; returns the parsed props (defaults applied) or the Zod error. */
export function parseBlockProps(blockType: string, props: unknown) {
  if (!isBlockType(blockType)) {
    return {
      success: false as const,
      error: new z.ZodError([{ code: "custom", path: ["blockType"], message: `unknown block type ${blockType}` }]),
    };
  }
  return blockPropsSchemas[blockType].safeParse(props);
}
