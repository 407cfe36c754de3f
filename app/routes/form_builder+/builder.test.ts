/**
 * The form builder's screens (ADR 0061): who may use them (a volunteer gets the 403 page, another centre's form is
 * the 404 page), a new form, publishing without a question (the API's 422 shown on the status), the question list's
 * moves at the form's version (stale said, not overwritten), and the question editor: Conform's list steps without
 * JavaScript, the API's pointers on their fields (an option row's id, the condition), a stale version on the form.
 */
import { and, asc, eq, isNull, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formQuestions, forms, volunteerCenters } from "../../../db/schema";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/d1";
import { createRouteHarness, type RouteHarness } from "../../../tests/setup/load-context";
import { loader as listLoader } from "./_index";
import { action as overviewAction, loader as overviewLoader } from "./$id._index";
import { action as listAction } from "./$id.edit";
import { action as editQuestionAction } from "./$id.questions.$questionId";
import { action as newQuestionAction } from "./$id.questions.new";
import { action as newFormAction, loader as newFormLoader } from "./new";

let database: TestDatabase;
let route: RouteHarness;
let cookie: string;
let centerId: number;
beforeAll(async () => {
  database = await createTestDatabase();
  route = createRouteHarness(database);
  cookie = (await route.signedIn("content_manager@oldebroek.example.org")).cookie;
});
afterAll(() => database?.dispose());

const statusOf = (thrown: unknown) => (thrown as { init?: { status?: number } })?.init?.status;

/** A form of the content manager's centre, made through the new-form screen. */
async function newForm(title = "Aanmelding") {
  const { response, location } = await route.post(newFormAction, "/form_builder/new", {
    cookie,
    form: { title, accessPermission: "anonymous" },
  });
  expect(response?.status).toBe(302);
  const id = Number(location?.split("/").pop());
  const [row] = await database.db.select().from(forms).where(eq(forms.id, id));
  centerId = row!.volunteerCenterId;
  return row!;
}

const lockOf = async (id: number) => (await database.db.select().from(forms).where(eq(forms.id, id)))[0]!.lockVersion;
const questionsOf = (id: number) =>
  database.db
    .select()
    .from(formQuestions)
    .where(and(eq(formQuestions.formId, id), isNull(formQuestions.deletedAt)))
    .orderBy(asc(formQuestions.position));

async function addQuestion(formId: number, form: Record<string, string>) {
  return route.post(newQuestionAction, `/form_builder/${formId}/questions/new`, {
    cookie,
    params: { id: String(formId) },
    form: { lockVersion: String(await lockOf(formId)), ...form },
  });
}

describe("/form_builder: who may", () => {
  it("a volunteer gets the 403 page; a content manager the list with their new form", async () => {
    const volunteer = (await route.signedIn("volunteer@oldebroek.example.org")).cookie;
    const thrown = await route.load(listLoader, "/form_builder", { cookie: volunteer }).catch((e: unknown) => e);
    expect(statusOf(thrown)).toBe(403);
    const form = await newForm("In de lijst");
    const list = await route.load(listLoader, "/form_builder?status=draft", { cookie });
    expect(list.rows.map((r) => r.id)).toContain(String(form.id));
    expect(list.rows.find((r) => r.id === String(form.id))).toMatchObject({
      organization: null,
      status: "draft",
      submissionCount: 0,
    });
  });

  it("another centre's form is the 404 page, like an unknown one", async () => {
    await newForm();
    const [other] = await database.db
      .select()
      .from(volunteerCenters)
      .where(and(eq(volunteerCenters.tenantId, "oldebroek"), ne(volunteerCenters.id, centerId)))
      .limit(1);
    const otherCentre =
      other ??
      (
        await database.db
          .insert(volunteerCenters)
          .values({ tenantId: "oldebroek", name: "Ander centrum", slug: "ander" })
          .returning()
      )[0]!;
    const [elsewhere] = await database.db
      .insert(forms)
      .values({ tenantId: "oldebroek", volunteerCenterId: otherCentre.id, title: "Elders", publicToken: `elders-${Date.now()}` })
      .returning();
    for (const id of [String(elsewhere!.id), "99999999"]) {
      const thrown = await route.load(overviewLoader, `/form_builder/${id}`, { cookie, params: { id } }).catch((e: unknown) => e);
      expect(statusOf(thrown), id).toBe(404);
    }
  });
});

