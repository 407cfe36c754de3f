/**
 * The search's results: the count (announced with JavaScript as it changes), sort and page size (a small GET form
 * carrying the filters), the list/map toggle (links, so it works without JavaScript), the cards or the map, paging,
 * and for an empty result the links that widen the search.
 */
import { Form, useLocation, useNavigation, useSubmit } from "@remix-run/react";
import { type ComponentType, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ListMeta } from "../../../contract/jsonapi";
import { VACANCY_PAGE_SIZES, type VacancySort } from "../../../contract/vacancy-vocabulary";
import { useDutchContent } from "../content/content-lang";
import { inputClass } from "../forms";
import { LocaleLink, useLocalizePath } from "../locale-link";
import type { MapPoint } from "../social-map/cluster";
import { Button, buttonClassName } from "../ui/button";
import { Pagination } from "../ui/pagination";
import { type SearchFilters, searchHref, searchParamsOf, widenings } from "./search-query";
import { StaticMarkersMap } from "./static-markers-map";
import type { VacanciesMapProps } from "./vacancies-map";
import { VacancyCard, type VacancyCardData } from "./vacancy-card";

export type SearchResult = VacancyCardData & { latitude: number | null; longitude: number | null };

const PATH = "/vacancies/search";

/** The pigeon-maps module, imported only in the browser. */
function useMapComponent(wanted: boolean) {
  const [component, setComponent] = useState<ComponentType<VacanciesMapProps> | null>(null);
  useEffect(() => {
    if (!wanted || component) return;
    let live = true;
    import("./vacancies-map").then((module) => {
      if (live) setComponent(() => module.default);
    });
    return () => {
      live = false;
    };
  }, [wanted, component]);
  return component;
}

