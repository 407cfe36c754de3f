import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { PAGE_LAYOUTS, PAGE_TYPES } from "../../contract/pages";
import { bool, id, tenantId, timestamps } from "./columns";
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
    ...timestamps,
  },
  (t) => [index("content_blocks_tenant_idx").on(t.tenantId), index("content_blocks_page_position_idx").on(t.pageId, t.position)],
);