describe("/form_builder/new: whose form", () => {
  it("an organisation superuser's form is their organisation's (the selected one offered first); a content manager's the centre's", async () => {
    const org = (await route.signedIn("organization_superuser@oldebroek.example.org")).cookie;
    const owners = await route.load(newFormLoader, "/form_builder/new", { cookie: org });
    expect(owners.centre).toBe(false);
    expect(owners.organizations.length).toBeGreaterThan(0);
    expect(owners.organizations.map((o) => o.id)).toContain(owners.selected);
    const chosen = owners.organizations.at(-1)!.id;
    const { location } = await route.post(newFormAction, "/form_builder/new", {
      cookie: org,
      form: { title: "Van de organisatie", accessPermission: "token_holder", organizationId: chosen },
    });
    const [row] = await database.db
      .select()
      .from(forms)
      .where(eq(forms.id, Number(location?.split("/").pop())));
    expect(row).toMatchObject({ organizationId: Number(chosen), accessPermission: "token_holder", status: "draft" });
    expect(await route.load(newFormLoader, "/form_builder/new", { cookie })).toEqual({
      centre: true,
      organizations: [],
      selected: null,
    });
  });
});

describe("/form_builder/{id}: status", () => {
  it("publishing a form without a question shows the API's reason and publishes nothing; with one it publishes", async () => {
    const form = await newForm();
    const publish = async () =>
      route.post(overviewAction, `/form_builder/${form.id}`, {
        cookie,
        params: { id: String(form.id) },
        form: { intent: "publish", lockVersion: String(await lockOf(form.id)) },
      });
    expect((await publish()).answer).toEqual({ statusErrors: ["form-rules:builder.noQuestions"] });
    expect((await database.db.select().from(forms).where(eq(forms.id, form.id)))[0]?.status).toBe("draft");
    expect((await addQuestion(form.id, { questionType: "email", text: "Je e-mailadres" })).response?.status).toBe(302);
    expect((await publish()).response?.status).toBe(302);
    expect((await database.db.select().from(forms).where(eq(forms.id, form.id)))[0]?.status).toBe("published");
  });
});

describe("/form_builder/{id}: invitations", () => {
  it("sends personal links to the addresses typed one a line (a duplicate once), listed as open; a bad address is on the field", async () => {
    const form = await newForm("Alleen op uitnodiging");
    await database.db.update(forms).set({ accessPermission: "token_holder" }).where(eq(forms.id, form.id));
    const invite = (emails: string) =>
      route.post(overviewAction, `/form_builder/${form.id}`, {
        cookie,
        params: { id: String(form.id) },
        form: { intent: "invite", emails, singleUse: "reusable", expiresAt: "2099-12-31" },
      });
    const bad = await invite("anna@example.net\ngeen-adres");
    // The address's row (`emails[1]`): the screen says it with the address (allErrors of the one text field).
    expect((bad.answer as { part: string; reply: { error: Record<string, string[]> } }).reply.error["emails[1]"]).toEqual([
      "validation:email",
    ]);
    const sent = await invite("anna@example.net\n bob@example.net \nanna@example.net");
    expect(sent.location).toBe(`/form_builder/${form.id}#invitations-heading`);
    const { invitations } = await route.load(overviewLoader, `/form_builder/${form.id}`, {
      cookie,
      params: { id: String(form.id) },
    });
    expect(invitations.map((i) => [i.email, i.singleUse, i.lastDay, i.state]).sort()).toEqual([
      ["anna@example.net", false, "2099-12-31", "open"],
      ["bob@example.net", false, "2099-12-31", "open"],
    ]);
  });
});

describe("/form_builder/{id}/edit: the questions in order", () => {
  it("moves a question down at the form's version; a stale version is said and moves nothing", async () => {
    const form = await newForm();
    await addQuestion(form.id, { questionType: "text", text: "Eerste" });
    await addQuestion(form.id, { questionType: "date", text: "Tweede" });
    const [first, second] = await questionsOf(form.id);
    const move = (lockVersion: number) =>
      route.post(listAction, `/form_builder/${form.id}/edit`, {
        cookie,
        params: { id: String(form.id) },
        form: { intent: "down", id: String(first!.id), index: "0", lockVersion: String(lockVersion) },
      });
    const stale = await move((await lockOf(form.id)) - 1);
    expect(stale.answer).toEqual({ stale: true });
    expect((await questionsOf(form.id)).map((q) => q.id)).toEqual([first!.id, second!.id]);
    const moved = await move(await lockOf(form.id));
    expect(moved.location).toBe(`/form_builder/${form.id}/edit#question-${first!.id}`);
    expect((await questionsOf(form.id)).map((q) => q.id)).toEqual([second!.id, first!.id]);
  });
});

