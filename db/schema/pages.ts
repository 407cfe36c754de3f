import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { PAGE_LAYOUTS, PAGE_TYPES, type PageSnapshot } from "../../contract/pages";
import { bool, id, tenantId, timestamps } from "./columns";
import { users } from "./users";
import { volunteerCenters } from "./volunteer-centers";

export { PAGE_LAYOUTS, PAGE_TYPES };

export const pages = sqliteTable(
  "pages",
  {
    id: id(),
    tenantId: tenantId(),
    volunteerCenterId: integer("volunteer_center_id")
      .notNull()
      .references(() => volunteerCenters.id),
    pageLayout: text("page_layout", { enum: PAGE_LAYOUTS }).notNull().default("wide"),
    pageType: text("page_type", { enum: PAGE_TYPES }).notNull().default("default"),
    title: text("title").notNull(),
    /** '' is the centre's home page. */
    slug: text("slug").notNull(),
    showTitleOnPage: bool("show_title_on_page").notNull().default(true),
    isPublished: bool("is_published").notNull().default(false),
    summary: text("summary"),
    featured: bool("featured").notNull().default(false),
    imageUrl: text("image_url"),
    metaTitle: text("meta_title"),
    metaDescription: text("meta_description"),
    ogTitle: text("og_title"),
    ogDescription: text("og_description"),
    publishedAt: text("published_at"),
    /** The optional English texts (ADR 0041); null = the Dutch one stands in, marked lang="nl". */
    titleEn: text("title_en"),
    summaryEn: text("summary_en"),
    metaTitleEn: text("meta_title_en"),
    metaDescriptionEn: text("meta_description_en"),
    ogTitleEn: text("og_title_en"),
    ogDescriptionEn: text("og_description_en"),
    /** Optimistic concurrency: an update names the version it read; each save adds one. */
    lockVersion: integer("lock_version").notNull().default(0),
    /** Scheduled publication (UTC ISO): the cron publishes the page once this time has come. */
    publishAt: text("publish_at"),
    ...timestamps,
  },
  (t) => [
    index("pages_tenant_idx").on(t.tenantId),
    uniqueIndex("pages_center_slug_uq").on(t.volunteerCenterId, t.slug),
    index("pages_center_type_published_idx").on(t.volunteerCenterId, t.pageType, t.publishedAt),
  ],
);

export const contentBlocks = sqliteTable(
  "content_blocks",
  {
    id: id(),
    tenantId: tenantId(),
    pageId: integer("page_id")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    blockType: text("block_type").notNull(),
    /** JSON props, validated per block type by contract/content-blocks.ts. */
    props: text("props", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    /** The English texts laid over `props` (contract/content-blocks.ts `englishProps`, ADR 0048); null = Dutch only. */
    propsEn: text("props_en", { mode: "json" }).$type<Record<string, unknown>>(),
    ...timestamps,
  },
  (t) => [index("content_blocks_tenant_idx").on(t.tenantId), index("content_blocks_page_position_idx").on(t.pageId, t.position)],
);

/** The old slugs of pages whose slug changed: the public routes answer 301 to the page's current slug. */
export const pageRedirects = sqliteTable(
  "page_redirects",
  {
    id: id(),
    tenantId: tenantId(),
    volunteerCenterId: integer("volunteer_center_id")
      .notNull()
      .references(() => volunteerCenters.id),
    slug: text("slug").notNull(),
    pageId: integer("page_id")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    index("page_redirects_tenant_idx").on(t.tenantId),
    uniqueIndex("page_redirects_center_slug_uq").on(t.volunteerCenterId, t.slug),
    index("page_redirects_page_idx").on(t.pageId),
  ],
);

/** The version of a page before a save (its fields and blocks as JSON), the last 20 per page. */
export const pageRevisions = sqliteTable(
  "page_revisions",
  {
    id: id(),
    tenantId: tenantId(),
    pageId: integer("page_id")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    lockVersion: integer("lock_version").notNull(),
    snapshot: text("snapshot", { mode: "json" }).$type<PageSnapshot>().notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [index("page_revisions_tenant_idx").on(t.tenantId), index("page_revisions_page_idx").on(t.pageId, t.id)],
);
