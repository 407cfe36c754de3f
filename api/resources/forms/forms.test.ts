/**
 * The form builder's API (ADR 0061): who may (forms.manage per role, isolation between tenants, centres and
 * organisations; guards before bodies), forms (list with counts, publish rules, lock_version), questions (every type,
 * options, conditions, order, soft removal, the version raised in the same batch).
 */
import { and, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { formQuestions, forms, userRoles, users, volunteerCenters } from "../../../db/schema";
import { type ApiHarness, createApiHarness } from "../../../tests/setup/api";
import { as } from "../../../tests/setup/auth";

vi.setConfig({ testTimeout: 90_000 });

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(() => h?.dispose());

const CONTENT = "content_manager@oldebroek.example.org";
const CENTRE = "center_superuser@oldebroek.example.org";
const ADMIN = "admin@oldebroek.example.org";
const ORG = "organization_superuser@oldebroek.example.org";
const VOLUNTEER = "volunteer@oldebroek.example.org";
const PAGES = "page_manager@oldebroek.example.org";

type Body = any;
const send = async (method: string, path: string, body?: unknown, who: string | null = CONTENT, tenant?: string) =>
  h.json<Body>(path, { method, body, tenant, headers: who ? await as(h, who) : {} });
const doc = (type: string, attributes: Record<string, unknown>) => ({ data: { type, attributes } });
const pointers = (body: Body) => (body.errors as Array<{ source?: { pointer?: string } }>).map((e) => e.source?.pointer);
const codes = (body: Body) => (body.errors as Array<{ code: string }>).map((e) => e.code);

async function newForm(attributes: Record<string, unknown> = {}, who = CONTENT) {
  const { status, body } = await send("POST", "/api/v1/forms", doc("forms", { title: "Aanmelding", ...attributes }), who);
  expect(status).toBe(201);
  return Number(body.data.id);
}
const lock = async (formId: number) => (await h.db.select().from(forms).where(eq(forms.id, formId)))[0]?.lockVersion ?? -1;
const versionOf = async (formId: number) => (await h.db.select().from(forms).where(eq(forms.id, formId)))[0]?.version ?? -1;
async function addQuestion(formId: number, attributes: Record<string, unknown>, who = CONTENT) {
  return send(
    "POST",
    `/api/v1/forms/${formId}/form_questions`,
    doc("form_questions", { lock_version: await lock(formId), ...attributes }),
    who,
  );
}
async function question(formId: number, attributes: Record<string, unknown>) {
  const { status, body } = await addQuestion(formId, attributes);
  expect(status, JSON.stringify(body)).toBe(201);
  return Number(body.data.id);
}
const order = async (formId: number) =>
  (await send("GET", `/api/v1/forms/${formId}`)).body.data.attributes.definition.questions.map((q: { id: number }) => q.id);

/** The organisations an organisation superuser manages (the demo one has two: the form must name one). */
async function organizationsOf(email: string) {
  const rows = await h.db
    .select({ organizationId: userRoles.organizationId })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(users.email, email), eq(userRoles.role, "organization_superuser")));
  return rows.map((r) => r.organizationId as number);
}
const organizationOf = async (email: string) => (await organizationsOf(email))[0] as number;
const orgForm = async (attributes: Record<string, unknown> = {}) =>
  newForm({ organization_id: await organizationOf(ORG), ...attributes }, ORG);

