import type { MetaDescriptor } from "@remix-run/cloudflare";

/**
 * A listing page's description for search engines and shared links (the search, the social map, the calendar, the
 * news): description, og:title, og:description, og:type. No <title>: the root layout renders it (SPEC §1).
 */
export function listingMeta(page: { title: string; description: string } | null | undefined): MetaDescriptor[] {
  if (!page) return [];
  return [
    { name: "description", content: page.description },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:type", content: "website" },
  ];
}
