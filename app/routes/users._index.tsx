import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { buttonClass, inputClass, PageHeading, secondaryButtonClass } from "~/components/forms";
import { LocaleLink } from "~/components/locale-link";
import { DataTable } from "~/components/ui/data-table";
import { requireRole, roleNames } from "~/utils/account.server";
import { ROLES, USER_MANAGERS, USER_STATUSES } from "~/utils/roles";
import type { RouteHandle } from "~/utils/route-handle";
import { type AdminUser, displayName, organizationChoices, USERS_PAGE_SIZE } from "~/utils/users.server";

export const handle: RouteHandle = { titleKey: "users:list.title" };

const pick = <T extends string>(value: string | null, allowed: readonly T[]): T | undefined =>
  allowed.includes(value as T) ? (value as T) : undefined;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRole(context, request, USER_MANAGERS);
  const url = new URL(request.url);
  const q = url.searchParams.get("q")?.trim() || undefined;
  const organizationId = /^\d+$/.test(url.searchParams.get("organization") ?? "")
    ? url.searchParams.get("organization")!
    : undefined;
  const role = pick(url.searchParams.get("role"), ROLES);
  const status = pick(url.searchParams.get("status"), USER_STATUSES);
  const page = Math.max(1, Math.min(10_000, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1));
  const [{ data, meta }, organizations] = await Promise.all([
    context.api.get<AdminUser[]>("/api/v1/users", {
      query: {
        filter: { q, organizationIdEq: organizationId, withRole: role, status },
        page: { number: page, size: USERS_PAGE_SIZE },
        sort: "last_name",
        include: "organizations,roles",
      },
    }),
    organizationChoices(context),
  ]);
  const total = [meta?.totalCount, meta?.total, meta?.recordCount, meta?.count].find((n): n is number => typeof n === "number");
  return {
    filters: { q: q ?? "", organization: organizationId ?? "", role: role ?? "", status: status ?? "" },
    page,
    hasNext: total !== undefined ? page * USERS_PAGE_SIZE < total : data.length === USERS_PAGE_SIZE,
    total: total ?? null,
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
  const { filters, page, hasNext, total, organizations, users } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const pageLink = (n: number) => {
    const params = new URLSearchParams(search);
    params.set("page", String(n));
    return `?${params.toString()}`;
  };
  return (
    <div>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <PageHeading title={t("list.title")} description={t("list.description")} />
        <LocaleLink to="/users/add" className={buttonClass}>
          {t("list.add")}
        </LocaleLink>
      </div>
      <Form
        method="get"
        className="mb-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
        role="search"
        aria-label={t("list.filters")}
      >
        <div className="lg:col-span-2">
          <label htmlFor="users-q" className="block font-semibold">
            {t("list.search")}
          </label>
          <input id="users-q" type="search" name="q" defaultValue={filters.q} className={inputClass} />
        </div>
        <div>
          <label htmlFor="users-organization" className="block font-semibold">
            {t("fields.organization")}
          </label>
          <select id="users-organization" name="organization" defaultValue={filters.organization} className={inputClass}>
            <option value="">{t("list.all")}</option>
            {organizations.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="users-role" className="block font-semibold">
            {t("fields.role")}
          </label>
          <select id="users-role" name="role" defaultValue={filters.role} className={inputClass}>
            <option value="">{t("list.all")}</option>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {tAccount(`roles.${r}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="users-status" className="block font-semibold">
            {t("fields.status")}
          </label>
          <select id="users-status" name="status" defaultValue={filters.status} className={inputClass}>
            <option value="">{t("list.all")}</option>
            {USER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`statuses.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={secondaryButtonClass}>
          {t("list.apply")}
        </button>
      </Form>
      {total !== null ? <p className="mb-2 text-sm">{t("list.total", { count: total })}</p> : null}
      {users.length === 0 ? (
        <p>{t("list.empty")}</p>
      ) : (
        <DataTable
          caption={t("list.title")}
          rows={users}
          rowKey={(u) => u.id}
          columns={[
            {
              id: "name",
              header: t("fields.name"),
              primary: true,
              cell: (u) => (
                <>
                  <LocaleLink to={`/users/${u.id}`} className="font-semibold text-primary-800 underline dark:text-primary-300">
                    {u.name}
                  </LocaleLink>
                  {u.organizations.length ? (
                    <div className="text-sm text-muted-700 dark:text-muted-300">{u.organizations.join(", ")}</div>
                  ) : null}
                </>
              ),
            },
            { id: "email", header: t("fields.email"), cell: (u) => u.email, className: "break-all" },
            { id: "roles", header: t("fields.roles"), cell: (u) => u.roles.map((r) => tAccount(`roles.${r}`)).join(", ") },
            { id: "status", header: t("fields.status"), cell: (u) => t(`statuses.${u.status}`) },
          ]}
        />
      )}
      <nav aria-label={t("list.pagination")} className="mt-4 flex gap-3">
        {page > 1 ? (
          <LocaleLink to={pageLink(page - 1)} className={secondaryButtonClass} rel="prev">
            {t("list.previous")}
          </LocaleLink>
        ) : null}
        {hasNext ? (
          <LocaleLink to={pageLink(page + 1)} className={secondaryButtonClass} rel="next">
            {t("list.next")}
          </LocaleLink>
        ) : null}
      </nav>
    </div>
  );
}
