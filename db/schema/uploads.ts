import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { id, tenantId, timestamps } from "./columns";
import { users } from "./users";
import { volunteerCenters } from "./volunteer-centers";

/** A file in the UPLOADS bucket (ADR 0046): its bytes under `storageKey`, its facts here. */
export const uploads = sqliteTable(
  "uploads",
  {
    id: id(),
    tenantId: tenantId(),
    volunteerCenterId: integer("volunteer_center_id")
      .notNull()
      .references(() => volunteerCenters.id),
    /** The file's name as uploaded (cleaned: api/services/uploads.ts `safeFileName`). */
    name: text("name").notNull(),
    /** The type its bytes showed (never the type the browser declared). */
    contentType: text("content_type").notNull(),
    byteSize: integer("byte_size").notNull(),
    /** An image's size in pixels as its own bytes state it (api/services/image-dimensions.ts); null when they do not. */
    width: integer("width"),
    height: integer("height"),
    /** `<tenant>/<centre>/<random>/<name>`: a new file is a new key (its URL is cached for good). */
    storageKey: text("storage_key").notNull(),
    uploadedById: integer("uploaded_by_id").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("uploads_storage_key_uq").on(t.storageKey),
    index("uploads_tenant_center_idx").on(t.tenantId, t.volunteerCenterId, t.createdAt),
  ],
);

/** The tenant's shared library of stock images (SPEC §3 Stock image). */
export const stockImages = sqliteTable(
  "stock_images",
  {
    id: id(),
    tenantId: tenantId(),
    name: text("name").notNull(),
    description: text("description"),
    shortDescription: text("short_description"),
    uploadId: integer("upload_id").references(() => uploads.id, { onDelete: "set null" }),
    imageUrl: text("image_url"),
    keywords: text("keywords", { mode: "json" }).$type<string[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [index("stock_images_tenant_idx").on(t.tenantId, t.name)],
);
