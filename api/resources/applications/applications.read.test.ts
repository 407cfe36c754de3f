/**
 * Reading applications and their internal notes by role: the organisation's managers (their organisation, their
 * centre, the tenant), another organisation's superuser (403), the applicant (own, never notes), mentors (their
 * school's students, read-only, never notes), another tenant (404), signed out (401).
 */
import { and, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TENANT_IDS } from "../../../config/tenants";
import { internalNotes, organizationMemberships, organizations, users } from "../../../db/schema";
import { type ApiHarness, createApiHarness } from "../../../tests/setup/api";
import { as } from "../../../tests/setup/auth";
import {
  ADMIN,
  applyAndRead,
  applyTo,
  CENTER,
  type Fixture,
  MENTOR,
  makeVacancy,
  ORG_SUPERUSER,
  outboxTo,
  person,
  ROERMOND_ADMIN,
  STUDENT,
  setUp,
  VOLUNTEER,
  withdrawLinkOf,
} from "./applications.test-helpers";

let h: ApiHarness;
let fx: Fixture;
let ownId: string;
let studentId: string;
let otherOrgAppId: string;
let vacancyId: number;
beforeAll(async () => {
  h = await createApiHarness();
  fx = await setUp(h);
  // The student attends the mentor's school (the demo seed says so too; this test does not rely on it).
  const [student] = await h.db.select().from(users).where(eq(users.email, STUDENT));
  await h.db
    .insert(organizationMemberships)
    .values({ tenantId: "oldebroek", userId: student.id, organizationId: fx.schoolId })
    .onConflictDoNothing();
  const v = await makeVacancy(h, fx);
  vacancyId = v.id;
  ownId = (await applyAndRead(h, v.id, person({ message: "Ik kan op woensdag." }))).body.data.id;
  studentId = (await applyTo(h, v.id, {}, await as(h, STUDENT))).body.data.id;
  // A vacancy of another approved organisation of the same centre.
  const [other] = await h.db
    .select()
    .from(organizations)
    .where(
      and(
        eq(organizations.tenantId, "oldebroek"),
        eq(organizations.volunteerCenterId, fx.centerId),
        eq(organizations.status, "approved"),
        ne(organizations.id, fx.orgId),
        ne(organizations.id, fx.schoolId),
      ),
    )
    .limit(1);
  const theirs = await makeVacancy(h, { ...fx, orgId: other.id });
  otherOrgAppId = (await applyAndRead(h, theirs.id, person())).body.data.id;
});
afterAll(() => h?.dispose());

const get = async (path: string, email?: string, tenant?: string) =>
  h.json(path, { headers: email ? await as(h, email) : {}, tenant });
const ids = (body: { data: Array<{ id: string }> }) => body.data.map((r) => r.id);

