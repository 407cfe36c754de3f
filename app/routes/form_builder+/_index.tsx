/**
 * SPEC §2 /form_builder: the forms the actor manages (ADR 0061; PRODUCT.md: an organisation superuser their
 * organisations', content managers and centre superusers the centre's, admins the tenant's — the API scopes the
 * list), filtered by status and paged through links and a GET form.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formListQuery, listForms, requireFormManager } from "~/components/form-builder/builder.server";
import { FormList } from "~/components/form-builder/builder-list";
import type { RouteHandle } from "~/utils/route-handle";

// No `requires`: an organisation superuser's right is for their organisations only (requireFormManager).
export const handle: RouteHandle = { titleKey: "form-builder:list.title" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = await requireFormManager(context, request);
  const query = formListQuery(new URL(request.url).searchParams);
  const { rows, meta } = await listForms(context, actor, query);
  return { rows, meta, page: query.page, filters: query.filters };
}

export default function Forms() {
  const { t } = useTranslation("form-builder");
  const { rows, meta, page, filters } = useLoaderData<typeof loader>();
  return (
    <FormList
      title={t("list.title")}
      description={t("list.description")}
      rows={rows}
      filters={filters}
      page={page}
      pageCount={meta.pageCount}
      recordCount={meta.recordCount}
    />
  );
}
