import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/forms";
import { currentUser, loadAccount } from "~/utils/account.server";
import type { RouteHandle } from "~/utils/route-handle";

export const handle: RouteHandle = { titleKey: "account:roles.title" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [user, account] = await Promise.all([currentUser(context, request), loadAccount(context, request)]);
  const organizations = new Map((account?.organizations ?? []).map((o) => [o.id, o.name]));
  return {
    roles: (user.roles ?? []).map((r) => ({
      id: r.id,
      name: r.name,
      organization: r.organizationId != null ? (organizations.get(String(r.organizationId)) ?? `#${r.organizationId}`) : null,
    })),
  };
}

export default function Roles() {
  const { t } = useTranslation("account");
  const { roles } = useLoaderData<typeof loader>();
  return (
    <div className="max-w-3xl">
      <PageHeading title={t("roles.title")} description={t("roles.description")} />
      {roles.length === 0 ? (
        <p>{t("roles.none")}</p>
      ) : (
        <ul className="divide-y divide-muted-200 rounded-[var(--radius)] border border-muted-200 dark:divide-muted-700 dark:border-muted-700">
          {roles.map((role) => (
            <li key={role.id} className="p-3">
              <span className="font-semibold">{t(`roles.${role.name}`)}</span>
              {role.organization ? <span className="text-muted-700 dark:text-muted-300"> · {role.organization}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
