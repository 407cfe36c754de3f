/**
 * GET /api/v1/analytics/municipalities and its CSV (ADR 0068): the municipality report for a period and centre.
 * The centre scope is decided first (analyticsCenters: 401/403/404 before anything else is read), then the
 * parameters (400 naming the parameter), then one SQL statement counts everything (api/services/municipality-report.ts).
 */
import type { Context } from "hono";
import { type AnalyticsInterval, analyticsQuery, rangeOf } from "../../../contract/analytics";
import { CSV_BOM, type CsvSeparator, csvRow } from "../../../contract/forms";
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
import { badParameter } from "../../jsonapi/errors";
import { requestLocale } from "../../mail";
import { jsonApi } from "../../respond";
import { analyticsCenters } from "../../services/analytics-scope";
import { municipalityReport } from "../../services/municipality-report";
import type { ApiEnv } from "../../types";

/** A rule's message key (`analytics:errors.tooLong|{"years":5}`) as English text for the error's `detail`. */
function detailOf(message: string): string {
  const [key = "", vars] = message.split("|");
  const path = key.replace(/^analytics:/, "").split(".");
  let node: unknown = en;
  for (const part of path) node = (node as Record<string, unknown> | undefined)?.[part];
  const values = vars ? (JSON.parse(vars) as Record<string, unknown>) : {};
  return typeof node === "string" ? node.replace(/\{\{(\w+)\}\}/g, (_, name) => String(values[name] ?? "")) : message;
}

const codeOf = (message: string) =>
  (message.split("|")[0] ?? "")
    .split(".")
    .pop()
    ?.replace(/[A-Z]/g, (ch) => `_${ch.toLowerCase()}`) ?? "invalid_parameter";

/** The scope, then the period and the report's own parameters: throws 401/403/404, then 400 on a parameter. */
async function readQuery(c: Context<ApiEnv>) {
  const params = new URL(c.req.url).searchParams;
  const center = params.get("center") ?? undefined;
  // Guards first: a malformed centre is the actor's own scope here and a 400 on `center` below.
  const centers = await analyticsCenters(c, center && /^(all|\d{1,12})$/.test(center) ? center : undefined);
  const value = (name: string) => params.get(name) ?? undefined;
  const filter = analyticsQuery.safeParse({ from: value("from"), to: value("to"), interval: value("interval"), center });
  const own = reportParams.safeParse({
    municipality: value("municipality"),
    separator: value("separator"),
    locale: value("locale"),
  });
  const issue = (!filter.success && filter.error.issues[0]) || (!own.success && own.error.issues[0]);
  if (issue || !filter.success || !own.success) {
    const message = issue ? issue.message : "analytics:errors.date";
    throw badParameter(String(issue ? issue.path[0] : "from"), detailOf(message), codeOf(message));
  }
  const range = rangeOf(filter.data as { from?: string; to?: string; interval?: AnalyticsInterval });
  const municipality = own.data.municipality || undefined;
  return { centers, range, municipality, separator: own.data.separator ?? DEFAULT_SEPARATOR, locale: own.data.locale };
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
  const encoder = new TextEncoder();
  const line = (name: string, figures: ReportFigures) => csvRow([name, ...REPORT_COLUMNS.map((k) => figures[k])], sep);
  let started = false;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(
          encoder.encode(CSV_BOM + csvRow([words.columns.municipality, ...REPORT_COLUMNS.map((k) => words.columns[k])], sep)),
        );
        return;
      }
      try {
        const report = await municipalityReport(c, centers, range, municipality);
        const body = report.rows.map((row) => line(row.municipality ?? words.unknown, row)).join("");
        controller.enqueue(encoder.encode(body + line(words.total, report.totals)));
        controller.close();
      } catch (error) {
        controller.error(error);
      }
    },
  });
  return new Response(stream, {
    status: 200,
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${reportFileName(range.from, range.to, locale)}"`,
      "Cache-Control": "no-store",
    },
  });
}
