/**
 * Filling in forms and reading the answers (ADR 0061): the public address and personal invitation links (single use,
 * replayed, in parallel, expired, closed, another tenant's), every question type's answer checked on the server,
 * conditions (a hidden question neither required nor stored), answers stored whole or not at all, the version rule
 * (a submission shows the question it answered after the form changed), the owners' list and the streamed CSV.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { formQuestions, formSubmissions, forms, formTokens, mailOutbox } from "../../../db/schema";
import { type ApiHarness, createApiHarness } from "../../../tests/setup/api";
import { as, nextIp } from "../../../tests/setup/auth";
import { hashToken } from "../../auth/tokens";

vi.setConfig({ testTimeout: 90_000 });

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(() => h?.dispose());

const CONTENT = "content_manager@oldebroek.example.org";
const VOLUNTEER = "volunteer@oldebroek.example.org";

type Body = any;
const send = async (method: string, path: string, body?: unknown, who: string | null = CONTENT, tenant?: string) =>
  h.json<Body>(path, {
    method,
    body,
    tenant,
    headers: { ...(who ? await as(h, who) : {}), "CF-Connecting-IP": nextIp() },
  });
const doc = (type: string, attributes: Record<string, unknown>) => ({ data: { type, attributes } });
const pointers = (body: Body) => (body.errors as Array<{ source?: { pointer?: string } }>).map((e) => e.source?.pointer);
const lock = async (formId: number) => (await h.db.select().from(forms).where(eq(forms.id, formId)))[0]?.lockVersion ?? -1;

type QuestionRow = typeof formQuestions.$inferInsert;
let made = 0;

/**
 * A published form with a question of every type, a section and a condition, written straight to the database (the
 * builder's API that makes such forms is forms.test.ts's subject); its ids by name and its public token.
 */
async function everyTypeForm(access: "anonymous" | "token_holder" = "anonymous") {
  const token = `every-type-${++made}-${access}`;
  const [form] = await h.db
    .insert(forms)
    .values({
      tenantId: "oldebroek",
      volunteerCenterId: 1,
      title: "Inschrijving",
      accessPermission: access,
      status: "published",
      publicToken: token,
    })
    .returning();
  const id = form?.id as number;
  const rows: Array<[string, Omit<QuestionRow, "tenantId" | "formId" | "position">]> = [
    ["name", { questionType: "text", text: "Naam", textEn: "Name", required: true }],
    ["story", { questionType: "text", text: "Vertel", longAnswer: true }],
    [
      "day",
      {
        questionType: "multiple_choice",
        text: "Dag",
        required: true,
        options: [
          { id: "ma", label: "Maandag" },
          { id: "di", label: "Dinsdag" },
        ],
      },
    ],
    ["born", { questionType: "date", text: "Geboortedatum" }],
    ["age", { questionType: "number", text: "Leeftijd" }],
    ["agree", { questionType: "checkbox", text: "Akkoord", required: true }],
    ["email", { questionType: "email", text: "E-mail", required: true }],
    ["site", { questionType: "url", text: "Website" }],
    ["phone", { questionType: "phone", text: "Telefoon" }],
    ["section", { questionType: "info_section", text: "Rijden" }],
    ["at", { questionType: "time", text: "Hoe laat" }],
    ["car", { questionType: "checkbox", text: "Heb je een auto?" }],
  ];
  const inserted = await h.db
    .insert(formQuestions)
    .values(rows.map(([, row], position) => ({ ...row, tenantId: "oldebroek", formId: id, position })))
    .returning({ id: formQuestions.id, position: formQuestions.position });
  const q = Object.fromEntries(rows.map(([name], i) => [name, inserted.find((r) => r.position === i)?.id as number]));
  const [plate] = await h.db
    .insert(formQuestions)
    .values({
      tenantId: "oldebroek",
      formId: id,
      position: rows.length,
      questionType: "text",
      text: "Kenteken",
      required: true,
      condition: { question_id: q.car as number, op: "checked" },
    })
    .returning({ id: formQuestions.id });
  return { id, q: { ...q, plate: plate?.id as number } as Record<string, number>, token };
}

