/**
 * /form_builder/{id}/submissions/{submissionId} (SPEC §2): one submission with every question as it was asked when it
 * was answered (the form's version it was sent at, ADR 0061) — a question changed or removed since keeps its old text
 * here — its sections as headings. For the form's managers (forms.manage).
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { answerText } from "~/components/form-builder/answer-view";
import { useContentText } from "~/components/form-builder/fill-form";
import { PageHeading } from "~/components/forms";
import { DefinitionList } from "~/components/ui/definition-list";
import { getOne } from "~/utils/api-resources.server";
import { routeError } from "~/utils/route-errors";
import type { RouteHandle } from "~/utils/route-handle";
import { formatTimestamp } from "../../../contract/dates";
import { type FormAttributes, type FormSubmissionAttributes, formSteps } from "../../../contract/forms";

export const handle: RouteHandle = { titleKey: "form-fill:submission.title", requires: "forms.manage" };

export async function loader({ params, context }: LoaderFunctionArgs) {
  const id = params.id ?? "";
  const submissionId = params.submissionId ?? "";
  if (!/^\d{1,12}$/.test(id) || !/^\d{1,12}$/.test(submissionId)) throw routeError(404, "not_found");
  const [form, submission] = await Promise.all([
    getOne<FormAttributes>(context.api, `/api/v1/forms/${id}`),
    getOne<FormSubmissionAttributes>(context.api, `/api/v1/form_submissions/${submissionId}`),
  ]);
  // A submission is read under its own form's address only.
  if (String(submission.data.formId) !== form.data.id) throw routeError(404, "not_found");
  return {
    form: { id: form.data.id, title: form.data.title, titleEn: form.data.titleEn },
    submission: {
      id: submission.data.id,
      submittedAt: submission.data.submittedAt,
      invitationEmail: submission.data.invitationEmail,
      formVersion: submission.data.formVersion,
      answers: submission.data.answers,
      definition: submission.data.definition ?? null,
    },
  };
}

export default function FormSubmission() {
  const { t, i18n } = useTranslation("form-fill");
  const text = useContentText();
  const { form, submission } = useLoaderData<typeof loader>();
  const title = text(form.title, form.titleEn);
  const words = { yes: t("answer.yes"), no: t("answer.no"), none: t("answer.none") };
  const steps = submission.definition ? formSteps(submission.definition) : [];
  return (
    <div className="max-w-3xl space-y-6">
      <PageHeading
        title={t("submission.heading", { number: submission.id })}
        description={title.text}
        descriptionLang={title.lang}
        back={{ to: `/form_builder/${form.id}/submissions`, label: t("submission.back") }}
      />
      <DefinitionList
        items={[
          { term: t("submissions.submittedAt"), description: formatTimestamp(submission.submittedAt, i18n.language) },
          ...(submission.invitationEmail ? [{ term: t("submissions.invitation"), description: submission.invitationEmail }] : []),
          { term: t("submission.version"), description: String(submission.formVersion) },
        ]}
      />
      {submission.definition === null ? <p>{t("submission.noDefinition")}</p> : null}
      {steps.map((step, index) => {
        const answered = step.questions.filter((q) => q.question_type !== "info_section");
        if (answered.length === 0 && !step.section) return null;
        const heading = step.section ? text(step.section.text, step.section.text_en) : null;
        return (
          <section
            key={step.section?.id ?? `start-${index}`}
            className="space-y-3"
            aria-label={heading?.text ?? t("submission.answers")}
          >
            {heading ? (
              <h2 className="text-xl font-semibold" lang={heading.lang}>
                {heading.text}
              </h2>
            ) : null}
            {answered.length ? (
              <DefinitionList
                items={answered.map((q) => ({
                  term: text(q.text, q.text_en).text,
                  description: (
                    <span className="whitespace-pre-line">
                      {answerText(q, submission.answers[String(q.id)], i18n.language, words)}
                    </span>
                  ),
                }))}
              />
            ) : null}
          </section>
        );
      })}
    </div>
  );
}
