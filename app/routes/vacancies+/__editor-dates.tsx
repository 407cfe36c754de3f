/**
 * The vacancy editor's dates section, shown for type `activity` only — by CSS (`:has()` on the type
 * select's chosen option), so it follows the select with and without JavaScript. Frequency and waitlist, then a
 * list of dates or a weekly/monthly rule (radio `datesMode`, the other part hidden the same way). The list's rows
 * are Conform's list: "More dates" and "Remove" are Conform intent buttons, which work as plain submits without
 * JavaScript (the action answers the form back with the rows added or removed) and in the browser with it.
 * Schemas and the API mapping: __editor-dates-schema.ts.
 */
import { type FieldMetadata, type FormMetadata, getInputProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { weekdayNames } from "~/components/activities/month";
import {
  CheckboxField,
  CheckboxGroup,
  ErrorList,
  inputClass,
  RadioGroup,
  SelectField,
  secondaryButtonClass,
} from "~/components/forms";
import { ACTIVITY_FREQUENCIES, RECURRENCE_FREQS, RECURRENCE_INTERVAL } from "../../../contract/activity-vocabulary";
import { DATES_MODES } from "./__editor-dates-schema";

// biome-ignore lint/suspicious/noExplicitAny: fields of the editor's schema; names, ids, values and errors are read.
type AnyField = FieldMetadata<any, any, string[]>;
// biome-ignore lint/suspicious/noExplicitAny: the editor's form (add or edit schema).
type AnyForm = FormMetadata<any, string[]>;
type ListField = AnyField & { getFieldList(): AnyField[] };
type ObjectField = AnyField & { getFieldset(): Record<string, AnyField> };
const fieldsetOf = (field: AnyField) => (field as ObjectField).getFieldset();

function SmallInput({
  meta,
  label,
  type,
  min,
}: {
  meta: AnyField;
  label: string;
  type: "date" | "time" | "number";
  min?: string;
}) {
  const props = getInputProps(meta, { type });
  return (
    <div className="min-w-0">
      <label htmlFor={meta.id} className="block text-sm font-semibold">
        {label}
      </label>
      <input {...props} key={props.key} min={min} step={type === "number" ? "1" : undefined} className={inputClass} />
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

export function EditorDates({ form, fields }: { form: AnyForm; fields: Record<string, AnyField> }) {
  const { t, i18n } = useTranslation("activities");
  const rows = (fields.occurrences as ListField).getFieldList();
  const rule = fieldsetOf(fields.recurrence);
  const days = weekdayNames(i18n.language, "long");
  return (
    <fieldset
      className="hidden space-y-5 group-has-[select[name=vacancyType]_option[value=activity]:checked]/editor:block"
      data-testid="editor-dates"
    >
      <legend className="mb-3 text-lg font-semibold">{t("editor.legend")}</legend>
      <SelectField
        meta={fields.frequency}
        label={t("editor.frequency")}
        options={ACTIVITY_FREQUENCIES.map((f) => ({ value: f, label: t(`frequencies.${f}`) }))}
      />
      <CheckboxField meta={fields.waitlistEnabled} label={t("editor.waitlistEnabled")} />
      <div className="group/dates space-y-5">
        <RadioGroup
          meta={fields.datesMode}
          legend={t("editor.datesMode")}
          options={DATES_MODES.map((m) => ({ value: m, label: t(`editor.modes.${m}`) }))}
        />
        {/* The dates as a whole (none upcoming, one with sign-ups removed): shown with rows and with a rule. */}
        <ErrorList id={fields.occurrences.errorId} errors={fields.occurrences.errors} />
        <div className="space-y-3 group-has-[input[name=datesMode][value=rule]:checked]/dates:hidden" data-testid="date-rows">
          <p className="text-sm text-muted-700 dark:text-muted-300">{t("editor.rowsHint")}</p>
          <ol className="space-y-3">
            {rows.map((row, index) => {
              const r = fieldsetOf(row);
              return (
                <li
                  key={row.key}
                  className="rounded-[var(--radius)] border border-muted-200 p-3 dark:border-muted-700"
                  data-testid="date-row"
                >
                  <fieldset>
                    <legend className="text-sm font-semibold">{t("editor.row", { number: index + 1 })}</legend>
                    {r.id.initialValue ? <input type="hidden" name={r.id.name} value={String(r.id.initialValue)} /> : null}
                    <div className="mt-2 grid gap-x-3 sm:grid-cols-2 lg:grid-cols-5">
                      <SmallInput meta={r.date} label={t("editor.date")} type="date" />
                      <SmallInput meta={r.startTime} label={t("editor.startTime")} type="time" />
                      <SmallInput meta={r.endTime} label={t("editor.endTime")} type="time" />
                      <SmallInput meta={r.endDate} label={t("editor.endDate")} type="date" />
                      <SmallInput meta={r.capacity} label={t("editor.capacity")} type="number" min="1" />
                    </div>
                    <button
                      {...form.remove.getButtonProps({ name: fields.occurrences.name, index })}
                      className={`${secondaryButtonClass} mt-1`}
                    >
                      {t("editor.removeRow", { number: index + 1 })}
                    </button>
                  </fieldset>
                </li>
              );
            })}
          </ol>
          <button
            {...form.insert.getButtonProps({ name: fields.occurrences.name })}
            className={secondaryButtonClass}
            data-testid="more-dates"
          >
            {t("editor.moreDates")}
          </button>
        </div>
        <div
          className="hidden space-y-4 group-has-[input[name=datesMode][value=rule]:checked]/dates:block"
          data-testid="date-rule"
        >
          <div className="grid gap-x-5 sm:grid-cols-2">
            <SelectField
              meta={rule.freq}
              label={t("editor.ruleFreq")}
              options={RECURRENCE_FREQS.map((f) => ({ value: f, label: t(`editor.freqs.${f}`) }))}
            />
            <SelectField
              meta={rule.interval}
              label={t("editor.interval")}
              options={Array.from({ length: RECURRENCE_INTERVAL.max }, (_, i) => ({
                value: String(i + 1),
                label: t("editor.intervalEvery", { count: i + 1 }),
              }))}
            />
          </div>
          <CheckboxGroup
            meta={rule.weekdays}
            legend={t("editor.weekdays")}
            options={days.map((name, i) => ({ value: String(i), label: name }))}
          />
          <div className="grid gap-x-3 sm:grid-cols-2 lg:grid-cols-5">
            <SmallInput meta={rule.startDate} label={t("editor.startDate")} type="date" />
            <SmallInput meta={rule.startTime} label={t("editor.startTime")} type="time" />
            <SmallInput meta={rule.endTime} label={t("editor.endTime")} type="time" />
            <SmallInput meta={rule.until} label={t("editor.until")} type="date" />
            <SmallInput meta={rule.capacity} label={t("editor.capacity")} type="number" min="1" />
          </div>
          <p className="text-sm text-muted-700 dark:text-muted-300">{t("editor.ruleHint")}</p>
        </div>
      </div>
    </fieldset>
  );
}
