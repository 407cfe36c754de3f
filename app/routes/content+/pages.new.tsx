/**
 * /content/pages/new: a new page's settings (ADR 0041) for the page editors (pages.manage). POST /api/v1/pages; the
 * page is saved as a draft unless published from its own page afterwards; its blocks come with the block editor.
 */
import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { pageAddSchema, pageInput } from "~/components/content/page-form";
import { PageSettingsFields } from "~/components/content/page-settings-fields";
import { FormErrors, PageHeading, SubmitButton, useUnsavedChanges, validateWith } from "~/components/forms";
import { sendOne } from "~/utils/api-resources.server";
import { submitForm } from "~/utils/forms.server";
import type { RouteHandle } from "~/utils/route-handle";
import { redirectWithToast } from "~/utils/toast.server";
import { localPath, toastT } from "~/utils/urls.server";
import type { PageAttributes } from "../../../contract/pages";

export const handle: RouteHandle = { titleKey: "content-admin:new.title", requires: "pages.manage" };

export async function action({ request, context }: ActionFunctionArgs) {
  const result = await submitForm(await request.formData(), pageAddSchema, (value) =>
    sendOne<PageAttributes>(context.api).post("/api/v1/pages", {
      body: { data: { type: "pages", attributes: pageInput(value) } },
      errors: "throw",
    }),
  );
  if (!result.ok) return result.reply;
  const t = await toastT(context, "content-admin");
  const id = encodeURIComponent(result.data.data.id);
  return redirectWithToast(context, localPath(request, `/content/pages/${id}`), { color: "success", message: t("new.created") });
}

export default function NewPage() {
  const { t } = useTranslation("content-admin");
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm<z.input<typeof pageAddSchema>>({
    id: "page-settings-form",
    lastResult: lastResult ?? undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onBlur",
    defaultValue: { pageType: "default", pageLayout: "wide", showTitleOnPage: "on" as never },
    onValidate: validateWith(pageAddSchema),
  });
  useUnsavedChanges(form.dirty);
  return (
    <div className="max-w-3xl">
      <PageHeading title={t("new.title")} description={t("new.description")} back={{ to: "/content", label: t("edit.back") }} />
      <Form method="post" {...getFormProps(form)} className="space-y-5">
        <FormErrors form={form} result={lastResult ?? undefined} />
        <PageSettingsFields fields={fields} />
        <SubmitButton>{t("new.submit")}</SubmitButton>
      </Form>
    </div>
  );
}
