import { sql } from "drizzle-orm";
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * The public content generation of a tenant (ADR 0049): part of the edge-cache key of its anonymous pages, bumped by
 * every successful write of public content. No row = generation 0. Read and bumped with plain D1 statements
 * (api/services/content-generation.ts); the table is declared here for the schema's completeness and for tests.
 * (WITHOUT ROWID in the migration: one B-tree probe by the key.)
 */
export const contentGenerations = sqliteTable("content_generations", {
  tenantId: text("tenant_id").primaryKey().notNull(),
  generation: integer("generation").notNull().default(0),
  updatedAt: text("updated_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
});
