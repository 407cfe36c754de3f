/**
 * One question's editor (ADR 0061), the same for a new question and an existing one: its type, text and help in
 * Dutch and English, required, a long answer (a text question), the options of a choice question as rows added,
 * removed and moved by Conform's intent buttons, and when it is shown (a condition on an earlier question: a choice
 * "is" one option or "is one of" several, a checkbox "is ticked", any other answer "is" a text). Every button is a
 * submit: without JavaScript each list step, and "show the fields of this type / this question", is a post that
 * comes back with the form as typed; with JavaScript the form follows the chosen type and question as they change.
 * The API's 422 pointers sit on their fields (`/data/attributes/options/2/label`, `/data/attributes/condition`).
 */
import {
  type FieldMetadata,
  type FormMetadata,
  getFormProps,
  getInputProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { ZodTypeAny } from "zod";
import { FORM_LIMITS, QUESTION_TYPES } from "../../../contract/forms";
import {
  CheckboxField,
  ErrorList,
  Field,
  FormErrors,
  SelectField,
  SubmitButton,
  TextareaField,
  useUnsavedChanges,
  validateWith,
} from "../forms";
import { Button } from "../ui/button";
import { type ConditionTarget, isChoiceType } from "./builder-schema";

// biome-ignore lint/suspicious/noExplicitAny: conform's field metadata of the add and the edit form alike
type AnyMeta = FieldMetadata<any, any, string[]>;
const fieldsetOf = (meta: AnyMeta) => (meta as unknown as { getFieldset(): Record<string, AnyMeta> }).getFieldset();
const rowsOf = (meta: AnyMeta) => (meta as unknown as { getFieldList(): AnyMeta[] }).getFieldList();
const text = (value: unknown) => (typeof value === "string" ? value : "");

export interface QuestionEditorProps {
  schema: ZodTypeAny;
  defaultValue: Record<string, unknown>;
  lastResult?: SubmissionResult<string[]>;
  /** The earlier questions a condition may name (answerable, before this one). */
  targets: readonly ConditionTarget[];
  saveLabel: string;
  /** A new question's place (hidden: chosen in the list). */
  position?: number;
}

export function QuestionEditor({ schema, defaultValue, lastResult, targets, saveLabel, position }: QuestionEditorProps) {
  const { t } = useTranslation("form-builder");
  // biome-ignore lint/suspicious/noExplicitAny: the shape is the schema's (add or edit)
  const [form, fields] = useForm<Record<string, any>>({
    id: "question-form",
    lastResult,
    defaultValue,
    shouldValidate: "onBlur",
    shouldRevalidate: "onBlur",
    onValidate: validateWith(schema),
  });
  useUnsavedChanges(form.dirty);
  const f = fields as Record<string, AnyMeta>;
  const need = (name: string) => f[name] as AnyMeta;
  const type = text(need("questionType").value) || text(defaultValue.questionType);
  const lock = need("lockVersion");
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-6">
      <FormErrors form={form} result={lastResult} />
      <input {...getInputProps(lock, { type: "hidden" })} key={lock.key} />
      <div role={lock.errors ? "alert" : undefined}>
        <ErrorList id={lock.errorId} errors={lock.errors} />
      </div>
      {position !== undefined ? <input type="hidden" name="position" value={position} /> : null}
      <div className="flex flex-wrap items-end gap-3">
        <div className="grow">
          <SelectField
            meta={need("questionType")}
            label={t("fields.questionType")}
            options={QUESTION_TYPES.map((q) => ({ value: q, label: t(`types.${q}`) }))}
          />
        </div>
        <Button
          type="submit"
          variant="secondary"
          className="mb-7"
          {...form.validate.getButtonProps({ name: need("questionType").name })}
        >
          {t("editor.showType")}
        </Button>
      </div>
      <p className="text-sm text-muted-700 dark:text-muted-300">
        {t(`typeHelp.${QUESTION_TYPES.includes(type as never) ? type : "text"}`)}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field meta={need("text")} label={type === "info_section" ? t("fields.sectionTitle") : t("fields.text")} />
        <Field meta={need("textEn")} label={type === "info_section" ? t("fields.sectionTitleEn") : t("fields.textEn")} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextareaField meta={need("helpText")} label={type === "info_section" ? t("fields.sectionText") : t("fields.helpText")} />
        <TextareaField
          meta={need("helpTextEn")}
          label={type === "info_section" ? t("fields.sectionTextEn") : t("fields.helpTextEn")}
        />
      </div>
      {type !== "info_section" ? (
        <CheckboxField meta={need("required")} label={t(type === "checkbox" ? "fields.requiredTick" : "fields.required")} />
      ) : null}
      {type === "text" ? <CheckboxField meta={need("longAnswer")} label={t("fields.longAnswer")} /> : null}
      {isChoiceType(type) ? <OptionList form={form} meta={need("options")} /> : null}
      <ConditionFields form={form} meta={need("condition")} targets={targets} />
      <SubmitButton name="intent" value="save">
        {saveLabel}
      </SubmitButton>
    </Form>
  );
}

// biome-ignore lint/suspicious/noExplicitAny: the shape is the schema's (add or edit)
type FormMeta = FormMetadata<any, string[]>;

