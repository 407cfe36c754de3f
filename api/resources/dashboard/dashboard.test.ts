/**
 * GET /api/v1/dashboard (ADR 0069): the sections each role's dashboard holds, with hand-counted numbers on this
 * file's own rows — two new centres (A and B) of oldebroek, dated in the first half of 2024 where the demo seed has
 * nothing — and the scopes: a centre superuser sees their centre only, an organisation superuser their organisations
 * only, an admin every centre (naming it), nobody another tenant's rows. Every section's query reaches D1 in one
 * round trip, and each list is capped.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { addDays } from "../../../contract/analytics";
import { DASHBOARD_ITEM_CAP, type DashboardSection } from "../../../contract/dashboard";
import { amsterdamToday } from "../../../contract/dates";
import {
  applications,
  conversationMessages,
  conversationReads,
  conversations,
  helpRequests,
  notifications,
  organizationMemberships,
  organizationProfiles,
  organizations,
  pages,
  userRoles,
  users,
  vacancies,
  volunteerCenters,
  volunteerProfileReplies,
  volunteerProfiles,
} from "../../../db/schema";
import { type ApiHarness, createApiHarness } from "../../../tests/setup/api";
import { as } from "../../../tests/setup/auth";
import { createApi } from "../../app";
import { ReadBatch } from "../../read-batch";

vi.setConfig({ testTimeout: 90_000 });

let h: ApiHarness;
const T = "oldebroek";
const ADMIN = "admin@oldebroek.example.org";
const ROERMOND_ADMIN = "admin@roermond.example.org";
const CS_A = "cs.a@oldebroek.example.org";
const CS_B = "cs.b@oldebroek.example.org";
const OS_A = "os.a@oldebroek.example.org";
const VOL_A = "vol.a@oldebroek.example.org";
const MENTOR_A = "mentor.a@oldebroek.example.org";
const STUDENT_A = "student.a@oldebroek.example.org";
const PM_A = "pm.a@oldebroek.example.org";

const today = amsterdamToday();
const ids: Record<string, number> = {};

async function addUser(email: string, centerId: number, role: string, orgId: number | null = null) {
  const [u] = await h.db
    .insert(users)
    .values({
      tenantId: T,
      volunteerCenterId: centerId,
      email,
      firstName: email.split("@")[0]!,
      lastName: "Test",
      status: "active",
      confirmedAt: "2024-01-01T00:00:00.000Z",
    })
    .returning();
  await h.db.insert(userRoles).values({ tenantId: T, userId: u!.id, role: role as "volunteer", organizationId: orgId });
  if (orgId) await h.db.insert(organizationMemberships).values({ tenantId: T, userId: u!.id, organizationId: orgId });
  return u!.id;
}

async function addOrg(
  name: string,
  centerId: number,
  status: "pending" | "approved" | "denied",
  createdAt: string,
  tenantId = T,
) {
  const [o] = await h.db
    .insert(organizations)
    .values({ tenantId, volunteerCenterId: centerId, name, status, createdAt })
    .returning();
  return o!.id;
}

async function addVacancy(title: string, orgId: number, centerId: number, status: "published" | "draft", expiresAt: string) {
  const [v] = await h.db
    .insert(vacancies)
    .values({
      tenantId: T,
      volunteerCenterId: centerId,
      organizationId: orgId,
      title,
      status,
      expiresAt,
      publishedAt: status === "published" ? "2024-01-02T09:00:00.000Z" : null,
      organizationName: `org ${orgId}`,
    })
    .returning();
  return v!.id;
}

async function apply(
  vacancy: string,
  status: "pending" | "accepted" | "withdrawn",
  createdAt: string,
  userId: number | null = null,
) {
  const [v] = await h.db.select().from(vacancies).where(eq(vacancies.id, ids[vacancy]!));
  const [a] = await h.db
    .insert(applications)
    .values({
      tenantId: T,
      vacancyId: v!.id,
      organizationId: v!.organizationId,
      volunteerCenterId: v!.volunteerCenterId,
      userId,
      firstName: "Aan",
      lastName: `Melder ${createdAt.slice(0, 10)}`,
      email: `a${createdAt.slice(0, 10)}@example.org`,
      status,
      createdAt,
    })
    .returning();
  return a!.id;
}

async function dashboard(email: string, tenant = T) {
  const { status, body } = await h.json("/api/v1/dashboard", { headers: await as(h, email), tenant });
  expect(status).toBe(200);
  expect(body.data.type).toBe("dashboards");
  // On the wire: snake_case names (`center_name`), so the items are read loosely here.
  const sections = body.data.attributes.sections as Array<
    Omit<DashboardSection, "items"> & { items: Array<Record<string, any>> }
  >;
  return {
    keys: sections.map((s) => s.key),
    of: (key: string) => {
      const s = sections.find((x) => x.key === key);
      if (!s) throw new Error(`no section ${key} in ${sections.map((x) => x.key).join(", ")}`);
      return s;
    },
  };
}

/** The admin's totals before this file's rows: the demo's, which the admin also sees. */
let adminBefore: Record<string, number> = {};

