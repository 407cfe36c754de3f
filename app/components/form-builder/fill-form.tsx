/**
 * A form as a visitor fills it in (ADR 0061): on its own page (`/forms/{token}`), inside a page (the BuilderForm
 * block) and, not submittable, as its owner's preview. Every question type has its native control; rules are the
 * contract's (checked on blur with JavaScript, on every post without it); a step form shows one section at a time,
 * its other answers carried as hidden fields; conditions are followed live with JavaScript and on the next post
 * without it. Texts in the page's language, the Dutch ones marked `lang="nl"` where no English is given.
 */
import { type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form } from "@remix-run/react";
import { type FormEvent, type ReactNode, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { validationErrorMap } from "~/utils/validation";
import { FORM_LIMITS, type FormDefinition, type FormDefinitionQuestion, formSteps } from "../../../contract/forms";
import { ErrorList, FormErrors, Honeypot, inputClass, SubmitButton, secondaryButtonClass } from "../forms";
import { answerField, fillSchema, type RawAnswers, rawAnswersOf, shownSteps, visibleIds } from "./fill-schema";

/** What the component needs of a form (a FillableForm as the loader hands it over). */
export interface FillFormData {
  id: string;
  title: string;
  titleEn: string | null;
  description: string | null;
  descriptionEn: string | null;
  definition: FormDefinition;
}

/** A text in the page's language: the English one where given, else the Dutch one marked as Dutch. */
export function useContentText() {
  const { i18n } = useTranslation();
  const english = i18n.language === "en";
  return (nl: string, en: string | null | undefined): { text: string; lang?: "nl" } =>
    english ? (en ? { text: en } : { text: nl, lang: "nl" }) : { text: nl };
}

/** Plain text with paragraphs by blank lines. */
export function Paragraphs({ text, lang, className }: { text: string; lang?: string; className?: string }) {
  return (
    <div className={className} lang={lang}>
      {text
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter(Boolean)
        .map((p, i) => (
          <p key={i} className="whitespace-pre-line [&:not(:first-child)]:mt-3">
            {p}
          </p>
        ))}
    </div>
  );
}

/** The answer of the last post to a fill form (its step, answers, errors). */
export interface FillFormState {
  step: number;
  answers: RawAnswers;
  reply: SubmissionResult<string[]>;
  block?: string;
}

interface FillFormProps {
  form: FillFormData;
  /** The answer of the last post; absent on a first visit. */
  state?: FillFormState | null;
  /** "preview": every step at once, nothing posted. */
  mode?: "fill" | "preview";
  /** Where the form posts (default: the route's own action). */
  action?: string;
  /** Extra hidden fields (the BuilderForm block's id). */
  hidden?: Record<string, string>;
  /** The id prefix of the form's elements (two forms on one page must differ). */
  idPrefix?: string;
  /** The heading level of the questions' sections (2 on the form's own page, 3 inside a page block). */
  sectionLevel?: 2 | 3;
}

export function FillForm({ form, state, mode = "fill", action, hidden, idPrefix = "form", sectionLevel = 2 }: FillFormProps) {
  const { t } = useTranslation("form-fill");
  const text = useContentText();
  const { definition } = form;
  const steps = useMemo(() => formSteps(definition), [definition]);
  const [values, setValues] = useState<RawAnswers>(state?.answers ?? {});
  const [lastState, setLastState] = useState(state);
  // A new answer from the server (another step, the answers it kept) replaces what the browser holds.
  if (state !== lastState) {
    setLastState(state);
    setValues(state?.answers ?? {});
  }
  const visible = visibleIds(definition, values);
  const schema = useMemo(() => fillSchema(definition), [definition]);
  const [conform] = useForm({
    id: `${idPrefix}-${form.id}`,
    lastResult: mode === "fill" ? state?.reply : undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema, errorMap: validationErrorMap }),
  });
  const preview = mode === "preview";
  const shown = shownSteps(definition, values);
  const step = preview ? -1 : Math.min(Math.max(state?.step ?? shown[0] ?? 0, 0), steps.length - 1);
  const previous = shown.filter((s) => s < step).at(-1);
  const next = shown.find((s) => s > step);
  const inStep = (q: FormDefinitionQuestion) =>
    preview || steps[step]?.section?.id === q.id || (steps[step]?.questions ?? []).some((s) => s.id === q.id);
  const errorsOf = (q: FormDefinitionQuestion) => conform.allErrors[answerField(q.id)];
  const onChange = (event: FormEvent<HTMLFormElement>) => setValues(rawAnswersOf(new FormData(event.currentTarget), definition));
  const stepTitle = step >= 0 ? steps[step]?.section : null;
  const counted = shown.length > 1 && !preview;

  const body = (
    <>
      {counted ? (
        <p className="text-sm font-semibold text-muted-700 dark:text-muted-300">
          {t("step", { number: shown.indexOf(step) + 1, count: shown.length })}
          {stepTitle ? <span className="sr-only">: {text(stepTitle.text, stepTitle.text_en).text}</span> : null}
        </p>
      ) : null}
      <FormErrors form={conform} result={mode === "fill" ? state?.reply : undefined} />
      {definition.questions.map((q) =>
        inStep(q) ? (
          <div key={q.id} hidden={!visible.has(q.id)}>
            <Question
              question={q}
              id={`${idPrefix}-${form.id}-q${q.id}`}
              value={values[String(q.id)]}
              errors={visible.has(q.id) ? errorsOf(q) : undefined}
              sectionLevel={sectionLevel}
              disabled={preview}
            />
          </div>
        ) : values[String(q.id)] !== undefined ? (
          <input key={q.id} type="hidden" name={answerField(q.id)} value={values[String(q.id)]} />
        ) : null,
      )}
    </>
  );

  if (preview) {
    return (
      <div className="space-y-6">
        {body}
        <p className="rounded-[var(--radius)] bg-muted-100 p-3 text-sm dark:bg-muted-800">{t("preview.notSent")}</p>
        <button type="button" disabled className={`${secondaryButtonClass} opacity-60`}>
          {t("submit")}
        </button>
      </div>
    );
  }

  return (
    <Form
      method="post"
      action={action}
      id={conform.id}
      onSubmit={conform.onSubmit}
      onChange={onChange}
      noValidate
      className="space-y-6"
      aria-describedby={conform.errorId}
    >
      <input type="hidden" name="step" value={step} />
      <input type="hidden" name="shown" value={[...visible].join(",")} />
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Honeypot />
      {body}
      <div className="flex flex-wrap gap-3">
        {previous !== undefined ? (
          <SubmitButton name="intent" value="back" className={secondaryButtonClass}>
            {t("back")}
          </SubmitButton>
        ) : null}
        {next !== undefined ? (
          <SubmitButton name="intent" value="next">
            {t("next")}
          </SubmitButton>
        ) : (
          <SubmitButton name="intent" value="submit">
            {t("submit")}
          </SubmitButton>
        )}
      </div>
    </Form>
  );
}

