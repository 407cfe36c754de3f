/**
 * /api/v1/conversations (ADR 0064): only the two sides of a thread see it (404 for anyone else, also another
 * organisation's staff, another centre's and another tenant's), guards before bodies, 422 with pointers, one message
 * per idempotency key also from parallel posts, read marks and unread counts per user, the other side's
 * notification (never the sender's), and at most one mail per thread and side an hour (parallel posts, fixed clock).
 */
import { readFileSync } from "node:fs";
import { and, eq, like, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  conversationMessages,
  conversations,
  mailOutbox,
  notifications,
  organizationMemberships,
  organizations,
  userRoles,
  users,
  volunteerCenters,
} from "../../../db/schema";
import { templateRowsSql } from "../../../scripts/template-rows-sql";
import { type ApiHarness, createApiHarness } from "../../../tests/setup/api";
import { as, nextIp } from "../../../tests/setup/auth";
import {
  ADMIN,
  applyTo,
  CENTER,
  type Fixture,
  makeVacancy,
  ORG_SUPERUSER,
  person,
  ROERMOND_ADMIN,
  STUDENT,
  setUp,
  VOLUNTEER,
} from "../applications/applications.test-helpers";

vi.setConfig({ testTimeout: 60_000 });

let h: ApiHarness;
let fx: Fixture;
let volunteerId: number;
let orgSuperuserId: number;
const OTHER_ORG_SUPERUSER = "olga.andere@oldebroek.example.org";
const OTHER_CENTRE_SUPERUSER = "cor.elders@oldebroek.example.org";

async function addUser(email: string, centerId: number, role: "organization_superuser" | "center_superuser", orgId?: number) {
  const [u] = await h.db
    .insert(users)
    .values({
      tenantId: "oldebroek",
      volunteerCenterId: centerId,
      email,
      firstName: "Extra",
      lastName: role,
      status: "active",
      confirmedAt: "2026-01-01T00:00:00.000Z",
    })
    .returning();
  await h.db.insert(userRoles).values({ tenantId: "oldebroek", userId: u!.id, role, organizationId: orgId ?? null });
  if (orgId) await h.db.insert(organizationMemberships).values({ tenantId: "oldebroek", userId: u!.id, organizationId: orgId });
  return u!;
}

beforeAll(async () => {
  h = await createApiHarness();
  fx = await setUp(h);
  const idOf = async (email: string) => (await h.db.select().from(users).where(eq(users.email, email)))[0]!.id;
  volunteerId = await idOf(VOLUNTEER);
  orgSuperuserId = await idOf(ORG_SUPERUSER);
  const [otherOrg] = await h.db
    .insert(organizations)
    .values({ tenantId: "oldebroek", volunteerCenterId: fx.centerId, name: "Andere Stichting", status: "approved" })
    .returning();
  await addUser(OTHER_ORG_SUPERUSER, fx.centerId, "organization_superuser", otherOrg!.id);
  const [otherCentre] = await h.db
    .insert(volunteerCenters)
    .values({ tenantId: "oldebroek", name: "Andere Centrale", slug: "andere-centrale" })
    .returning();
  await addUser(OTHER_CENTRE_SUPERUSER, otherCentre!.id, "center_superuser");
});
afterAll(() => h?.dispose());
afterEach(() => {
  vi.useRealTimers();
});

let texts = 0;
/** A text no other test writes: what a test asserts on is its own. */
const unique = (what: string) => `${what} #${++texts}`;

async function start(email: string, attributes: Record<string, unknown>, headers: Record<string, string> = {}) {
  return h.json("/api/v1/conversations", {
    method: "POST",
    headers: { ...(await as(h, email)), "CF-Connecting-IP": nextIp(), ...headers },
    body: { data: { type: "conversations", attributes } },
  });
}

async function post(
  email: string,
  id: number | string,
  attributes: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return h.json(`/api/v1/conversations/${id}/conversation_messages`, {
    method: "POST",
    headers: { ...(await as(h, email)), ...headers },
    body: { data: { type: "conversation_messages", attributes } },
  });
}

const get = async (email: string, path: string, tenant?: string) =>
  h.json(path, { headers: await as(h, email), ...(tenant ? { tenant } : {}) });