beforeAll(async () => {
  h = await createApiHarness();
  const admin = await dashboard(ADMIN);
  adminBefore = Object.fromEntries(
    ["organizationsToApprove", "helpRequests", "waitingApplications", "expiringVacancies"].map((k) => [k, admin.of(k).total]),
  );

  const [a] = await h.db.insert(volunteerCenters).values({ tenantId: T, name: "Centrum A", slug: "centrum-a" }).returning();
  const [b] = await h.db.insert(volunteerCenters).values({ tenantId: T, name: "Centrum B", slug: "centrum-b" }).returning();
  ids.A = a!.id;
  ids.B = b!.id;
  // Centre A: two approved organisations (OA1 is OS_A's), a school, two pending, one denied; centre B: one of each.
  ids.OA1 = await addOrg("OA1", ids.A, "approved", "2024-01-01T08:00:00.000Z");
  ids.OA2 = await addOrg("OA2", ids.A, "approved", "2024-01-01T08:00:00.000Z");
  ids.SCHOOL = await addOrg("School A", ids.A, "approved", "2024-01-01T08:00:00.000Z");
  ids.OA3 = await addOrg("OA3 wacht", ids.A, "pending", "2024-01-10T08:00:00.000Z");
  ids.OA4 = await addOrg("OA4 wacht", ids.A, "pending", "2024-02-01T08:00:00.000Z");
  await addOrg("OA5 afgewezen", ids.A, "denied", "2024-01-03T08:00:00.000Z");
  ids.OB1 = await addOrg("OB1 wacht", ids.B, "pending", "2024-01-15T08:00:00.000Z");
  ids.OB2 = await addOrg("OB2", ids.B, "approved", "2024-01-01T08:00:00.000Z");
  // Another tenant's pending organisation: never on an oldebroek dashboard.
  const [roermondCentre] = await h.db.all<{ id: number }>(
    sql`select id from volunteer_centers where tenant_id = 'roermond' order by id limit 1`,
  );
  await addOrg("Roermond wacht", roermondCentre!.id, "pending", "2024-01-04T08:00:00.000Z", "roermond");

  ids.csA = await addUser(CS_A, ids.A, "center_superuser");
  ids.csB = await addUser(CS_B, ids.B, "center_superuser");
  ids.osA = await addUser(OS_A, ids.A, "organization_superuser", ids.OA1);
  ids.volA = await addUser(VOL_A, ids.A, "volunteer");
  ids.mentorA = await addUser(MENTOR_A, ids.A, "mentor", ids.SCHOOL);
  ids.studentA = await addUser(STUDENT_A, ids.A, "student", ids.SCHOOL);
  ids.pmA = await addUser(PM_A, ids.A, "page_manager");

  // Vacancies: VA1 (OA1) and VA3 (OA2) expire within 14 days, VA2 (OA1) later, VA4 is a draft, VB1 (OB2) in B.
  ids.VA1 = await addVacancy("VA1", ids.OA1, ids.A, "published", addDays(today, 3));
  ids.VA2 = await addVacancy("VA2", ids.OA1, ids.A, "published", addDays(today, 20));
  ids.VA3 = await addVacancy("VA3", ids.OA2, ids.A, "published", addDays(today, 10));
  ids.VA4 = await addVacancy("VA4", ids.OA1, ids.A, "draft", addDays(today, 1));
  ids.VB1 = await addVacancy("VB1", ids.OB2, ids.B, "published", addDays(today, 5));

  // Applications, all older than a week: pending a1, a2 (VA1), a4 (VA3), a5 (VB1), a7 (VB1, the student's);
  // a3 accepted, a6 withdrawn, a8 accepted (the student's).
  ids.a1 = await apply("VA1", "pending", "2024-01-05T09:00:00.000Z", ids.volA);
  ids.a2 = await apply("VA1", "pending", "2024-03-01T09:00:00.000Z");
  await apply("VA1", "accepted", "2024-02-01T09:00:00.000Z", ids.volA);
  ids.a4 = await apply("VA3", "pending", "2024-04-01T09:00:00.000Z");
  ids.a5 = await apply("VB1", "pending", "2024-01-20T09:00:00.000Z");
  await apply("VA2", "withdrawn", "2024-05-01T09:00:00.000Z", ids.volA);
  ids.a7 = await apply("VB1", "pending", "2024-05-02T09:00:00.000Z", ids.studentA);
  await apply("VA2", "accepted", "2024-05-03T09:00:00.000Z", ids.studentA);

  // Help requests: one pending and one approved in A, one pending in B.
  const help = (centerId: number, title: string, status: "pending" | "approved", createdAt: string) =>
    h.db.insert(helpRequests).values({
      tenantId: T,
      volunteerCenterId: centerId,
      name: "Bewoner Geheim",
      email: "bewoner@example.org",
      street: "Geheimstraat",
      houseNumber: "1",
      postalCode: "8096 AA",
      city: "Oldebroek",
      neighbourhood: "Wijk",
      title,
      description: "Hulp",
      when: "Maandag",
      status,
      createdAt,
    });
  await help(ids.A, "HA1", "pending", "2024-02-02T09:00:00.000Z");
  await help(ids.A, "HA2", "approved", "2024-02-03T09:00:00.000Z");
  await help(ids.B, "HB1", "pending", "2024-02-04T09:00:00.000Z");

  // A thread between VOL_A and OA1: one message from each side, neither read by the other.
  const [thread] = await h.db
    .insert(conversations)
    .values({
      tenantId: T,
      volunteerId: ids.volA,
      organizationId: ids.OA1,
      subject: "Vraag over VA1",
      origin: "vacancy",
      originKey: `vacancy:${ids.VA1}`,
      lastMessageAt: "2024-03-02T09:00:00.000Z",
      messageCount: 2,
    })
    .returning();
  ids.thread = thread!.id;
  await h.db.insert(conversationMessages).values([
    { tenantId: T, conversationId: thread!.id, senderId: ids.osA, senderSide: "organization", body: "Welkom" },
    { tenantId: T, conversationId: thread!.id, senderId: ids.volA, senderSide: "volunteer", body: "Dank" },
  ]);

  // Notifications of VOL_A: two unread, one read.
  await h.db.insert(notifications).values([
    { tenantId: T, userId: ids.volA, kind: "organization_approved", params: { organization: "X" }, link: "/a" },
    { tenantId: T, userId: ids.volA, kind: "organization_approved", params: { organization: "Y" }, link: "/b" },
    {
      tenantId: T,
      userId: ids.volA,
      kind: "organization_approved",
      params: { organization: "Z" },
      link: "/c",
      readAt: "2024-01-01T00:00:00.000Z",
    },
  ]);

  // Pages: in A a draft, one published and changed now, one published and unchanged since 2024; in B a draft.
  const page = (centerId: number, title: string, publishedAt: string | null, updatedAt: string) =>
    h.db
      .insert(pages)
      .values({ tenantId: T, volunteerCenterId: centerId, title, slug: title.toLowerCase(), publishedAt, updatedAt });
  await page(ids.A, "PA1", null, "2024-01-01T00:00:00.000Z");
  await page(ids.A, "PA2", "2024-01-01T00:00:00.000Z", new Date().toISOString());
  await page(ids.A, "PA3", "2024-01-01T00:00:00.000Z", "2024-01-01T00:00:00.000Z");
  await page(ids.B, "PB1", null, "2024-01-01T00:00:00.000Z");
});
afterAll(() => h?.dispose());