function OptionList({ form, meta }: { form: FormMeta; meta: AnyMeta }) {
  const { t } = useTranslation("form-builder");
  const rows = rowsOf(meta);
  const count = rows.length;
  const rowLabel = (i: number) => t("options.row", { number: i + 1 });
  return (
    <fieldset className="space-y-3 rounded-[var(--radius)] border border-muted-200 p-4 dark:border-muted-700">
      <legend className="px-1 font-semibold">
        {t("options.title")} <span className="font-normal">{t("options.size", { max: FORM_LIMITS.options })}</span>
      </legend>
      <div role={meta.errors ? "alert" : undefined}>
        <ErrorList id={meta.errorId} errors={meta.errors} />
      </div>
      {count === 0 ? <p>{t("options.empty")}</p> : null}
      <ol className="space-y-3">
        {rows.map((row, i) => {
          const cells = fieldsetOf(row);
          const id = cells.id as AnyMeta;
          return (
            <li key={row.key} className="rounded-[var(--radius)] bg-muted-50 p-3 dark:bg-muted-900">
              <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
                <p className="font-semibold">{rowLabel(i)}</p>
                <div className="flex flex-wrap gap-2">
                  {i > 0 ? (
                    <Button
                      type="submit"
                      variant="secondary"
                      {...form.reorder.getButtonProps({ name: meta.name, from: i, to: i - 1 })}
                    >
                      {t("questions.up")}
                      <span className="sr-only"> {rowLabel(i)}</span>
                    </Button>
                  ) : null}
                  {i < count - 1 ? (
                    <Button
                      type="submit"
                      variant="secondary"
                      {...form.reorder.getButtonProps({ name: meta.name, from: i, to: i + 1 })}
                    >
                      {t("questions.down")}
                      <span className="sr-only"> {rowLabel(i)}</span>
                    </Button>
                  ) : null}
                  <Button type="submit" variant="secondary" {...form.remove.getButtonProps({ name: meta.name, index: i })}>
                    {t("options.remove")}
                    <span className="sr-only"> {rowLabel(i)}</span>
                  </Button>
                </div>
              </div>
              {/* The option's stable id (answers and conditions name it); a new row gets one from the API. */}
              <input {...getInputProps(id, { type: "hidden" })} key={id.key} />
              <ErrorList id={id.errorId} errors={id.errors} />
              <div className="grid gap-4 sm:grid-cols-2">
                <Field meta={cells.label as AnyMeta} label={t("options.label", { number: i + 1 })} />
                <Field meta={cells.label_en as AnyMeta} label={t("options.labelEn", { number: i + 1 })} />
              </div>
            </li>
          );
        })}
      </ol>
      {count < FORM_LIMITS.options ? (
        <Button
          type="submit"
          variant="secondary"
          {...form.insert.getButtonProps({ name: meta.name, defaultValue: { label: "" } as never })}
        >
          {t("options.add")}
        </Button>
      ) : null}
    </fieldset>
  );
}

function ConditionFields({ form, meta, targets }: { form: FormMeta; meta: AnyMeta; targets: readonly ConditionTarget[] }) {
  const { t } = useTranslation("form-builder");
  const c = fieldsetOf(meta);
  const questionId = c.question_id as AnyMeta;
  const op = c.op as AnyMeta;
  const value = c.value as AnyMeta;
  const values = c.values as AnyMeta;
  const chosen = targets.find((q) => String(q.id) === text(questionId.value));
  const chosenOp = text(op.value) === "one_of" ? "one_of" : "equals";
  const chosenValues = new Set(
    Array.isArray(values.value) ? (values.value as unknown[]).map(String) : values.value ? [String(values.value)] : [],
  );
  return (
    <fieldset
      className="space-y-4 rounded-[var(--radius)] border border-muted-200 p-4 dark:border-muted-700"
      aria-describedby={meta.errorId}
    >
      <legend className="px-1 font-semibold">{t("condition.title")}</legend>
      <div role={meta.errors ? "alert" : undefined}>
        <ErrorList id={meta.errorId} errors={meta.errors} />
      </div>
      {targets.length === 0 ? (
        <p>{t("condition.noTargets")}</p>
      ) : (
        <>
          <div className="flex flex-wrap items-end gap-3">
            <div className="grow">
              <SelectField
                meta={questionId}
                label={t("condition.question")}
                placeholder={t("condition.always")}
                options={targets.map((q) => ({ value: String(q.id), label: q.text }))}
              />
            </div>
            <Button type="submit" variant="secondary" className="mb-7" {...form.validate.getButtonProps({ name: meta.name })}>
              {t("condition.showChoices")}
            </Button>
          </div>
          {chosen?.question_type === "checkbox" ? (
            <p>{t("condition.whenTicked")}</p>
          ) : chosen && isChoiceType(chosen.question_type) ? (
            <>
              <SelectField
                meta={op}
                label={t("condition.op")}
                options={[
                  { value: "equals", label: t("condition.ops.equals") },
                  { value: "one_of", label: t("condition.ops.one_of") },
                ]}
              />
              {chosenOp === "one_of" ? (
                <fieldset aria-describedby={values.errorId}>
                  <legend className="font-semibold">{t("condition.values")}</legend>
                  <div className="mt-2 space-y-1">
                    {chosen.options.map((o) => (
                      <div key={o.id} className="flex items-center gap-2">
                        <input
                          type="checkbox"
                          id={`${values.id}-${o.id}`}
                          name={values.name}
                          value={o.id}
                          defaultChecked={chosenValues.has(o.id)}
                          className="size-4 accent-primary-700"
                        />
                        <label htmlFor={`${values.id}-${o.id}`} lang="nl">
                          {o.label}
                        </label>
                      </div>
                    ))}
                  </div>
                  <ErrorList id={values.errorId} errors={values.errors} />
                </fieldset>
              ) : (
                <SelectField
                  meta={value}
                  label={t("condition.value")}
                  placeholder=""
                  options={chosen.options.map((o) => ({ value: o.id, label: o.label }))}
                />
              )}
            </>
          ) : chosen ? (
            <Field meta={value} label={t("condition.text")} />
          ) : null}
          <p className="text-sm text-muted-700 dark:text-muted-300">{t("condition.help")}</p>
        </>
      )}
    </fieldset>
  );
}