/** A new thread: the volunteer asks about a new vacancy of the demo organisation. */
async function newThread(body = unique("Mag ik een vraag stellen?")) {
  const vacancy = await makeVacancy(h, fx);
  const res = await start(VOLUNTEER, { vacancy_id: vacancy!.id, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { id: Number(res.body.data.id), vacancy: vacancy!, subject: res.body.data.attributes.subject as string };
}

const pointers = (body: { errors: Array<{ source?: { pointer?: string }; code: string }> }) =>
  Object.fromEntries(body.errors.map((e) => [e.source?.pointer, e.code]));

describe("starting a thread", () => {
  it("a volunteer asks about a published vacancy: the thread is with its organisation, a second question lands in it", async () => {
    const vacancy = await makeVacancy(h, fx);
    const first = await start(VOLUNTEER, { vacancy_id: vacancy!.id, body: unique("Hoeveel uur per week?") });
    expect(first.status).toBe(201);
    expect(first.body.data.attributes).toMatchObject({
      subject: vacancy!.title,
      origin: "vacancy",
      side: "volunteer",
      organization_id: fx.orgId,
      vacancy_id: vacancy!.id,
      message_count: 1,
    });
    const second = await start(VOLUNTEER, { vacancy_id: vacancy!.id, subject: "Nog iets", body: unique("En in het weekend?") });
    expect(second.status).toBe(201);
    expect(second.body.data.id).toBe(first.body.data.id);
    expect(second.body.data.attributes).toMatchObject({ subject: vacancy!.title, message_count: 2 });
  });

  it("refuses what it cannot start from, with pointers", async () => {
    const draft = await makeVacancy(h, fx, { status: "draft" });
    const notPublished = await start(VOLUNTEER, { vacancy_id: draft!.id, body: "Hallo" });
    expect(notPublished.status).toBe(422);
    expect(pointers(notPublished.body)).toEqual({ "/data/attributes/vacancy_id": "not_found" });
    const neither = await start(VOLUNTEER, { body: "Hallo" });
    expect(neither.status).toBe(422);
    expect(Object.keys(pointers(neither.body))).toEqual(["/data/attributes/vacancy_id"]);
    const empty = await start(VOLUNTEER, { vacancy_id: draft!.id, body: "   " });
    expect(pointers(empty.body)).toEqual({ "/data/attributes/body": "too_small" });
    // Staff do not ask about a vacancy as a volunteer.
    const published = await makeVacancy(h, fx);
    expect((await start(ORG_SUPERUSER, { vacancy_id: published!.id, body: "Hallo" })).status).toBe(403);
    // A role that can do neither is refused before the body is read.
    expect((await start("page_manager@oldebroek.example.org", { nonsense: true })).status).toBe(403);
    expect((await h.json("/api/v1/conversations", { method: "POST", body: { data: 1 } })).status).toBe(401);
  });

  it("the organisation's side writes to an applicant with an account; an anonymous applicant has none: 422", async () => {
    const vacancy = await makeVacancy(h, fx);
    const mine = await applyTo(h, vacancy!.id, person({ email: VOLUNTEER }), await as(h, VOLUNTEER));
    expect(mine.status).toBe(201);
    const started = await start(ORG_SUPERUSER, { application_id: mine.body.data.id, body: unique("Welkom! Wanneer kun je?") });
    expect(started.status).toBe(201);
    expect(started.body.data.attributes).toMatchObject({ origin: "application", side: "organization", subject: vacancy!.title });
    const [thread] = await h.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, Number(started.body.data.id)));
    expect(thread).toMatchObject({ volunteerId, organizationId: fx.orgId, originKey: `application:${mine.body.data.id}` });
    expect((await get(VOLUNTEER, `/api/v1/conversations/${thread!.id}`)).status).toBe(200);

    const anonymous = await applyTo(h, vacancy!.id, person());
    const [row] = await h.db.all<{ id: number }>(
      sql`select id from applications where vacancy_id = ${vacancy!.id} and user_id is null`,
    );
    expect(anonymous.status).toBeLessThan(300);
    const refused = await start(ORG_SUPERUSER, { application_id: row!.id, body: "Hallo" });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0]).toMatchObject({
      code: "no_account",
      source: { pointer: "/data/attributes/application_id" },
      meta: { message: "conversations:errors.noAccount" },
    });
    // Another organisation's staff: the application is as unknown as a missing one.
    const other = await start(OTHER_ORG_SUPERUSER, { application_id: mine.body.data.id, body: "Hallo" });
    expect(other.status).toBe(422);
    expect(pointers(other.body)).toEqual({ "/data/attributes/application_id": "not_found" });
  });
});