interface QuestionProps {
  question: FormDefinitionQuestion;
  id: string;
  value: string | undefined;
  errors: string[] | undefined;
  sectionLevel: 2 | 3;
  disabled: boolean;
}

function Question({ question: q, id, value, errors, sectionLevel, disabled }: QuestionProps) {
  const { t } = useTranslation("form-fill");
  const text = useContentText();
  const label = text(q.text, q.text_en);
  const help = q.help_text ? text(q.help_text, q.help_text_en) : null;
  const name = answerField(q.id);
  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  const describedBy = [help ? helpId : null, errorId].filter(Boolean).join(" ");
  const invalid = errors?.length ? true : undefined;
  const required = q.required ? <span aria-hidden="true"> *</span> : null;
  const helpText = help ? (
    <p id={helpId} className="text-sm text-muted-700 dark:text-muted-300" lang={help.lang}>
      {help.text}
    </p>
  ) : null;

  if (q.question_type === "info_section") {
    const Heading = sectionLevel === 2 ? "h2" : "h3";
    return (
      <div className="border-t border-muted-200 pt-4 dark:border-muted-700">
        <Heading className="text-xl font-bold" lang={label.lang}>
          {label.text}
        </Heading>
        {help ? <Paragraphs text={help.text} lang={help.lang} className="mt-2" /> : null}
      </div>
    );
  }

  if (q.question_type === "checkbox") {
    return (
      <div>
        <div className="flex items-start gap-2">
          <input
            type="checkbox"
            id={id}
            name={name}
            value="on"
            defaultChecked={value !== undefined && value !== "" && value !== "off"}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            aria-required={q.required || undefined}
            disabled={disabled}
            className="mt-1 size-4 accent-primary-700"
          />
          <label htmlFor={id} className="font-semibold" lang={label.lang}>
            {label.text}
            {required}
          </label>
        </div>
        {helpText}
        <ErrorList id={errorId} errors={errors} />
      </div>
    );
  }

  if (q.question_type === "multiple_choice") {
    return (
      <fieldset aria-describedby={describedBy} aria-invalid={invalid}>
        <legend className="font-semibold" lang={label.lang}>
          {label.text}
          {required}
        </legend>
        {helpText}
        <div className="mt-2 space-y-2">
          {q.options.map((o) => {
            const option = text(o.label, o.label_en);
            const optionId = `${id}-${o.id}`;
            return (
              <div key={o.id} className="flex items-start gap-2">
                <input
                  type="radio"
                  id={optionId}
                  name={name}
                  value={o.id}
                  defaultChecked={value === o.id}
                  required={q.required}
                  disabled={disabled}
                  className="mt-1 size-4 accent-primary-700"
                />
                <label htmlFor={optionId} lang={option.lang}>
                  {option.text}
                </label>
              </div>
            );
          })}
        </div>
        <ErrorList id={errorId} errors={errors} />
      </fieldset>
    );
  }

  const common = {
    id,
    name,
    defaultValue: value ?? "",
    "aria-invalid": invalid,
    "aria-describedby": describedBy,
    "aria-required": q.required || undefined,
    disabled,
    className: inputClass,
  };
  let control: ReactNode;
  if (q.question_type === "text" && q.long_answer) {
    control = <textarea {...common} rows={5} maxLength={FORM_LIMITS.textAnswer} />;
  } else {
    const kind = INPUTS[q.question_type] ?? { type: "text" };
    control = <input {...common} {...kind} />;
  }
  return (
    <div>
      <label htmlFor={id} className="block font-semibold" lang={label.lang}>
        {label.text}
        {required}
      </label>
      {helpText}
      {control}
      {q.question_type === "date" || q.question_type === "time" ? (
        <p className="sr-only">{t(`format.${q.question_type}`)}</p>
      ) : null}
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

/** The native control of each question type that is one input. */
const INPUTS: Partial<Record<FormDefinitionQuestion["question_type"], Record<string, string | number>>> = {
  text: { type: "text", maxLength: FORM_LIMITS.textAnswer },
  number: { type: "text", inputMode: "decimal" },
  date: { type: "date" },
  time: { type: "time" },
  email: { type: "email", autoComplete: "email", maxLength: 254 },
  url: { type: "url", inputMode: "url", maxLength: FORM_LIMITS.shortAnswer },
  phone: { type: "tel", autoComplete: "tel", maxLength: 30 },
};
