/** SPEC §2 /sociale-kaart/{id} (public): an organisation's entry on the social map, with its details and location. */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useDutchContent } from "~/components/content/content-lang";
import { PageHeading } from "~/components/forms";
import { OrganizationDetails } from "~/components/organizations/organization-details";
import { loadOrganizationPage } from "~/components/organizations/organization-page.server";
import { ButtonLink } from "~/components/ui/button";
import { routeError } from "~/utils/route-errors";
import type { RouteHandle } from "~/utils/route-handle";

export const handle: RouteHandle = {
  isPublic: true,
  hydrateOnInteraction: true,
  titleKey: "social-map:title",
  title: (data) => (data as { organization?: { name?: string } } | undefined)?.organization?.name,
};

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const page = await loadOrganizationPage(context, request, params.id);
  // Only what the map shows: approved and on the social map; anything else is not an entry of it.
  if (page.organization.status !== "approved" || !page.organization.showOnSocialMap) throw routeError(404, "not_found");
  return page;
}

export default function SocialMapEntry() {
  const { t } = useTranslation("social-map");
  const { t: tOrg } = useTranslation("organization-lists");
  const { organization } = useLoaderData<typeof loader>();
  const dutch = useDutchContent();
  return (
    <div className="max-w-5xl">
      <PageHeading title={organization.name} lang={dutch.lang} back={{ to: "/sociale-kaart", label: t("back") }} />
      {organization.latitude === null ? <p className="mb-4">{t("noLocation")}</p> : null}
      <OrganizationDetails organization={organization} showStatus={false} />
      <div className="mt-6">
        <ButtonLink to={`/organizations/${organization.id}`} variant="secondary">
          {tOrg("show.title")}: <span {...dutch}>{organization.name}</span>
        </ButtonLink>
      </div>
    </div>
  );
}