describe("who may build forms", () => {
  it("content managers, centre superusers and admins make centre forms; an organisation superuser their organisation's", async () => {
    for (const who of [CONTENT, CENTRE, ADMIN]) {
      const { status, body } = await send("POST", "/api/v1/forms", doc("forms", { title: `Van ${who}` }), who);
      expect(status, who).toBe(201);
      expect(body.data.attributes.organization_id).toBeNull();
      expect(body.data.attributes.status).toBe("draft");
      expect(body.data.attributes.public_token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    }
    const own = await organizationOf(ORG);
    const { status, body } = await send("POST", "/api/v1/forms", doc("forms", { title: "Intake", organization_id: own }), ORG);
    expect(status).toBe(201);
    expect(body.data.attributes.organization_id).toBe(own);
    // With two organisations and none named, which one is not guessed.
    const unnamed = await send("POST", "/api/v1/forms", doc("forms", { title: "Intake" }), ORG);
    expect(unnamed.status).toBe(422);
    expect(pointers(unnamed.body)).toEqual(["/data/attributes/organization_id"]);
  });

  it("signed out 401, a volunteer or page manager 403 — before the body is read", async () => {
    const bad = doc("forms", { title: "" });
    expect((await send("POST", "/api/v1/forms", bad, null)).status).toBe(401);
    expect((await send("POST", "/api/v1/forms", bad, VOLUNTEER)).status).toBe(403);
    expect((await send("POST", "/api/v1/forms", bad, PAGES)).status).toBe(403);
    expect((await send("GET", "/api/v1/forms", undefined, VOLUNTEER)).status).toBe(403);
    const id = await newForm();
    expect((await send("PATCH", `/api/v1/forms/${id}`, { nonsense: true }, VOLUNTEER)).status).toBe(403);
    expect((await send("PATCH", `/api/v1/forms/${id}`, { nonsense: true }, null)).status).toBe(401);
    expect((await send("GET", `/api/v1/forms/${id}/form_submissions`, undefined, VOLUNTEER)).status).toBe(403);
  });

  it("an organisation superuser does not reach a centre form or another organisation's (404), nor names another organisation", async () => {
    const centreForm = await newForm();
    expect((await send("GET", `/api/v1/forms/${centreForm}`, undefined, ORG)).status).toBe(404);
    expect((await send("PATCH", `/api/v1/forms/${centreForm}`, { nonsense: true }, ORG)).status).toBe(404);
    const own = await organizationsOf(ORG);
    const { body: orgs } = await send("GET", "/api/v1/organizations?page[size]=50", undefined, ADMIN);
    const otherOrg = Number((orgs.data as Array<{ id: string }>).find((o) => !own.includes(Number(o.id)))?.id);
    const { status } = await send("POST", "/api/v1/forms", doc("forms", { title: "X", organization_id: otherOrg }), ORG);
    expect(status).toBe(403);
    const [otherOrgForm] = await h.db
      .insert(forms)
      .values({
        tenantId: "oldebroek",
        volunteerCenterId: 1,
        organizationId: otherOrg,
        title: "Van een ander",
        publicToken: `ander-${otherOrg}`,
      })
      .returning();
    expect((await send("GET", `/api/v1/forms/${otherOrgForm?.id}`, undefined, ORG)).status).toBe(404);
    expect((await send("GET", `/api/v1/forms/${otherOrgForm?.id}`, undefined, CONTENT)).status).toBe(200);
    const { status: unknown, body } = await send(
      "POST",
      "/api/v1/forms",
      doc("forms", { title: "X", organization_id: 999999 }),
      ORG,
    );
    expect(unknown).toBe(422);
    expect(pointers(body)).toEqual(["/data/attributes/organization_id"]);
    // The centre's staff reach the organisation's forms.
    const theirs = await orgForm();
    expect((await send("GET", `/api/v1/forms/${theirs}`, undefined, CENTRE)).status).toBe(200);
    expect((await send("GET", `/api/v1/forms/${theirs}`, undefined, ORG)).status).toBe(200);
  });

  it("another tenant's or another centre's form is 404, like an unknown one", async () => {
    const id = await newForm();
    expect((await send("GET", `/api/v1/forms/${id}`, undefined, "content_manager@roermond.example.org", "roermond")).status).toBe(
      404,
    );
    const [form] = await h.db.select().from(forms).where(eq(forms.id, id));
    // A second centre of the tenant (made here when the seed has none) and a form of it.
    const [existing] = await h.db
      .select()
      .from(volunteerCenters)
      .where(and(eq(volunteerCenters.tenantId, "oldebroek"), ne(volunteerCenters.id, form?.volunteerCenterId as number)))
      .limit(1);
    const otherCentre =
      existing ??
      (
        await h.db
          .insert(volunteerCenters)
          .values({ tenantId: "oldebroek", name: "Ander centrum", slug: "ander-centrum" })
          .returning()
      )[0];
    const [elsewhere] = await h.db
      .insert(forms)
      .values({
        tenantId: "oldebroek",
        volunteerCenterId: otherCentre?.id as number,
        title: "Elders",
        publicToken: `elders-${id}`,
      })
      .returning();
    expect((await send("GET", `/api/v1/forms/${elsewhere?.id}`, undefined, CONTENT)).status).toBe(404);
    expect((await send("GET", `/api/v1/forms/${elsewhere?.id}`, undefined, ADMIN)).status).toBe(404);
    const listed = (await send("GET", "/api/v1/forms?page[size]=100", undefined, ADMIN)).body.data.map((f: { id: string }) =>
      Number(f.id),
    );
    expect(listed).not.toContain(elsewhere?.id);
    expect((await send("GET", "/api/v1/forms/99999999")).status).toBe(404);
  });

  it("lists the forms in reach with their submission counts; filters by status and organisation", async () => {
    const theirs = await orgForm({ title: "Alleen van de organisatie" });
    const centreForm = await newForm({ title: "Van het centrum" });
    const { status, body } = await send("GET", "/api/v1/forms?page[size]=100", undefined, ORG);
    expect(status).toBe(200);
    const ids = (body.data as Array<{ id: string }>).map((f) => Number(f.id));
    expect(ids).toContain(theirs);
    expect(ids).not.toContain(centreForm);
    expect(body.data[0].attributes.submission_count).toBe(0);
    const all = (await send("GET", "/api/v1/forms?page[size]=100", undefined, CENTRE)).body.data.map((f: { id: string }) =>
      Number(f.id),
    );
    expect(all).toEqual(expect.arrayContaining([theirs, centreForm]));
    const own = await organizationOf(ORG);
    const filtered = (await send("GET", `/api/v1/forms?filter[organization_id]=${own}&filter[status]=draft`, undefined, CENTRE))
      .body.data;
    expect(filtered.every((f: { attributes: { organization_id: number } }) => f.attributes.organization_id === own)).toBe(true);
    expect((await send("GET", "/api/v1/forms?page[size]=101", undefined, CENTRE)).status).toBe(400);
  });
});

describe("a form's settings", () => {
  it("publishing a form with no answerable question is 422 on status; with one it is published", async () => {
    const id = await newForm();
    const publish = async () =>
      send("PATCH", `/api/v1/forms/${id}`, doc("forms", { status: "published", lock_version: await lock(id) }));
    let answer = await publish();
    expect(answer.status).toBe(422);
    expect(pointers(answer.body)).toEqual(["/data/attributes/status"]);
    await question(id, { question_type: "info_section", text: "Welkom" });
    expect((await publish()).status).toBe(422);
    await question(id, { question_type: "text", text: "Naam", required: true });
    answer = await publish();
    expect(answer.status).toBe(200);
    expect(answer.body.data.attributes.status).toBe("published");
    expect(answer.body.data.attributes.definition.questions).toHaveLength(2);
  });

  it("a stale lock_version is 409 and changes nothing", async () => {
    const id = await newForm();
    const read = await lock(id);
    expect((await send("PATCH", `/api/v1/forms/${id}`, doc("forms", { title: "Nieuw", lock_version: read }))).status).toBe(200);
    const again = await send("PATCH", `/api/v1/forms/${id}`, doc("forms", { title: "Ouder", lock_version: read }));
    expect(again.status).toBe(409);
    expect(codes(again.body)).toEqual(["stale"]);
    expect((await send("GET", `/api/v1/forms/${id}`)).body.data.attributes.title).toBe("Nieuw");
  });

  it("removing a form hides it (soft)", async () => {
    const id = await newForm();
    expect((await h.call(`/api/v1/forms/${id}`, { method: "DELETE", headers: await as(h, CONTENT) })).status).toBe(204);
    expect((await send("GET", `/api/v1/forms/${id}`)).status).toBe(404);
    expect((await h.db.select().from(forms).where(eq(forms.id, id)))[0]?.deletedAt).not.toBeNull();
  });
});

describe("questions", () => {
  it("every type can be added; options keep their ids, new ones get one; a non-choice question drops options", async () => {
    const id = await newForm();
    for (const type of ["text", "date", "number", "checkbox", "email", "url", "phone", "info_section", "time"]) {
      const { status, body } = await addQuestion(id, { question_type: type, text: `Vraag ${type}`, options: [{ label: "x" }] });
      expect(status, type).toBe(201);
      expect(body.data.attributes.options).toEqual([]);
    }
    const { status, body } = await addQuestion(id, {
      question_type: "multiple_choice",
      text: "Welke dag?",
      options: [{ id: "ma", label: "Maandag", label_en: "Monday" }, { label: "Dinsdag" }],
    });
    expect(status).toBe(201);
    const options = body.data.attributes.options;
    expect(options[0]).toEqual({ id: "ma", label: "Maandag", label_en: "Monday" });
    expect(options[1].id).toMatch(/^opt_[A-Za-z0-9]+$/);
    expect(body.meta.form_version).toBe(11);
  });

  it("a choice question without options, with 51 or 10,000 options, or two options with one id is 422 (not 500)", async () => {
    const id = await newForm();
    const choice = (options: unknown) => addQuestion(id, { question_type: "multiple_choice", text: "Kies", options });
    let answer = await choice([]);
    expect(answer.status).toBe(422);
    expect(pointers(answer.body)).toEqual(["/data/attributes/options"]);
    answer = await choice(Array.from({ length: 51 }, (_, i) => ({ label: `Optie ${i}` })));
    expect(answer.status).toBe(422);
    expect(codes(answer.body)).toEqual(["too_many_options"]);
    answer = await choice(Array.from({ length: 10_000 }, (_, i) => ({ label: `O${i}` })));
    expect(answer.status).toBe(422);
    expect(pointers(answer.body)).toEqual(["/data/attributes/options"]);
    answer = await choice([
      { id: "a", label: "A" },
      { id: "a", label: "B" },
    ]);
    expect(answer.status).toBe(422);
    expect(pointers(answer.body)).toEqual(["/data/attributes/options/1/id"]);
    expect((await h.db.select().from(formQuestions).where(eq(formQuestions.formId, id))).length).toBe(0);
  });

  it("a condition must name an earlier question that is not a section", async () => {
    const id = await newForm();
    const section = await question(id, { question_type: "info_section", text: "Deel 1" });
    const ticked = await question(id, { question_type: "checkbox", text: "Heb je een rijbewijs?" });
    let answer = await addQuestion(id, { question_type: "text", text: "X", condition: { question_id: section, op: "checked" } });
    expect(answer.status).toBe(422);
    expect(pointers(answer.body)).toEqual(["/data/attributes/condition"]);
    answer = await addQuestion(id, { question_type: "text", text: "X", condition: { question_id: 987654, op: "checked" } });
    expect(codes(answer.body)).toEqual(["condition_order"]);
    answer = await addQuestion(id, {
      question_type: "text",
      text: "X",
      position: 1,
      condition: { question_id: ticked, op: "checked" },
    });
    expect(codes(answer.body)).toEqual(["condition_order"]);
    const dependent = await question(id, {
      question_type: "text",
      text: "Welk rijbewijs?",
      condition: { question_id: ticked, op: "checked" },
    });
    // Moving the dependent before its question, or removing that question, would break the condition.
    answer = await send(
      "POST",
      `/api/v1/form_questions/${dependent}/move`,
      doc("form_questions", { position: 0, lock_version: await lock(id) }),
    );
    expect(answer.status).toBe(422);
    expect(pointers(answer.body)).toEqual(["/data/attributes/position"]);
    answer = await send("DELETE", `/api/v1/form_questions/${ticked}`);
    expect(answer.status).toBe(422);
    expect(codes(answer.body)).toEqual(["referenced_by_condition"]);
    answer = await send(
      "PATCH",
      `/api/v1/form_questions/${ticked}`,
      doc("form_questions", { question_type: "info_section", lock_version: await lock(id) }),
    );
    expect(answer.status).toBe(422);
    expect(pointers(answer.body)).toEqual(["/data/attributes/question_type"]);
  });

  it("moves renumber 0…n−1; a removal is soft and closes the gap; every write raises the version", async () => {
    const id = await newForm();
    const a = await question(id, { question_type: "text", text: "A" });
    const b = await question(id, { question_type: "text", text: "B" });
    const c = await question(id, { question_type: "text", text: "C", position: 0 });
    expect(await order(id)).toEqual([c, a, b]);
    const before = await versionOf(id);
    const moved = await send(
      "POST",
      `/api/v1/form_questions/${c}/move`,
      doc("form_questions", { position: 9, lock_version: await lock(id) }),
    );
    expect(moved.status).toBe(200);
    expect(await order(id)).toEqual([a, b, c]);
    expect(await versionOf(id)).toBe(before + 1);
    expect((await send("DELETE", `/api/v1/form_questions/${b}`)).status).toBe(200);
    expect(await order(id)).toEqual([a, c]);
    const rows = await h.db.select().from(formQuestions).where(eq(formQuestions.formId, id));
    expect(rows.find((r) => r.id === b)?.deletedAt).not.toBeNull();
    expect(
      rows
        .filter((r) => r.deletedAt === null)
        .map((r) => r.position)
        .sort(),
    ).toEqual([0, 1]);
    expect(
      (await send("PATCH", `/api/v1/form_questions/${b}`, doc("form_questions", { text: "Z", lock_version: await lock(id) })))
        .status,
    ).toBe(404);
  });

  it("two edits of one version: one wins, the other is 409 stale", async () => {
    const id = await newForm();
    const a = await question(id, { question_type: "text", text: "A" });
    const v = await lock(id);
    const results = await Promise.all(
      ["Eerste", "Tweede"].map((text) =>
        send("PATCH", `/api/v1/form_questions/${a}`, doc("form_questions", { text, lock_version: v })),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it("another tenant's question is 404; so is a centre form's question for an organisation superuser", async () => {
    const id = await newForm();
    const a = await question(id, { question_type: "text", text: "A" });
    const body = doc("form_questions", { text: "B", lock_version: await lock(id) });
    expect((await send("PATCH", `/api/v1/form_questions/${a}`, body, ORG)).status).toBe(404);
    expect((await send("PATCH", `/api/v1/form_questions/${a}`, body, VOLUNTEER)).status).toBe(403);
    expect(
      (await send("PATCH", `/api/v1/form_questions/${a}`, body, "content_manager@roermond.example.org", "roermond")).status,
    ).toBe(404);
  });
});
