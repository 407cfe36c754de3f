import { describe, expect, it } from "vitest";
import { z } from "zod";
import { readStepPost, STEP_FIELD, STEP_INTENT_FIELD, stepOf } from "./step-form-state";

const steps = [
  z.object({ name: z.string().min(2) }),
  z.object({ email: z.string().email() }),
  z.object({ agree: z.literal("on") }),
] as const;

const post = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("step forms (ADR 0073)", () => {
  it("moves on only with the posted step's answers, and stays on it with that step's errors", () => {
    const bad = readStepPost(post({ [STEP_FIELD]: "0", name: "A" }), steps);
    expect(bad).toMatchObject({ kind: "step", step: 0, values: { name: "A" } });
    expect(bad.kind === "step" && bad.reply?.error).toHaveProperty("name");

    const good = readStepPost(post({ [STEP_FIELD]: "0", name: "Anna" }), steps);
    expect(good).toEqual({ kind: "step", step: 1, values: { name: "Anna" }, reply: null });
  });

  it("checks only the posted step on the way: a later step's field is not asked early", () => {
    expect(readStepPost(post({ [STEP_FIELD]: "1", name: "Anna", email: "anna@example.org" }), steps)).toMatchObject({
      kind: "step",
      step: 2,
      reply: null,
    });
  });

  it("goes back without a check and keeps what was typed, also on the first step", () => {
    const back = { [STEP_FIELD]: "1", [STEP_INTENT_FIELD]: "back", name: "Anna", email: "not an address" };
    expect(readStepPost(post(back), steps)).toEqual({
      kind: "step",
      step: 0,
      values: { name: "Anna", email: "not an address" },
      reply: null,
    });
    expect(readStepPost(post({ [STEP_FIELD]: "0", [STEP_INTENT_FIELD]: "back" }), steps)).toMatchObject({ step: 0 });
  });

  it("is done on the last step only when every step passes: the value is the steps' values merged", () => {
    const all = { [STEP_FIELD]: "2", name: "Anna", email: "anna@example.org", agree: "on" };
    expect(readStepPost(post(all), steps)).toEqual({
      kind: "done",
      value: { name: "Anna", email: "anna@example.org", agree: "on" },
      values: { name: "Anna", email: "anna@example.org", agree: "on" },
    });
  });

  it("sends a forged post back to the first failing step: hidden answers changed, or a step number that skips", () => {
    // The earlier answers come back from the browser: a changed hidden e-mail is caught on the last step.
    const changed = readStepPost(post({ [STEP_FIELD]: "2", name: "Anna", email: "nope", agree: "on" }), steps);
    expect(changed).toMatchObject({ kind: "step", step: 1 });
    expect(changed.kind === "step" && changed.reply?.error).toHaveProperty("email");
    // Straight to the last step on a first post: nothing is done without the first steps.
    expect(readStepPost(post({ [STEP_FIELD]: "2", agree: "on" }), steps)).toMatchObject({ kind: "step", step: 0 });
  });

  it("reads a step number the form does not have as the first step", () => {
    for (const raw of ["3", "-1", "1.5", "x", "", "99999"]) expect(stepOf(post({ [STEP_FIELD]: raw }), 3)).toBe(0);
    expect(stepOf(new FormData(), 3)).toBe(0);
    expect(stepOf(post({ [STEP_FIELD]: "2" }), 3)).toBe(2);
  });

  it("takes only the steps' own fields from a post", () => {
    const outcome = readStepPost(post({ [STEP_FIELD]: "0", name: "Anna", role: "admin" }), steps);
    expect(outcome.values).toEqual({ name: "Anna" });
  });
});
