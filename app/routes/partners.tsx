/**
 * SPEC §2 /partners (public): the volunteer centres (partners) of this tenant's collaboration, each with its logo,
 * place and a link to its website. GET /api/v1/volunteer_centers?include=profile (the tenant's centres).
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { linkClass, PageHeading } from "~/components/forms";
import { getList, type Resource } from "~/utils/api-resources.server";
import type { RouteHandle } from "~/utils/route-handle";
import type { VolunteerCenterAttributes } from "../../contract/volunteer-centers";

export const handle: RouteHandle = { isPublic: true, hydrateOnInteraction: true, titleKey: "organization-lists:partners.title" };

type Profile = { websiteLogoUrl: string | null; websiteLogoDarkModeUrl: string | null } | null;

export async function loader({ context }: LoaderFunctionArgs) {
  const { data } = await getList<VolunteerCenterAttributes, { profile?: Resource<NonNullable<Profile>> | null }>(
    context.api,
    "/api/v1/volunteer_centers",
    { query: { include: "profile", sort: "name", page: { size: 100 } } },
  );
  return {
    partners: data.map((c) => ({
      id: c.id,
      name: c.name,
      city: c.city,
      website: c.website,
      logoUrl: c.profile?.websiteLogoUrl ?? null,
      logoDarkUrl: c.profile?.websiteLogoDarkModeUrl ?? c.profile?.websiteLogoUrl ?? null,
    })),
  };
}

export default function Partners() {
  const { t } = useTranslation("organization-lists");
  const { partners } = useLoaderData<typeof loader>();
  return (
    <div>
      <PageHeading title={t("partners.title")} description={t("partners.description")} />
      {partners.length === 0 ? <p>{t("partners.empty")}</p> : null}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {partners.map((p) => (
          <li key={p.id} className="grid gap-3 rounded-[var(--radius)] border border-muted-200 p-4 dark:border-muted-700">
            {p.logoUrl ? (
              <picture>
                {p.logoDarkUrl && p.logoDarkUrl !== p.logoUrl ? (
                  <source srcSet={p.logoDarkUrl} media="(prefers-color-scheme: dark)" />
                ) : null}
                <img
                  src={p.logoUrl}
                  alt={t("partners.logo", { name: p.name })}
                  className="h-16 w-auto max-w-full object-contain"
                />
              </picture>
            ) : null}
            <h2 className="text-lg font-semibold">{p.name}</h2>
            {p.city ? <p>{p.city}</p> : null}
            {p.website ? (
              <a href={p.website} className={`${linkClass} break-all`} rel="noopener noreferrer">
                <span className="sr-only">{t("partners.website", { name: p.name })}: </span>
                {p.website.replace(/^https?:\/\//, "").replace(/\/$/, "")}
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
