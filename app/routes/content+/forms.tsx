/**
 * SPEC §2 /content/forms: the centre's forms for its content managers (and centre superusers, admins: `forms.manage`
 * in the centre's scope) — the form builder's list (ADR 0061), reached from the content section.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formListQuery, listForms } from "~/components/form-builder/builder.server";
import { FormList } from "~/components/form-builder/builder-list";
import { actorOf, currentUser } from "~/utils/account.server";
import type { RouteHandle } from "~/utils/route-handle";

export const handle: RouteHandle = { titleKey: "form-builder:content.title", requires: "forms.manage" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = actorOf(await currentUser(context, request));
  const query = formListQuery(new URL(request.url).searchParams);
  const { rows, meta } = await listForms(context, actor, query);
  return { rows, meta, page: query.page, filters: query.filters };
}

export default function ContentForms() {
  const { t } = useTranslation("form-builder");
  const { rows, meta, page, filters } = useLoaderData<typeof loader>();
  return (
    <FormList
      title={t("content.title")}
      description={t("content.description")}
      rows={rows}
      filters={filters}
      page={page}
      pageCount={meta.pageCount}
      recordCount={meta.recordCount}
    />
  );
}
