/**
 * /form_builder/{id}/questions/new?type=…&position=…: a new question of the type chosen in the question list, at the
 * place chosen there (ADR 0061) — the question editor, then back to the list at the new question.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { addQuestion, conditionTargets, loadBuilderForm } from "~/components/form-builder/builder-question.server";
import { QuestionEditor } from "~/components/form-builder/builder-question-editor";
import { isChoiceType, questionAddSchema } from "~/components/form-builder/builder-schema";
import { PageHeading } from "~/components/forms";
import { pick } from "~/utils/list-query";
import type { RouteHandle } from "~/utils/route-handle";
import { redirectWithToast } from "~/utils/toast.server";
import { localPath, toastT } from "~/utils/urls.server";
import { QUESTION_TYPES } from "../../../contract/forms";

export const handle: RouteHandle = { titleKey: "form-builder:editor.newTitle" };

/** The place asked for, within the form (absent or past the end: last). */
function placeOf(value: FormDataEntryValue | string | null, count: number): number {
  const n = Number.parseInt(String(value ?? ""), 10);
  return Number.isInteger(n) && n >= 0 && n <= count ? n : count;
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { form, questions } = await loadBuilderForm(context, request, params.id);
  const query = new URL(request.url).searchParams;
  const type = pick(query.get("type"), QUESTION_TYPES) ?? "text";
  const position = placeOf(query.get("position"), questions.length);
  return {
    form: { id: form.id, title: form.title },
    position,
    targets: conditionTargets(questions, position),
    defaultValue: {
      questionType: type,
      options: isChoiceType(type) ? [{ label: "" }, { label: "" }] : [],
      condition: { question_id: "", op: "", value: "", values: [] },
      lockVersion: String(form.lockVersion),
    },
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { form, questions } = await loadBuilderForm(context, request, params.id);
  const formData = await request.formData();
  const position = placeOf(formData.get("position"), questions.length);
  const result = await addQuestion(context, formData, form.id, conditionTargets(questions, position));
  if (!result.ok) return result.reply;
  const t = await toastT(context, "form-builder");
  const question = encodeURIComponent(result.data.data.id);
  return redirectWithToast(context, localPath(request, `/form_builder/${form.id}/edit#question-${question}`), {
    color: "success",
    message: t("editor.added"),
  });
}

export default function NewQuestion() {
  const { t } = useTranslation("form-builder");
  const { form, position, targets, defaultValue } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <div className="max-w-3xl">
      <PageHeading
        title={t("editor.newTitle")}
        description={t("editor.newDescription", { title: form.title, number: position + 1 })}
        back={{ to: `/form_builder/${form.id}/edit`, label: t("editor.back") }}
      />
      <QuestionEditor
        schema={questionAddSchema}
        defaultValue={defaultValue}
        lastResult={lastResult ?? undefined}
        targets={targets}
        position={position}
        saveLabel={t("editor.add")}
      />
    </div>
  );
}
