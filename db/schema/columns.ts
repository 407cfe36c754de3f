import { sql } from "drizzle-orm";
import { integer, text } from "drizzle-orm/sqlite-core";

/** Every tenant-owned table carries this column (NOT NULL + an index on it in each table). */
export const tenantId = () => text("tenant_id").notNull();

export const timestamps = {
  createdAt: text("created_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
  updatedAt: text("updated_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
};

export const id = () => integer("id").primaryKey({ autoIncrement: true });
export const bool = (name: string) => integer(name, { mode: "boolean" });
