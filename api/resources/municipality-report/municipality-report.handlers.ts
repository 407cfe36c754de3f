/**
 * GET /api/v1/analytics/municipalities and its CSV (ADR 0068): the municipality report for a period and centre.
 * The centre scope is decided first (analyticsCenters: 401/403/404 before anything else is read), then the
 * parameters (400 naming the parameter), then one SQL statement counts everything (api/services/municipality-report.ts).
 */
import type { Context } from "hono";
import { type CsvSeparator, csvRow } from "../../../contract/forms";
import {
  DEFAULT_SEPARATOR,
  type MunicipalityRow,
  REPORT_COLUMNS,
  type ReportFigures,
  reportFileName,
  reportParams,
} from "../../../contract/municipality-report";
import en from "../../../locales/en/analytics.json";
import nl from "../../../locales/nl/analytics.json";
import { requestLocale } from "../../mail";
import { jsonApi } from "../../respond";
import { analyticsRequest } from "../../services/analytics-request";
import { csvResponse, csvStream } from "../../services/csv-stream";
import { municipalityReport } from "../../services/municipality-report";
import type { ApiEnv } from "../../types";

/** The scope, then the period and the report's own parameters (analyticsRequest): 401/403/404, then 400. */
async function readQuery(c: Context<ApiEnv>) {
  const { own, ...request } = await analyticsRequest(c, reportParams);
  return {
    centers: { centerIds: request.centerIds, anyCenter: request.anyCenter },
    range: request.range,
    municipality: own.municipality || undefined,
    separator: own.separator ?? DEFAULT_SEPARATOR,
    locale: own.locale,
  };
}

const attributes = (figures: ReportFigures) => Object.fromEntries(REPORT_COLUMNS.map((k) => [k, figures[k]]));

/** GET /analytics/municipalities: a row per municipality (`id` its name, `unknown` for none) and the totals in meta. */
export async function showMunicipalityReport(c: Context<ApiEnv>) {
  const { centers, range, municipality } = await readQuery(c);
  const report = await municipalityReport(c, centers, range, municipality);
  return jsonApi(c, {
    data: report.rows.map((row: MunicipalityRow) => ({
      type: "municipality_figures",
      id: row.municipality ?? "unknown",
      attributes: { municipality: row.municipality, ...attributes(row) },
    })),
    meta: {
      from: range.from,
      to: range.to,
      center: centers.centerIds,
      any_center: centers.anyCenter,
      municipality: municipality ?? null,
      totals: attributes(report.totals),
      municipalities: report.municipalities,
    },
  });
}

/**
 * GET /analytics/municipalities.csv: the same report as a spreadsheet file — streamed (the header goes out first,
 * the rows when the query answers), UTF-8 with a byte-order mark for Excel, formula cells neutralised (csvRow), the
 * header and the unknown / total rows in the requester's language (`locale`, else Accept-Language).
 */
export async function municipalityReportCsv(c: Context<ApiEnv>) {
  const { centers, range, municipality, separator, locale: asked } = await readQuery(c);
  const locale = asked ?? requestLocale(c);
  const words = (locale === "en" ? en : nl).report;
  const sep: CsvSeparator = separator;
  const line = (name: string, figures: ReportFigures) => csvRow([name, ...REPORT_COLUMNS.map((k) => figures[k])], sep);
  let done = false;
  const stream = csvStream(
    csvRow([words.columns.municipality, ...REPORT_COLUMNS.map((k) => words.columns[k])], sep),
    async () => {
      if (done) return null;
      done = true;
      const report = await municipalityReport(c, centers, range, municipality);
      const body = report.rows.map((row) => line(row.municipality ?? words.unknown, row)).join("");
      return body + line(words.total, report.totals);
    },
  );
  return csvResponse(stream, reportFileName(range.from, range.to, locale));
}
