/** A CMS page as the content routes hand it to the browser (the API record minus what the page never shows). */
import type { MetaDescriptor } from "@remix-run/cloudflare";

export interface PageView {
  id: string;
  slug: string;
  title: string;
  pageType: "default" | "news" | "success_story";
  pageLayout: "default" | "wide";
  showTitleOnPage: boolean;
  summary: string | null;
  imageUrl: string | null;
  publishedAt: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  ogTitle: string | null;
  ogDescription: string | null;
}

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
