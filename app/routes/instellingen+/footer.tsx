/**
 * SPEC §2 /instellingen/footer: the footer's columns (a title and Markdown-lite text, Dutch and optionally English)
 * and the ANBI and NOV logos, for the centre's settings managers (ADR 0047). Four rows are offered, so adding and
 * removing a column works without JavaScript: an empty row is no column. PUT /api/v1/volunteer_centers/{id}/footer.
 */
import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import {
  CheckboxField,
  Field,
  FormErrors,
  PageHeading,
  SubmitButton,
  TextareaField,
  useUnsavedChanges,
  validateWith,
} from "~/components/forms";
import { editedCenter } from "~/components/settings/center-settings.server";
import { footerInput, footerSchema } from "~/components/settings/settings-forms";
import { submitForm } from "~/utils/forms.server";
import type { RouteHandle } from "~/utils/route-handle";
import { redirectWithToast } from "~/utils/toast.server";
import { localPath, toastT } from "~/utils/urls.server";
import { MAX_FOOTER_COLUMNS } from "../../../contract/volunteer-centers";

export const handle: RouteHandle = { titleKey: "settings:footer.title", requires: "settings.manage" };

const schema = footerSchema;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const center = await editedCenter(context, request);
  const columns = center.profile?.footerColumns ?? [];
  return {
    name: center.name,
    defaults: {
      footerColumns: Array.from({ length: MAX_FOOTER_COLUMNS }, (_, i) => ({
        title: columns[i]?.title ?? "",
        content: columns[i]?.content ?? "",
        titleEn: columns[i]?.titleEn ?? "",
        contentEn: columns[i]?.contentEn ?? "",
      })),
      showAnbiLogo: center.profile?.showAnbiLogo ? "on" : "",
      showNovLogo: center.profile?.showNovLogo ? "on" : "",
    },
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const center = await editedCenter(context, request);
  const result = await submitForm(await request.formData(), schema, (value) =>
    context.api.put(`/api/v1/volunteer_centers/${encodeURIComponent(center.id)}/footer`, {
      body: { data: { type: "volunteer_center_profiles", attributes: footerInput(value) } },
      errors: "throw",
    }),
  );
  if (!result.ok) return result.reply;
  const t = await toastT(context, "settings");
  return redirectWithToast(context, localPath(request, "/instellingen/footer"), { color: "success", message: t("saved") });
}

export default function FooterSettings() {
  const { t } = useTranslation("settings");
  const { name, defaults } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm<z.input<typeof schema>>({
    id: "footer-form",
    lastResult: lastResult ?? undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onBlur",
    defaultValue: defaults,
    onValidate: validateWith(schema),
  });
  useUnsavedChanges(form.dirty);
  const rows = fields.footerColumns.getFieldList();
  return (
    <div className="max-w-2xl">
      <PageHeading title={t("footer.title")} description={name} back={{ to: "/instellingen", label: t("back") }} />
      <Form method="post" {...getFormProps(form)} className="space-y-6">
        <FormErrors form={form} result={lastResult ?? undefined} />
        <p className="text-sm text-muted-700 dark:text-muted-300">
          {t("footer.description")} {t("footer.columnHint")}
        </p>
        {rows.map((row, index) => {
          const column = row.getFieldset();
          return (
            <fieldset key={row.key} className="space-y-3 rounded border border-muted-300 p-4 dark:border-muted-600">
              <legend className="px-1 font-bold">{t("footer.column", { number: index + 1 })}</legend>
              <Field meta={column.title} label={t("footer.fields.title")} />
              <TextareaField meta={column.content} label={t("footer.fields.content")} />
              <Field meta={column.titleEn} label={t("footer.fields.titleEn")} />
              <TextareaField meta={column.contentEn} label={t("footer.fields.contentEn")} />
            </fieldset>
          );
        })}
        <CheckboxField meta={fields.showAnbiLogo} label={t("footer.fields.showAnbiLogo")} />
        <CheckboxField meta={fields.showNovLogo} label={t("footer.fields.showNovLogo")} />
        <SubmitButton>{t("footer.save")}</SubmitButton>
      </Form>
    </div>
  );
}
