/** SPEC §2 /users: the centre's users, searched, filtered, sorted and paged through plain links and a GET form. */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { linkClass, PageHeading } from "~/components/forms";
import { LocaleLink } from "~/components/locale-link";
import { ButtonLink } from "~/components/ui/button";
import { DataTable } from "~/components/ui/data-table";
import { FilterBar, FilterSearch, FilterSelect } from "~/components/ui/filter-bar";
import { Pagination } from "~/components/ui/pagination";
import { roleNames } from "~/utils/account.server";
import { idParam, parseListQuery, pick } from "~/utils/list-query";
import { ROLES, USER_STATUSES } from "~/utils/roles";
import type { RouteHandle } from "~/utils/route-handle";
import { UserStatusBadge } from "./__user-status";
import { displayName, listUsers, organizationChoices, USER_SORTS } from "./__users.server";

export const handle: RouteHandle = { titleKey: "users:list.title", requires: "users.manage" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const { page, sort } = parseListQuery(params, USER_SORTS, "last_name");
  const filters = {
    q: params.get("q")?.trim() ?? "",
    organization: idParam(params.get("organization")) ?? "",
    role: pick(params.get("role"), ROLES) ?? "",
    status: pick(params.get("status"), USER_STATUSES) ?? "",
  };
  const [{ data, meta }, organizations] = await Promise.all([
    listUsers(context, {
      filter: {
        q: filters.q || undefined,
        organizationIdEq: filters.organization || undefined,
        withRole: filters.role || undefined,
        status: filters.status || undefined,
      },
      page,
      sort,
    }),
    organizationChoices(context, request),
  ]);
  return {
    filters,
    sort,
    page,
    meta,
    organizations,
    users: data.map((u) => ({
      id: u.id,
      name: displayName(u),
      email: u.email,
      status: u.status,
      roles: roleNames(u),
      organizations: (u.organizations ?? []).map((o) => o.name),
    })),
  };
}

export default function Users() {
  const { t } = useTranslation("users");
  const { t: tAccount } = useTranslation("account");
  const { filters, sort, page, meta, organizations, users } = useLoaderData<typeof loader>();
  return (
    <div>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <PageHeading title={t("list.title")} description={t("list.description")} />
        <ButtonLink to="/users/add" className="mb-6">
          {t("list.add")}
        </ButtonLink>
      </div>
      <FilterBar label={t("list.filters")} active={Object.values(filters).some(Boolean)}>
        <FilterSearch name="q" label={t("list.search")} defaultValue={filters.q} wide />
        <FilterSelect
          name="organization"
          label={t("fields.organization")}
          defaultValue={filters.organization}
          options={organizations.map((o) => ({ value: o.id, label: o.name }))}
        />
        <FilterSelect
          name="role"
          label={t("fields.role")}
          defaultValue={filters.role}
          options={ROLES.map((r) => ({ value: r, label: tAccount(`roles.${r}`) }))}
        />
        <FilterSelect
          name="status"
          label={t("fields.status")}
          defaultValue={filters.status}
          options={USER_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
        />
      </FilterBar>
      <p className="mb-2 text-sm">{t("list.total", { count: meta.recordCount })}</p>
      <DataTable
        caption={t("list.title")}
        rows={users}
        rowKey={(u) => u.id}
        sort={sort}
        empty={t("list.empty")}
        columns={[
          {
            id: "name",
            header: t("fields.name"),
            primary: true,
            sortKey: "last_name",
            cell: (u) => (
              <>
                <LocaleLink to={`/users/${u.id}`} className={linkClass}>
                  {u.name}
                </LocaleLink>
                {u.organizations.length ? (
                  <div className="text-sm text-muted-700 dark:text-muted-300">{u.organizations.join(", ")}</div>
                ) : null}
              </>
            ),
          },
          { id: "email", header: t("fields.email"), sortKey: "email", cell: (u) => u.email, className: "break-all" },
          { id: "roles", header: t("fields.roles"), cell: (u) => u.roles.map((r) => tAccount(`roles.${r}`)).join(", ") },
          { id: "status", header: t("fields.status"), cell: (u) => <UserStatusBadge status={u.status} /> },
        ]}
      />
      <Pagination current={page} total={meta.pageCount} className="mt-6" />
    </div>
  );
}
