/**
 * The organisation lifecycle (PRODUCT.md, contract/organizations.ts ORGANIZATION_TRANSITIONS): every allowed and every
 * refused transition, through PUT /approve and through a plain update; who may; the first user's role; the mails;
 * soft delete; moving with the tenant switch on and off.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  NOV_CHECKLIST_KEYS,
  ORGANIZATION_STATUSES,
  ORGANIZATION_TRANSITIONS,
  type OrganizationStatus,
} from "../../../contract/organizations";
import { mailOutbox, notificationTemplates, organizationMemberships, organizations, userRoles, users } from "../../../db/schema";
import { type ApiHarness, createApiHarness } from "../../../tests/setup/api";
import { as } from "../../../tests/setup/auth";

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(() => h?.dispose());

const ADMIN = "admin@oldebroek.example.org";
const CENTRE = "center_superuser@oldebroek.example.org";
// Seed: oldebroek's 4 (Sportvereniging) is approved, 12 archived, 10 pending; roermond's 13.
const ORG = 4;

const setStatus = (id: number, status: OrganizationStatus) =>
  h.db.update(organizations).set({ status, deletedAt: null }).where(eq(organizations.id, id));
const approve = async (id: number, attributes: Record<string, unknown>, email = ADMIN) =>
  h.json(`/api/v1/organizations/${id}/approve`, {
    method: "PUT",
    headers: await as(h, email),
    body: { data: { type: "organizations", id: String(id), attributes } },
  });
const update = async (id: number, attributes: Record<string, unknown>, email = ADMIN) =>
  h.json(`/api/v1/organizations/${id}`, {
    method: "PATCH",
    headers: await as(h, email),
    body: { data: { type: "organizations", id: String(id), attributes } },
  });

describe("the lifecycle table", () => {
  const pairs = ORGANIZATION_STATUSES.flatMap((from) =>
    ORGANIZATION_STATUSES.filter((to) => to !== from).map((to) => [from, to] as const),
  );
  // One test per (way, from-status): each stays small under a loaded CI machine's timeout.
  for (const via of ["approve", "update"] as const) {
    for (const start of ORGANIZATION_STATUSES) {
      it(`allows exactly the table's transitions from ${start} through ${via}`, async () => {
        for (const [from, to] of pairs.filter(([f]) => f === start)) {
          await setStatus(ORG, from);
          const send = via === "approve" ? approve : update;
          // A first approval without ticked criteria needs the confirmation (its own test below).
          const confirm = from === "pending" && to === "approved" ? { approve_without_criteria: true } : {};
          const { status, body } = await send(ORG, { status: to, ...confirm });
          const allowed = ORGANIZATION_TRANSITIONS[from].includes(to);
          if (from === "deleted") {
            // A deleted organisation is gone: 404 before any rule.
            expect(status, `${from} → ${to}`).toBe(404);
            continue;
          }
          expect(status, `${from} → ${to}: ${JSON.stringify(body.errors)}`).toBe(allowed ? 200 : 422);
          if (allowed) {
            expect(body.data.attributes.status).toBe(to);
            expect(body.data.attributes.allowed_statuses).toEqual(ORGANIZATION_TRANSITIONS[to]);
          } else {
            expect(body.errors[0]).toMatchObject({ code: "invalid_transition", source: { pointer: "/data/attributes/status" } });
            expect(body.errors[0].meta.allowed).toEqual(ORGANIZATION_TRANSITIONS[from]);
            for (const name of ORGANIZATION_TRANSITIONS[from]) expect(body.errors[0].detail).toContain(name);
          }
        }
        await setStatus(ORG, "approved");
      });
    }
  }

  it("keeps an unchanged status a no-op and refuses an unknown one", async () => {
    await setStatus(ORG, "approved");
    expect((await update(ORG, { status: "approved", name: "Sportvereniging Oldebroek '48" })).status).toBe(200);
    const bad = await approve(ORG, { status: "active" });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].source.pointer).toBe("/data/attributes/status");
  });
});

describe("who may change status", () => {
  it("lets the centre's superuser decide but only the admin delete; others are refused", async () => {
    await setStatus(10, "pending");
    for (const role of ["volunteer", "organization_superuser", "content_manager", "page_manager", "mentor"]) {
      const { status } = await approve(10, { status: "approved" }, `${role}@oldebroek.example.org`);
      // A pending organisation is hidden from them: 404, as for an unknown id.
      expect(status, role).toBe(404);
    }
    expect((await approve(10, { status: "deleted" }, CENTRE)).status).toBe(403);
    expect((await h.json("/api/v1/organizations/10", { method: "DELETE", headers: await as(h, CENTRE) })).status).toBe(403);
    expect((await approve(10, { status: "denied", reason: "Geen verzekering" }, CENTRE)).status).toBe(200);
    // The organisation superuser edits their own approved organisation, but not its status.
    const own = await update(3, { status: "archived" }, "organization_superuser@oldebroek.example.org");
    expect(own.status).toBe(403);
    const edit = await update(3, { phone_number: "0525-111111" }, "organization_superuser@oldebroek.example.org");
    expect(edit.status).toBe(200);
    expect(edit.body.data.attributes.allowed_statuses).toEqual([]);
    // Anonymous: 401 on an approved organisation's approve; another tenant's organisation: 404.
    const anon = await h.json("/api/v1/organizations/3/approve", {
      method: "PUT",
      body: { data: { type: "organizations", id: "3", attributes: { status: "archived" } } },
    });
    expect(anon.status).toBe(401);
    expect((await approve(13, { status: "archived" })).status).toBe(404);
  });
});

describe("approving, denying, archiving", () => {
  it("asks before a first approval with none of the NOV criteria ticked (PUT approve and PATCH), nothing written until confirmed", async () => {
    for (const via of ["approve", "update"] as const) {
      const send = via === "approve" ? approve : update;
      await h.db.update(organizations).set({ status: "pending", novChecklist: null }).where(eq(organizations.id, 10));
      const none = Object.fromEntries(NOV_CHECKLIST_KEYS.map((k) => [k, false]));
      const asked = await send(10, { status: "approved", ...(via === "approve" ? { nov_checklist: none } : {}) }, CENTRE);
      expect(asked.status, via).toBe(422);
      expect(asked.body.errors[0], via).toMatchObject({
        code: "nov_unchecked",
        source: { pointer: via === "approve" ? "/data/attributes/nov_checklist" : "/data/attributes/status" },
      });
      const [still] = await h.db.select().from(organizations).where(eq(organizations.id, 10));
      expect(still.status, via).toBe("pending");
      // The guards come first: who may not decide never learns about the criteria.
      expect((await send(10, { status: "approved" }, "volunteer@oldebroek.example.org")).status, via).toBe(404);
      const confirmed = await send(10, { status: "approved", approve_without_criteria: true }, CENTRE);
      expect(confirmed.status, via).toBe(200);
      expect(confirmed.body.data.attributes.status).toBe("approved");
    }
    // One tick is a check; restoring an archived organisation is no new check.
    await h.db.update(organizations).set({ status: "pending", novChecklist: null }).where(eq(organizations.id, 10));
    expect((await approve(10, { status: "approved", nov_checklist: { volunteer_insurance: true } }, CENTRE)).status).toBe(200);
    await h.db.update(organizations).set({ status: "archived", novChecklist: null }).where(eq(organizations.id, 10));
    expect((await approve(10, { status: "approved" }, CENTRE)).status).toBe(200);
    await h.db.update(organizations).set({ status: "pending" }).where(eq(organizations.id, 10));
  });

  it("stores the decision with the NOV checklist, makes the first user organisation superuser and mails in their language", async () => {
    const [volunteer] = await h.db.select().from(users).where(eq(users.email, "volunteer@oldebroek.example.org"));
    await h.db.update(users).set({ locale: "en" }).where(eq(users.id, volunteer.id));
    await h.db.update(organizations).set({ status: "pending", createdById: volunteer.id }).where(eq(organizations.id, 11));
    await h.db.insert(organizationMemberships).values({ tenantId: "oldebroek", userId: volunteer.id, organizationId: 11 });
    const checklist = {
      social_purpose: true,
      no_profit_motive: true,
      no_paid_work_replacement: true,
      volunteer_insurance: false,
    };
    const { status, body } = await approve(11, { status: "approved", nov_checklist: checklist }, CENTRE);
    expect(status).toBe(200);
    expect(body.data.attributes).toMatchObject({ status: "approved", nov_checklist: checklist });
    expect(body.data.attributes.decided_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/);
    const roles = await h.db
      .select()
      .from(userRoles)
      .where(and(eq(userRoles.userId, volunteer.id), eq(userRoles.organizationId, 11)));
    expect(roles.map((r) => r.role)).toEqual(["organization_superuser"]);
    const mails = await h.db.select().from(mailOutbox).where(eq(mailOutbox.to, volunteer.email));
    const approved = mails.find((m) => m.kind === "organization_approved");
    expect(approved?.subject).toContain("has been approved");
    expect(approved?.text).toContain("/en/organizations/11");

    // Archive, then deny another with a reason: mailed in Dutch to a Dutch user.
    expect((await approve(11, { status: "archived" })).status).toBe(200);
    const archived = and(eq(mailOutbox.kind, "organization_archived"), eq(mailOutbox.to, volunteer.email));
    expect((await h.db.select().from(mailOutbox).where(archived)).length).toBe(1);
    const superuser = "organization_superuser@oldebroek.example.org";
    await setStatus(3, "pending");
    const denied = await approve(3, { status: "denied", reason: "Geen aansprakelijkheidsverzekering" }, CENTRE);
    expect(denied.body.data.attributes.decision_reason).toBe("Geen aansprakelijkheidsverzekering");
    // (The table test above denied the superuser's other organisation, 4, without a reason: take organisation 3's.)
    const deniedMails = await h.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, superuser), eq(mailOutbox.kind, "organization_denied")));
    const mail = deniedMails.find((m) => m.subject.includes("Voedselbank"));
    expect(mail?.subject).toContain("Je aanmelding");
    expect(mail?.text).toContain("Reden: Geen aansprakelijkheidsverzekering");
    await setStatus(3, "approved");
  });

  it("sends no archived mail while the centre's organization_archived template is inactive (every mail is a template)", async () => {
    const superuser = "organization_superuser@oldebroek.example.org";
    const archived = and(eq(mailOutbox.kind, "organization_archived"), eq(mailOutbox.to, superuser));
    const count = async () => (await h.db.select().from(mailOutbox).where(archived)).length;
    const toggle = (active: boolean) =>
      h.db
        .update(notificationTemplates)
        .set({ active })
        .where(and(eq(notificationTemplates.volunteerCenterId, 1), eq(notificationTemplates.key, "organization_archived")));
    await setStatus(ORG, "approved");
    const before = await count();
    await toggle(false);
    expect((await approve(ORG, { status: "archived" })).status).toBe(200);
    expect(await count()).toBe(before);
    // Positive control: active again, the next archiving mails.
    await toggle(true);
    await setStatus(ORG, "approved");
    expect((await approve(ORG, { status: "archived" })).status).toBe(200);
    expect(await count()).toBe(before + 1);
    await setStatus(ORG, "approved");
  });

  it("the status change and its mails are one batch: when the mail cannot be written, the status stays (ADR 0059)", async () => {
    await setStatus(ORG, "approved");
    // The outbox refuses every row, as a full disk or a lost connection mid-batch would.
    await h.db.run(sql`CREATE TRIGGER outbox_down BEFORE INSERT ON mail_outbox BEGIN SELECT RAISE(ABORT, 'outbox down'); END`);
    try {
      expect((await approve(ORG, { status: "archived" })).status).toBe(500);
      const [row] = await h.db.select().from(organizations).where(eq(organizations.id, ORG));
      expect(row?.status).toBe("approved");
    } finally {
      await h.db.run(sql`DROP TRIGGER outbox_down`);
    }
    // Positive control: with the outbox back, the same change is made and mailed.
    expect((await approve(ORG, { status: "archived" })).status).toBe(200);
    const [row] = await h.db.select().from(organizations).where(eq(organizations.id, ORG));
    expect(row?.status).toBe("archived");
    await setStatus(ORG, "approved");
  });

  it("hides decision fields from readers who do not manage the organisation", async () => {
    const anon = await h.json("/api/v1/organizations/1");
    expect(anon.body.data.attributes).toMatchObject({ decision_reason: null, nov_checklist: null, created_by_id: null });
    const admin = await h.json("/api/v1/organizations/1", { headers: await as(h, ADMIN) });
    expect(admin.body.data.attributes.created_by_id).not.toBeNull();
  });
});

describe("DELETE /api/v1/organizations/{id}", () => {
  it("soft-deletes for the admin: the row stays, every read answers 404 and lists leave it out", async () => {
    const { status } = await h.call("/api/v1/organizations/5", { method: "DELETE", headers: await as(h, ADMIN) });
    expect(status).toBe(204);
    const [row] = await h.db.select().from(organizations).where(eq(organizations.id, 5));
    expect(row).toMatchObject({ status: "deleted" });
    expect(row.deletedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/);
    expect((await h.json("/api/v1/organizations/5", { headers: await as(h, ADMIN) })).status).toBe(404);
    const list = await h.json("/api/v1/organizations?page[size]=100", { headers: await as(h, ADMIN) });
    expect(list.body.data.map((r: { id: string }) => r.id)).not.toContain("5");
    expect((await h.json("/api/v1/organizations/5", { method: "DELETE", headers: await as(h, ADMIN) })).status).toBe(404);
  });
});

describe("PUT /api/v1/organizations/{id}/move", () => {
  const move = async (id: number, centerId: number, email: string) =>
    h.json(`/api/v1/organizations/${id}/move`, {
      tenant: "public",
      method: "PUT",
      headers: { ...(await as(h, email)), "Accept-Language": "en" },
      body: { data: { type: "organizations", id: String(id), attributes: { volunteer_center_id: centerId } } },
    });

  it("moves to another centre of the tenant where the switch is on; 403 with a clear detail where it is off", async () => {
    const admin = "admin@public.example.org";
    const moved = await move(52, 6, admin);
    expect(moved.status).toBe(200);
    expect(moved.body.data.attributes.volunteer_center_id).toBe(6);
    expect((await move(52, 6, admin)).body.errors[0].code).toBe("same_center");
    expect((await move(52, 1, admin)).body.errors[0]).toMatchObject({
      code: "not_found",
      source: { pointer: "/data/attributes/volunteer_center_id" },
    });
    // The centre superuser of centre 5 may not move into a centre they do not approve for.
    expect((await move(53, 6, "center_superuser@public.example.org")).status).toBe(422);
    expect((await move(53, 6, "volunteer@public.example.org")).status).toBe(403);

    h.env.FEATURE_ORGANIZATION_MOVING = "false";
    try {
      const off = await move(52, 5, admin);
      expect(off.status).toBe(403);
      expect(off.body.errors[0]).toMatchObject({ code: "organization_moving_disabled" });
      expect(off.body.errors[0].detail).toContain("switched off");
    } finally {
      delete h.env.FEATURE_ORGANIZATION_MOVING;
    }
    expect((await move(52, 5, admin)).status).toBe(200);
  });
});
