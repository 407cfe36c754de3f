/**
 * /applications/{id}/withdraw?token=… (public; the signed link in an anonymous applicant's confirmation mail):
 * a confirm form posting the token to `POST /api/v1/applications/{id}/withdraw`, then (post/redirect/get) the done
 * state with what was withdrawn. The link is checked before the form shows (`GET …/withdraw?token=`, which spends
 * nothing): a wrong, spent or missing token is a clear message at once, never a form that can only fail, nor an
 * error page — the API answers it like an unknown application (404), so the page cannot tell the two apart either;
 * an application that can no longer be withdrawn (decided) says so. Never stored by the edge cache (ADR 0006): what
 * it shows depends on the application's state, not only on the URL.
 */
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/forms";
import { LocaleLink } from "~/components/locale-link";
import { Button, buttonClassName } from "~/components/ui/button";
import { DefinitionList } from "~/components/ui/definition-list";
import { ApiError } from "~/utils/api.server";
import { getOne, sendOne } from "~/utils/api-resources.server";
import { flashNote, redirectWithSession, takeNote } from "~/utils/flash.server";
import type { RouteHandle } from "~/utils/route-handle";
import { localPath } from "~/utils/urls.server";
import type { ApplicationAttributes } from "../../../contract/applications";

export const handle: RouteHandle = { isPublic: true, titleKey: "vacancies:withdraw.title" };

const ID = /^\d{1,12}$/;
const TOKEN = /^[A-Za-z0-9_.~-]{1,200}$/;

export const headers: HeadersFunction = () => ({ "Cache-Control": "private, max-age=0" });

type Refusal = "badToken" | "notWithdrawable";

/** Does the link still work? The API checks the token without spending it. */
async function checkLink(context: LoaderFunctionArgs["context"], id: string, token: string) {
  if (!ID.test(id) || !TOKEN.test(token)) return { refused: "badToken" as Refusal, application: null };
  try {
    const { data } = await getOne<ApplicationAttributes>(context.api, `/api/v1/applications/${id}/withdraw`, {
      query: { token },
      errors: "throw",
    });
    const application = { vacancyTitle: data.vacancyTitle, organizationName: data.organizationName };
    if (!(data.allowedStatuses ?? []).includes("withdrawn")) return { refused: "notWithdrawable" as Refusal, application };
    return { refused: null, application };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { refused: "badToken" as Refusal, application: null };
    throw error;
  }
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const id = params.id ?? "";
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const note = takeNote(context, "applicationWithdrawn");
  const done = note && note.applicationId === id ? note : null;
  // Once withdrawn the token is spent: the done state comes from the flash, not from the link.
  const { refused, application } = done ? { refused: null, application: null } : await checkLink(context, id, token);
  return { id, token: TOKEN.test(token) ? token : "", refused, application, done };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const id = params.id ?? "";
  const token = String((await request.formData()).get("token") ?? "");
  if (!ID.test(id) || !TOKEN.test(token)) return { failed: "badToken" as const };
  try {
    const { data } = await sendOne<ApplicationAttributes>(context.api).post(`/api/v1/applications/${id}/withdraw`, {
      body: { data: { type: "applications", attributes: { token } } },
      errors: "throw",
    });
    flashNote(context, "applicationWithdrawn", {
      applicationId: id,
      vacancyId: String(data.vacancyId),
      vacancyTitle: data.vacancyTitle,
      organizationName: data.organizationName,
    });
    return redirectWithSession(context, localPath(request, `/applications/${id}/withdraw`));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { failed: "badToken" as const };
    if (error instanceof ApiError && error.status === 422) return { failed: "notWithdrawable" as const };
    throw error;
  }
}

const NOTICE =
  "rounded-[var(--radius)] border p-4 border-amber-700 bg-amber-50 text-amber-950 dark:border-amber-300 dark:bg-amber-950 dark:text-amber-50";

export default function WithdrawApplication() {
  const { t } = useTranslation("vacancies");
  const { id, token, refused, application, done } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  if (done) {
    return (
      <div className="max-w-2xl">
        <PageHeading title={t("withdraw.done")} />
        <div role="status" className="flex flex-col gap-4" data-testid="withdraw-done">
          <p>{t("withdraw.doneText")}</p>
          <DefinitionList
            items={[
              { term: t("withdraw.vacancy"), description: done.vacancyTitle },
              { term: t("withdraw.organization"), description: done.organizationName },
            ]}
          />
          <LocaleLink to={`/vacancies/${done.vacancyId}`} className={buttonClassName("link")}>
            {t("withdraw.toVacancy")}
          </LocaleLink>
        </div>
      </div>
    );
  }
  const failed = actionData?.failed ?? refused;
  return (
    <div className="max-w-2xl">
      <PageHeading title={t("withdraw.title")} />
      {failed ? (
        <p role="alert" className={NOTICE} data-testid="withdraw-failed">
          {t(`withdraw.${failed}`)}
        </p>
      ) : (
        <Form method="post" className="flex flex-col gap-4" data-testid="withdraw-form">
          <p>{t("withdraw.intro")}</p>
          {application ? (
            <DefinitionList
              items={[
                { term: t("withdraw.vacancy"), description: application.vacancyTitle },
                { term: t("withdraw.organization"), description: application.organizationName },
              ]}
            />
          ) : null}
          <input type="hidden" name="token" value={token} />
          <div>
            <Button type="submit" variant="destructive" data-application={id}>
              {t("withdraw.submit")}
            </Button>
          </div>
        </Form>
      )}
    </div>
  );
}