describe("who takes part", () => {
  it("the volunteer, the organisation's superuser, its centre's superuser and the admin read the thread; anyone else gets 404", async () => {
    const { id } = await newThread();
    for (const email of [VOLUNTEER, ORG_SUPERUSER, CENTER, ADMIN]) {
      expect((await get(email, `/api/v1/conversations/${id}`)).status, email).toBe(200);
    }
    // The student starts a thread of their own: a volunteer of another thread.
    for (const email of [STUDENT, OTHER_ORG_SUPERUSER, OTHER_CENTRE_SUPERUSER]) {
      expect((await get(email, `/api/v1/conversations/${id}`)).status, email).toBe(404);
      // Guards before bodies: a malformed body still learns only that there is no such thread.
      expect((await post(email, id, { nonsense: "x" })).status, email).toBe(404);
      const read = await h.json(`/api/v1/conversations/${id}/read`, { method: "POST", headers: await as(h, email), body: {} });
      expect(read.status, email).toBe(404);
      const list = await get(email, "/api/v1/conversations");
      expect(
        list.body.data.map((t: { id: string }) => Number(t.id)),
        email,
      ).not.toContain(id);
    }
    expect((await get(ROERMOND_ADMIN, `/api/v1/conversations/${id}`, "roermond")).status).toBe(404);
    expect((await h.json(`/api/v1/conversations/${id}`)).status).toBe(401);
  });

  it("the list names the other side (the organisation for the volunteer, the volunteer's full name for the staff), no addresses", async () => {
    const { id } = await newThread();
    const mineList = await get(VOLUNTEER, "/api/v1/conversations?page[size]=100");
    const mine = mineList.body.data.find((t: { id: string }) => Number(t.id) === id);
    const [org] = await h.db.select().from(organizations).where(eq(organizations.id, fx.orgId));
    expect(mine.attributes.other_name).toBe(org!.name);
    const staffList = await get(ORG_SUPERUSER, "/api/v1/conversations?page[size]=100");
    const theirs = staffList.body.data.find((t: { id: string }) => Number(t.id) === id);
    expect(theirs.attributes.other_name).toBe("Vera Vrijwilliger");
    expect(JSON.stringify(staffList.body)).not.toContain("@");
    expect((await get(VOLUNTEER, "/api/v1/conversations?page[size]=101")).status).toBe(400);
  });
});

