/**
 * A stored answer as a person reads it (ADR 0061): a choice's label in the page's language, a tick as yes or no, a
 * date and a time as written in that language, text as it was typed.
 */
import { formatDay } from "../../../contract/dates";
import { type AnswerValue, type FormDefinitionQuestion, inLanguage } from "../../../contract/forms";

const NUMBER = { nl: new Intl.NumberFormat("nl-NL"), en: new Intl.NumberFormat("en-GB") };

export function answerText(
  question: Pick<FormDefinitionQuestion, "question_type" | "options"> | undefined,
  value: AnswerValue | undefined,
  locale: string,
  words: { yes: string; no: string; none: string },
): string {
  if (value === undefined || value === null || value === "") return words.none;
  if (typeof value === "boolean") return value ? words.yes : words.no;
  if (question?.question_type === "multiple_choice") {
    const option = question.options.find((o) => o.id === value);
    return option ? inLanguage(option.label, option.label_en, locale) : String(value);
  }
  if (question?.question_type === "date" && typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return formatDay(value, locale);
  }
  if (typeof value === "number") return NUMBER[locale === "en" ? "en" : "nl"].format(value);
  return String(value);
}