describe("who reads which application", () => {
  it("the organisation's superuser lists and reads their own, with e-mail, phone and message; another's → 403", async () => {
    const list = await get("/api/v1/applications", ORG_SUPERUSER);
    expect(list.status).toBe(200);
    expect(ids(list.body)).toEqual(expect.arrayContaining([ownId, studentId]));
    expect(ids(list.body)).not.toContain(otherOrgAppId);
    const one = await get(`/api/v1/applications/${ownId}`, ORG_SUPERUSER);
    expect(one.body.data.attributes).toMatchObject({ phone_number: "0612345678", message: "Ik kan op woensdag." });
    expect(one.body.data.attributes.allowed_statuses).toEqual(["accepted", "rejected"]);
    expect((await get(`/api/v1/applications/${otherOrgAppId}`, ORG_SUPERUSER)).status).toBe(403);
  });

  it("the centre superuser and the admin reach every organisation of the centre / tenant", async () => {
    for (const who of [CENTER, ADMIN]) {
      const list = await get("/api/v1/applications?page[size]=100", who);
      expect(ids(list.body), who).toEqual(expect.arrayContaining([ownId, studentId, otherOrgAppId]));
    }
  });

  it("another tenant: 404; signed out: 401; a volunteer without a role that reads applications: 403", async () => {
    expect((await get(`/api/v1/applications/${ownId}`, ROERMOND_ADMIN, "roermond")).status).toBe(404);
    expect((await get(`/api/v1/applications/${ownId}`)).status).toBe(401);
    expect((await get("/api/v1/applications")).status).toBe(401);
    expect((await get(`/api/v1/applications/${ownId}`, VOLUNTEER)).status).toBe(403);
    expect((await get("/api/v1/applications", VOLUNTEER)).status).toBe(403);
    expect((await get("/api/v1/applications/abc", ORG_SUPERUSER)).status).toBe(404);
  });

  it("filter[mine]: the applicant's own only", async () => {
    const mine = await get("/api/v1/applications?filter[mine]=true", STUDENT);
    expect(ids(mine.body)).toContain(studentId);
    expect(ids(mine.body)).not.toContain(ownId);
    const [student] = await h.db.select().from(users).where(eq(users.email, STUDENT));
    for (const r of mine.body.data) expect(r.attributes.user_id).toBe(student.id);
    const own = mine.body.data.find((r: { id: string }) => r.id === studentId);
    expect(own.attributes.allowed_statuses).toEqual(["withdrawn"]);
  });

  it("a volunteer's own list (My applications): only theirs, with the vacancy, the waitlist place, withdraw; never a note", async () => {
    const full = await makeVacancy(h, fx, { capacity: 1 });
    await applyTo(h, full.id, person());
    const theirs = (await applyAndRead(h, full.id, person())).body.data.id;
    const waiting = (await applyTo(h, full.id, {}, await as(h, VOLUNTEER))).body.data.id;
    const pending = (await applyTo(h, (await makeVacancy(h, fx)).id, {}, await as(h, VOLUNTEER))).body.data.id;
    const note = await h.json("/api/v1/internal_notes", {
      method: "POST",
      headers: await as(h, ORG_SUPERUSER),
      body: {
        data: { type: "internal_notes", attributes: { application_id: waiting, note: "Geheime notitie over de vrijwilliger" } },
      },
    });
    expect(note.status).toBe(201);

    const mine = await get("/api/v1/applications?filter[mine]=true&page[size]=100", VOLUNTEER);
    expect(mine.status).toBe(200);
    const [volunteer] = await h.db.select().from(users).where(eq(users.email, VOLUNTEER));
    for (const r of mine.body.data) expect(r.attributes.user_id).toBe(volunteer.id);
    expect(ids(mine.body)).toEqual(expect.arrayContaining([waiting, pending]));
    for (const other of [theirs, ownId, studentId, otherOrgAppId]) expect(ids(mine.body)).not.toContain(other);
    const byId = (id: string) => mine.body.data.find((r: { id: string }) => r.id === id).attributes;
    expect(byId(waiting)).toMatchObject({
      status: "waitlisted",
      waitlist_position: 2,
      vacancy_id: full.id,
      vacancy_title: full.title,
      occurrence_starts_at: null,
      allowed_statuses: ["withdrawn"],
    });
    expect(byId(pending)).toMatchObject({ status: "pending", waitlist_position: null, allowed_statuses: ["withdrawn"] });
    expect(mine.body.data[0].relationships.internal_notes).toBeUndefined();
    expect(JSON.stringify(mine.body)).not.toContain("Geheime notitie");
    // Notes cannot be asked for on the list, and the unfiltered list stays the managers'.
    expect((await get("/api/v1/applications?filter[mine]=true&include=internal_notes", VOLUNTEER)).status).toBe(400);
    expect((await get("/api/v1/applications?filter[mine]=false", VOLUNTEER)).status).toBe(403);
    // Withdrawn through the signed-in endpoint, it stays in the list as withdrawn and its place goes to no one else.
    const withdrawn = await h.json(`/api/v1/applications/${waiting}`, {
      method: "PATCH",
      headers: await as(h, VOLUNTEER),
      body: { data: { type: "applications", id: waiting, attributes: { status: "withdrawn" } } },
    });
    expect(withdrawn.status).toBe(200);
    const after = await get("/api/v1/applications?filter[mine]=true&filter[status]=withdrawn", VOLUNTEER);
    expect(ids(after.body)).toContain(waiting);
    expect(after.body.data.find((r: { id: string }) => r.id === waiting).attributes).toMatchObject({
      waitlist_position: null,
      allowed_statuses: [],
    });
  });

  it("a mentor sees their school's students' applications read-only, and nobody else's", async () => {
    const list = await get("/api/v1/applications", MENTOR);
    expect(list.status).toBe(200);
    // The seed's own applications of the school's students may be there too; never anyone else's.
    expect(ids(list.body)).toContain(studentId);
    expect(ids(list.body)).not.toContain(ownId);
    expect(ids(list.body)).not.toContain(otherOrgAppId);
    for (const r of list.body.data) expect(r.attributes.allowed_statuses).toEqual([]);
    expect((await get(`/api/v1/applications/${studentId}`, MENTOR)).status).toBe(200);
    expect((await get(`/api/v1/applications/${ownId}`, MENTOR)).status).toBe(403);
  });

  it("the demo: every tenant's mentor reads their school's students' applications, in more than one status", async () => {
    for (const tenant of TENANT_IDS) {
      const list = await get("/api/v1/applications?page[size]=100", `mentor@${tenant}.example.org`, tenant);
      expect(list.status, tenant).toBe(200);
      const seeded = list.body.data.filter(
        (r: { attributes: { email: string } }) => r.attributes.email === `student@${tenant}.example.org`,
      );
      expect(seeded.length, tenant).toBeGreaterThanOrEqual(1);
      expect(
        new Set(seeded.map((r: { attributes: { status: string } }) => r.attributes.status)).size,
        tenant,
      ).toBeGreaterThanOrEqual(2);
    }
  });

  it("filters by status and vacancy; page[size] above 100 is a 400", async () => {
    const list = await get("/api/v1/applications?filter[status]=accepted", ORG_SUPERUSER);
    expect(ids(list.body)).not.toContain(ownId);
    for (const r of list.body.data) expect(r.attributes.status).toBe("accepted");
    const byVacancy = await get(`/api/v1/applications?filter[vacancy_id]=${vacancyId}`, ORG_SUPERUSER);
    expect(ids(byVacancy.body).sort()).toEqual([ownId, studentId].sort());
    expect((await get("/api/v1/applications?page[size]=101", ORG_SUPERUSER)).status).toBe(400);
    expect((await get("/api/v1/applications?filter[status]=nope", ORG_SUPERUSER)).status).toBe(400);
  });
});

