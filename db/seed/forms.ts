/**
 * One demo form per centre (ADR 0061): a published public form with a question of several types, a condition and a
 * section, and two submissions answered against its first version, so the form builder, the public form and the
 * CSV export show something on a fresh database. Deterministic: ids follow the centres, the public address is
 * `/forms/demo-<centre id>-open-dag` (a public form's address is public; a real form gets a random one).
 */
import { checkSubmission, type FormAnswers, type FormDefinition, type FormDefinitionQuestion } from "../../contract/forms";
import type { formQuestions, formSubmissions, forms, formVersions } from "../schema";
import { stamp } from "./clock";

export interface FormSeedRows {
  forms: (typeof forms.$inferInsert)[];
  formQuestions: (typeof formQuestions.$inferInsert)[];
  formVersions: (typeof formVersions.$inferInsert)[];
  formSubmissions: (typeof formSubmissions.$inferInsert)[];
}

type QuestionSeed = Omit<FormDefinitionQuestion, "id" | "position">;

const q = (fields: Partial<QuestionSeed> & Pick<QuestionSeed, "question_type" | "text">): QuestionSeed => ({
  text_en: null,
  help_text: null,
  help_text_en: null,
  required: false,
  long_answer: false,
  options: [],
  condition: null,
  ...fields,
});

/** The questions; a condition names another question by its index here. */
const QUESTIONS: Array<QuestionSeed & { conditionOn?: number }> = [
  q({ question_type: "text", text: "Naam", text_en: "Name", required: true }),
  q({ question_type: "email", text: "E-mailadres", text_en: "E-mail address", required: true }),
  q({ question_type: "phone", text: "Telefoonnummer", text_en: "Phone number" }),
  q({
    question_type: "multiple_choice",
    text: "Welk dagdeel komt je het best uit?",
    text_en: "Which part of the day suits you best?",
    required: true,
    options: [
      { id: "ochtend", label: "Ochtend", label_en: "Morning" },
      { id: "middag", label: "Middag", label_en: "Afternoon" },
      { id: "avond", label: "Avond", label_en: "Evening" },
    ],
  }),
  q({
    question_type: "info_section",
    text: "Meerijden",
    text_en: "Car pool",
    help_text: "We regelen vervoer voor wie dat nodig heeft.",
  }),
  q({ question_type: "checkbox", text: "Heb je vervoer nodig?", text_en: "Do you need transport?" }),
  {
    ...q({ question_type: "text", text: "Vanaf welk adres?", text_en: "From which address?", required: true }),
    conditionOn: 5,
  },
  q({ question_type: "date", text: "Vanaf welke datum kun je?", text_en: "From which date are you available?" }),
  q({
    question_type: "text",
    text: "Wil je nog iets kwijt?",
    text_en: "Anything else you would like to tell us?",
    long_answer: true,
  }),
  q({
    question_type: "checkbox",
    text: "Ik ga akkoord met de privacyverklaring",
    text_en: "I agree to the privacy statement",
    required: true,
  }),
];

/** Answers by question index. */
const ANSWERS: Array<Record<number, string | boolean>> = [
  { 0: "Fatima el Amrani", 1: "fatima.elamrani@example.org", 2: "06-12345678", 3: "ochtend", 5: false, 7: "2026-01-12", 9: true },
  {
    0: "Joost van Dijk",
    1: "joost.vandijk@example.org",
    3: "avond",
    5: true,
    6: "Stationsweg 4, Wezep",
    8: "Ik kan goed organiseren en help graag bij de koffie.",
    9: true,
  },
];

/** The public address's token of a centre's demo form (the seed's pages show it in their BuilderForm block). */
export const demoFormToken = (centerId: number) => `demo-${centerId}-open-dag`;

/** The rows for `centers`; dates relative to `today` (the form made a week ago, answered since). */
export function buildFormRows(centers: Array<{ id?: number; tenantId: string }>, today: string): FormSeedRows {
  const made = stamp(today, -7, 10);
  const rows: FormSeedRows = { forms: [], formQuestions: [], formVersions: [], formSubmissions: [] };
  let questionId = 1;
  let submissionId = 1;
  centers.forEach((center, n) => {
    const centerId = center.id as number;
    const formId = n + 1;
    rows.forms.push({
      id: formId,
      tenantId: center.tenantId,
      volunteerCenterId: centerId,
      organizationId: null,
      title: "Aanmelden voor de open dag",
      titleEn: "Sign up for the open day",
      description: "Kom kennismaken met vrijwilligerswerk bij ons centrum. Laat weten wanneer je komt.",
      descriptionEn: "Come and get to know volunteering at our centre. Let us know when you will come.",
      accessPermission: "anonymous",
      status: "published",
      publicToken: demoFormToken(centerId),
      version: 1,
      lockVersion: QUESTIONS.length,
      createdAt: made,
      updatedAt: made,
    });
    const ids = QUESTIONS.map(() => questionId++);
    const questions: FormDefinitionQuestion[] = QUESTIONS.map(({ conditionOn, ...question }, position) => ({
      ...question,
      id: ids[position] as number,
      position,
      condition: conditionOn === undefined ? null : { question_id: ids[conditionOn] as number, op: "checked" },
    }));
    for (const question of questions) {
      rows.formQuestions.push({
        id: question.id,
        tenantId: center.tenantId,
        formId,
        position: question.position,
        questionType: question.question_type,
        text: question.text,
        textEn: question.text_en,
        helpText: question.help_text,
        helpTextEn: question.help_text_en,
        required: question.required,
        longAnswer: question.long_answer,
        options: question.options,
        condition: question.condition,
        createdAt: made,
        updatedAt: made,
      });
    }
    const definition: FormDefinition = { version: 1, questions };
    rows.formVersions.push({ tenantId: center.tenantId, formId, version: 1, definition, createdAt: made });
    ANSWERS.forEach((answers, i) => {
      const raw = Object.fromEntries(Object.entries(answers).map(([index, value]) => [String(ids[Number(index)]), value]));
      const checked = checkSubmission(definition, raw);
      if (!checked.ok) throw new Error(`demo form answers do not pass: ${JSON.stringify(checked.issues)}`);
      rows.formSubmissions.push({
        id: submissionId++,
        tenantId: center.tenantId,
        formId,
        formVersion: 1,
        answers: checked.answers satisfies FormAnswers,
        submittedAt: stamp(today, -3 + i, 14, 5 + i),
      });
    });
  });
  return rows;
}
