import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Outlet, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/forms";
import { SubNav } from "~/components/sub-nav";
import { actorOf, currentUser } from "~/utils/account.server";
import { can } from "~/utils/permissions";
import type { RouteHandle } from "~/utils/route-handle";

export const handle: RouteHandle = { titleKey: "account:edit.title" };

/** The volunteer profile's tab (ADR 0063): a volunteer's or student's own, where the tenant has the pool (not meedoen). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!context.tenant?.features.volunteerProfiles) return { volunteerProfile: false };
  const actor = actorOf(await currentUser(context, request));
  return { volunteerProfile: can(actor, "volunteer_profile.manage_own", { userId: actor.userId }) };
}

export default function ProfileEdit() {
  const { t } = useTranslation("account");
  const { volunteerProfile } = useLoaderData<typeof loader>();
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
          ...(volunteerProfile ? [{ to: "/profile-edit/vrijwilligersprofiel", label: t("edit.tabs.volunteerProfile") }] : []),
        ]}
      />
      <Outlet />
    </div>
  );
}