describe("the mailed withdraw link, checked without spending it", () => {
  it("answers the application while the token works; a wrong, spent or missing token is a 404 like an unknown id", async () => {
    const who = person();
    const vacancy = await makeVacancy(h, fx);
    const applied = await applyAndRead(h, vacancy.id, who);
    const { id, token } = withdrawLinkOf((await outboxTo(h, who.email))[0].text);
    expect(String(id)).toBe(applied.body.data.id);
    const check = (t: string, path = `/api/v1/applications/${id}/withdraw`) => h.json(`${path}?token=${encodeURIComponent(t)}`);
    const ok = await check(token);
    expect(ok.status).toBe(200);
    expect(ok.body.data.attributes).toMatchObject({ status: "pending", allowed_statuses: ["withdrawn"], vacancy_id: vacancy.id });
    // Checking twice spends nothing: the link still withdraws.
    expect((await check(token)).status).toBe(200);
    for (const bad of ["", "not-the-token", `${token}x`]) expect((await check(bad)).status, bad).toBe(404);
    expect((await check(token, `/api/v1/applications/${ownId}/withdraw`)).status).toBe(404);
    expect((await check(token, "/api/v1/applications/99999999/withdraw")).status).toBe(404);
    // Another tenant never finds it.
    expect((await h.json(`/api/v1/applications/${id}/withdraw?token=${token}`, { tenant: "roermond" })).status).toBe(404);
    const withdrawn = await h.json(`/api/v1/applications/${id}/withdraw`, {
      method: "POST",
      body: { data: { type: "applications", attributes: { token } } },
    });
    expect(withdrawn.status).toBe(200);
    // Spent: the check refuses it now, as the POST does.
    expect((await check(token)).status).toBe(404);
  });
});

