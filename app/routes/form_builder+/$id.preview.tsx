/**
 * /form_builder/{id}/preview (SPEC §2): the form as a visitor sees it — every step one after the other, its
 * conditional questions where they would appear — and nothing can be sent. For the form's managers (forms.manage;
 * the API answers a form by id only to those who may manage it). Never cached.
 */
import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { loadPreviewForm } from "~/components/form-builder/builder.server";
import { FillForm, Paragraphs, useContentText } from "~/components/form-builder/fill-form";
import { linkClass } from "~/components/forms";
import { LocaleLink } from "~/components/locale-link";
import { routeError } from "~/utils/route-errors";
import type { RouteHandle } from "~/utils/route-handle";

export const handle: RouteHandle = { titleKey: "form-fill:preview.title", requires: "forms.manage" };

export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ params, context }: LoaderFunctionArgs) {
  const id = params.id ?? "";
  if (!/^\d{1,12}$/.test(id)) throw routeError(404, "not_found");
  return { form: await loadPreviewForm(context, id) };
}

export default function FormPreview() {
  const { t } = useTranslation("form-fill");
  const text = useContentText();
  const { form } = useLoaderData<typeof loader>();
  const title = text(form.title, form.titleEn);
  const description = form.description ? text(form.description, form.descriptionEn) : null;
  return (
    <div className="space-y-6">
      <p
        role="status"
        className="rounded-[var(--radius)] bg-amber-100 px-4 py-3 text-amber-950 dark:bg-amber-900 dark:text-amber-50"
      >
        {t("preview.banner")}{" "}
        <LocaleLink to={`/form_builder/${form.id}`} className={linkClass}>
          {t("preview.back")}
        </LocaleLink>
      </p>
      <div className="mx-auto max-w-2xl space-y-6">
        <header className="space-y-3">
          <h1 className="text-3xl font-bold tracking-tight break-words" lang={title.lang}>
            {title.text}
          </h1>
          {description ? <Paragraphs text={description.text} lang={description.lang} /> : null}
        </header>
        {form.definition.questions.length === 0 ? <p>{t("preview.empty")}</p> : null}
        <FillForm form={form} mode="preview" />
      </div>
    </div>
  );
}
