/**
 * /applications/hulpvragen: the residents' requests for one-on-one / neighbour help of the centre,
 * filtered by status (a GET form, plain links) and paged. Centre staff only; 404 where the tenant has no
 * peer-to-peer help.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { linkClass, PageHeading } from "~/components/forms";
import { LocaleLink } from "~/components/locale-link";
import { DataTable } from "~/components/ui/data-table";
import { FilterBar, FilterSelect } from "~/components/ui/filter-bar";
import { Pagination } from "~/components/ui/pagination";
import { parseListQuery, pick } from "~/utils/list-query";
import type { RouteHandle } from "~/utils/route-handle";
import { toastT } from "~/utils/urls.server";
import { formatDateInFigures } from "../../../contract/dates";
import { HELP_REQUEST_STATUSES } from "../../../contract/help-requests";
import { listHelpRequests, requireHelpFeature } from "./__help-moderation.server";
import { HelpStatusBadge } from "./__help-status";

export const handle: RouteHandle = { titleKey: "help:manage.title", requires: "organizations.approve" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const wording = requireHelpFeature(context);
  const params = new URL(request.url).searchParams;
  const { page } = parseListQuery(params, ["created_at"] as const, "-created_at");
  const status = pick(params.get("status"), HELP_REQUEST_STATUSES) ?? "";
  const { data, meta } = await listHelpRequests(context, { status, page });
  const t = await toastT(context, "help");
  return {
    name: t(`wording.${wording}.name`),
    status,
    page,
    meta,
    requests: data.map((r) => ({
      id: r.id,
      title: r.title,
      name: r.name,
      place: [r.city, r.neighbourhood].filter(Boolean).join(", "),
      status: r.status,
      createdAt: r.createdAt,
    })),
  };
}

export default function HelpRequests() {
  const { t, i18n } = useTranslation("help");
  const { name, status, page, meta, requests } = useLoaderData<typeof loader>();
  return (
    <div>
      <PageHeading
        title={t("manage.title")}
        description={t("manage.description", { name })}
        back={{ to: "/applications", label: t("applications:show.back") }}
      />
      <FilterBar label={t("manage.filters")} active={Boolean(status)}>
        <FilterSelect
          name="status"
          label={t("fields.status")}
          defaultValue={status}
          options={HELP_REQUEST_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
        />
      </FilterBar>
      <p className="mb-2 text-sm">{t("manage.total", { count: meta.recordCount })}</p>
      <DataTable
        caption={t("manage.title")}
        rows={requests}
        rowKey={(r) => r.id}
        empty={t("manage.empty")}
        columns={[
          {
            id: "title",
            header: t("manage.fields.title"),
            primary: true,
            cell: (r) => (
              <LocaleLink to={`/applications/hulpvragen/${r.id}`} className={linkClass}>
                {r.title}
              </LocaleLink>
            ),
          },
          { id: "name", header: t("fields.name"), cell: (r) => r.name },
          { id: "place", header: t("fields.city"), cell: (r) => r.place },
          { id: "status", header: t("fields.status"), cell: (r) => <HelpStatusBadge status={r.status} /> },
          { id: "createdAt", header: t("fields.createdAt"), cell: (r) => formatDateInFigures(r.createdAt, i18n.language) },
        ]}
      />
      <Pagination current={page} total={meta.pageCount} className="mt-6" />
    </div>
  );
}