function ResultsToolbar({ filters, sort, sorts }: { filters: SearchFilters; sort: VacancySort; sorts: VacancySort[] }) {
  const { t } = useTranslation("vacancies");
  const submit = useSubmit();
  const location = useLocation();
  // The filters travel as hidden fields; sort and size are this form's own (page back to 1).
  const hidden = [...searchParamsOf({ ...filters, sort: "", size: 12, page: 1 }).entries()];
  return (
    <Form
      method="get"
      className="flex flex-wrap items-end gap-3"
      onChange={(event) => submit(event.currentTarget, { method: "get", action: location.pathname, preventScrollReset: true })}
    >
      {hidden.map(([name, value], i) => (
        <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
      ))}
      <div>
        <label htmlFor="search-sort" className="block text-sm font-semibold">
          {t("search.sort")}
        </label>
        <select id="search-sort" name="sort" defaultValue={sort} key={sort} className={inputClass}>
          {sorts.map((s) => (
            <option key={s} value={s}>
              {t(`sorts.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="search-size" className="block text-sm font-semibold">
          {t("search.pageSize")}
        </label>
        <select id="search-size" name="size" defaultValue={String(filters.size)} key={filters.size} className={inputClass}>
          {VACANCY_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="secondary">
        {t("search.sortApply")}
      </Button>
    </Form>
  );
}

function ViewToggle({ filters }: { filters: SearchFilters }) {
  const { t } = useTranslation("vacancies");
  const views = [
    { view: "list" as const, label: t("search.list") },
    { view: "map" as const, label: t("search.map") },
  ];
  return (
    <nav aria-label={t("search.view")} className="flex gap-1">
      {views.map(({ view, label }) => (
        <LocaleLink
          key={view}
          to={searchHref(PATH, { ...filters, view })}
          preventScrollReset
          aria-current={filters.view === view ? "page" : undefined}
          className={buttonClassName(filters.view === view ? "primary" : "secondary")}
          data-testid={`view-${view}`}
        >
          {label}
        </LocaleLink>
      ))}
    </nav>
  );
}

/**
 * A page past the last (`?page=999`, an old link after vacancies closed): the search found vacancies, this page has
 * none. Not "no vacancies found" under "46 vacancies found", and no widening links: it says the page does not exist
 * (any more) and links to the first and the last page of the same search. (A redirect would hide why the page
 * changed and cannot keep the count's live region honest; the message can.)
 */
function PastTheEnd({ filters, recordCount, pageCount }: { filters: SearchFilters; recordCount: number; pageCount: number }) {
  const { t } = useTranslation("vacancies");
  return (
    <div className="rounded-[var(--radius)] border border-muted-200 p-4 dark:border-muted-700" data-testid="search-past-end">
      <p className="font-semibold">{t("search.pastTheEnd", { count: recordCount })}</p>
      <ul className="mt-1 list-disc pl-5">
        <li>
          <LocaleLink to={searchHref(PATH, { ...filters, page: 1 })} className={buttonClassName("link")}>
            {t("search.firstPage")}
          </LocaleLink>
        </li>
        {pageCount > 1 ? (
          <li>
            <LocaleLink to={searchHref(PATH, { ...filters, page: pageCount })} className={buttonClassName("link")}>
              {t("search.lastPage", { page: pageCount })}
            </LocaleLink>
          </li>
        ) : null}
      </ul>
    </div>
  );
}

function Widen({ filters }: { filters: SearchFilters }) {
  const { t } = useTranslation("vacancies");
  const options = widenings(filters);
  return (
    <div className="rounded-[var(--radius)] border border-muted-200 p-4 dark:border-muted-700" data-testid="search-empty">
      <p className="font-semibold">{t("search.empty")}</p>
      {options.length ? (
        <>
          <p className="mt-2">{t("search.widen")}</p>
          <ul className="mt-1 list-disc pl-5">
            {options.map((w) => (
              <li key={w.kind}>
                <LocaleLink to={searchHref(PATH, w.state)} className={buttonClassName("link")}>
                  {t(`search.${w.kind}`, { q: filters.q, count: w.radius })}
                </LocaleLink>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

export function SearchResults({
  filters,
  meta,
  vacancies,
  sort,
  sorts,
  nearPlace,
}: {
  filters: SearchFilters;
  meta: ListMeta;
  vacancies: SearchResult[];
  sort: VacancySort;
  sorts: VacancySort[];
  nearPlace: string | null;
}) {
  const { t } = useTranslation("vacancies");
  const { t: tMap } = useTranslation("social-map");
  const dutch = useDutchContent();
  const navigation = useNavigation();
  const localize = useLocalizePath();
  const showMap = filters.view === "map";
  const MapComponent = useMapComponent(showMap);
  const points: MapPoint[] = vacancies.flatMap((v) =>
    v.latitude !== null && v.longitude !== null ? [{ id: v.id, name: v.title, lat: v.latitude, lng: v.longitude }] : [],
  );
  const busy = navigation.state === "loading" && navigation.location.pathname === useLocation().pathname;
  const count = meta.recordCountCapped
    ? t("search.resultsCapped", { count: meta.recordCount })
    : t("search.results", { count: meta.recordCount });
  return (
    <section aria-busy={busy} aria-labelledby="search-results-count">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
        <p id="search-results-count" className="text-lg font-semibold" aria-live="polite" data-testid="search-count">
          {nearPlace ? `${count} ${t("search.resultsNear", { place: nearPlace })}` : count}
        </p>
        <div className="flex flex-wrap items-end gap-4">
          <ResultsToolbar filters={filters} sort={sort} sorts={sorts} />
          <ViewToggle filters={filters} />
        </div>
      </div>
      {vacancies.length === 0 && meta.recordCount > 0 ? (
        <PastTheEnd filters={filters} recordCount={meta.recordCount} pageCount={meta.pageCount} />
      ) : vacancies.length === 0 ? (
        <Widen filters={filters} />
      ) : showMap ? (
        <div>
          {MapComponent ? (
            <MapComponent
              points={points}
              hrefOf={(id) => localize(`/vacancies/${id}`)}
              label={t("search.mapLabel")}
              clusterLabel={(n) => t("search.cluster", { count: n })}
              attribution={tMap("attribution")}
            />
          ) : (
            <StaticMarkersMap
              points={points}
              hrefOf={(id) => localize(`/vacancies/${id}`)}
              label={t("search.mapLabel")}
              attribution={tMap("attribution")}
            />
          )}
          <p className="mt-2 text-sm text-muted-700 dark:text-muted-300">
            {t("search.mapPageNote")}
            {vacancies.length > points.length ? ` ${t("search.mapNoLocation", { count: vacancies.length - points.length })}` : ""}
          </p>
          <ul className="mt-4 grid gap-2 sm:grid-cols-2">
            {vacancies.map((v) => (
              <li key={v.id}>
                <LocaleLink to={`/vacancies/${v.id}`} className={buttonClassName("link")} {...dutch}>
                  {v.title}
                </LocaleLink>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="search-results">
          {vacancies.map((v) => (
            <li key={v.id}>
              <VacancyCard vacancy={v} />
            </li>
          ))}
        </ul>
      )}
      <Pagination current={meta.currentPage} total={meta.pageCount} />
    </section>
  );
}
