import { describe, expect, it } from "vitest";
import {
  answerCell,
  answersSchema,
  checkAnswer,
  checkSubmission,
  csvCell,
  csvRow,
  definitionProblems,
  type FormDefinitionQuestion,
  formQuestionCreateInput,
  formSteps,
  formSubmissionCreateInput,
  isPhoneNumber,
  isRealDate,
  neutraliseCell,
  type QuestionType,
  questionRule,
  visibleQuestions,
} from "./forms";
import { messageKeyErrorMap } from "./messages";

let nextId = 1;
function q(type: QuestionType, extra: Partial<FormDefinitionQuestion> = {}): FormDefinitionQuestion {
  const id = extra.id ?? nextId++;
  return {
    id,
    position: extra.position ?? id,
    question_type: type,
    text: `Vraag ${id}`,
    text_en: null,
    help_text: null,
    help_text_en: null,
    required: false,
    long_answer: false,
    options: [],
    condition: null,
    ...extra,
  };
}

const ok = (question: FormDefinitionQuestion, raw: unknown) => {
  const r = checkAnswer(question, raw);
  return r.ok ? r.value : `✗ ${r.message}`;
};

describe("answers per question type", () => {
  it("phone: Dutch and international numbers as people write them", () => {
    for (const good of [
      "06-12345678",
      "+31 6 12345678",
      "020 123 4567",
      "+44 20 7946 0958",
      "0031 6 1234 5678",
      "+31 (0)6 12345678",
    ]) {
      expect(isPhoneNumber(good), good).toBe(true);
    }
    for (const wrong of ["12345", "06-1234567", "abc", "+31 6 1234567a", "06+12345678", "=cmd()", "+0 20 7946 0958"]) {
      expect(isPhoneNumber(wrong), wrong).toBe(false);
    }
    expect(ok(q("phone"), "+44  20 7946 0958")).toBe("+44 20 7946 0958");
    expect(ok(q("phone"), "0612")).toBe("✗ form-rules:answer.phone");
  });

  it("email, url (http/https only), number (also 2,5), date (a real day), time (HH:MM)", () => {
    expect(ok(q("email"), " Jan@Example.ORG ")).toBe("jan@example.org");
    expect(ok(q("email"), "jan@")).toBe("✗ validation:email");
    expect(ok(q("url"), "https://www.example.nl/pad")).toBe("https://www.example.nl/pad");
    expect(ok(q("url"), "javascript:alert(1)")).toBe("✗ form-rules:answer.url");
    expect(ok(q("url"), "ftp://example.nl")).toBe("✗ form-rules:answer.url");
    expect(ok(q("number"), "2,5")).toBe(2.5);
    expect(ok(q("number"), 42)).toBe(42);
    expect(ok(q("number"), "12abc")).toBe("✗ validation:number");
    expect(isRealDate("2024-02-29")).toBe(true);
    expect(isRealDate("2025-02-29")).toBe(false);
    expect(ok(q("date"), "2025-02-30")).toBe("✗ form-rules:answer.date");
    expect(ok(q("date"), "2025-12-31")).toBe("2025-12-31");
    expect(ok(q("time"), "23:59")).toBe("23:59");
    expect(ok(q("time"), "24:00")).toBe("✗ form-rules:answer.time");
  });

  it("checkbox: a yes/no; required means ticked", () => {
    expect(ok(q("checkbox"), "on")).toBe(true);
    expect(ok(q("checkbox"), undefined)).toBe(false);
    expect(ok(q("checkbox", { required: true }), false)).toBe("✗ form-rules:answer.mustTick");
    expect(ok(q("checkbox", { required: true }), "on")).toBe(true);
    expect(ok(q("checkbox"), "maybe")).toBe("✗ form-rules:answer.invalid");
  });

  it("multiple_choice: one of the option ids", () => {
    const choice = q("multiple_choice", {
      options: [
        { id: "a", label: "A" },
        { id: "b", label: "B" },
      ],
    });
    expect(ok(choice, "a")).toBe("a");
    expect(ok(choice, ["b"])).toBe("b");
    expect(ok(choice, "A")).toBe("✗ form-rules:answer.unknownOption");
    expect(ok(choice, ["a", "b"])).toBe("✗ form-rules:answer.oneChoice");
  });

  it("text: at most 10,000 characters; a required one must be answered; objects are refused", () => {
    expect(ok(q("text"), "x".repeat(10_000))).toHaveLength(10_000);
    expect(ok(q("text"), "x".repeat(10_001))).toBe('✗ validation:tooLong|{"maximum":10000}');
    expect(ok(q("text", { required: true }), "   ")).toBe("✗ validation:required");
    expect(ok(q("text"), "")).toBeUndefined();
    expect(ok(q("text"), { file: "x" })).toBe("✗ form-rules:answer.invalid");
    expect(ok(q("text", { long_answer: true }), "regel 1\r\nregel 2")).toBe("regel 1\nregel 2");
  });
});