describe("the question editor", () => {
  it("adds a choice question with its options and an earlier question's condition", async () => {
    const form = await newForm();
    await addQuestion(form.id, { questionType: "checkbox", text: "Heb je een rijbewijs?" });
    const [licence] = await questionsOf(form.id);
    const { response } = await addQuestion(form.id, {
      questionType: "multiple_choice",
      text: "Welke auto?",
      required: "on",
      "options[0].label": "Eigen auto",
      "options[1].label": "Deelauto",
      "options[1].label_en": "Shared car",
      "condition.question_id": String(licence!.id),
      position: "1",
    });
    expect(response?.status).toBe(302);
    const [, car] = await questionsOf(form.id);
    expect(car).toMatchObject({
      questionType: "multiple_choice",
      required: true,
      condition: { question_id: licence!.id, op: "checked" },
    });
    expect(car!.options.map((o) => [o.label, o.label_en ?? null])).toEqual([
      ["Eigen auto", null],
      ["Deelauto", "Shared car"],
    ]);
  });

  it("an option row added without JavaScript comes back on the form as typed, and nothing is saved", async () => {
    const form = await newForm();
    const { answer, response } = await addQuestion(form.id, {
      questionType: "multiple_choice",
      text: "Kies",
      "options[0].label": "Een",
      __intent__: JSON.stringify({ type: "insert", payload: { name: "options", defaultValue: { label: "" } } }),
    });
    expect(response).toBeNull();
    const reply = answer as { initialValue: { text: string; options: unknown[] } };
    expect(reply.initialValue.text).toBe("Kies");
    expect(reply.initialValue.options).toHaveLength(2);
    expect(await questionsOf(form.id)).toHaveLength(0);
  });

  it("the API's pointers sit on their fields: an option row's id, the condition", async () => {
    const form = await newForm();
    await addQuestion(form.id, {
      questionType: "multiple_choice",
      text: "Dagdeel",
      "options[0].label": "Ochtend",
      "options[1].label": "Middag",
    });
    const [part] = await questionsOf(form.id);
    const twice = await addQuestion(form.id, {
      questionType: "multiple_choice",
      text: "Nog een",
      "options[0].id": "opt_same",
      "options[0].label": "A",
      "options[1].id": "opt_same",
      "options[1].label": "B",
    });
    expect((twice.answer as { error: Record<string, string[]> }).error["options[1].id"]).toEqual([
      "form-rules:builder.optionIdTaken",
    ]);
    const unknownOption = await addQuestion(form.id, {
      questionType: "text",
      text: "Waarom?",
      "condition.question_id": String(part!.id),
      "condition.op": "equals",
      "condition.value": "opt_bestaat_niet",
    });
    expect((unknownOption.answer as { error: Record<string, string[]> }).error.condition).toEqual([
      "form-rules:builder.conditionOption",
    ]);
    expect(await questionsOf(form.id)).toHaveLength(1);
  });

  it("a stale version comes back on the form with the typed text, and changes nothing", async () => {
    const form = await newForm();
    await addQuestion(form.id, { questionType: "text", text: "Oud" });
    const [q] = await questionsOf(form.id);
    const { answer, response } = await route.post(editQuestionAction, `/form_builder/${form.id}/questions/${q!.id}`, {
      cookie,
      params: { id: String(form.id), questionId: String(q!.id) },
      form: { questionType: "text", text: "Nieuw", lockVersion: String((await lockOf(form.id)) - 1) },
    });
    expect(response).toBeNull();
    const reply = answer as { error: Record<string, string[]>; initialValue: Record<string, unknown> };
    expect(reply.error.lockVersion).toEqual(["form-rules:builder.stale"]);
    expect(reply.initialValue.text).toBe("Nieuw");
    expect((await questionsOf(form.id))[0]?.text).toBe("Oud");
  });
});
