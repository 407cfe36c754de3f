/**
 * GET /api/v1/mail_deliveries (ADR 0059): the delivery log — who may read it (centre superusers their centre's
 * mails, admins the tenant's), tenant and centre isolation, the capped page and a refused status. Its rows come from
 * the outbox (api/mail/outbox.test.ts shows a failed mail arriving there).
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, users } from "../../../db/schema";
import { type ApiHarness, createApiHarness } from "../../../tests/setup/api";
import { as } from "../../../tests/setup/auth";

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(() => h?.dispose());

/** Outbox rows of their own. */
async function pendingRows(n: number, values: Partial<typeof mailOutbox.$inferInsert> = {}) {
  const rows = Array.from({ length: n }, (_, i) => ({
    tenantId: "oldebroek",
    volunteerCenterId: 1,
    to: `log-${values.to ?? "row"}-${i}@example.org`,
    subject: "Onderwerp",
    html: "<p>Hoi</p>",
    text: "Hoi",
    kind: "reset_password" as const,
    ...values,
  }));
  return h.db.insert(mailOutbox).values(rows).returning();
}

describe("GET /api/v1/mail_deliveries", () => {
  it("is for centre superusers (their centre) and admins (the tenant): 401 signed out, 403 for others", async () => {
    expect((await h.json("/api/v1/mail_deliveries")).status).toBe(401);
    for (const email of [
      "volunteer@oldebroek.example.org",
      "organization_superuser@oldebroek.example.org",
      "content_manager@oldebroek.example.org",
    ]) {
      expect((await h.json("/api/v1/mail_deliveries", { headers: await as(h, email) })).status, email).toBe(403);
    }
    expect((await h.json("/api/v1/mail_deliveries", { headers: await as(h, "admin@oldebroek.example.org") })).status).toBe(200);
  });

  it("shows a centre superuser only their centre's mails, an admin the tenant's, and no tenant another's", async () => {
    const [superuser] = await h.db
      .select()
      .from(users)
      .where(and(eq(users.tenantId, "public"), eq(users.email, "center_superuser@public.example.org")));
    const other = superuser.volunteerCenterId === 6 ? 5 : 6;
    const [own] = await pendingRows(1, { tenantId: "public", volunteerCenterId: superuser.volunteerCenterId, to: "public-own" });
    const [theirs] = await pendingRows(1, { tenantId: "public", volunteerCenterId: other, to: "public-other" });
    const ids = async (email: string, tenant: string) => {
      const { status, body } = await h.json("/api/v1/mail_deliveries?page[size]=50", { tenant, headers: await as(h, email) });
      expect(status).toBe(200);
      return body.data.map((d: { id: string }) => Number(d.id));
    };
    const centre = await ids("center_superuser@public.example.org", "public");
    expect(centre).toContain(own.id);
    expect(centre).not.toContain(theirs.id);
    const tenant = await ids("admin@public.example.org", "public");
    expect(tenant).toEqual(expect.arrayContaining([own.id, theirs.id]));
    const elsewhere = await ids("admin@oldebroek.example.org", "oldebroek");
    expect(elsewhere).not.toContain(own.id);
    expect(elsewhere).not.toContain(theirs.id);
  });

  it("caps the page and refuses an unknown status", async () => {
    const headers = await as(h, "admin@oldebroek.example.org");
    const big = await h.json("/api/v1/mail_deliveries?page[size]=51", { headers });
    expect(big.status).toBe(400);
    expect(big.body.errors[0].source).toEqual({ parameter: "page[size]" });
    const bogus = await h.json("/api/v1/mail_deliveries?filter[status]=lost", { headers });
    expect(bogus.status).toBe(400);
    expect(bogus.body.errors[0].source).toEqual({ parameter: "filter[status]" });
  });
});
