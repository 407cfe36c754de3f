/**
 * /vrijwilligerspool (ADR 0063): the volunteers an organisation superuser (of an approved organisation), centre staff
 * or an admin may see, filtered by interest, day and part of the day, distance from a postcode and language through
 * a GET form (works without JavaScript), as cards with first name, place, an excerpt of the intro and the interests,
 * newest update first, paged. The API decides who sees what (403 for anyone else, 404 in meedoen).
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { inputClass, PageHeading } from "~/components/forms";
import { LocaleLink } from "~/components/locale-link";
import { FilterBar, FilterSelect } from "~/components/ui/filter-bar";
import { Pagination } from "~/components/ui/pagination";
import { interestChoices, poolFilters, poolPage } from "~/components/volunteer-pool/pool.server";
import type { RouteHandle } from "~/utils/route-handle";
import { DAY_PARTS, DAYS, PROFILE_LANGUAGES } from "../../../contract/volunteer-pool";

export const handle: RouteHandle = { titleKey: "volunteer-pool:pool.title" };

const EXCERPT = 180;
const excerpt = (text: string) => (text.length > EXCERPT ? `${text.slice(0, EXCERPT).trimEnd()}…` : text);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const filters = poolFilters(params);
  const page = Math.max(1, Math.min(1000, Number.parseInt(params.get("page") ?? "1", 10) || 1));
  const [list, interests] = await Promise.all([poolPage(context, filters, page), interestChoices(context)]);
  const names = new Map(interests.map((i) => [i.id, i.name]));
  return {
    filters,
    interests,
    page,
    meta: list.meta,
    postcodeError: list.postcodeError,
    nearUnavailable: list.nearUnavailable,
    profiles: list.data.map((p) => ({
      id: p.id,
      firstName: p.firstName,
      city: p.city,
      intro: excerpt(p.intro),
      interests: p.interests.map((id) => names.get(Number(id))).filter((n): n is string => Boolean(n)),
    })),
  };
}

export default function VolunteerPool() {
  const { t } = useTranslation("volunteer-pool");
  const { filters, interests, profiles, meta, page, postcodeError, nearUnavailable } = useLoaderData<typeof loader>();
  const active = Object.values(filters).some(Boolean);
  return (
    <div>
      <PageHeading title={t("pool.title")} description={t("pool.description")} />
      <FilterBar label={t("pool.filters")} active={active}>
        <FilterSelect
          name="interesse"
          label={t("pool.interest")}
          defaultValue={filters.interest}
          options={interests.map((i) => ({ value: String(i.id), label: i.name }))}
        />
        <FilterSelect
          name="dag"
          label={t("pool.day")}
          defaultValue={filters.day}
          options={DAYS.map((d) => ({ value: String(d), label: t(`days.${d}`) }))}
        />
        <FilterSelect
          name="dagdeel"
          label={t("pool.part")}
          defaultValue={filters.part}
          options={DAY_PARTS.map((p) => ({ value: p, label: t(`parts.${p}`) }))}
        />
        <div>
          <label htmlFor="filter-postcode" className="block font-semibold">
            {t("pool.postcode")}
          </label>
          <input
            id="filter-postcode"
            name="postcode"
            defaultValue={filters.postcode}
            autoComplete="postal-code"
            aria-describedby={postcodeError ? "filter-postcode-error" : undefined}
            aria-invalid={postcodeError ? true : undefined}
            className={inputClass}
          />
          {postcodeError ? (
            <p id="filter-postcode-error" className="text-sm font-medium text-red-700 dark:text-red-300">
              {t(postcodeError === "invalid" ? "pool.postcodeInvalid" : "pool.postcodeUnknown")}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor="filter-afstand" className="block font-semibold">
            {t("pool.distance")}
          </label>
          <input
            id="filter-afstand"
            name="afstand"
            type="number"
            min={1}
            max={100}
            defaultValue={filters.distance}
            className={inputClass}
          />
        </div>
        <FilterSelect
          name="taal"
          label={t("pool.language")}
          defaultValue={filters.language}
          options={PROFILE_LANGUAGES.map((code) => ({ value: code, label: t(`languages.${code}`) }))}
        />
      </FilterBar>
      {nearUnavailable ? <p className="mb-4">{t("pool.nearUnavailable")}</p> : null}
      <p className="mb-4 font-semibold" aria-live="polite">
        {t("pool.results", { count: meta.recordCount })}
      </p>
      {profiles.length === 0 ? (
        <p>{t("pool.empty")}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="pool-cards">
          {profiles.map((p) => (
            <li key={p.id} className="rounded-lg border border-muted-200 p-4 dark:border-muted-700">
              <h2 className="text-lg font-semibold">
                <LocaleLink
                  to={`/vrijwilligerspool/${p.id}`}
                  aria-label={t("pool.open", { name: p.firstName })}
                  className="underline"
                >
                  {p.firstName}
                </LocaleLink>
              </h2>
              <p className="text-sm text-muted-700 dark:text-muted-300">{p.city ?? t("pool.noCity")}</p>
              {p.intro ? <p className="mt-2 break-words">{p.intro}</p> : null}
              {p.interests.length ? (
                <ul className="mt-2 flex flex-wrap gap-1" aria-label={t("detail.interests")}>
                  {p.interests.map((name) => (
                    <li key={name} className="rounded bg-muted-100 px-2 py-0.5 text-sm dark:bg-muted-800">
                      {name}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <Pagination current={page} total={meta.pageCount} />
    </div>
  );
}
