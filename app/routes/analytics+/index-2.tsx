/**
 * /analytics/index-2 — the report per municipality (SPEC §2, ADR 0068): what a centre achieved per municipality
 * (PDOK's gemeentenaam) in a period, the figures it sends the municipality that funds it. The analytics filter (a GET
 * form, works without JavaScript) with a municipality choice, the table with its totals, a CSV download (streamed
 * through from the API) and printing: a print stylesheet leaves the title, the heading line (centre, period,
 * municipality) and the table, black on white; the Print button (JavaScript) opens the browser's print dialog, and
 * without JavaScript the browser's own print gives the same paper. Centre superusers see their centre, admins any.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import { AnalyticsFilter } from "~/components/analytics/analytics-filter";
import { AnalyticsNav } from "~/components/analytics/analytics-nav";
import { loadReport } from "~/components/analytics/municipality-report.server";
import { MunicipalityTable } from "~/components/analytics/municipality-table";
import { PageHeading } from "~/components/forms";
import { useLocalizePath } from "~/components/locale-link";
import { Button, buttonClassName } from "~/components/ui/button";
import { FilterSelect } from "~/components/ui/filter-bar";
import type { RouteHandle } from "~/utils/route-handle";
import { formatDay } from "../../../contract/dates";

export const handle: RouteHandle = { requires: "analytics.view", titleKey: "analytics:report.title" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadReport(context, request);
}

/**
 * Paper: only the report — no header, menus, footer, tabs, filter or buttons; black on white; the table full width
 * with borders, the header row on every page, no row split over two pages.
 */
const PRINT_CSS = `@media print {
  @page { margin: 12mm; }
  html, body, main { background: #fff !important; color: #000 !important; }
  header, footer, nav, [role="search"], .no-print { display: none !important; }
  main > div { max-width: none !important; margin: 0 !important; padding: 0 !important; }
  #municipality-report, #municipality-report * { color: #000 !important; background: #fff !important; box-shadow: none !important; }
  #municipality-report .report-table-wrap { overflow: visible !important; }
  #municipality-report table { width: 100% !important; border-collapse: collapse; font-size: 10pt; }
  #municipality-report th, #municipality-report td { border: 1px solid #000 !important; padding: 2pt 4pt !important; }
  #municipality-report thead { display: table-header-group; }
  #municipality-report tfoot { display: table-row-group; }
  #municipality-report tr { break-inside: avoid; page-break-inside: avoid; }
  #municipality-report h1 { font-size: 16pt; margin: 0 0 4pt; }
  #report-heading-line { font-size: 11pt; font-weight: 600; }
}`;

function PrintButton() {
  const { t } = useTranslation("analytics");
  // Without JavaScript there is nothing to click: the browser's own print uses the same stylesheet.
  if (!useHydrated()) return null;
  return (
    <Button variant="secondary" onClick={() => window.print()}>
      {t("report.print")}
    </Button>
  );
}

export default function MunicipalityReport() {
  const { t, i18n } = useTranslation("analytics");
  const { filter, range, centers, centerNames, rows, totals, municipalities } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const localize = useLocalizePath();
  const locale = i18n.language;
  const choices = [...new Set([...municipalities, ...(filter.municipality ? [filter.municipality] : [])])];
  const center = centerNames ? centerNames.join(", ") : t("report.allCenters");
  return (
    <div id="municipality-report">
      {/* As markup: React would escape the selectors' quotes and `>` in a text child, which a style element keeps. */}
      <style dangerouslySetInnerHTML={{ __html: PRINT_CSS }} />
      <PageHeading title={t("report.title")} description={t("report.description")} />
      {range ? (
        <p id="report-heading-line" className="mb-4 font-semibold" data-testid="report-heading-line">
          {t("report.headingLine", {
            center,
            from: formatDay(range.from, locale),
            to: formatDay(range.to, locale),
            municipality: filter.municipality || t("report.allMunicipalities"),
          })}
        </p>
      ) : null}
      <AnalyticsNav />
      <AnalyticsFilter filter={filter} centers={centers}>
        <FilterSelect
          name="municipality"
          label={t("report.municipalityFilter")}
          defaultValue={filter.municipality}
          options={choices.map((m) => ({ value: m, label: m }))}
        />
      </AnalyticsFilter>
      {range && totals ? (
        <>
          <div className="no-print mb-4 flex flex-wrap gap-3" data-testid="report-actions">
            <a href={localize(`/analytics/index-2.csv${search}`)} download className={buttonClassName("primary")}>
              {t("report.download")}
            </a>
            <PrintButton />
          </div>
          {rows.length === 0 ? <p className="mb-4">{t("report.empty")}</p> : null}
          <MunicipalityTable
            caption={t("report.caption", { from: formatDay(range.from, locale), to: formatDay(range.to, locale) })}
            rows={rows}
            totals={totals}
          />
          <p className="mt-4 text-sm text-muted-700 dark:text-muted-300">{t("report.notes")}</p>
        </>
      ) : (
        <p>{t("report.invalid")}</p>
      )}
    </div>
  );
}
