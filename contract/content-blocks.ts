/**
 * The 19 content block types of SPEC §3, each with its own Zod props schema.
 * Isomorphic: the seed and the API validate with it on write; the renderer validates on read and skips a
 * block whose props fail (the page still renders). The block editor builds each block's form from its schema
 * (app/components/content/block-editor/), so a field added here appears in the editor (ADR 0048).
 *
 * Schema marks the editor and the English texts read (`.describe(…)` on the field, before `.optional()`):
 * `TEXT` — a text a person reads, translated in the block's English props (`props_en`); `RICH_TEXT` — a rich-text
 * document (the one rich-text path, contract/rich-text.ts), translated too; `IMAGE` — an image (`imageSchema`),
 * picked from uploads and stock images. Unmarked strings (links, ids, icons, queries) are the same in both languages.
 */
import { z } from "zod";
import { errorMessage, messageKeyErrorMap } from "./messages";
import { isRichTextEmpty, type RichTextDoc, richTextInput } from "./rich-text";

export const TEXT = "text";
export const RICH_TEXT = "richText";
export const IMAGE = "image";

/** Site-relative path or http(s), mailto: or tel: link; never javascript: or data:. */
const href = z
  .string()
  .trim()
  .min(1)
  .max(2000)
  .refine((v) => /^\/(?![/\\])/.test(v) || /^https?:\/\/[^\s/]/i.test(v) || v.startsWith("mailto:") || v.startsWith("tel:"), {
    message: errorMessage("validation:block.href"),
  });

const imageUrl = z
  .string()
  .trim()
  .min(1)
  .max(2000)
  .refine((v) => /^\/(?![/\\])/.test(v) || /^https:\/\/[^\s/]/i.test(v), { message: errorMessage("validation:block.imageUrl") });

/** An image: its address (an upload, a stock image or an https URL), its alternative text, and its size when known. */
export const imageSchema = z
  .object({
    url: imageUrl,
    alt: z.string().trim().max(300).describe(TEXT),
    width: z.number().int().positive().max(10000).optional(),
    height: z.number().int().positive().max(10000).optional(),
  })
  .describe(IMAGE);

export const buttonSchema = z.object({
  label: z.string().trim().min(1).max(80).describe(TEXT),
  href,
  variant: z.enum(["primary", "secondary", "outline"]).default("primary"),
});

const title = z.string().trim().min(1).max(200).describe(TEXT);
const text = z.string().trim().min(1).max(5000).describe(TEXT);
const optionalText = (max: number) => z.string().trim().max(max).describe(TEXT).optional();

/** A rich-text field of a block: a tiptap document or Markdown (stored content, the no-JS textarea) → a document. */
const richText = richTextInput
  .refine((doc: RichTextDoc) => !isRichTextEmpty(doc), { message: errorMessage("validation:required") })
  .describe(RICH_TEXT);

