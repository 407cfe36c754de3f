/**
 * SPEC §2 /sociale-kaart (public): every approved organisation shown on the social map. The server-rendered list
 * with its filters (search, activity, kind, place) and paging is always there and works without JavaScript; with
 * JavaScript a map of the same filtered set loads beside it (one request for the markers: markers.tsx).
 */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData, useLocation } from "@remix-run/react";
import { type ComponentType, Fragment, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useDutchContent } from "~/components/content/content-lang";
import { linkClass, PageHeading } from "~/components/form-look";
import { LocaleLink, useLocalizePath } from "~/components/locale-link";
import { activityNames, activityTypes, listOrganizations, socialMapQuery } from "~/components/organizations/organizations.server";
import { MAP_FRAME_CLASS, MapFirstView } from "~/components/social-map/first-view";
import type { OrganizationsMapProps } from "~/components/social-map/organizations-map";
import { PDOK_TILE_HOST } from "~/components/social-map/tiles";
import { FilterBar, FilterSearch, FilterSelect } from "~/components/ui/filter-bar";
import { Pagination } from "~/components/ui/pagination";
import { i18nServer } from "~/utils/i18n.server";
import { listingMeta } from "~/utils/listing-meta";
import type { RouteHandle } from "~/utils/route-handle";
import { NON_PROFIT_TYPES } from "../../../contract/organization-vocabulary";

export const handle: RouteHandle = { isPublic: true, hydrateAfterPaint: true, titleKey: "social-map:title" };

/** The page's own introduction as its description for search engines and shared links. */
export const meta: MetaFunction<typeof loader> = ({ data }) =>
  listingMeta(data && { title: data.title, description: data.metaDescription });

/** The map's first tiles come from PDOK with the page (first-view.tsx): the connection is opened with the document. */
export const links: LinksFunction = () => [{ rel: "preconnect", href: PDOK_TILE_HOST }];

export const SOCIAL_MAP_PAGE_SIZE = 20;
/** The map's height (OrganizationsMap's 420 px). */
const MAP_HEIGHT = 420;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { page, filters, filter } = socialMapQuery(new URL(request.url).searchParams);
  const [{ data, meta, bounds }, types, t] = await Promise.all([
    listOrganizations(context, { filter, page, sort: "name", size: SOCIAL_MAP_PAGE_SIZE }),
    activityTypes(context).catch(() => []),
    i18nServer.getFixedT(context.locale, "social-map"),
  ]);
  return {
    title: t("title"),
    metaDescription: t("description"),
    filters,
    page,
    meta,
    // The extent of the whole filtered set's places (not the page's): the map's first view.
    mapBounds: bounds,
    activities: types.map((a) => ({ value: String(a.id), label: a.name })),
    organizations: data.map((o) => ({
      id: o.id,
      name: o.name,
      city: o.city,
      kind: o.nonProfitType,
      activities: activityNames(types, o.activityTypeIds),
    })),
  };
}

/** The map's height and its 1 px borders, reserved where it will appear. */
const MAP_SLOT_CLASS = "min-h-[422px] noscript:min-h-0";

/** The map module, imported only in the browser (pigeon-maps never reaches the server bundle's render path). */
function useMapComponent() {
  const [component, setComponent] = useState<ComponentType<OrganizationsMapProps> | null>(null);
  useEffect(() => {
    let live = true;
    import("~/components/social-map/organizations-map").then((module) => {
      if (live) setComponent(() => module.default);
    });
    return () => {
      live = false;
    };
  }, []);
  return component;
}

export default function SocialMap() {
  const { t } = useTranslation("social-map");
  const { t: tOrg } = useTranslation("organization-lists");
  const { filters, page, meta, mapBounds, activities, organizations } = useLoaderData<typeof loader>();
  const location = useLocation();
  const localize = useLocalizePath();
  const OrganizationsMap = useMapComponent();
  const dutch = useDutchContent();
  const search = new URLSearchParams(location.search);
  search.delete("page");
  const query = search.toString();
  const markersUrl = `/sociale-kaart/markers${query ? `?${query}` : ""}`;
  return (
    <div>
      <PageHeading title={t("title")} description={t("description")} />
      <FilterBar label={t("filters")} active={Object.values(filters).some(Boolean)}>
        <FilterSearch name="q" label={t("search")} defaultValue={filters.q} wide />
        <FilterSelect name="activity" label={t("activityType")} defaultValue={filters.activity} options={activities} />
        <FilterSelect
          name="kind"
          label={t("nonProfitType")}
          defaultValue={filters.kind}
          options={NON_PROFIT_TYPES.map((k) => ({ value: k, label: tOrg(`nonProfitTypes.${k}`) }))}
        />
        <FilterSearch name="place" label={t("place")} defaultValue={filters.place} />
      </FilterBar>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div>
          <p className="mb-2 text-sm" aria-live="polite">
            {t("total", { count: meta.recordCount })}
          </p>
          {organizations.length === 0 ? <p>{t("empty")}</p> : null}
          <ul className="divide-y divide-muted-200 dark:divide-muted-700" data-testid="social-map-list">
            {organizations.map((o) => (
              <li key={o.id} className="py-3">
                <LocaleLink to={`/sociale-kaart/${o.id}`} className={`${linkClass} font-semibold`} {...dutch}>
                  {o.name}
                </LocaleLink>
                <div className="text-sm text-muted-700 dark:text-muted-300">
                  {/* The place and the activity types are the centre's own (Dutch) words; the kind is interface text. */}
                  {[
                    o.city ? <span {...dutch}>{o.city}</span> : null,
                    o.kind ? tOrg(`nonProfitTypes.${o.kind}`) : null,
                    o.activities.length ? <span {...dutch}>{o.activities.join(", ")}</span> : null,
                  ]
                    .filter((part) => part !== null)
                    .map((part, index) => (
                      <Fragment key={index}>
                        {index > 0 ? " · " : null}
                        {part}
                      </Fragment>
                    ))}
                </div>
              </li>
            ))}
          </ul>
          <Pagination current={page} total={meta.pageCount} className="mt-6" />
        </div>
        {/* The map's first view comes with the page (its tiles, drawn by the server for the set's places), so the list
            below it (phones) does not jump and the map shows before the scripts; the JS map takes over at that view.
            Without JavaScript there is no map and no gap (`noscript:`, scripting: none). */}
        <div className={`order-first lg:order-none ${MAP_SLOT_CLASS}`}>
          {OrganizationsMap ? (
            <OrganizationsMap
              markersUrl={markersUrl}
              hrefOf={(id) => localize(`/sociale-kaart/${id}`)}
              label={t("map")}
              clusterLabel={(count) => t("cluster", { count })}
              attribution={t("attribution")}
              height={MAP_HEIGHT}
              firstView={{ bounds: mapBounds }}
            />
          ) : (
            <div className={`${MAP_FRAME_CLASS} noscript:hidden`} style={{ height: MAP_HEIGHT + 2 }}>
              <MapFirstView bounds={mapBounds} height={MAP_HEIGHT} />
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
