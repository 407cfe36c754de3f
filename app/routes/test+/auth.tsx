/**
 * /test/auth (ADR 0073): the session as the app sees it — signed in or not, the API account (uid) and token expiry,
 * an impersonation, the tenant, centre and locale of this request. The tokens themselves are never shown.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/forms";
import { DefinitionList } from "~/components/ui/definition-list";
import type { RouteHandle } from "~/utils/route-handle";
import { authOf, impersonatorOf, isSignedIn } from "~/utils/session.server";
import { formatTimestamp } from "../../../contract/dates";

export const handle: RouteHandle = { titleKey: "dev-pages:auth.title" };

export async function loader({ context }: LoaderFunctionArgs) {
  const auth = authOf(context.session);
  const expiry = Number(context.session.get("expiry"));
  const impersonator = impersonatorOf(context.session);
  return {
    signedIn: isSignedIn(context.session),
    uid: auth?.uid ?? null,
    expiresAt: Number.isFinite(expiry) && expiry > 0 ? new Date(expiry * 1000).toISOString() : null,
    impersonatedBy: impersonator ? impersonator.uid : null,
    tenant: context.tenant?.id ?? null,
    tenantSource: context.tenantSource,
    volunteerCenterId: context.volunteerCenterId,
    selectedOrganizationId: context.selectedOrganizationId,
    locale: context.locale,
    requestId: context.requestId,
  };
}

export default function DevAuth() {
  const { t, i18n } = useTranslation("dev-pages");
  const data = useLoaderData<typeof loader>();
  const yesNo = (value: boolean) => t(value ? "common.yes" : "common.no");
  return (
    <>
      <PageHeading title={t("auth.title")} description={t("auth.description")} />
      <DefinitionList
        items={[
          { term: t("auth.signedIn"), description: yesNo(data.signedIn) },
          { term: t("auth.uid"), description: data.uid },
          { term: t("auth.expiresAt"), description: data.expiresAt ? formatTimestamp(data.expiresAt, i18n.language) : null },
          { term: t("auth.impersonatedBy"), description: data.impersonatedBy },
          { term: t("auth.tenant"), description: data.tenant && `${data.tenant} (${data.tenantSource})` },
          { term: t("auth.center"), description: data.volunteerCenterId },
          { term: t("auth.organization"), description: data.selectedOrganizationId },
          { term: t("auth.locale"), description: data.locale },
          { term: t("auth.requestId"), description: <code>{data.requestId}</code> },
        ]}
      />
    </>
  );
}
