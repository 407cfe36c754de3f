/**
 * SPEC §2 /analytics, 'Volunteerly Analytics' (docs/decisions/0067-analytics-charts.md): the charts of a centre
 * (a centre superuser's own; an admin's every centre or one chosen) for a period, through a GET filter that works
 * without JavaScript. An invalid filter shows its errors next to the fields and no figures.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AnalyticsCharts } from "~/components/analytics/analytics-charts";
import { AnalyticsFilter } from "~/components/analytics/analytics-filter";
import { AnalyticsNav } from "~/components/analytics/analytics-nav";
import { chartsPage } from "~/components/analytics/charts-page.server";
import { PageHeading } from "~/components/forms";
import type { RouteHandle } from "~/utils/route-handle";

export const handle: RouteHandle = { titleKey: "analytics:page.title", requires: "analytics.view" };

export function loader({ request, context }: LoaderFunctionArgs) {
  return chartsPage(context, request);
}

export default function AnalyticsChartsPage() {
  const { t } = useTranslation("analytics");
  const { filter, centers, centerName, anyCenter, charts } = useLoaderData<typeof loader>();
  return (
    <div>
      <PageHeading
        title={t("page.title")}
        description={anyCenter ? t("page.intro", { center: centerName ?? t("page.allCenters") }) : undefined}
      />
      <AnalyticsNav />
      <AnalyticsFilter filter={filter} centers={anyCenter ? centers : undefined} />
      {charts ? (
        <AnalyticsCharts charts={charts} />
      ) : (
        <p className="mt-6" role="status">
          {t("charts.invalid")}
        </p>
      )}
    </div>
  );
}
