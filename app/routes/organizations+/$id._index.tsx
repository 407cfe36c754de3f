/**
 * SPEC §2 /organizations/{id} (public): an organisation's page. Visitors see approved organisations; members and
 * approvers also their own pending ones (the API decides: others are 404). Complete without JavaScript.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useDutchContent } from "~/components/content/content-lang";
import { PageHeading } from "~/components/forms";
import { OrganizationDetails } from "~/components/organizations/organization-details";
import { loadOrganizationPage } from "~/components/organizations/organization-page.server";
import { ButtonLink } from "~/components/ui/button";
import { ORGANIZATION_VACANCIES_SHOWN, OrganizationVacancies } from "~/components/vacancies/organization-vacancies";
import { organizationVacancies } from "~/components/vacancies/organization-vacancies.server";
import type { RouteHandle } from "~/utils/route-handle";

export const handle: RouteHandle = {
  isPublic: true,
  hydrateOnInteraction: true,
  titleKey: "organization-lists:show.title",
  title: (data) => (data as { organization?: { name?: string } } | undefined)?.organization?.name,
};

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const [page, vacancies] = await Promise.all([
    loadOrganizationPage(context, request, params.id),
    /^\d{1,12}$/.test(params.id ?? "")
      ? organizationVacancies(context, params.id ?? "", ORGANIZATION_VACANCIES_SHOWN)
      : { vacancies: [], total: 0 },
  ]);
  return { ...page, vacancies };
}

export default function OrganizationPublicPage() {
  const { t } = useTranslation("organization-lists");
  const { t: tMap } = useTranslation("social-map");
  const { organization, mayEdit, vacancies } = useLoaderData<typeof loader>();
  const dutch = useDutchContent();
  return (
    <div className="max-w-5xl">
      <PageHeading title={organization.name} lang={dutch.lang} />
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
      {organization.status === "approved" ? (
        <OrganizationVacancies organizationId={organization.id} vacancies={vacancies.vacancies} total={vacancies.total} />
      ) : null}
    </div>
  );
}
