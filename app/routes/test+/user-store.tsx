/**
 * /test/user-store (ADR 0073): the user as the browser holds them — the root loader's `account`, the one store the
 * toolbar, menus and guards of the screens read (no store of its own: Remix's loader data), and whether this page
 * has been hydrated (without JavaScript it is the server's HTML of the same data).
 */
import { useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import { JsonBlock } from "~/components/dev-pages/json-block";
import { PageHeading } from "~/components/forms";
import { DefinitionList } from "~/components/ui/definition-list";
import type { RouteHandle } from "~/utils/route-handle";
import type { RootLoaderData } from "../../root";

export const handle: RouteHandle = { titleKey: "dev-pages:user-store.title" };

export default function DevUserStore() {
  const { t } = useTranslation("dev-pages");
  const root = useRouteLoaderData<RootLoaderData>("root");
  const hydrated = useHydrated();
  const account = root && "account" in root ? root.account : null;
  return (
    <>
      <PageHeading title={t("user-store.title")} description={t("user-store.description")} />
      <div className="space-y-6">
        <DefinitionList
          items={[
            { term: t("user-store.hydrated"), description: t(hydrated ? "common.yes" : "common.no") },
            { term: t("user.name"), description: account?.name },
            { term: t("user.email"), description: account?.email },
            { term: t("user-store.organizations"), description: account?.organizations.length },
            { term: t("user.selectedOrganization"), description: account?.selectedOrganizationId },
          ]}
        />
        <JsonBlock label={t("user-store.account")} value={account} />
      </div>
    </>
  );
}