describe("conditions, steps and a submission's check", () => {
  const checkbox = q("checkbox", { id: 100, position: 0 });
  const choice = q("multiple_choice", {
    id: 101,
    position: 1,
    options: [
      { id: "ja", label: "Ja" },
      { id: "nee", label: "Nee" },
    ],
  });
  const ifTicked = q("text", { id: 102, position: 2, required: true, condition: { question_id: 100, op: "checked" } });
  const dependent = q("email", {
    id: 103,
    position: 3,
    required: true,
    condition: { question_id: 102, op: "equals", value: "x" },
  });
  const section = q("info_section", { id: 104, position: 4, condition: { question_id: 101, op: "one_of", values: ["ja"] } });
  const inSection = q("number", { id: 105, position: 5, required: true });
  const definition = { questions: [inSection, section, dependent, ifTicked, choice, checkbox] };

  it("a hidden question's dependents are hidden; a hidden section hides its step", () => {
    const ids = (answers: Record<string, unknown>) => visibleQuestions(definition, answers).map((x) => x.id);
    expect(ids({})).toEqual([100, 101]);
    expect(ids({ 100: true, 102: "x" })).toEqual([100, 101, 102, 103]);
    expect(ids({ 100: false, 102: "x" })).toEqual([100, 101]);
    expect(ids({ 101: "ja" })).toEqual([100, 101, 104, 105]);
  });

  it("a hidden question is neither required nor stored", () => {
    const result = checkSubmission(definition, { 100: false, 101: "nee", 102: "sneaked in", 105: "", 999: "unknown" });
    expect(result).toEqual({ ok: true, answers: { 100: false, 101: "nee" } });
  });

  it("a shown required question must be answered: issues per answer pointer", () => {
    const result = checkSubmission(definition, { 100: "on", 101: "ja", 102: "x", 103: "nope" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((i) => [i.path.join("/"), i.message])).toEqual([
      ["answers/103", "validation:email"],
      ["answers/105", "validation:required"],
    ]);
  });

  it("steps: one per section, questions before the first section are step 0", () => {
    expect(formSteps(definition).map((s) => [s.section?.id ?? null, s.questions.map((x) => x.id)])).toEqual([
      [null, [100, 101, 102, 103]],
      [104, [105]],
    ]);
    expect(formSteps({ questions: [] })).toEqual([{ section: null, questions: [] }]);
  });

  it("the builder: a condition on a later or a section question, a choice without options", () => {
    const later = q("text", { id: 200, position: 0, condition: { question_id: 201, op: "equals", value: "a" } });
    const target = q("text", { id: 201, position: 1 });
    const onSection = q("text", { id: 202, position: 3, condition: { question_id: 104, op: "checked" } });
    const noOptions = q("multiple_choice", { id: 203, position: 4 });
    const unknownOption = q("text", { id: 204, position: 5, condition: { question_id: 101, op: "equals", value: "misschien" } });
    expect(
      definitionProblems([
        later,
        target,
        { ...section, position: 2, condition: null },
        onSection,
        noOptions,
        choice,
        unknownOption,
      ]).map((p) => [p.questionId, p.code]),
    ).toEqual([
      [200, "condition_order"],
      [202, "condition_target"],
      [203, "options_required"],
      [204, "condition_option"],
    ]);
  });
});

describe("the rules as zod schemas (the screens' forms)", () => {
  it("a question's rule and a whole submission's, with the API's message keys and a path per question", () => {
    const phone = q("phone", { id: 300 });
    expect(questionRule(phone).safeParse("020 123 4567")).toEqual({ success: true, data: "020 123 4567" });
    const refused = questionRule(phone).safeParse("12");
    expect(refused.success ? null : refused.error.issues[0]?.message).toBe("form-rules:answer.phone");
    const ticked = q("checkbox", { id: 301, position: 0 });
    const shown = q("email", { id: 302, position: 1, required: true, condition: { question_id: 301, op: "checked" } });
    const schema = answersSchema({ questions: [ticked, shown] });
    expect(schema.safeParse({ 301: "", 302: "not stored" })).toEqual({ success: true, data: { 301: false } });
    const missing = schema.safeParse({ 301: "on" });
    expect(missing.success ? null : missing.error.issues.map((i) => [i.path, i.message])).toEqual([
      [["302"], "validation:required"],
    ]);
  });
});

describe("builder inputs", () => {
  it("refuses 10,000 options with one error, before reading them", () => {
    const options = Array.from({ length: 10_000 }, (_, i) => ({ label: `Optie ${i}` }));
    const parsed = formQuestionCreateInput.safeParse(
      { question_type: "multiple_choice", text: "Kies", options, lock_version: 0 },
      { errorMap: messageKeyErrorMap },
    );
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(parsed.error.issues).toHaveLength(1);
    expect(parsed.error.issues[0]?.path).toEqual(["options"]);
    expect(parsed.error.issues[0]?.message).toBe('form-rules:builder.tooManyOptions|{"count":50}');
  });

  it("a submission names one token and sends answers of plain values only", () => {
    const base = { answers: { 1: "a" } };
    expect(formSubmissionCreateInput.safeParse({ ...base, public_token: "t" }).success).toBe(true);
    expect(formSubmissionCreateInput.safeParse(base).success).toBe(false);
    expect(formSubmissionCreateInput.safeParse({ ...base, public_token: "t", invitation_token: "u" }).success).toBe(false);
    expect(
      formSubmissionCreateInput.safeParse({ public_token: "t", answers: { 1: { name: "cv.pdf", data: "…" } } }).success,
    ).toBe(false);
  });
});

describe("CSV cells", () => {
  it("neutralises formulas (=, +, -, @, tab, CR) and quotes separators, quotes and line breaks", () => {
    for (const formula of ["=SUM(A1)", "+31", "-2", "@cmd", "\tx", "\rx"]) expect(neutraliseCell(formula)).toBe(`'${formula}`);
    expect(neutraliseCell("Zoë")).toBe("Zoë");
    // A formula after leading white space still runs in some spreadsheets: neutralised too.
    for (const formula of [" =SUM(A1)", "  +31", "\n-2", " \t@cmd", "\u00a0=1"])
      expect(neutraliseCell(formula)).toBe(`'${formula}`);
    expect(neutraliseCell(" Zoë")).toBe(" Zoë");
    expect(csvCell("a;b", ";")).toBe('"a;b"');
    expect(csvCell("a;b", ",")).toBe("a;b");
    expect(csvCell('zei "ja"', ",")).toBe('"zei ""ja"""');
    expect(csvCell("=1+1;x", ";")).toBe('"\'=1+1;x"');
    expect(csvCell(-3, ";")).toBe("-3");
    expect(csvRow(["a", null, 2], ";")).toBe("a;;2\r\n");
  });

  it("answers as cells: a choice's label, a tick in words", () => {
    const choice = q("multiple_choice", { options: [{ id: "a", label: "Appel" }] });
    expect(answerCell(choice, "a", { yes: "Ja", no: "Nee" })).toBe("Appel");
    expect(answerCell(q("checkbox"), false, { yes: "Ja", no: "Nee" })).toBe("Nee");
    expect(answerCell(undefined, undefined, { yes: "Ja", no: "Nee" })).toBeNull();
  });
});