describe("GET /api/v1/dashboard", () => {
  it("is for signed-in users only: 401 signed out", async () => {
    const { status, body } = await h.json("/api/v1/dashboard");
    expect(status).toBe(401);
    expect(body.errors[0].status).toBe("401");
  });

  it("a volunteer: their applications with counts per status, unread threads and notifications, suggestions, the profile prompt", async () => {
    const d = await dashboard(VOL_A);
    expect(d.keys).toEqual([
      "profilePrompt",
      "myApplications",
      "conversations",
      "profileReplies",
      "notifications",
      "suggestedVacancies",
    ]);
    expect(d.of("profilePrompt").total).toBe(1);
    const mine = d.of("myApplications");
    expect(mine.total).toBe(3);
    expect(mine.counts).toEqual({ pending: 1, accepted: 1, withdrawn: 1 });
    expect(mine.items.map((i) => [i.label, i.status])).toEqual([
      ["VA2", "withdrawn"],
      ["VA1", "accepted"],
      ["VA1", "pending"],
    ]);
    const threads = d.of("conversations");
    expect(threads.total).toBe(1);
    expect(threads.items[0]).toMatchObject({
      label: "Vraag over VA1",
      detail: "OA1",
      count: 1,
      link: `/conversations/${ids.thread}`,
    });
    const told = d.of("notifications");
    expect(told.total).toBe(2);
    expect(told.items.map((i) => i.params.organization)).toEqual(["Y", "X"]);
    expect(told.items[0]!.link).toMatch(/^\/notificaties\/\d+$/);
    // Centre A's published vacancies of approved organisations: VA1 and VA2 applied to (withdrawn counts), VA3 left.
    const suggested = d.of("suggestedVacancies");
    expect(suggested.total).toBe(1);
    expect(suggested.items[0]).toMatchObject({ label: "VA3", link: `/vacancies/${ids.VA3}` });
  });

  it("a volunteer's suggestions follow their profile's interests when it names any", async () => {
    const [type, other] = await h.db.all<{ id: number }>(sql`select id from activity_types order by id limit 2`);
    await h.db.insert(organizationProfiles).values({ tenantId: T, organizationId: ids.OA2!, activityTypeIds: [type!.id] });
    const [profile] = await h.db
      .insert(volunteerProfiles)
      .values({ tenantId: T, userId: ids.volA!, volunteerCenterId: ids.A!, interests: [other!.id] })
      .returning();
    let d = await dashboard(VOL_A);
    expect(d.of("profilePrompt").total).toBe(0);
    expect(d.of("suggestedVacancies").total).toBe(0);
    await h.db
      .update(volunteerProfiles)
      .set({ interests: [type!.id] })
      .where(eq(volunteerProfiles.id, profile!.id));
    d = await dashboard(VOL_A);
    expect(d.of("suggestedVacancies").items.map((i) => i.label)).toEqual(["VA3"]);
  });

  it("an organisation superuser: new applications and expiring vacancies of their organisation only, unread threads", async () => {
    const d = await dashboard(OS_A);
    expect(d.keys).toEqual(["conversations", "notifications", "newApplications", "expiringVacancies"]);
    const fresh = d.of("newApplications");
    expect(fresh.total).toBe(2);
    expect(fresh.items.map((i) => i.link)).toEqual([`/applications/${ids.a2}`, `/applications/${ids.a1}`]);
    expect(fresh.items[0]).toMatchObject({ label: "Aan Melder 2024-03-01", detail: "VA1", status: "pending" });
    // VA3 (OA2, same centre) and the draft VA4 are not theirs to see here.
    const expiring = d.of("expiringVacancies");
    expect(expiring.items.map((i) => [i.label, i.link, i.time])).toEqual([
      ["VA1", `/vacancies/${ids.VA1}/edit`, addDays(today, 3)],
    ]);
    expect(d.of("conversations").items).toMatchObject([{ detail: "vol.a Test", count: 1 }]);
  });

  it("a centre superuser: their centre's organisations to approve, help requests, week-old applications, expiring vacancies", async () => {
    const d = await dashboard(CS_A);
    expect(d.keys).toEqual([
      "notifications",
      "organizationsToApprove",
      "helpRequests",
      "waitingApplications",
      "expiringVacancies",
    ]);
    expect(d.of("organizationsToApprove").items.map((i) => [i.label, i.center_name])).toEqual([
      ["OA3 wacht", null],
      ["OA4 wacht", null],
    ]);
    const help = d.of("helpRequests");
    expect(help.total).toBe(1);
    // The title and the neighbourhood only: never the resident's name or address.
    expect(help.items[0]).toMatchObject({ label: "HA1", detail: "Wijk" });
    expect(JSON.stringify(help)).not.toMatch(/Bewoner|Geheimstraat|bewoner@/);
    // Pending for over a week, per vacancy: VA1 two, VA3 one; no applicant names.
    const waiting = d.of("waitingApplications");
    expect(waiting.total).toBe(3);
    expect(waiting.items.map((i) => [i.label, i.count, i.link])).toEqual([
      ["VA1", 2, `/applications?status=pending&vacancy=${ids.VA1}`],
      ["VA3", 1, `/applications?status=pending&vacancy=${ids.VA3}`],
    ]);
    expect(JSON.stringify(waiting)).not.toMatch(/Melder/);
    expect(d.of("expiringVacancies").items.map((i) => i.label)).toEqual(["VA1", "VA3"]);
  });

  it("another centre's superuser sees only centre B", async () => {
    const d = await dashboard(CS_B);
    expect(d.of("organizationsToApprove").items.map((i) => i.label)).toEqual(["OB1 wacht"]);
    expect(d.of("helpRequests").items.map((i) => i.label)).toEqual(["HB1"]);
    expect(d.of("waitingApplications")).toMatchObject({ total: 2, items: [{ label: "VB1", count: 2 }] });
    expect(d.of("expiringVacancies").items.map((i) => i.label)).toEqual(["VB1"]);
  });

  it("an admin: every centre of the tenant, each item naming its centre; never another tenant's", async () => {
    const d = await dashboard(ADMIN);
    // The demo's rows and this file's: OA3, OA4, OB1; HA1, HB1; a1, a2, a4, a5, a7; VA1, VA3, VB1.
    expect(d.of("organizationsToApprove").total).toBe(adminBefore.organizationsToApprove! + 3);
    expect(d.of("helpRequests").total).toBe(adminBefore.helpRequests! + 2);
    expect(d.of("waitingApplications").total).toBe(adminBefore.waitingApplications! + 5);
    expect(d.of("expiringVacancies").total).toBe(adminBefore.expiringVacancies! + 3);
    // Oldest first: this file's 2024 rows lead, each with its centre (Roermond's, of 2024-01-04, is not there).
    expect(
      d
        .of("organizationsToApprove")
        .items.slice(0, 3)
        .map((i) => [i.label, i.center_name]),
    ).toEqual([
      ["OA3 wacht", "Centrum A"],
      ["OB1 wacht", "Centrum B"],
      ["OA4 wacht", "Centrum A"],
    ]);
    const roermond = await dashboard(ROERMOND_ADMIN, "roermond");
    expect(roermond.of("organizationsToApprove").items.map((i) => i.label)).toContain("Roermond wacht");
    expect(JSON.stringify(roermond.of("organizationsToApprove"))).not.toMatch(/OA3|OB1/);
  });

  it("a mentor: their school's students' new applications", async () => {
    const d = await dashboard(MENTOR_A);
    expect(d.keys).toEqual(["notifications", "studentApplications"]);
    expect(d.of("studentApplications")).toMatchObject({
      total: 1,
      items: [{ link: `/applications/${ids.a7}`, status: "pending" }],
    });
  });

  it("a page manager: their centre's draft and recently changed pages", async () => {
    const d = await dashboard(PM_A);
    expect(d.keys).toEqual(["notifications", "pages"]);
    const list = d.of("pages");
    expect(list.total).toBe(2);
    expect(list.items.map((i) => [i.label, i.status])).toEqual([
      ["PA1", "draft"],
      ["PA2", "published"],
    ]);
    expect(list.items[0]!.link).toMatch(/^\/content\/pages\/\d+$/);
  });

  it("caps every list at DASHBOARD_ITEM_CAP items and keeps the total", async () => {
    for (let i = 0; i < DASHBOARD_ITEM_CAP + 2; i++) {
      await addOrg(`Extra ${i}`, ids.A!, "pending", `2024-06-0${i + 1}T08:00:00.000Z`);
    }
    const section = (await dashboard(CS_A)).of("organizationsToApprove");
    expect(section.items).toHaveLength(DASHBOARD_ITEM_CAP);
    expect(section.total).toBe(2 + DASHBOARD_ITEM_CAP + 2);
  });

  it("a volunteer's profile replies count while their thread has unread messages, and leave once it is read", async () => {
    const [profile] = await h.db.select().from(volunteerProfiles).where(eq(volunteerProfiles.userId, ids.volA!));
    await h.db.insert(volunteerProfileReplies).values({
      tenantId: T,
      volunteerProfileId: profile!.id,
      organizationId: ids.OA1!,
      senderId: ids.osA!,
      volunteerId: ids.volA!,
      subject: "Wij zoeken jou",
      body: "Welkom",
      conversationId: ids.thread!,
      createdAt: "2024-03-03T09:00:00.000Z",
    });
    let d = await dashboard(VOL_A);
    expect(d.of("profileReplies")).toMatchObject({ total: 1, items: [{ label: "Wij zoeken jou", detail: "OA1" }] });
    // Someone else's reply (another volunteer of the demo) is never theirs.
    expect((await dashboard("volunteer@oldebroek.example.org")).of("profileReplies").items.map((i) => i.label)).not.toContain(
      "Wij zoeken jou",
    );
    const [last] = await h.db.all<{ id: number }>(
      sql`select max(id) as id from conversation_messages where conversation_id = ${ids.thread}`,
    );
    await h.db
      .insert(conversationReads)
      .values({ tenantId: T, conversationId: ids.thread!, userId: ids.volA!, lastReadMessageId: last!.id });
    d = await dashboard(VOL_A);
    expect(d.of("profileReplies").total).toBe(0);
    expect(d.of("conversations").total).toBe(0);
    // The organisation's side has its own read mark: still unread for them.
    expect((await dashboard(OS_A)).of("conversations").total).toBe(1);
  });

  it("reads every section in one D1 round trip, as many as a one-query list", async () => {
    const api = createApi();
    const trips = async (path: string, email: string) => {
      const batch = new ReadBatch(h.env.DB);
      const request = new Request(`http://api.test${path}`, { headers: { ...(await as(h, email)), "X-Tenant": T } });
      const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext;
      const response = await api.fetch(request, { ...h.env, DB: batch.database }, ctx);
      expect(response.status).toBe(200);
      return batch.roundTrips;
    };
    // The notifications list answers from one batch; the admin's and the volunteer's dashboards (five and six
    // sections, seven queries) cost no more.
    const baseline = await trips("/api/v1/notifications", ADMIN);
    expect(await trips("/api/v1/dashboard", ADMIN)).toBe(baseline);
    expect(await trips("/api/v1/dashboard", VOL_A)).toBe(baseline);
  });
});