describe("internal notes", () => {
  const addNote = async (applicationId: string, note: string, email = ORG_SUPERUSER) =>
    h.json("/api/v1/internal_notes", {
      method: "POST",
      headers: await as(h, email),
      body: { data: { type: "internal_notes", attributes: { application_id: applicationId, note } } },
    });

  it("managers add and read them; the applicant and the mentor never see one", async () => {
    const added = await addNote(studentId, "Sterke motivatie, bellen.");
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.data.attributes).toMatchObject({ note: "Sterke motivatie, bellen.", author_name: "Olaf Organisatie" });
    const shown = await get(`/api/v1/applications/${studentId}?include=internal_notes`, ORG_SUPERUSER);
    expect(shown.body.included.map((n: { attributes: { note: string } }) => n.attributes.note)).toEqual([
      "Sterke motivatie, bellen.",
    ]);
    expect(shown.body.data.relationships.internal_notes.data).toHaveLength(1);
    const list = await get(`/api/v1/internal_notes?filter[application_id]=${studentId}`, CENTER);
    expect(list.body.data).toHaveLength(1);

    for (const who of [STUDENT, MENTOR]) {
      const seen = await get(`/api/v1/applications/${studentId}?include=internal_notes`, who);
      expect(seen.status, who).toBe(200);
      expect(seen.body.included, who).toEqual([]);
      expect(seen.body.data.relationships.internal_notes, who).toBeUndefined();
      expect(JSON.stringify(seen.body), who).not.toContain("Sterke motivatie");
      expect((await get(`/api/v1/internal_notes?filter[application_id]=${studentId}`, who)).status, who).toBe(403);
      expect((await addNote(studentId, "mag niet", who)).status, who).toBe(403);
    }
  });

  it("one note per idempotency key: two identical posts at once store one, the repeat answers it", async () => {
    const key = crypto.randomUUID();
    const post = async (applicationId: string) =>
      h.json("/api/v1/internal_notes", {
        method: "POST",
        headers: await as(h, ORG_SUPERUSER),
        body: {
          data: {
            type: "internal_notes",
            attributes: { application_id: applicationId, note: "Twee keer geklikt", idempotency_key: key },
          },
        },
      });
    const answers = await Promise.all([post(ownId), post(ownId)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 201]);
    expect(answers[0].body.data.id).toBe(answers[1].body.data.id);
    expect(answers[0].body.data.attributes).toEqual(answers[1].body.data.attributes);
    const stored = await h.db.select().from(internalNotes).where(eq(internalNotes.idempotencyKey, key));
    expect(stored).toHaveLength(1);
    const later = await post(ownId);
    expect([later.status, later.body.data.id]).toEqual([200, answers[0].body.data.id]);
    // The same key on another application: refused, and nothing of the first note in the answer.
    const elsewhere = await post(studentId);
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body.errors[0].source.pointer).toBe("/data/attributes/idempotency_key");
    expect(JSON.stringify(elsewhere.body)).not.toContain("Twee keer");
    const invalid = await h.json("/api/v1/internal_notes", {
      method: "POST",
      headers: await as(h, ORG_SUPERUSER),
      body: { data: { type: "internal_notes", attributes: { application_id: ownId, note: "x", idempotency_key: "nope" } } },
    });
    expect(invalid.status).toBe(422);
  });

  it("another organisation's superuser 403, another tenant 404, a blank note 422", async () => {
    expect((await addNote(otherOrgAppId, "niet van ons")).status).toBe(403);
    expect((await get(`/api/v1/internal_notes?filter[application_id]=${ownId}`, ROERMOND_ADMIN, "roermond")).status).toBe(404);
    const unfiltered = await get("/api/v1/internal_notes", CENTER);
    expect(unfiltered.status).toBe(400);
    expect(unfiltered.body.errors[0].source).toEqual({ parameter: "filter[application_id]" });
    const blank = await addNote(ownId, "   ");
    expect(blank.status).toBe(422);
    expect(blank.body.errors[0].source.pointer).toBe("/data/attributes/note");
  });
});