const goodAnswers = (q: Record<string, number>) => ({
  [q.name]: "Zoë de Vries",
  [q.story]: '=HYPERLINK("http://evil")',
  [q.day]: "di",
  [q.born]: "1990-02-28",
  [q.age]: "34",
  [q.agree]: "on",
  [q.email]: "Zoe@Example.org",
  [q.site]: "https://zoe.example.nl",
  [q.phone]: "06-12345678",
  [q.at]: "09:30",
});

const submit = (attributes: Record<string, unknown>, who: string | null = null, tenant?: string) =>
  send("POST", "/api/v1/form_submissions", doc("form_submissions", attributes), who, tenant);

describe("the public address", () => {
  it("a published anonymous form is read by anyone with its texts and conditions; a draft, closed or by-invitation form is 404", async () => {
    const { id, q, token } = await everyTypeForm();
    const { status, body } = await send("GET", `/api/v1/public_forms/${token}`, undefined, null);
    expect(status).toBe(200);
    expect(body.data.attributes.title).toBe("Inschrijving");
    expect(body.data.attributes).not.toHaveProperty("public_token");
    const definition = body.data.attributes.definition;
    expect(definition.questions[0]).toMatchObject({ id: q.name, text: "Naam", text_en: "Name", required: true });
    expect(definition.questions.at(-1).condition).toEqual({ question_id: q.car, op: "checked" });
    expect((await send("GET", `/api/v1/public_forms/${token}`, undefined, null, "roermond")).status).toBe(404);
    await send("PATCH", `/api/v1/forms/${id}`, doc("forms", { status: "closed", lock_version: await lock(id) }));
    const closed = await send("GET", `/api/v1/public_forms/${token}`, undefined, null);
    expect(closed.status).toBe(404);
    expect(closed.body.errors[0].meta.reason).toBe("closed");
    const invitationOnly = await everyTypeForm("token_holder");
    expect((await send("GET", `/api/v1/public_forms/${invitationOnly.token}`, undefined, null)).status).toBe(404);
    const draft = await send("POST", "/api/v1/forms", doc("forms", { title: "Concept" }));
    expect((await send("GET", `/api/v1/public_forms/${draft.body.data.attributes.public_token}`, undefined, null)).status).toBe(
      404,
    );
  });

  it("stores the answers of visible questions, normalised, keyed by question id; a signed-in visitor is recorded", async () => {
    const { id, q, token } = await everyTypeForm();
    const { status, body } = await submit(
      { public_token: token, answers: { ...goodAnswers(q), [q.plate]: "XX-123-Y" } },
      VOLUNTEER,
    );
    expect(status, JSON.stringify(body)).toBe(201);
    const answers = body.data.attributes.answers;
    expect(answers[q.email]).toBe("zoe@example.org");
    expect(answers[q.age]).toBe(34);
    expect(answers[q.agree]).toBe(true);
    expect(answers[q.day]).toBe("di");
    // The car was not ticked: the plate question was hidden, so its answer is not stored.
    expect(answers).not.toHaveProperty(String(q.plate));
    expect(body.data.attributes.user_id).not.toBeNull();
    const [row] = await h.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.id, Number(body.data.id)));
    expect(row?.formId).toBe(id);
  });

  it("every type's answer is checked; each failure has its pointer; nothing is stored", async () => {
    const { id, q, token } = await everyTypeForm();
    const before = (await h.db.select().from(formSubmissions).where(eq(formSubmissions.formId, id))).length;
    const { status, body } = await submit({
      public_token: token,
      answers: {
        [q.name]: "",
        [q.day]: "wo",
        [q.born]: "2025-02-30",
        [q.age]: "veel",
        [q.agree]: false,
        [q.email]: "zoe@",
        [q.site]: "javascript:alert(1)",
        [q.phone]: "12",
        [q.at]: "25:00",
        [q.car]: true,
      },
    });
    expect(status).toBe(422);
    const at = (key: keyof typeof q) => `/data/attributes/answers/${q[key]}`;
    expect(pointers(body).sort()).toEqual(
      [
        at("name"),
        at("day"),
        at("born"),
        at("age"),
        at("agree"),
        at("email"),
        at("site"),
        at("phone"),
        at("at"),
        at("plate"),
      ].sort(),
    );
    expect(body.errors.find((e: Body) => e.source.pointer === at("phone")).meta.message).toBe("form-rules:answer.phone");
    expect((await h.db.select().from(formSubmissions).where(eq(formSubmissions.formId, id))).length).toBe(before);
  });

  it("an answer of 1 MB, a file or a multipart post is 422, never 500", async () => {
    const { q, token } = await everyTypeForm();
    const huge = await submit({ public_token: token, answers: { ...goodAnswers(q), [q.story]: "x".repeat(1024 * 1024) } });
    expect(huge.status).toBe(422);
    expect(pointers(huge.body)).toEqual([`/data/attributes/answers/${q.story}`]);
    const long = await submit({ public_token: token, answers: { ...goodAnswers(q), [q.story]: "x".repeat(10_001) } });
    expect(long.status).toBe(422);
    expect(pointers(long.body)).toEqual([`/data/attributes/answers/${q.story}`]);
    const file = await submit({
      public_token: token,
      answers: { ...goodAnswers(q), [q.story]: { name: "cv.pdf", data: "JVBERi0=" } },
    });
    expect(file.status).toBe(422);
    expect(pointers(file.body)).toEqual([`/data/attributes/answers/${q.story}`]);
    const form = new FormData();
    form.set("public_token", token);
    form.set("file", new Blob(["%PDF-1.4"], { type: "application/pdf" }), "cv.pdf");
    const request = new Request("http://api.test/api/v1/form_submissions", {
      method: "POST",
      headers: { "X-Tenant": "oldebroek", "CF-Connecting-IP": nextIp() },
      body: form,
    });
    const response = await h.fetch(request);
    expect(response.status).toBe(422);
    expect(((await response.json()) as Body).errors[0].code).toBe("files_not_accepted");
  });

  it("a page it was sent from must be one of the centre's; a bot that fills the honeypot stores nothing", async () => {
    const { id, q, token } = await everyTypeForm();
    const unknownPage = await submit({ public_token: token, answers: goodAnswers(q), page_id: 99999999 });
    expect(unknownPage.status).toBe(422);
    expect(pointers(unknownPage.body)).toEqual(["/data/attributes/page_id"]);
    const before = (await h.db.select().from(formSubmissions).where(eq(formSubmissions.formId, id))).length;
    const bot = await submit({ public_token: token, answers: goodAnswers(q), website: "http://spam" });
    expect(bot.status).toBe(202);
    expect((await h.db.select().from(formSubmissions).where(eq(formSubmissions.formId, id))).length).toBe(before);
  });
});

