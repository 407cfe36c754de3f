/** A CMS page as the content routes hand it to the browser (the API record minus what the page never shows). */
import type { MetaDescriptor } from "@remix-run/cloudflare";
import type { PageAttributes } from "../../../contract/pages";

export type PageView = { id: string } & Pick<
  PageAttributes,
  | "slug"
  | "title"
  | "pageType"
  | "pageLayout"
  | "showTitleOnPage"
  | "summary"
  | "imageUrl"
  | "publishedAt"
  | "metaTitle"
  | "metaDescription"
  | "ogTitle"
  | "ogDescription"
> & {
    /** `"nl"` where the Dutch title stands in for a missing English one on an English page (ADR 0039), else none. */
    titleLang?: "nl";
    /** Likewise for the summary. */
    summaryLang?: "nl";
  };

/**
 * description, og:title, og:description and og:type for a page; no <title> (the root layout renders it, SPEC §1).
 * `imageUrl` must be absolute for og:image.
 */
export function pageMeta(page: PageView, options: { ogType: "website" | "article"; imageUrl?: string | null }): MetaDescriptor[] {
  const description = page.metaDescription ?? page.summary;
  const ogDescription = page.ogDescription ?? description;
  const tags: MetaDescriptor[] = [];
  if (description) tags.push({ name: "description", content: description });
  tags.push({ property: "og:title", content: page.ogTitle ?? page.title });
  if (ogDescription) tags.push({ property: "og:description", content: ogDescription });
  tags.push({ property: "og:type", content: options.ogType });
  if (options.imageUrl) tags.push({ property: "og:image", content: options.imageUrl });
  return tags;
}