export const blockPropsSchemas = {
  Markdown: z.object({ content: richText }),
  Image: z.object({ image: imageSchema, caption: optionalText(300) }),
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
      .array(
        z.object({
          title,
          text: z.string().trim().max(500).describe(TEXT),
          image: imageSchema.optional(),
          href: href.optional(),
        }),
      )
      .length(4),
  }),
  DynamicCards: z.object({
    title: title.optional(),
    cards: z
      .array(
        z.object({
          title,
          text: z.string().trim().max(500).describe(TEXT),
          image: imageSchema.optional(),
          href: href.optional(),
        }),
      )
      .min(1)
      .max(12),
  }),
  YouTube: z.object({
    videoId: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{11}$/, errorMessage("validation:block.videoId")),
    title,
  }),
  TextWithUsps: z.object({ title, text, usps: z.array(z.string().trim().min(1).max(200).describe(TEXT)).min(1).max(8) }),
  QuoteBlock: z.object({
    quote: z.string().trim().min(1).max(1000).describe(TEXT),
    author: z.string().trim().min(1).max(120),
    role: optionalText(120),
    image: imageSchema.optional(),
  }),
  PhotoSlideshow: z.object({
    title: title.optional(),
    photos: z
      .array(imageSchema.extend({ caption: optionalText(300) }).describe(IMAGE))
      .min(2)
      .max(20),
  }),
  PhotoHero: z.object({ title, subtitle: optionalText(300), image: imageSchema, button: buttonSchema.optional() }),
  Hotlinks: z.object({
    title: title.optional(),
    links: z
      .array(z.object({ label: z.string().trim().min(1).max(80).describe(TEXT), href, icon: z.string().max(80).optional() }))
      .min(1)
      .max(12),
  }),
  CallToAction: z.object({ title, text, button: buttonSchema }),
  DualCta: z.object({
    left: z.object({ title, text, button: buttonSchema }),
    right: z.object({ title, text, button: buttonSchema }),
  }),
  NewsCarousel: z.object({ title, limit: z.number().int().min(1).max(12).default(6) }),
  SectionTitle: z.object({ title, subtitle: optionalText(300) }),
  BuilderForm: z.object({ title: title.optional(), formToken: z.string().trim().min(1).max(100) }),
  LogoBar: z.object({
    title: title.optional(),
    logos: z
      .array(z.object({ url: imageUrl, alt: z.string().trim().min(1).max(200).describe(TEXT), href: href.optional() }))
      .min(1)
      .max(24),
  }),
  VacancyCategories: z.object({
    title,
    categories: z
      .array(
        z.object({
          label: z.string().trim().min(1).max(80).describe(TEXT),
          query: z.string().max(200),
          icon: z.string().max(80).optional(),
        }),
      )
      .min(1)
      .max(12),
  }),
  HeroWithSearch: z.object({
    title,
    subtitle: optionalText(300),
    image: imageSchema.optional(),
    searchPlaceholder: optionalText(120),
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

/** A schema's own mark (`TEXT`, `RICH_TEXT`, `IMAGE`), looked for through optional, default and refinements. */
export function schemaMark(schema: z.ZodTypeAny): string | undefined {
  let inner: z.ZodTypeAny = schema;
  for (;;) {
    if (inner.description) return inner.description;
    if (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable) inner = inner.unwrap();
    else if (inner instanceof z.ZodDefault) inner = inner.removeDefault();
    else if (inner instanceof z.ZodEffects) inner = inner.innerType();
    else return undefined;
  }
}

/** The schema under optional, default and refinements. */
export function unwrapSchema(schema: z.ZodTypeAny): z.ZodTypeAny {
  let inner: z.ZodTypeAny = schema;
  for (;;) {
    if (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable) inner = inner.unwrap();
    else if (inner instanceof z.ZodDefault) inner = inner.removeDefault();
    else if (inner instanceof z.ZodEffects) inner = inner.innerType();
    else return inner;
  }
}

const isTranslatable = (schema: z.ZodTypeAny) => {
  const mark = schemaMark(schema);
  return mark === TEXT || mark === RICH_TEXT;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The translatable texts of `value` by `schema` (ADR 0048): the same shape, with only the `TEXT` and `RICH_TEXT`
 * leaves that hold something (lists keep their rows' places: a row without English is `{}`); undefined when there
 * is none. What `props_en` stores: links, images, ids and choices are the Dutch block's.
 */
export function translatableTexts(schema: z.ZodTypeAny, value: unknown): unknown {
  if (isTranslatable(schema)) {
    if (typeof value === "string") return value.trim() === "" ? undefined : value;
    return isRecord(value) ? value : undefined;
  }
  const inner = unwrapSchema(schema);
  if (inner instanceof z.ZodObject && isRecord(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(inner.shape as Record<string, z.ZodTypeAny>)) {
      const texts = translatableTexts(child, value[key]);
      if (texts !== undefined) out[key] = texts;
    }
    return Object.keys(out).length > 0 ? out : undefined;
  }
  if (inner instanceof z.ZodArray && Array.isArray(value)) {
    const rows = value.map((row) => translatableTexts(inner.element, row));
    return rows.some((row) => row !== undefined) ? rows.map((row) => row ?? {}) : undefined;
  }
  return undefined;
}

/** `english` laid over `dutch`: objects by key, lists by place (a row the Dutch block lacks is dropped). */
export function withEnglish(dutch: unknown, english: unknown): unknown {
  if (english === undefined || english === null) return dutch;
  if (Array.isArray(dutch)) {
    if (!Array.isArray(english)) return dutch;
    return dutch.map((row, i) => withEnglish(row, english[i]));
  }
  if (isRecord(dutch) && isRecord(english) && dutch.type !== "doc") {
    const out: Record<string, unknown> = { ...dutch };
    for (const [key, value] of Object.entries(english)) if (key in dutch) out[key] = withEnglish(dutch[key], value);
    return out;
  }
  // A text or a rich-text document: the English one stands in for the Dutch one.
  return typeof english === typeof dutch || (isRecord(english) && dutch === undefined) ? english : dutch;
}

/** How much of a block is in English: none, some of its texts, or every text the Dutch block has. */
export function englishCoverage(schema: z.ZodTypeAny, dutch: unknown, english: unknown): "none" | "partial" | "complete" {
  let total = 0;
  let done = 0;
  const walk = (s: z.ZodTypeAny, nl: unknown, en: unknown) => {
    if (isTranslatable(s)) {
      if (nl === undefined || nl === null || nl === "") return;
      total++;
      if ((typeof en === "string" && en.trim() !== "") || isRecord(en)) done++;
      return;
    }
    const inner = unwrapSchema(s);
    if (inner instanceof z.ZodObject && isRecord(nl)) {
      for (const [key, child] of Object.entries(inner.shape as Record<string, z.ZodTypeAny>)) {
        walk(child, nl[key], isRecord(en) ? en[key] : undefined);
      }
    } else if (inner instanceof z.ZodArray && Array.isArray(nl)) {
      for (const [i, row] of nl.entries()) walk(inner.element, row, Array.isArray(en) ? en[i] : undefined);
    }
  };
  walk(schema, dutch, english);
  return done === 0 ? "none" : done === total ? "complete" : "partial";
}

/** The props a visitor reads: on an English page the English texts laid over the Dutch block, else the Dutch. */
export function propsInLanguage(props: Record<string, unknown>, propsEn: unknown, locale: string): Record<string, unknown> {
  return locale === "en" && isRecord(propsEn) ? (withEnglish(props, propsEn) as Record<string, unknown>) : props;
}

/** A block's checked props and English texts, or the issues (paths start at `props` / `props_en`). */
export type CheckedBlock =
  | { ok: true; props: Record<string, unknown>; propsEn: Record<string, unknown> | null }
  | { ok: false; issues: z.ZodIssue[] };

/** The English texts sent, each checked by its own field's rule; the parsed texts (a rich text as its document). */
function parseEnglish(schema: z.ZodTypeAny, value: unknown, path: (string | number)[], issues: z.ZodIssue[]): unknown {
  if (value === undefined || value === null) return undefined;
  if (isTranslatable(schema)) {
    if (typeof value === "string" && value.trim() === "") return undefined;
    const parsed = schema.safeParse(value, { errorMap: messageKeyErrorMap });
    if (!parsed.success) {
      issues.push(...parsed.error.issues.map((issue) => ({ ...issue, path: [...path, ...issue.path] })));
      return undefined;
    }
    return parsed.data;
  }
  const inner = unwrapSchema(schema);
  if (inner instanceof z.ZodObject && isRecord(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(inner.shape as Record<string, z.ZodTypeAny>)) {
      const parsed = parseEnglish(child, value[key], [...path, key], issues);
      if (parsed !== undefined) out[key] = parsed;
    }
    return out;
  }
  if (inner instanceof z.ZodArray && Array.isArray(value)) {
    return value.slice(0, 1000).map((row, i) => parseEnglish(inner.element, row, [...path, i], issues) ?? {});
  }
  return undefined;
}

/**
 * Checks a block's props by its type's schema and its English texts by their fields' rules (ADR 0048): the props
 * as stored (defaults applied, rich text as documents) and only the translatable texts of `propsEn` (null when
 * none), or every issue, its path from `props` or `props_en` — so the API's pointer is
 * `/data/attributes/props/cards/2/title` and a form finds its field.
 */
export function checkBlock(blockType: BlockType, props: unknown, propsEn?: unknown): CheckedBlock {
  const schema = blockPropsSchemas[blockType];
  const issues: z.ZodIssue[] = [];
  const parsed = schema.safeParse(props, { errorMap: messageKeyErrorMap });
  if (!parsed.success) issues.push(...parsed.error.issues.map((issue) => ({ ...issue, path: ["props", ...issue.path] })));
  const english = parseEnglish(schema, propsEn, ["props_en"], issues);
  if (issues.length > 0 || !parsed.success) return { ok: false, issues };
  const texts = translatableTexts(schema, english);
  return { ok: true, props: parsed.data as Record<string, unknown>, propsEn: isRecord(texts) ? texts : null };
}

/** The most blocks a page may have. */
export const MAX_PAGE_BLOCKS = 60;

export const CONTENT_BLOCK_RESOURCE_TYPES = ["content_blocks", "content_block"] as const;

const jsonObject = z.record(z.unknown());
const lockVersion = z.number().int().min(0);

/** POST /pages/{id}/content_blocks: a block of any type, at a place (0 = first; default last). */
export const contentBlockCreateInput = z
  .object({
    block_type: z.enum(BLOCK_TYPES as [BlockType, ...BlockType[]]),
    props: jsonObject,
    props_en: jsonObject.nullable().optional(),
    position: z.number().int().min(0).max(MAX_PAGE_BLOCKS).optional(),
    lock_version: lockVersion,
  })
  .strict();
export type ContentBlockCreateInput = z.input<typeof contentBlockCreateInput>;

/** PATCH /content_blocks/{id}: its props and/or its English texts (null removes them), at the page's version. */
export const contentBlockUpdateInput = z
  .object({ props: jsonObject.optional(), props_en: jsonObject.nullable().optional(), lock_version: lockVersion })
  .strict();
export type ContentBlockUpdateInput = z.input<typeof contentBlockUpdateInput>;

/** POST /content_blocks/{id}/move: to a place among the page's blocks (0 = first; past the end = last). */
export const contentBlockMoveInput = z
  .object({ position: z.number().int().min(0).max(MAX_PAGE_BLOCKS), lock_version: lockVersion })
  .strict();
export type ContentBlockMoveInput = z.input<typeof contentBlockMoveInput>;
