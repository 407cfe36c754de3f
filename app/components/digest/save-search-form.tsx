/**
 * "Zoekopdracht bewaren" on `/vacancies/search` (ADR 0066): a small post form for a signed-in user — the name
 * (prefilled from the search) and the search's query in a hidden field; the search route's action sends it to
 * `POST /api/v1/saved_searches` and comes back to the same search. Works without JavaScript.
 */
import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Field, FormErrors, SubmitButton, validateWith } from "~/components/forms";
import { SAVE_SEARCH_INTENT, saveSearchSchema } from "./saved-search-forms";

export function SaveSearchForm({
  query,
  defaultName,
  lastResult,
}: {
  /** The search's query string (without `?`). */
  query: string;
  defaultName: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation("digest");
  const [form, fields] = useForm({
    id: "save-search-form",
    lastResult,
    shouldValidate: "onBlur",
    defaultValue: { name: defaultName, query },
    onValidate: validateWith(saveSearchSchema),
  });
  const hidden = getInputProps(fields.query, { type: "hidden" });
  return (
    <section aria-labelledby="save-search-title" className="mb-4 rounded-[var(--radius)] border p-3" data-testid="save-search">
      <h2 id="save-search-title" className="font-semibold">
        {t("savedSearches.saveTitle")}
      </h2>
      <p className="text-sm text-muted-700 dark:text-muted-300">{t("savedSearches.saveHint")}</p>
      <Form method="post" {...getFormProps(form)} className="mt-2 flex flex-wrap items-end gap-3">
        <FormErrors form={form} result={lastResult} />
        <input {...hidden} key={hidden.key} value={query} />
        <Field meta={fields.name} label={t("savedSearches.name")} className="min-w-48 flex-1" />
        <SubmitButton name="intent" value={SAVE_SEARCH_INTENT}>
          {t("savedSearches.save")}
        </SubmitButton>
      </Form>
    </section>
  );
}
