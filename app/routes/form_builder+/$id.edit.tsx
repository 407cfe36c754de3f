/**
 * SPEC §2 /form_builder/{id}/edit: a form's questions in order, for its owners (ADR 0061). Each question: its type,
 * whether it is required, when it is shown (its condition); edit (its own screen), move up or down, remove
 * (confirmed; the API refuses to remove a question another question's condition names, and that is said here); add
 * a question of a chosen type at a chosen place. Every step is a form post that comes back here at the question it
 * moved; with JavaScript a question can also be dragged to its place (the same move, sent without a reload). Each
 * write is at the form's version: a change by someone else meanwhile is said, not overwritten.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useFetcher, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formIdOf, loadForm, requireFormManager } from "~/components/form-builder/builder.server";
import { conditionSummary } from "~/components/form-builder/builder-condition";
import { FormStatusBadge } from "~/components/form-builder/builder-status";
import { inputClass, linkClass, PageHeading } from "~/components/forms";
import { LocaleLink, useLocalizePath } from "~/components/locale-link";
import { Button, ButtonLink } from "~/components/ui/button";
import { isConfirmed } from "~/components/ui/confirm-form";
import { SortableList } from "~/components/ui/sortable-list";
import { StatusBadge } from "~/components/ui/status-badge";
import { ApiError } from "~/utils/api.server";
import { formErrorsFromApi } from "~/utils/forms.server";
import { routeError } from "~/utils/route-errors";
import { loaderTitle, type RouteHandle } from "~/utils/route-handle";
import { redirectWithToast } from "~/utils/toast.server";
import { localPath, toastT } from "~/utils/urls.server";
import { FORM_LIMITS, QUESTION_TYPES } from "../../../contract/forms";

export const handle: RouteHandle = {
  titleKey: "form-builder:questions.title",
  title: loaderTitle<typeof loader>((data) => data.form.title),
};

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireFormManager(context, request);
  const form = await loadForm(context, formIdOf(params.id));
  const questions = form.definition.questions;
  return {
    form: { id: form.id, title: form.title, status: form.status, lockVersion: form.lockVersion },
    questions: questions.map((q) => ({
      id: String(q.id),
      type: q.question_type,
      text: q.text,
      required: q.required,
      longAnswer: q.long_answer,
      optionCount: q.options.length,
      condition: conditionSummary(q.condition, questions),
    })),
  };
}

type Notice = { stale: true } | { unconfirmed: string } | { refused: string; messages: string[] };

/** Move (`intent` up | down | move with `position`) or remove (`intent` delete, confirmed) the question `id`. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  await requireFormManager(context, request);
  const formId = formIdOf(params.id);
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  const id = String(formData.get("id") ?? "");
  if (!/^\d{1,12}$/.test(id)) throw routeError(400, "error");
  const t = await toastT(context, "form-builder");
  const back = localPath(request, `/form_builder/${formId}/edit`);
  const lockVersion = Number(formData.get("lockVersion"));
  try {
    if (intent === "up" || intent === "down" || intent === "move") {
      const index = Number(formData.get("index"));
      const to = intent === "move" ? Number(formData.get("position")) : intent === "up" ? index - 1 : index + 1;
      if (!Number.isInteger(to) || to < 0 || to > FORM_LIMITS.questions) throw routeError(400, "error");
      await context.api.post(`/api/v1/form_questions/${encodeURIComponent(id)}/move`, {
        body: { data: { type: "form_questions", attributes: { position: to, lock_version: lockVersion } } },
        errors: "throw",
      });
      return redirectWithToast(context, `${back}#question-${id}`, { color: "success", message: t("questions.moved") });
    }
    if (intent === "delete") {
      if (!isConfirmed(formData)) return { unconfirmed: id } satisfies Notice;
      await context.api.delete(`/api/v1/form_questions/${encodeURIComponent(id)}`, { errors: "throw" });
      return redirectWithToast(context, back, { color: "success", message: t("questions.removed") });
    }
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return { stale: true } satisfies Notice;
    if (error instanceof ApiError && error.status === 422) {
      // A move that would put a condition's question after its dependant, a removal of a question a condition names.
      const { formErrors, fieldErrors } = formErrorsFromApi(error, []);
      return { refused: id, messages: [...formErrors, ...Object.values(fieldErrors).flat()] } satisfies Notice;
    }
    throw error;
  }
  throw routeError(400, "error");
}

export default function FormQuestions() {
  const { t } = useTranslation("form-builder");
  const { form, questions } = useLoaderData<typeof loader>();
  const notice = useActionData<typeof action>() as Notice | undefined;
  const localize = useLocalizePath();
  const mover = useFetcher<typeof action>();
  const moverNotice = mover.data as Notice | undefined;
  const shown = moverNotice ?? notice;
  return (
    <div className="max-w-4xl space-y-8">
      <div>
        <PageHeading
          title={t("questions.heading", { title: form.title })}
          back={{ to: `/form_builder/${form.id}`, label: t("questions.back") }}
        />
        <div className="flex flex-wrap items-center gap-4">
          <FormStatusBadge status={form.status} />
          <LocaleLink to={`/form_builder/${form.id}/preview`} className={linkClass}>
            {t("overview.preview")}
          </LocaleLink>
        </div>
        {shown && "stale" in shown ? (
          <p role="alert" className="mt-3 font-medium text-red-700 dark:text-red-300">
            {t("errors.stale")}
          </p>
        ) : null}
        {shown && "refused" in shown ? (
          <div role="alert" className="mt-3 font-medium text-red-700 dark:text-red-300">
            {shown.messages.map((m) => (
              <p key={m}>{t(m)}</p>
            ))}
          </div>
        ) : null}
      </div>

      {questions.length === 0 ? <p>{t("questions.empty")}</p> : null}
      <SortableList
        items={questions}
        idOf={(question) => question.id}
        label={t("questions.listLabel")}
        anchor="question"
        lockVersion={form.lockVersion}
        mover={mover}
        itemLabel={(question, index) => t("questions.itemLabel", { number: index + 1, text: question.text })}
        words={{ drag: t("questions.drag"), up: t("questions.up"), down: t("questions.down"), remove: t("questions.remove") }}
        unconfirmed={shown !== undefined && "unconfirmed" in shown ? shown.unconfirmed : null}
        summary={(question, index, handle) => (
          <>
            <p className="font-semibold">
              {handle}
              {index + 1}.{" "}
              <span lang="nl" className="break-words">
                {question.text}
              </span>
            </p>
            <div className="mt-1 flex flex-wrap items-center gap-2 text-sm">
              <StatusBadge tone="info">{t(`types.${question.type}`)}</StatusBadge>
              {question.required ? <StatusBadge tone="warning">{t("questions.required")}</StatusBadge> : null}
              {question.longAnswer ? <span>{t("questions.longAnswer")}</span> : null}
              {question.optionCount > 0 ? <span>{t("questions.options", { count: question.optionCount })}</span> : null}
            </div>
            {question.condition ? (
              <p className="mt-1 text-sm text-muted-700 dark:text-muted-300">
                {t(`condition.summary.${question.condition.op}`, {
                  question: question.condition.question,
                  value: question.condition.value,
                })}
              </p>
            ) : null}
          </>
        )}
        actions={(question, _index, label) => (
          <ButtonLink to={`/form_builder/${form.id}/questions/${question.id}`} variant="secondary">
            {t("questions.edit")}
            <span className="sr-only"> {label}</span>
          </ButtonLink>
        )}
      />

      {questions.length < FORM_LIMITS.questions ? (
        <section aria-labelledby="add-question-heading" className="rounded-[var(--radius)] bg-muted-50 p-4 dark:bg-muted-900">
          <h2 id="add-question-heading" className="mb-3 text-lg font-semibold">
            {t("questions.add")}
          </h2>
          <Form
            method="get"
            action={localize(`/form_builder/${form.id}/questions/new`)}
            className="flex flex-wrap items-end gap-4"
          >
            <div>
              <label htmlFor="add-question-type" className="block font-semibold">
                {t("fields.questionType")}
              </label>
              <select id="add-question-type" name="type" className={inputClass} required>
                {QUESTION_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`types.${type}`)}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="add-question-position" className="block font-semibold">
                {t("questions.place")}
              </label>
              <select id="add-question-position" name="position" defaultValue={questions.length} className={inputClass}>
                {questions.map((question, index) => (
                  <option key={question.id} value={index}>
                    {t("questions.before", { number: index + 1 })}
                  </option>
                ))}
                <option value={questions.length}>{t("questions.atEnd")}</option>
              </select>
            </div>
            <Button type="submit">{t("questions.addSubmit")}</Button>
          </Form>
        </section>
      ) : (
        <p>{t("questions.full", { count: FORM_LIMITS.questions })}</p>
      )}
    </div>
  );
}
