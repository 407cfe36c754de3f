/**
 * SPEC §2 /organizations/{id} (public): an organisation's page. Visitors see approved organisations; members and
 * approvers also their own pending ones (the API decides: others are 404). Complete without JavaScript.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/forms";
import { ButtonLink } from "~/components/ui/button";
import type { RouteHandle } from "~/utils/route-handle";
import { OrganizationDetails } from "./__organizations-details";
import { loadOrganizationPage } from "./__organizations-page.server";

export const handle: RouteHandle = {
  isPublic: true,
  hydrateOnInteraction: true,
  titleKey: "organization-lists:show.title",
  title: (data) => (data as { organization?: { name?: string } } | undefined)?.organization?.name,
};

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadOrganizationPage(context, request, params.id);
}

export default function OrganizationPublicPage() {
  const { t } = useTranslation("organization-lists");
  const { t: tMap } = useTranslation("social-map");
  const { organization, mayEdit } = useLoaderData<typeof loader>();
  return (
    <div className="max-w-5xl">
      <PageHeading title={organization.name} />
      <OrganizationDetails organization={organization} showStatus={mayEdit} />
      <div className="mt-6 flex flex-wrap gap-3">
        {organization.status === "approved" && organization.showOnSocialMap ? (
          <ButtonLink to={`/sociale-kaart/${organization.id}`} variant="secondary">
            {t("show.onSocialMap")}
          </ButtonLink>
        ) : null}
        {mayEdit ? <ButtonLink to={`/organizations/${organization.id}/edit`}>{t("show.edit")}</ButtonLink> : null}
        <ButtonLink to="/sociale-kaart" variant="link">
          {tMap("back")}
        </ButtonLink>
      </div>
    </div>
  );
}
