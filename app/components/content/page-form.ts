/**
 * The page settings form of /content (ADR 0041): shaped like the contract's page input (contract/pages.ts
 * pageFields), camelCased, each field the contract's very rule — optional where an empty field means "none" — so the
 * API's pointers name the form's fields (`/data/attributes/meta_title_en` → `metaTitleEn`). The edit form carries
 * the version it read (`lockVersion`); a stale one comes back as the API's 409 on that field.
 */
import { z } from "zod";
import { blockPropsSchemas, englishCoverage, isBlockType } from "../../../contract/content-blocks";
import {
  type ContentBlockAttributes,
  type PageCreateInput,
  type PageUpdateInput,
  pageFields,
  pageUpdateInput,
} from "../../../contract/pages";

const f = pageFields;

const pageFormFields = {
  title: f.title,
  titleEn: f.title_en.optional(),
  slug: f.slug.optional(),
  pageType: f.page_type,
  pageLayout: f.page_layout,
  showTitleOnPage: f.show_title_on_page.optional(),
  featured: f.featured.optional(),
  summary: f.summary.optional(),
  summaryEn: f.summary_en.optional(),
  metaTitle: f.meta_title.optional(),
  metaTitleEn: f.meta_title_en.optional(),
  metaDescription: f.meta_description.optional(),
  metaDescriptionEn: f.meta_description_en.optional(),
  ogTitle: f.og_title.optional(),
  ogTitleEn: f.og_title_en.optional(),
  ogDescription: f.og_description.optional(),
  ogDescriptionEn: f.og_description_en.optional(),
  publishAt: f.publish_at.optional(),
};

export const pageAddSchema = z.object(pageFormFields);
export const pageEditSchema = z.object({ ...pageFormFields, lockVersion: pageUpdateInput.shape.lock_version });

export type PageFormValue = z.output<typeof pageAddSchema>;

/** The form's value as the API's input (snake_case): every field sent, emptied ones as null or false. */
export function pageInput(value: PageFormValue): PageCreateInput & Omit<PageUpdateInput, "lock_version"> {
  return {
    title: value.title,
    title_en: value.titleEn ?? null,
    slug: value.slug ?? "",
    page_type: value.pageType,
    page_layout: value.pageLayout,
    show_title_on_page: value.showTitleOnPage ?? false,
    featured: value.featured ?? false,
    summary: value.summary ?? null,
    summary_en: value.summaryEn ?? null,
    meta_title: value.metaTitle ?? null,
    meta_title_en: value.metaTitleEn ?? null,
    meta_description: value.metaDescription ?? null,
    meta_description_en: value.metaDescriptionEn ?? null,
    og_title: value.ogTitle ?? null,
    og_title_en: value.ogTitleEn ?? null,
    og_description: value.ogDescription ?? null,
    og_description_en: value.ogDescriptionEn ?? null,
    publish_at: value.publishAt ?? null,
  };
}

/** The English fields a page may lack: the list marks a page without an English title. */
export function lacksEnglish(
  page: { titleEn: string | null },
  blocks: ReadonlyArray<Pick<ContentBlockAttributes, "blockType" | "props" | "propsEn">> = [],
): boolean {
  if (page.titleEn === null || page.titleEn.trim() === "") return true;
  // A block not (completely) in English is read in Dutch on /en (ADR 0048): the page still lacks its translation.
  return blocks.some(
    (b) => isBlockType(b.blockType) && englishCoverage(blockPropsSchemas[b.blockType], b.props, b.propsEn) !== "complete",
  );
}
