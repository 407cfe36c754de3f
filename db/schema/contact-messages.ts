import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { id, tenantId } from "./columns";
import { users } from "./users";
import { volunteerCenters } from "./volunteer-centers";

/** A signed-in user's message to the centre (/contactformulier), stored with the mail it caused (ADR 0060). */
export const contactMessages = sqliteTable(
  "contact_messages",
  {
    id: id(),
    tenantId: tenantId(),
    volunteerCenterId: integer("volunteer_center_id")
      .notNull()
      .references(() => volunteerCenters.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    createdAt: text("created_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
  },
  (t) => [
    index("contact_messages_tenant_idx").on(t.tenantId),
    index("contact_messages_center_idx").on(t.volunteerCenterId, t.createdAt),
  ],
);
