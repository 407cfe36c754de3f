/**
 * SPEC §2 /gelderse-handen (public, empty layout): the landing page of Gelderse Handen, the collaboration of the
 * Gelderland volunteer centres — a short text and the tenant's centres with links to their own sites (GET
 * /api/v1/volunteer_centers, as /partners). On the configured landing host every other page redirects here
 * (app/utils/landing-host.server.ts, ADR 0075), so the page carries its own language link (the empty layout has no
 * toolbar).
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { linkClass } from "~/components/forms";
import { getList } from "~/utils/api-resources.server";
import type { RouteHandle } from "~/utils/route-handle";
import type { VolunteerCenterAttributes } from "../../contract/volunteer-centers";

export const handle: RouteHandle = {
  isPublic: true,
  layout: "empty",
  hydrateOnInteraction: true,
  titleKey: "public-pages:geldersHanden.title",
};

export async function loader({ context }: LoaderFunctionArgs) {
  const { data } = await getList<VolunteerCenterAttributes>(context.api, "/api/v1/volunteer_centers", {
    query: { sort: "name", page: { size: 100 } },
  });
  return {
    locale: context.locale,
    centres: data.map((c) => ({ id: c.id, name: c.name, city: c.city, website: c.website })),
  };
}

const hostOf = (website: string) => website.replace(/^https?:\/\//, "").replace(/\/$/, "");

export default function GeldersHanden() {
  const { t } = useTranslation("public-pages");
  const { locale, centres } = useLoaderData<typeof loader>();
  const other = locale === "en" ? { href: "/nl/gelderse-handen", lang: "nl" } : { href: "/en/gelderse-handen", lang: "en" };
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
      <p className="mb-8 text-right">
        <a href={other.href} hrefLang={other.lang} lang={other.lang} className={linkClass}>
          {t("geldersHanden.otherLanguage")}
        </a>
      </p>
      <h1 className="text-3xl font-bold sm:text-4xl">{t("geldersHanden.title")}</h1>
      <p className="mt-4 text-lg">{t("geldersHanden.lead")}</p>
      <p className="mt-2">{t("geldersHanden.body")}</p>
      <h2 className="mt-10 text-xl font-semibold">{t("geldersHanden.centresHeading")}</h2>
      {centres.length === 0 ? <p className="mt-4">{t("geldersHanden.empty")}</p> : null}
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {centres.map((c) => (
          <li key={c.id} className="grid gap-1 rounded-[var(--radius)] border border-muted-200 p-4 dark:border-muted-700">
            <h3 className="font-semibold">{c.name}</h3>
            {c.city ? <p>{c.city}</p> : null}
            {c.website ? (
              <a href={c.website} className={`${linkClass} break-all`} rel="noopener noreferrer">
                <span className="sr-only">{t("geldersHanden.website", { name: c.name })}: </span>
                {hostOf(c.website)}
              </a>
            ) : (
              <p className="text-muted-600 dark:text-muted-300">{t("geldersHanden.noWebsite")}</p>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
