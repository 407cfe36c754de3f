/**
 * /test/formbuilder (ADR 0073): a form built with the form builder, rendered by the form-fill renderer (`FillForm`,
 * every step one after the other, its conditional questions where they appear; nothing can be sent) — the forms the
 * signed-in user may manage (GET /api/v1/forms: centre staff and organisations; others see why there are none).
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { loadPreviewForm } from "~/components/form-builder/builder.server";
import { FillForm, useContentText } from "~/components/form-builder/fill-form";
import { linkClass, PageHeading } from "~/components/forms";
import { LocaleLink } from "~/components/locale-link";
import { ApiError } from "~/utils/api.server";
import { getList } from "~/utils/api-resources.server";
import type { RouteHandle } from "~/utils/route-handle";
import { idText } from "../../../contract/fields";
import type { FormAttributes } from "../../../contract/forms";

export const handle: RouteHandle = { titleKey: "dev-pages:formbuilder.title" };

type Listed = Pick<FormAttributes, "title" | "titleEn" | "status">;

export async function loader({ request, context }: LoaderFunctionArgs) {
  let forms: Array<{ id: string } & Listed>;
  try {
    const { data } = await getList<Listed>(context.api, "/api/v1/forms", {
      query: { page: { size: 20 }, sort: "-updated_at" },
      errors: "throw",
    });
    forms = data.map((f) => ({ id: f.id, title: f.title, titleEn: f.titleEn, status: f.status }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return { forms: [], form: null, forbidden: true };
    throw error;
  }
  const asked = idText.safeParse(new URL(request.url).searchParams.get("id"));
  const id = asked.success ? asked.data : forms[0]?.id;
  if (!id) return { forms, form: null, forbidden: false };
  return { forms, forbidden: false, form: await loadPreviewForm(context, String(id)) };
}

export default function DevFormBuilder() {
  const { t } = useTranslation("dev-pages");
  const text = useContentText();
  const { forms, form, forbidden } = useLoaderData<typeof loader>();
  const title = form ? text(form.title, form.titleEn) : null;
  return (
    <>
      <PageHeading title={t("formbuilder.title")} description={t("formbuilder.description")} />
      {forbidden ? <p>{t("formbuilder.forbidden")}</p> : forms.length === 0 ? <p>{t("formbuilder.none")}</p> : null}
      {forms.length ? (
        <nav aria-label={t("formbuilder.forms")} className="mb-6">
          <ul className="flex flex-wrap gap-x-4 gap-y-1">
            {forms.map((f) => {
              const name = text(f.title, f.titleEn);
              return (
                <li key={f.id}>
                  <LocaleLink
                    to={`/test/formbuilder?id=${f.id}`}
                    aria-current={form?.id === f.id ? "page" : undefined}
                    className={`${linkClass} aria-[current=page]:no-underline`}
                    lang={name.lang}
                  >
                    {name.text}
                  </LocaleLink>
                </li>
              );
            })}
          </ul>
        </nav>
      ) : null}
      {form && title ? (
        <section aria-labelledby="formbuilder-form" className="mx-auto max-w-2xl space-y-6">
          <h2 id="formbuilder-form" className="text-2xl font-bold break-words" lang={title.lang}>
            {title.text}
          </h2>
          <FillForm form={form} mode="preview" idPrefix="dev-form" sectionLevel={3} />
        </section>
      ) : null}
    </>
  );
}
