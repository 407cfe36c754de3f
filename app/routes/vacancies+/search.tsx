/**
 * SPEC §2 /vacancies/search (public): find a vacancy by text, type, tags, age group and distance from a postcode.
 * The form is a GET form (every search a shareable URL, complete without JavaScript); with JavaScript the results
 * follow the form as it changes and the map view is pigeon-maps (without it, a static map). Loader: __search.server.ts.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SaveSearchForm } from "~/components/digest/save-search-form";
import { PageHeading } from "~/components/form-look";
import { SearchForm } from "~/components/vacancies/search-form";
import { SearchResults } from "~/components/vacancies/search-results";
import { i18nServer } from "~/utils/i18n.server";
import { listingMeta } from "~/utils/listing-meta";
import type { RouteHandle } from "~/utils/route-handle";
import { loadSearch, saveSearch } from "./__search.server";

export const handle: RouteHandle = { isPublic: true, hydrateAfterPaint: true, titleKey: "vacancies:search.title" };

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  listingMeta(data && { title: data.title, description: data.metaDescription });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [search, t] = await Promise.all([loadSearch(context, request), i18nServer.getFixedT(context.locale, "vacancies")]);
  return { ...search, title: t("search.title"), metaDescription: t("search.metaDescription") };
}

/** Saving the search for the periodic mail (signed in; ADR 0066). */
export async function action({ request, context }: ActionFunctionArgs) {
  return saveSearch(context, request);
}

export default function VacancySearch() {
  const { t } = useTranslation("vacancies");
  const data = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const nearPlace = data.near ? (data.near.city ?? data.near.postalCode) : null;
  return (
    <div>
      <PageHeading title={t("search.title")} description={t("search.description")} />
      <SearchForm filters={data.filters} ageGroups={data.ageGroups} postcodeError={data.postcodeError} />
      {data.saveSearchForm ? (
        <SaveSearchForm
          key={data.saveSearchForm.query}
          query={data.saveSearchForm.query}
          defaultName={data.saveSearchForm.defaultName}
          lastResult={lastResult ?? undefined}
        />
      ) : null}
      {data.nearUnavailable ? (
        <p
          role="status"
          className="mb-4 rounded-[var(--radius)] border border-amber-700 bg-amber-50 p-3 text-amber-950 dark:border-amber-300 dark:bg-amber-950 dark:text-amber-50"
          data-testid="near-unavailable"
        >
          {t("search.nearUnavailable")}
        </p>
      ) : null}
      <SearchResults
        filters={data.filters}
        meta={data.meta}
        vacancies={data.vacancies}
        sort={data.sort}
        sorts={data.sorts}
        nearPlace={nearPlace}
      />
    </div>
  );
}
