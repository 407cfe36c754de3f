/**
 * /form_builder/{id}/questions/{questionId}: one question's editor (ADR 0061), saved at the form's version (a change
 * by someone else meanwhile comes back as "changed meanwhile", the typed values kept), then back to the list at it.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { conditionTargets, editQuestion, loadBuilderForm } from "~/components/form-builder/builder-question.server";
import { QuestionEditor } from "~/components/form-builder/builder-question-editor";
import { questionDefaults, questionEditSchema } from "~/components/form-builder/builder-schema";
import { PageHeading } from "~/components/forms";
import { routeError } from "~/utils/route-errors";
import { loaderTitle, type RouteHandle } from "~/utils/route-handle";
import { redirectWithToast } from "~/utils/toast.server";
import { localPath, toastT } from "~/utils/urls.server";

export const handle: RouteHandle = {
  titleKey: "form-builder:editor.editTitle",
  title: loaderTitle<typeof loader>((data) => data.question.text),
};

async function loadQuestion(
  context: Parameters<typeof loader>[0]["context"],
  request: Request,
  params: Record<string, string | undefined>,
) {
  const { form, questions } = await loadBuilderForm(context, request, params.id);
  const index = questions.findIndex((q) => String(q.id) === params.questionId);
  const question = questions[index];
  if (!question) throw routeError(404, "not_found");
  return { form, question, index, targets: conditionTargets(questions, index) };
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { form, question, index, targets } = await loadQuestion(context, request, params);
  return {
    form: { id: form.id, title: form.title },
    question: { id: String(question.id), text: question.text, number: index + 1 },
    targets,
    defaultValue: questionDefaults(question, form.lockVersion),
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { form, question, targets } = await loadQuestion(context, request, params);
  const result = await editQuestion(context, await request.formData(), String(question.id), targets);
  if (!result.ok) return result.reply;
  const t = await toastT(context, "form-builder");
  return redirectWithToast(context, localPath(request, `/form_builder/${form.id}/edit#question-${question.id}`), {
    color: "success",
    message: t("editor.saved"),
  });
}

export default function EditQuestion() {
  const { t } = useTranslation("form-builder");
  const { form, question, targets, defaultValue } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <div className="max-w-3xl">
      <PageHeading
        title={t("editor.editTitle")}
        description={t("editor.editDescription", { title: form.title, number: question.number })}
        back={{ to: `/form_builder/${form.id}/edit`, label: t("editor.back") }}
      />
      <QuestionEditor
        key={defaultValue.lockVersion}
        schema={questionEditSchema}
        defaultValue={defaultValue}
        lastResult={lastResult ?? undefined}
        targets={targets}
        saveLabel={t("editor.save")}
      />
    </div>
  );
}