describe("messages", () => {
  it("refuses an empty, too long or 1 MB message with a pointer; stores a script as text", async () => {
    const { id } = await newThread();
    expect(pointers((await post(VOLUNTEER, id, { body: "" })).body)).toEqual({ "/data/attributes/body": "too_small" });
    expect(pointers((await post(VOLUNTEER, id, { body: "x".repeat(5001) })).body)).toEqual({
      "/data/attributes/body": "too_big",
    });
    const huge = await post(VOLUNTEER, id, { body: "x".repeat(1024 * 1024) });
    expect(huge.status).toBe(422);
    expect(huge.body.errors[0].source.pointer).toBe("/data/attributes/body");
    const script = "<script>alert('x')</script> & meer";
    const ok = await post(VOLUNTEER, id, { body: script });
    expect(ok.status).toBe(201);
    expect(ok.body.data.attributes).toMatchObject({ body: script, sender_side: "volunteer", mine: true });
  });

  it("writes one message per idempotency key, also from parallel posts at one instant (attribute or header)", async () => {
    const { id } = await newThread();
    // One instant for all: a repeat must not pass for the first post's message (the post's own write token).
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.parse("2026-11-27T11:00:00.000Z"));
    const text = unique("Dubbel verstuurd");
    const KEY = crypto.randomUUID();
    const answers = await Promise.all([
      post(VOLUNTEER, id, { body: text, idempotency_key: KEY }),
      post(VOLUNTEER, id, { body: text, idempotency_key: KEY }),
      post(VOLUNTEER, id, { body: text }, { "Idempotency-Key": KEY }),
      post(VOLUNTEER, id, { body: text }, { "Idempotency-Key": KEY }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
    const stored = await h.db.select().from(conversationMessages).where(eq(conversationMessages.body, text));
    expect(stored).toHaveLength(1);
    const [thread] = await h.db.select().from(conversations).where(eq(conversations.id, id));
    expect(thread!.messageCount).toBe(2);
    const told = await h.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, orgSuperuserId), eq(notifications.link, `/conversations/${id}`)));
    expect(told).toHaveLength(2); // the question that started it, and this one once
  });

  it("keeps read marks and unread counts per user; marking read never moves back", async () => {
    const { id } = await newThread();
    await post(VOLUNTEER, id, { body: unique("Nog een vraag") });
    const unreadFor = async (email: string) => {
      const list = await get(email, "/api/v1/conversations?page[size]=100");
      return list.body.data.find((t: { id: string }) => Number(t.id) === id)?.attributes.unread_count;
    };
    expect(await unreadFor(ORG_SUPERUSER)).toBe(2);
    expect(await unreadFor(CENTER)).toBe(2);
    expect(await unreadFor(VOLUNTEER)).toBe(0);
    const before = (await get(ORG_SUPERUSER, "/api/v1/conversations")).body.meta.unread;
    const read = await h.json(`/api/v1/conversations/${id}/read`, { method: "POST", headers: await as(h, ORG_SUPERUSER) });
    expect(read.status).toBe(200);
    expect(read.body.data.attributes.unread_count).toBe(0);
    expect(await unreadFor(ORG_SUPERUSER)).toBe(0);
    expect((await get(ORG_SUPERUSER, "/api/v1/conversations")).body.meta.unread).toBe(before - 2);
    expect(await unreadFor(CENTER)).toBe(2);
    // The organisation answers: its own message is not unread to anyone on its side that read before…
    const reply = await post(ORG_SUPERUSER, id, { body: unique("Graag!") });
    expect(reply.status).toBe(201);
    expect(await unreadFor(VOLUNTEER)).toBe(1);
    expect(await unreadFor(ORG_SUPERUSER)).toBe(0);
    // …and a colleague's message is not counted as the other side's.
    expect(await unreadFor(CENTER)).toBe(2);
    // Monotonic: a mark set by a newer read is not lowered by an older one.
    const last = read.body.meta.last_read_message_id as number;
    await h.db.run(sql`update conversation_reads set last_read_message_id = ${last + 1000}
      where conversation_id = ${id} and user_id = ${orgSuperuserId}`);
    const again = await h.json(`/api/v1/conversations/${id}/read`, { method: "POST", headers: await as(h, ORG_SUPERUSER) });
    expect(again.body.meta.last_read_message_id).toBe(last + 1000);
  });

  it("answers the newest messages oldest first, with a link to older ones", async () => {
    const { id } = await newThread(unique("Eerste"));
    for (let i = 0; i < 4; i++) await post(VOLUNTEER, id, { body: `Bericht ${i}` });
    const page = await get(ORG_SUPERUSER, `/api/v1/conversations/${id}?page[size]=2`);
    expect(page.status).toBe(200);
    expect(page.body.included.map((m: { attributes: { body: string } }) => m.attributes.body)).toEqual([
      "Bericht 2",
      "Bericht 3",
    ]);
    expect(page.body.included[0].attributes).toMatchObject({
      sender_side: "volunteer",
      sender_name: "Vera Vrijwilliger",
      mine: false,
    });
    expect(page.body.meta.has_older).toBe(true);
    const older = await get(ORG_SUPERUSER, page.body.links.older);
    expect(older.body.included.map((m: { attributes: { body: string } }) => m.attributes.body)).toEqual([
      "Bericht 0",
      "Bericht 1",
    ]);
    expect((await get(ORG_SUPERUSER, `/api/v1/conversations/${id}?page[size]=101`)).status).toBe(400);
  });
});

