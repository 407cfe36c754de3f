/**
 * What the workshops API tests share (docs/decisions/0072-workshops.md): the demo accounts, a valid workshop, the
 * requests, and new volunteers of the oldebroek centre. Bound to the file's own harness (`use(h)` in beforeAll).
 */
import { sql } from "drizzle-orm";
import { amsterdamToday } from "../../../contract/dates";
import { userRoles, users } from "../../../db/schema";
import type { ApiHarness } from "../../../tests/setup/api";
import { as, sessionFor } from "../../../tests/setup/auth";

export const ADMIN = "admin@oldebroek.example.org";
export const CSU = "center_superuser@oldebroek.example.org";
export const VOLUNTEER = "volunteer@oldebroek.example.org";
export const STUDENT = "student@oldebroek.example.org";
export const ORG_SU = "organization_superuser@oldebroek.example.org";
export const ROERMOND_ADMIN = "admin@roermond.example.org";

/** A day `days` from today (Amsterdam). */
export function day(days: number): string {
  const d = new Date(`${amsterdamToday()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export const valid = (over: Record<string, unknown> = {}) => ({
  title: "EHBO voor vrijwilligers",
  title_en: "First aid for volunteers",
  description: "Een avond oefenen.",
  date: day(14),
  start_time: "19:00",
  end_time: "21:30",
  place: "Dorpshuis, Oldebroek",
  capacity: 2,
  ...over,
});

export const pointers = (body: { errors: Array<{ source?: { pointer?: string }; code: string }> }) =>
  Object.fromEntries(body.errors.map((e) => [e.source?.pointer, e.code]));

/** The requests and fixtures of one test file, on its harness. */
export function workshopRequests(harness: () => ApiHarness) {
  let volunteers = 0;
  async function send(method: string, path: string, email: string | null, attributes?: Record<string, unknown>, tenant?: string) {
    const h = harness();
    if (method === "DELETE") {
      const response = await h.call(path, { method, tenant, headers: email ? await as(h, email) : {} });
      return { status: response.status, body: null as never };
    }
    return h.json(path, {
      method,
      tenant,
      headers: email ? await as(h, email) : {},
      body: attributes === undefined ? undefined : { data: { type: "workshops", attributes } },
    });
  }
  return {
    send,
    create: (attributes: Record<string, unknown>, email = CSU) => send("POST", "/api/v1/workshops", email, attributes),
    /** A new active volunteer of the oldebroek centre, signed in; `email` numbers them in order of creation. */
    async newVolunteer() {
      const h = harness();
      volunteers += 1;
      const [u] = await h.db
        .insert(users)
        .values({
          tenantId: "oldebroek",
          volunteerCenterId: 1,
          email: `workshop-${volunteers}@example.org`,
          firstName: "Vrijwilliger",
          lastName: String(volunteers),
          status: "active",
          confirmedAt: new Date().toISOString(),
        })
        .returning();
      await h.db.insert(userRoles).values({ tenantId: "oldebroek", userId: u.id, role: "volunteer" });
      return { id: u.id, email: u.email, headers: await sessionFor(h, u.email, { tenant: "oldebroek" }) };
    },
    signUpAs: (id: string, headers: Record<string, string>, method = "POST") =>
      harness().json(`/api/v1/workshops/${id}/signup`, { method, headers }),
    promotedNotices: (userId: number) =>
      harness().db.all<{ link: string; params: string }>(
        sql`select link, params from notifications where user_id = ${userId} and kind = 'workshop_promoted'`,
      ),
  };
}
