import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { loader as rootLoader } from "~/root";
import type { RouteHandle } from "~/utils/route-handle";

export const handle: RouteHandle = { isPublic: true, layout: "wide" };

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data?.page?.metaDescription ? [{ name: "description", content: data.page.metaDescription }] : [];

interface HomePage {
  id: string;
  title: string;
  summary: string | null;
  metaDescription: string | null;
}

/** The centre's home page record (slug ''); the block renderer comes with the public-site feature. */
export async function loader({ context }: LoaderFunctionArgs) {
  const { data } = await context.api.get<HomePage[]>("/api/v1/pages", {
    query: { filter: { slug: "" }, fields: { pages: "title,summary,meta_description" } },
  });
  return { page: data[0] ?? null };
}

export default function Home() {
  const { t } = useTranslation();
  const { page } = useLoaderData<typeof loader>();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const center = root?.center;
  if (!center) return null;

  return (
    <>
      <header className="border-b-4 border-primary-600 bg-white dark:bg-muted-900">
        <div className="mx-auto flex max-w-6xl items-center gap-4 px-4 py-3">
          {center.logoUrl ? (
            <img src={center.logoUrl} alt={center.name} className="h-12 w-auto max-w-[60vw]" width={240} height={48} />
          ) : (
            <span className="text-xl font-bold text-primary-800">{center.name}</span>
          )}
        </div>
      </header>
      <main id="main">
        <section className="bg-primary-700 text-white">
          <div className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
            <h1 className="text-3xl font-bold sm:text-5xl" data-testid="center-name">
              {t("home.welcome", { name: center.name })}
            </h1>
            <p className="mt-4 max-w-2xl text-lg text-primary-50">{page?.metaDescription ?? t("home.intro")}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link
                to="/vacancies/search"
                className="rounded-md bg-white px-5 py-2.5 font-semibold text-primary-800 hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
              >
                {t("home.searchVacancies")}
              </Link>
              <Link
                to="/over-ons"
                className="rounded-md border-2 border-white px-5 py-2 font-semibold text-white hover:bg-primary-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
              >
                {t("home.about")}
              </Link>
            </div>
          </div>
        </section>
      </main>
    </>
  );
}
