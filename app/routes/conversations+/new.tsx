/**
 * Starting a thread (ADR 0064): `/conversations/new?vacature={id}` — a volunteer or student asks the organisation of
 * a published vacancy a question ("Stel een vraag", the subject prefilled with the vacancy's title) — and
 * `/conversations/new?aanmelding={id}` — the organisation's side writes to an applicant who has an account ("Stuur een
 * bericht"). What it starts from is the address, never a field; whether the user may, the API decides (its refusal
 * shows above the form). Sent: on to the thread. Works without JavaScript.
 */
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, redirect, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { startSchema } from "~/components/conversations/conversation-forms";
import { ErrorList, FormErrors, inputClass, PageHeading, SubmitButton, TextareaField, validateWith } from "~/components/forms";
import { currentUser } from "~/utils/account.server";
import { getOne, sendOne } from "~/utils/api-resources.server";
import { submitForm } from "~/utils/forms.server";
import { routeError } from "~/utils/route-errors";
import type { RouteHandle } from "~/utils/route-handle";
import { localPath } from "~/utils/urls.server";
import type { ApplicationAttributes } from "../../../contract/applications";
import { CONVERSATION_BODY_MAX, type ConversationAttributes } from "../../../contract/conversations";
import type { VacancyAttributes } from "../../../contract/vacancies";

export const handle: RouteHandle = { titleKey: "conversations:title" };

const WHOLE = /^\d{1,12}$/;

/** What the thread starts from: `?vacature=` or `?aanmelding=` (one whole number), else 404. */
function originOf(request: Request): { vacancyId: string } | { applicationId: string } {
  const search = new URL(request.url).searchParams;
  const vacancy = search.get("vacature");
  const application = search.get("aanmelding");
  if (vacancy && WHOLE.test(vacancy)) return { vacancyId: vacancy };
  if (application && WHOLE.test(application)) return { applicationId: application };
  throw routeError(404, "not_found");
}

export async function loader({ context, request }: LoaderFunctionArgs) {
  await currentUser(context, request);
  const origin = originOf(request);
  if ("vacancyId" in origin) {
    const { data } = await getOne<VacancyAttributes>(context.api, `/api/v1/vacancies/${origin.vacancyId}`);
    return { kind: "vacancy" as const, subject: data.title, noAccount: false, idempotencyKey: context.newIdempotencyKey() };
  }
  const { data } = await getOne<ApplicationAttributes>(context.api, `/api/v1/applications/${origin.applicationId}`);
  return {
    kind: "application" as const,
    subject: data.vacancyTitle,
    noAccount: data.userId === null,
    idempotencyKey: context.newIdempotencyKey(),
  };
}

export async function action({ context, request }: ActionFunctionArgs) {
  await currentUser(context, request);
  const origin = originOf(request);
  const result = await submitForm(await request.formData(), startSchema, (value) =>
    sendOne<ConversationAttributes>(context.api).post("/api/v1/conversations", {
      body: {
        data: {
          type: "conversations",
          attributes: {
            ...("vacancyId" in origin
              ? { vacancy_id: Number(origin.vacancyId) }
              : { application_id: Number(origin.applicationId) }),
            subject: value.subject,
            body: value.body,
            idempotency_key: value.idempotencyKey,
          },
        },
      },
      errors: "throw",
    }),
  );
  if (!result.ok) return result.reply;
  return redirect(localPath(request, `/conversations/${result.data.data.id}`));
}

export default function NewConversationPage() {
  const { t } = useTranslation("conversations");
  const { kind, subject, noAccount, idempotencyKey } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm<z.input<typeof startSchema>>({
    id: "start-conversation",
    lastResult: lastResult ?? undefined,
    defaultValue: { subject },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: validateWith(startSchema),
  });
  const subjectProps = getInputProps(fields.subject, { type: "text" });
  const title = kind === "vacancy" ? t("start.askTitle") : t("start.messageTitle");
  return (
    <div className="max-w-2xl">
      <PageHeading title={title} description={kind === "vacancy" ? t("start.askIntro") : t("start.messageIntro")} />
      {noAccount ? (
        <p role="status">{t("start.noAccount")}</p>
      ) : (
        <Form method="post" {...getFormProps(form)} className="space-y-5">
          <FormErrors form={form} result={lastResult ?? undefined} />
          <input type="hidden" name={fields.idempotencyKey.name} value={idempotencyKey} />
          <div>
            <label htmlFor={fields.subject.id} className="block font-semibold">
              {t("start.subject")}
            </label>
            <input {...subjectProps} key={subjectProps.key} className={inputClass} />
            <ErrorList id={fields.subject.errorId} errors={fields.subject.errors} />
          </div>
          <TextareaField meta={fields.body} label={t("start.body")} rows={6} maxLength={CONVERSATION_BODY_MAX} />
          <SubmitButton>{t("start.send")}</SubmitButton>
        </Form>
      )}
    </div>
  );
}