describe("the version rule", () => {
  it("after a question is edited or removed, an earlier submission still shows the question it answered", async () => {
    const { id, q, token } = await everyTypeForm();
    const first = await submit({ public_token: token, answers: goodAnswers(q) });
    expect(first.status).toBe(201);
    const edited = await send(
      "PATCH",
      `/api/v1/form_questions/${q.name}`,
      doc("form_questions", { text: "Volledige naam", lock_version: await lock(id) }),
    );
    expect(edited.status).toBe(200);
    expect((await send("DELETE", `/api/v1/form_questions/${q.site}`)).status).toBe(200);
    const { [q.site]: _removed, ...rest } = goodAnswers(q);
    const second = await submit({ public_token: token, answers: rest });
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    expect(second.body.data.attributes.form_version).toBeGreaterThan(first.body.data.attributes.form_version);

    const old = await send("GET", `/api/v1/form_submissions/${first.body.data.id}`);
    expect(old.status).toBe(200);
    const oldQuestions = old.body.data.attributes.definition.questions;
    expect(oldQuestions.find((x: Body) => x.id === q.name).text).toBe("Naam");
    expect(oldQuestions.find((x: Body) => x.id === q.site).text).toBe("Website");
    expect(old.body.data.attributes.answers[q.site]).toBe("https://zoe.example.nl");
    const now = await send("GET", `/api/v1/form_submissions/${second.body.data.id}`);
    expect(now.body.data.attributes.definition.questions.find((x: Body) => x.id === q.name).text).toBe("Volledige naam");

    // The list names every question ever answered, with its latest text; the removed one too.
    const list = await send("GET", `/api/v1/forms/${id}/form_submissions`);
    expect(list.status).toBe(200);
    expect(list.body.data.map((s: Body) => s.id)).toEqual([second.body.data.id, first.body.data.id]);
    const columns = list.body.meta.columns.map((col: Body) => [col.question_id, col.text]);
    expect(columns).toContainEqual([q.name, "Volledige naam"]);
    expect(columns).toContainEqual([q.site, "Website"]);
  });

  it("answers checked against a version that changed before they were stored: 409, nothing stored", async () => {
    const { id, q, token } = await everyTypeForm();
    // Two writes race: a question edit and a submission; the submission's batch sees the form at another version.
    const before = (await h.db.select().from(formSubmissions).where(eq(formSubmissions.formId, id))).length;
    const results = await Promise.all([
      submit({ public_token: token, answers: goodAnswers(q) }),
      send(
        "PATCH",
        `/api/v1/form_questions/${q.age}`,
        doc("form_questions", { text: "Jouw leeftijd", lock_version: await lock(id) }),
      ),
    ]);
    const stored = (await h.db.select().from(formSubmissions).where(eq(formSubmissions.formId, id))).length - before;
    expect([201, 409]).toContain(results[0].status);
    expect(stored).toBe(results[0].status === 201 ? 1 : 0);
  });
});