describe("telling the other side", () => {
  it("notifies the organisation's superusers when the volunteer writes and the volunteer when the organisation does, never the sender", async () => {
    const { id } = await newThread();
    const told = (userId: number) =>
      h.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.link, `/conversations/${id}`)));
    expect(await told(orgSuperuserId)).toHaveLength(1);
    expect(await told(volunteerId)).toHaveLength(0);
    const [n] = await told(orgSuperuserId);
    expect(n).toMatchObject({ kind: "conversation_message" });
    expect(n!.params).toMatchObject({ sender: "Vera Vrijwilliger" });
    await post(ORG_SUPERUSER, id, { body: unique("Antwoord") });
    expect(await told(volunteerId)).toHaveLength(1);
    expect(await told(orgSuperuserId)).toHaveLength(1);
    // The centre superuser answers for the organisation: the volunteer hears, the organisation's superuser not.
    await post(CENTER, id, { body: unique("Aanvulling van de centrale") });
    expect(await told(volunteerId)).toHaveLength(2);
    expect(await told(orgSuperuserId)).toHaveLength(1);
  });

  it("an organisation without superusers: its centre's superusers hear of the volunteer's message", async () => {
    const [lonely] = await h.db
      .insert(organizations)
      .values({ tenantId: "oldebroek", volunteerCenterId: fx.centerId, name: "Stichting Zonder Beheerder", status: "approved" })
      .returning();
    const vacancy = await makeVacancy(h, { ...fx, orgId: lonely!.id });
    const res = await start(VOLUNTEER, { vacancy_id: vacancy!.id, body: unique("Is er iemand?") });
    expect(res.status).toBe(201);
    const [centre] = await h.db.select().from(users).where(eq(users.email, CENTER));
    const rows = await h.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, centre!.id), eq(notifications.link, `/conversations/${res.body.data.id}`)));
    expect(rows).toHaveLength(1);
    const mails = await h.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, CENTER), like(mailOutbox.subject, `%${vacancy!.title}%`)));
    expect(mails).toHaveLength(1);
  });

  it("mails each side at most once per thread an hour: parallel posts at one instant write one mail, an hour later another", async () => {
    const t0 = Date.parse("2026-11-27T10:00:00.000Z");
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(t0);
    const { id, subject } = await newThread();
    const mailsTo = (to: string) =>
      h.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, "conversation_message"), like(mailOutbox.subject, `%${subject}%`)));
    expect(await mailsTo(ORG_SUPERUSER)).toHaveLength(1);
    await Promise.all([1, 2, 3, 4].map((i) => post(VOLUNTEER, id, { body: `Snel achter elkaar ${i}` })));
    expect(await mailsTo(ORG_SUPERUSER)).toHaveLength(1);
    vi.setSystemTime(t0 + 59 * 60 * 1000);
    await post(VOLUNTEER, id, { body: unique("Na 59 minuten") });
    expect(await mailsTo(ORG_SUPERUSER)).toHaveLength(1);
    // The other side has a throttle of its own.
    await Promise.all([1, 2].map((i) => post(ORG_SUPERUSER, id, { body: `Antwoord ${i}` })));
    expect(await mailsTo(VOLUNTEER)).toHaveLength(1);
    vi.setSystemTime(t0 + 60 * 60 * 1000);
    await Promise.all([1, 2, 3].map((i) => post(VOLUNTEER, id, { body: `Een uur later ${i}` })));
    const mails = await mailsTo(ORG_SUPERUSER);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text).toContain("Vera Vrijwilliger");
    expect(mails[1]!.text).toMatch(new RegExp(`/conversations/${id}(?![.0-9])`));
    // Nothing of the markers or the sender's address leaks into the mail.
    expect(mails[1]!.text).not.toContain("__CONVERSATION_ID__");
  });

  it("escapes the message in the mail's HTML", async () => {
    const { subject } = await newThread("<script>alert('x')</script> vraag");
    const [mail] = await h.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, ORG_SUPERUSER), like(mailOutbox.subject, `%${subject}%`)));
    expect(mail!.html).not.toContain("<script>");
    expect(mail!.html).toContain("&lt;script&gt;");
  });
});

describe("the conversation mail's template", () => {
  it("centres seeded before it get its default texts from the migration, as the generator writes them", () => {
    const migration = readFileSync(
      new URL("../../../db/migrations/0024_conversation_mail_throttle.sql", import.meta.url),
      "utf8",
    );
    expect(migration).toContain(templateRowsSql(["conversation_message"]));
  });
});
