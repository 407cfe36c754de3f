/**
 * /analytics/index-2.csv — the municipality report as a CSV file (ADR 0068), for the period, centre and municipality
 * of the report's filter, handed on from the API as it streams (UTF-8 with a byte-order mark, formula cells
 * neutralised, the header in the page's language): a plain link, so it downloads with or without JavaScript.
 * An invalid filter goes back to the report, which shows what is wrong.
 */
import { type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import { REPORT_PATH, reportFilter, reportQuery } from "~/components/analytics/municipality-report.server";
import type { RouteHandle } from "~/utils/route-handle";

export const handle: RouteHandle = { requires: "analytics.view" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const query = reportQuery(reportFilter(url));
  if (!query) throw redirect(`${url.pathname.replace(/\.csv$/, "")}${url.search}`);
  const separator = url.searchParams.get("separator") === "," ? "," : ";";
  const answer = await context.api.download(`${REPORT_PATH}.csv`, {
    query: { ...query, separator, locale: context.locale === "en" ? "en" : "nl" },
  });
  const headers = new Headers({
    "Content-Type": answer.headers.get("Content-Type") ?? "text/csv; charset=utf-8",
    "Content-Disposition": answer.headers.get("Content-Disposition") ?? 'attachment; filename="gemeenterapport.csv"',
    "Cache-Control": "private, no-store",
  });
  return new Response(answer.body, { status: 200, headers });
}
