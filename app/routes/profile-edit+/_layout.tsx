import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Outlet } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/forms";
import { SubNav } from "~/components/sub-nav";
import type { RouteHandle } from "~/utils/route-handle";

export const handle: RouteHandle = { titleKey: "account:edit.title" };

export function loader(_: LoaderFunctionArgs) {
  return null;
}

export default function ProfileEdit() {
  const { t } = useTranslation("account");
  return (
    <div className="max-w-3xl">
      <PageHeading title={t("edit.title")} />
      <SubNav
        label={t("edit.sections")}
        items={[
          { to: "/profile-edit", label: t("edit.tabs.index"), end: true },
          { to: "/profile-edit/email", label: t("edit.tabs.email") },
          { to: "/profile-edit/settings", label: t("edit.tabs.settings") },
          { to: "/profile-edit/periodieke-mail", label: t("edit.tabs.digest") },
        ]}
      />
      <Outlet />
    </div>
  );
}
