/**
 * Filling in a form (ADR 0061): which questions a post checks (a step's, or all on submit), that a question a post's
 * answers revealed is shown before it is an error, which steps there are to show, and the schema Conform checks
 * with — the contract's rules on `q{id}` fields.
 */
import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import type { FormDefinition, FormDefinitionQuestion } from "../../../contract/forms";
import { answerAliases, fillIssues, fillSchema, parseShown, rawAnswersOf, shownSteps, visibleIds } from "./fill-schema";

const q = (id: number, type: FormDefinitionQuestion["question_type"], extra: Partial<FormDefinitionQuestion> = {}) =>
  ({
    id,
    position: id,
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
  }) satisfies FormDefinitionQuestion;

// Step 0: name (required), needs transport (checkbox); step 1 (section 3): address only when transport is ticked;
// step 2 (section 5, only when transport is ticked): a date.
const definition: FormDefinition = {
  version: 1,
  questions: [
    q(1, "text", { required: true }),
    q(2, "checkbox"),
    q(3, "info_section"),
    q(4, "text", { required: true, condition: { question_id: 2, op: "checked" } }),
    q(5, "info_section", { condition: { question_id: 2, op: "checked" } }),
    q(6, "date", { required: true }),
  ],
};

describe("fillIssues", () => {
  it("next checks only the visible questions of the step shown", () => {
    expect(fillIssues(definition, {}, { intent: "next", step: 0, shown: null })).toEqual([
      { questionId: 1, message: "validation:required" },
    ]);
    // Step 1 without the tick: its only question is hidden, so nothing to check.
    expect(fillIssues(definition, { 1: "Anna" }, { intent: "next", step: 1, shown: null })).toEqual([]);
  });

  it("submit checks every visible question; a hidden one is not required", () => {
    expect(fillIssues(definition, { 1: "Anna" }, { intent: "submit", step: 0, shown: null })).toEqual([]);
    expect(fillIssues(definition, { 1: "Anna", 2: "on" }, { intent: "submit", step: 0, shown: null })).toEqual([
      { questionId: 4, message: "validation:required" },
      { questionId: 6, message: "validation:required" },
    ]);
  });

  it("a question the page did not show (revealed by this post, JavaScript off) is no error yet", () => {
    const shown = new Set([1, 2]);
    expect(fillIssues(definition, { 1: "Anna", 2: "on" }, { intent: "submit", step: 0, shown })).toEqual([]);
  });

  it("back checks nothing", () => {
    expect(fillIssues(definition, {}, { intent: "back", step: 1, shown: null })).toEqual([]);
  });
});

describe("steps and visibility", () => {
  it("a step whose section is hidden is skipped; one with only hidden questions is kept for its section", () => {
    expect(shownSteps(definition, {})).toEqual([0, 1]);
    expect(shownSteps(definition, { 2: "on" })).toEqual([0, 1, 2]);
    expect([...visibleIds(definition, { 2: "on" })]).toEqual([1, 2, 3, 4, 5, 6]);
    expect([...visibleIds(definition, {})]).toEqual([1, 2, 3]);
  });

  it("reads the answers of a post by their q{id} fields, an unticked box absent", () => {
    const formData = new FormData();
    formData.set("q1", "Anna");
    formData.set("q4", "");
    formData.set("q99", "not a question");
    expect(rawAnswersOf(formData, definition)).toEqual({ 1: "Anna" });
  });

  it("`shown` travels as a list of ids; junk is dropped", () => {
    expect(parseShown("1,2,x,-3,4")).toEqual(new Set([1, 2, 4]));
    expect(parseShown("")).toBeNull();
  });

  it("the API's pointer on an answer lands on its field", () => {
    expect(answerAliases(definition)["answers[4]"]).toBe("q4");
  });
});

describe("fillSchema (Conform, in the browser and on the server)", () => {
  it("puts each failing answer on its field with the contract's message key", () => {
    const formData = new FormData();
    formData.set("intent", "submit");
    formData.set("q1", "Anna");
    formData.set("q2", "on");
    formData.set("q6", "2026-02-30");
    const submission = parseWithZod(formData, { schema: fillSchema(definition) });
    expect(submission.status).toBe("error");
    expect(submission.status === "error" ? submission.error : null).toEqual({
      q4: ["validation:required"],
      q6: ["form-rules:answer.date"],
    });
  });

  it("a post with a bad step or intent is read as the first step's submit, not refused", () => {
    const formData = new FormData();
    formData.set("intent", "drop table");
    formData.set("step", "-4");
    formData.set("q1", "Anna");
    expect(parseWithZod(formData, { schema: fillSchema(definition) }).status).toBe("success");
  });
});
