import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { id, tenantId, timestamps } from "./columns";
import { organizations } from "./organizations";
import { users } from "./users";

/** An organisation's contact person (name, e-mail, phone, job title; optionally one of its users). One per organisation. */
export const contactPersons = sqliteTable(
  "contact_persons",
  {
    id: id(),
    tenantId: tenantId(),
    organizationId: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email"),
    phoneNumber: text("phone_number"),
    jobTitle: text("job_title"),
    /** One of the organisation's users, when the contact person has an account. */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    index("contact_persons_tenant_idx").on(t.tenantId),
    uniqueIndex("contact_persons_organization_uq").on(t.organizationId),
  ],
);
