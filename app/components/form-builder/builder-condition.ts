/**
 * A question's condition in words for its owners (ADR 0061): "shown when «question» is «option»", with the option
 * labels and the question's text of the form as it is (an option or question that no longer exists is shown by id).
 */
import type { ConditionOp, FormCondition, FormDefinitionQuestion } from "../../../contract/forms";

export interface ConditionSummary {
  op: ConditionOp;
  question: string;
  value: string;
}

export function conditionSummary(
  condition: FormCondition | null,
  questions: readonly Pick<FormDefinitionQuestion, "id" | "text" | "options">[],
): ConditionSummary | null {
  if (!condition) return null;
  const target = questions.find((q) => q.id === condition.question_id);
  const label = (value: string) => target?.options.find((o) => o.id === value)?.label ?? value;
  const value =
    condition.op === "one_of"
      ? (condition.values ?? []).map(label).join(", ")
      : condition.op === "equals"
        ? label(condition.value ?? "")
        : "";
  return { op: condition.op, question: target?.text ?? `#${condition.question_id}`, value };
}
