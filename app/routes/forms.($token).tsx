/**
 * /forms/{token} (SPEC §2, empty layout): one form to fill in — a published public form by its address, or a
 * by-invitation form through a personal link (ADR 0061). An unknown, used or expired link, or a closed form, is a
 * page that says so (never an error page); `/forms` alone says a form is opened by its link. Works without
 * JavaScript (every step a post); with it answers are checked on blur and conditions followed live.
 */
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { fillAction, loadFillable } from "~/components/form-builder/fill.server";
import { FillForm, Paragraphs, useContentText } from "~/components/form-builder/fill-form";
import { isBotSubmission } from "~/components/forms";
import { flashNote, redirectWithSession, takeNote } from "~/utils/flash.server";
import type { RouteHandle } from "~/utils/route-handle";
import { localPath } from "~/utils/urls.server";

export const handle: RouteHandle = {
  isPublic: true,
  layout: "empty",
  titleKey: "form-fill:title",
  title: (loaded) => {
    const form = (loaded as { form?: { title?: string } } | null)?.form;
    return form?.title ?? null;
  },
};

// A personal link's form (and its answers after a post) is nobody else's page.
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" });

export async function loader({ params, context }: LoaderFunctionArgs) {
  const token = params.token ?? "";
  if (token === "") return data({ form: null, refusal: "none" as const, sent: false }, { status: 404 });
  const found = await loadFillable(context.api, token);
  if ("refusal" in found) {
    // The form just sent through a single-use link: the thanks, not "this link was used".
    const sent = takeNote(context, "formSent");
    if (sent && found.refusal === "used") return { form: null, refusal: null, sent: true };
    return data({ form: null, refusal: found.refusal, sent: false }, { status: found.refusal === "unknown" ? 404 : 410 });
  }
  const sent = takeNote(context, "formSent");
  return { form: found.form, refusal: null, sent: sent?.formId === found.form.id && !sent.block };
}

export async function action({ params, context, request }: ActionFunctionArgs) {
  const token = params.token ?? "";
  const here = localPath(request, `/forms/${encodeURIComponent(token)}`);
  const found = await loadFillable(context.api, token);
  if ("refusal" in found) return redirectWithSession(context, here);
  const formData = await request.formData();
  // A bot filled the honeypot: it sees the ordinary thanks and nothing is stored.
  if (isBotSubmission(formData)) {
    flashNote(context, "formSent", { formId: found.form.id });
    return redirectWithSession(context, here);
  }
  const outcome = await fillAction(context.api, formData, found.form);
  if (outcome.kind === "sent") {
    flashNote(context, "formSent", { formId: found.form.id });
    return redirectWithSession(context, here);
  }
  return outcome.state;
}

export default function FillFormPage() {
  const { t } = useTranslation("form-fill");
  const text = useContentText();
  const { form, refusal, sent } = useLoaderData<typeof loader>();
  const state = useActionData<typeof action>();
  const title = form ? text(form.title, form.titleEn) : null;
  const description = form?.description ? text(form.description, form.descriptionEn) : null;
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6">
      {sent ? (
        <div role="status" className="space-y-3">
          <h1 className="text-3xl font-bold tracking-tight">
            {title ? <span lang={title.lang}>{title.text}</span> : t("title")}
          </h1>
          <p className="text-lg">{t("sent")}</p>
        </div>
      ) : form && title ? (
        <div className="space-y-6">
          <header className="space-y-3">
            <h1 className="text-3xl font-bold tracking-tight break-words" lang={title.lang}>
              {title.text}
            </h1>
            {description ? <Paragraphs text={description.text} lang={description.lang} /> : null}
            {form.invitationEmail ? <p className="text-sm">{t("invitedAs", { email: form.invitationEmail })}</p> : null}
            <p className="text-sm text-muted-700 dark:text-muted-300">{t("requiredHint")}</p>
          </header>
          <FillForm form={form} state={state} />
        </div>
      ) : (
        <div className="space-y-3">
          <h1 className="text-3xl font-bold tracking-tight">{t(`refused.${refusal ?? "none"}.title`)}</h1>
          <p>{t(`refused.${refusal ?? "none"}.text`)}</p>
        </div>
      )}
    </div>
  );
}
