import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { HELP_REQUEST_STATUSES } from "../../contract/help-requests";
import { id, tenantId, timestamps } from "./columns";
import { users } from "./users";
import { vacancies } from "./vacancies";
import { volunteerCenters } from "./volunteer-centers";

/**
 * A resident's request for one-on-one / neighbour help (ADR 0024). The address and contact details live
 * only here (read by the centre's staff); the vacancy published on approval carries the place and neighbourhood.
 */
export const helpRequests = sqliteTable(
  "help_requests",
  {
    id: id(),
    tenantId: tenantId(),
    volunteerCenterId: integer("volunteer_center_id")
      .notNull()
      .references(() => volunteerCenters.id),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phoneNumber: text("phone_number"),
    street: text("street").notNull(),
    houseNumber: text("house_number").notNull(),
    houseNumberAddition: text("house_number_addition"),
    postalCode: text("postal_code").notNull(),
    city: text("city").notNull(),
    neighbourhood: text("neighbourhood"),
    /** PDOK's gemeentenaam of the address (the municipality report, ADR 0068); null when the lookup did not know it. */
    municipality: text("municipality"),
    title: text("title").notNull(),
    description: text("description").notNull(),
    when: text("when_text").notNull(),
    status: text("status", { enum: HELP_REQUEST_STATUSES }).notNull().default("pending"),
    reason: text("reason"),
    decidedAt: text("decided_at"),
    decidedById: integer("decided_by_id").references(() => users.id, { onDelete: "set null" }),
    vacancyId: integer("vacancy_id").references(() => vacancies.id),
    locale: text("locale").notNull().default("nl"),
    idempotencyKey: text("idempotency_key"),
    ...timestamps,
  },
  (t) => [
    index("help_requests_center_status_idx").on(t.tenantId, t.volunteerCenterId, t.status, t.id),
    uniqueIndex("help_requests_vacancy_uq").on(t.vacancyId),
    uniqueIndex("help_requests_idempotency_uq").on(t.tenantId, t.idempotencyKey),
  ],
);