describe("personal invitations", () => {
  async function invite(formId: number, emails: string[], extra: Record<string, unknown> = {}) {
    return send("POST", `/api/v1/forms/${formId}/form_invitations`, doc("form_invitations", { emails, ...extra }));
  }
  async function tokenMailedTo(email: string) {
    const [mail] = await h.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email), sql`${mailOutbox.kind} = 'form_invitation'`))
      .orderBy(sql`${mailOutbox.id} desc`)
      .limit(1);
    const match = /\/forms\/([A-Za-z0-9_-]{20,})/.exec(mail?.text ?? "");
    if (!match) throw new Error(`no form link mailed to ${email}: ${mail?.text}`);
    return match[1] as string;
  }

  it("mails a personal link per address (deduplicated), stores only hashes, for token_holder forms only", async () => {
    const { id } = await everyTypeForm("token_holder");
    const { status, body } = await invite(id, ["a@example.org", "A@example.org", "b@example.org"], { expires_at: "2099-12-31" });
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body.data.map((i: Body) => i.attributes.email)).toEqual(["a@example.org", "b@example.org"]);
    expect(JSON.stringify(body)).not.toMatch(/token/i);
    const token = await tokenMailedTo("a@example.org");
    const [row] = await h.db
      .select()
      .from(formTokens)
      .where(eq(formTokens.tokenHash, await hashToken(token)));
    expect(row?.email).toBe("a@example.org");
    expect(row?.expiresAt).toBe("2099-12-31T23:00:00.000Z");
    expect((await h.db.select().from(formTokens).where(eq(formTokens.tokenHash, token))).length).toBe(0);

    const publicForm = await everyTypeForm();
    const refused = await invite(publicForm.id, ["c@example.org"]);
    expect(refused.status).toBe(422);
    const bad = await invite(id, ["not-an-address", "ok@example.org"]);
    expect(bad.status).toBe(422);
    expect(pointers(bad.body)).toEqual(["/data/attributes/emails/0"]);
    const many = await invite(
      id,
      Array.from({ length: 101 }, (_, i) => `p${i}@example.org`),
    );
    expect(many.status).toBe(422);
    expect((await send("POST", `/api/v1/forms/${id}/form_invitations`, { bad: 1 }, VOLUNTEER)).status).toBe(403);
  });

  it("a single-use link opens the form once: replayed it is 410 used; two parallel uses store one submission", async () => {
    const { id, q } = await everyTypeForm("token_holder");
    await invite(id, ["once@example.org", "twice@example.org"]);
    const once = await tokenMailedTo("once@example.org");
    const opened = await send("GET", `/api/v1/form_invitations/${once}`, undefined, null);
    expect(opened.status).toBe(200);
    expect(opened.body.meta.invitation.email).toBe("once@example.org");
    expect(opened.body.data.attributes.definition.questions.length).toBeGreaterThan(5);
    const first = await submit({ invitation_token: once, answers: goodAnswers(q) });
    expect(first.status).toBe(201);
    expect(first.body.data.attributes.invitation_email).toBe("once@example.org");
    const replay = await submit({ invitation_token: once, answers: goodAnswers(q) });
    expect(replay.status).toBe(410);
    expect(replay.body.errors[0].meta.reason).toBe("used");
    const reopened = await send("GET", `/api/v1/form_invitations/${once}`, undefined, null);
    expect(reopened.status).toBe(410);
    expect(reopened.body.errors[0].meta.reason).toBe("used");

    const twice = await tokenMailedTo("twice@example.org");
    const parallel = await Promise.all([1, 2, 3].map(() => submit({ invitation_token: twice, answers: goodAnswers(q) })));
    expect(parallel.map((r) => r.status).sort()).toEqual([201, 410, 410]);
    const [token] = await h.db
      .select()
      .from(formTokens)
      .where(eq(formTokens.tokenHash, await hashToken(twice)));
    const withToken = await h.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.formTokenId, token?.id as number));
    expect(withToken).toHaveLength(1);
    expect(token?.usedAt).not.toBeNull();
    // The owner sees who was invited and which links were used (never the tokens).
    const list = await send("GET", `/api/v1/forms/${id}/form_invitations`);
    expect(list.body.data.map((i: Body) => [i.attributes.email, i.attributes.used_at !== null])).toEqual([
      ["twice@example.org", true],
      ["once@example.org", true],
    ]);
    expect(JSON.stringify(list.body)).not.toMatch(/token/i);
  });

  it("a reusable link works until its date; expired, closed, unknown and another tenant's links say why", async () => {
    const { id, q } = await everyTypeForm("token_holder");
    await invite(id, ["again@example.org"], { single_use: false });
    const again = await tokenMailedTo("again@example.org");
    expect((await submit({ invitation_token: again, answers: goodAnswers(q) })).status).toBe(201);
    expect((await submit({ invitation_token: again, answers: goodAnswers(q) })).status).toBe(201);

    const expired = "expired-token-for-the-test-0123456789";
    await h.db.insert(formTokens).values({
      tenantId: "oldebroek",
      formId: id,
      email: "late@example.org",
      tokenHash: await hashToken(expired),
      singleUse: false,
      expiresAt: "2020-01-01T00:00:00.000Z",
    });
    const late = await send("GET", `/api/v1/form_invitations/${expired}`, undefined, null);
    expect([late.status, late.body.errors[0].meta.reason]).toEqual([410, "expired"]);
    expect((await submit({ invitation_token: expired, answers: goodAnswers(q) })).status).toBe(410);

    const elsewhere = await send("GET", `/api/v1/form_invitations/${again}`, undefined, null, "roermond");
    expect([elsewhere.status, elsewhere.body.errors[0].meta.reason]).toEqual([404, "unknown"]);
    expect((await submit({ invitation_token: again, answers: goodAnswers(q) }, null, "roermond")).status).toBe(404);
    expect((await send("GET", "/api/v1/form_invitations/nonsense", undefined, null)).status).toBe(404);

    await send("PATCH", `/api/v1/forms/${id}`, doc("forms", { status: "closed", lock_version: await lock(id) }));
    const closed = await send("GET", `/api/v1/form_invitations/${again}`, undefined, null);
    expect([closed.status, closed.body.errors[0].meta.reason]).toEqual([410, "closed"]);
    expect((await submit({ invitation_token: again, answers: goodAnswers(q) })).status).toBe(410);
  });
});

