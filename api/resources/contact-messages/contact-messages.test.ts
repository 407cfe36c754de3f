/**
 * /api/v1/contact_messages (SPEC §2 /contactformulier; ADR 0060): signed in only (401 before the body), 422 with
 * pointers, the sender from the account (never the body), the message and its `contact_form` mail written together
 * (to the centre's address, else its centre superusers), the sender's text escaped in the HTML, isolation per tenant
 * and centre, the per-user limit.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { contactMessages, mailOutbox, notificationTemplates, userRoles, users, volunteerCenters } from "../../../db/schema";
import { type ApiHarness, createApiHarness } from "../../../tests/setup/api";
import { as, nextIp } from "../../../tests/setup/auth";

const VOLUNTEER = "volunteer@oldebroek.example.org";
const ORG_SUPERUSER = "organization_superuser@oldebroek.example.org";
const ROERMOND_VOLUNTEER = "volunteer@roermond.example.org";
const CENTRE_ADDRESS = "info@centrum-oldebroek.example.org";

let h: ApiHarness;
let centerId: number;
beforeAll(async () => {
  h = await createApiHarness();
  const [me] = await h.db.select().from(users).where(eq(users.email, VOLUNTEER));
  centerId = me!.volunteerCenterId;
  await h.db.update(volunteerCenters).set({ email: CENTRE_ADDRESS }).where(eq(volunteerCenters.id, centerId));
});
afterAll(() => h?.dispose());

async function send(attributes: Record<string, unknown>, email: string | null = VOLUNTEER, tenant = "oldebroek") {
  return h.json("/api/v1/contact_messages", {
    method: "POST",
    tenant,
    headers: { ...(email ? await as(h, email) : {}), "CF-Connecting-IP": nextIp() },
    body: { data: { type: "contact_messages", attributes } },
  });
}

const mailsTo = (to: string) =>
  h.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), sql`${mailOutbox.kind} = 'contact_form'`))
    .orderBy(desc(mailOutbox.id));

const pointers = (body: { errors: Array<{ source?: { pointer?: string }; code: string }> }) =>
  Object.fromEntries(body.errors.map((e) => [e.source?.pointer, e.code]));

describe("POST /api/v1/contact_messages", () => {
  it("answers 401 signed out, before reading the body", async () => {
    expect((await send({ subject: "" }, null)).status).toBe(401);
    expect((await send({ subject: "Vraag", message: "Hallo" }, null)).status).toBe(401);
  });

  it("refuses empty and too long fields with pointers, and stores nothing", async () => {
    const before = await h.db.select().from(contactMessages);
    const empty = await send({ subject: " ", message: "" });
    expect(empty.status).toBe(422);
    expect(pointers(empty.body)).toEqual({ "/data/attributes/subject": "too_small", "/data/attributes/message": "too_small" });
    const long = await send({ subject: "x".repeat(201), message: "y".repeat(5001) });
    expect(pointers(long.body)).toEqual({ "/data/attributes/subject": "too_big", "/data/attributes/message": "too_big" });
    // The sender is the account: a body naming another one is refused, not believed.
    const spoofed = await send({ subject: "Vraag", message: "Hallo", sender_email: "ceo@example.org" });
    expect(spoofed.status).toBe(422);
    expect(await h.db.select().from(contactMessages)).toHaveLength(before.length);
  });

  it("stores the message and mails it to the centre's address, the sender's text escaped in the HTML", async () => {
    const message = "Ik wil graag <script>alert('x')</script> helpen & meer weten.\nGroet";
    const res = await send({ subject: "Vraag over <b>vrijwilligerswerk</b>", message });
    expect(res.status).toBe(201);
    expect(res.body.data.attributes).toMatchObject({ subject: "Vraag over <b>vrijwilligerswerk</b>", message });
    const [stored] = await h.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, Number(res.body.data.id)));
    const [me] = await h.db.select().from(users).where(eq(users.email, VOLUNTEER));
    expect(stored).toMatchObject({ tenantId: "oldebroek", volunteerCenterId: centerId, userId: me!.id, message });
    const [mail] = await mailsTo(CENTRE_ADDRESS);
    expect(mail).toBeDefined();
    expect(mail!.subject).toContain("Vraag over <b>vrijwilligerswerk</b>");
    expect(mail!.text).toContain(message.split("\n")[0]);
    expect(mail!.text).toContain(VOLUNTEER);
    expect(mail!.text).toContain(`${me!.firstName}`);
    expect(mail!.html).not.toContain("<script>");
    expect(mail!.html).toContain("&lt;script&gt;");
    expect(mail!.html).not.toContain("<b>vrijwilligerswerk</b>");
  });

  it("without a centre address, mails each of the centre's superusers; another tenant's user writes to their own centre", async () => {
    await h.db.update(volunteerCenters).set({ email: null }).where(eq(volunteerCenters.id, centerId));
    // A second centre superuser: every one of them gets the mail (each outbox row guarded by the stored message).
    const [second] = await h.db.select().from(users).where(eq(users.email, "content_manager@oldebroek.example.org"));
    const [role] = await h.db
      .insert(userRoles)
      .values({ tenantId: "oldebroek", userId: second!.id, role: "center_superuser" })
      .returning();
    const res = await send({ subject: "Zonder adres", message: "Aan de staf" }, ORG_SUPERUSER);
    expect(res.status).toBe(201);
    for (const to of ["center_superuser@oldebroek.example.org", "content_manager@oldebroek.example.org"]) {
      expect((await mailsTo(to))[0]?.subject, to).toContain("Zonder adres");
    }
    await h.db.delete(userRoles).where(eq(userRoles.id, role!.id));
    await h.db.update(volunteerCenters).set({ email: CENTRE_ADDRESS }).where(eq(volunteerCenters.id, centerId));

    const roermond = await send({ subject: "Uit Roermond", message: "Hoi" }, ROERMOND_VOLUNTEER, "roermond");
    expect(roermond.status).toBe(201);
    const [row] = await h.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, Number(roermond.body.data.id)));
    expect(row?.tenantId).toBe("roermond");
    expect((await mailsTo(CENTRE_ADDRESS)).some((m) => m.subject.includes("Uit Roermond"))).toBe(false);
    // A roermond session is not an oldebroek one.
    expect((await send({ subject: "x", message: "y" }, ROERMOND_VOLUNTEER, "oldebroek")).status).toBe(401);
  });

  it("an inactive contact_form template stores the message and sends nothing", async () => {
    await h.db
      .update(notificationTemplates)
      .set({ active: false })
      .where(and(eq(notificationTemplates.volunteerCenterId, centerId), eq(notificationTemplates.key, "contact_form")));
    const before = (await mailsTo(CENTRE_ADDRESS)).length;
    const res = await send({ subject: "Stil", message: "Geen mail" });
    expect(res.status).toBe(201);
    expect(await mailsTo(CENTRE_ADDRESS)).toHaveLength(before);
    await h.db
      .update(notificationTemplates)
      .set({ active: true })
      .where(and(eq(notificationTemplates.volunteerCenterId, centerId), eq(notificationTemplates.key, "contact_form")));
  });

  it("parallel messages each get their own row and their own mail (nothing shared, nothing lost)", async () => {
    const before = (await mailsTo(CENTRE_ADDRESS)).length;
    const headers = await as(h, "student@oldebroek.example.org");
    const results = await Promise.all(
      [1, 2, 3].map((n) =>
        h.json("/api/v1/contact_messages", {
          method: "POST",
          headers: { ...headers, "CF-Connecting-IP": nextIp() },
          body: { data: { type: "contact_messages", attributes: { subject: `Parallel ${n}`, message: `Bericht ${n}` } } },
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([201, 201, 201]);
    const mails = (await mailsTo(CENTRE_ADDRESS)).slice(0, 3);
    expect(mails).toHaveLength(3);
    expect((await mailsTo(CENTRE_ADDRESS)).length).toBe(before + 3);
    expect(mails.map((m) => m.subject.replace(/^.*Parallel /, "")).sort()).toEqual(["1", "2", "3"]);
  });

  it("limits one user to 10 messages an hour (429 past it)", async () => {
    // One fixed window for the whole test: hits on both sides of a window's edge would start a new count.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    try {
      const headers = await as(h, "mentor@oldebroek.example.org");
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const res = await h.json("/api/v1/contact_messages", {
          method: "POST",
          headers: { ...headers, "CF-Connecting-IP": nextIp() },
          body: { data: { type: "contact_messages", attributes: { subject: `Nummer ${i}`, message: "x" } } },
        });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
      expect(statuses[10]).toBe(429);
    } finally {
      vi.useRealTimers();
    }
  });
});