describe("the owners' view", () => {
  it("only the form's managers read its submissions", async () => {
    const { id, q, token } = await everyTypeForm();
    const { body } = await submit({ public_token: token, answers: goodAnswers(q) });
    expect((await send("GET", `/api/v1/form_submissions/${body.data.id}`, undefined, VOLUNTEER)).status).toBe(403);
    expect((await send("GET", `/api/v1/form_submissions/${body.data.id}`, undefined, null)).status).toBe(401);
    expect(
      (
        await send(
          "GET",
          `/api/v1/form_submissions/${body.data.id}`,
          undefined,
          "content_manager@roermond.example.org",
          "roermond",
        )
      ).status,
    ).toBe(404);
    expect((await send("GET", `/api/v1/forms/${id}/form_submissions.csv`, undefined, VOLUNTEER)).status).toBe(403);
    expect((await send("GET", `/api/v1/forms/${id}/form_submissions?page[size]=101`)).status).toBe(400);
  });

  it("the CSV: streamed, UTF-8 with a BOM, a column per question, Dutch characters, formulas neutralised, ; or ,", async () => {
    const { id, q, token } = await everyTypeForm();
    expect((await submit({ public_token: token, answers: goodAnswers(q) })).status).toBe(201);
    // Enough rows for several reads of the stream.
    const [one] = await h.db.select().from(formSubmissions).where(eq(formSubmissions.formId, id));
    const answers = JSON.stringify({ [q.name]: "-1+1", [q.day]: "ma", [q.agree]: true });
    await h.db.run(sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < 450)
      insert into form_submissions (tenant_id, form_id, form_version, answers)
      select 'oldebroek', ${id}, ${one?.formVersion}, ${answers} from n`);
    const response = await h.call(`/api/v1/forms/${id}/form_submissions.csv`, { headers: await as(h, CONTENT) });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="formulier-\d+-antwoorden\.csv"$/);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const chunks: Uint8Array[] = [];
    for (let read = await reader.read(); !read.done; read = await reader.read()) chunks.push(read.value);
    expect(chunks.length).toBeGreaterThanOrEqual(4);
    const bytes = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
    let offset = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, offset);
      offset += chunk.length;
    }
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.split("\r\n").filter(Boolean);
    expect(lines).toHaveLength(452);
    expect(lines[0]).toBe(
      "Nummer;Verzonden op;Naam;Vertel;Dag;Geboortedatum;Leeftijd;Akkoord;E-mail;Website;Telefoon;Hoe laat;Heb je een auto?;Kenteken",
    );
    expect(lines[1]).toContain(';Zoë de Vries;"\'=HYPERLINK(""http://evil"")";Dinsdag;1990-02-28;34;Ja;zoe@example.org;');
    expect(lines[2]).toContain(";'-1+1;;Maandag;;;Ja;");
    const comma = await h.call(`/api/v1/forms/${id}/form_submissions.csv?separator=,&locale=en`, {
      headers: await as(h, CONTENT),
    });
    const english = (await comma.text()).replace(/^\uFEFF/, "").split("\r\n");
    expect(english[0]).toBe(
      "Number,Submitted at,Name,Vertel,Dag,Geboortedatum,Leeftijd,Akkoord,E-mail,Website,Telefoon,Hoe laat,Heb je een auto?,Kenteken",
    );
    expect((await h.call(`/api/v1/forms/${id}/form_submissions.csv?separator=|`, { headers: await as(h, CONTENT) })).status).toBe(
      400,
    );
  });
});

describe("rate limit", () => {
  it("anonymous submissions are limited per IP", async () => {
    // One fixed window for the whole test: hits on both sides of a window's edge would start a new count.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    try {
      const { q, token } = await everyTypeForm();
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) {
        const response = await h.call("/api/v1/form_submissions", {
          method: "POST",
          headers: { "CF-Connecting-IP": "203.0.113.77" },
          body: doc("form_submissions", { public_token: token, answers: goodAnswers(q) }),
        });
        statuses.push(response.status);
      }
      expect(statuses.slice(0, 30).every((s) => s === 201)).toBe(true);
      expect(statuses[30]).toBe(429);
    } finally {
      vi.useRealTimers();
    }
  });
});
