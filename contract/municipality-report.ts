/**
 * The municipality report (SPEC §2 /analytics/index-2, ADR 0068): per municipality (PDOK's gemeentenaam) and period,
 * the figures a centre sends the municipality that funds it. One list of columns for the API answer, the CSV export
 * and the screen, so the three never disagree on what a column is or in which order it comes.
 */
import { z } from "zod";
import type { CsvSeparator } from "./forms";

/** The counted columns, in the report's order (what each counts: ADR 0068). */
export const REPORT_COLUMNS = [
  "organizations",
  "new_organizations",
  "vacancies_published",
  "applications",
  "accepted_applications",
  "matched_volunteers",
  "help_requests",
  "matched_help_requests",
] as const;
export type ReportColumn = (typeof REPORT_COLUMNS)[number];

export type ReportFigures = Record<ReportColumn, number>;

export interface MunicipalityRow extends ReportFigures {
  /** PDOK's gemeentenaam; null = records without a known municipality ("Onbekend" / "Unknown"). */
  municipality: string | null;
}

/** The longest municipality name the filter takes (the longest Dutch one is far shorter). */
export const MUNICIPALITY_MAX = 100;

/**
 * The report's own parameters beside the analytics filter (contract/analytics.ts): `municipality` (an exact name
 * from the list; a name not in it is an empty report) and, for the CSV, `separator` and `locale`.
 */
export const reportParams = z.object({
  municipality: z.string().trim().max(MUNICIPALITY_MAX, "analytics:report.errors.municipality").optional(),
  separator: z.enum([";", ","], { message: "analytics:report.errors.separator" }).optional(),
  locale: z.enum(["nl", "en"], { message: "analytics:report.errors.locale" }).optional(),
});

export const DEFAULT_SEPARATOR: CsvSeparator = ";";

/** The CSV's file name: the report and its period, e.g. `gemeenterapport-2024-01-01-2024-06-30.csv`. */
export const reportFileName = (from: string, to: string, locale: string) =>
  `${locale === "en" ? "municipality-report" : "gemeenterapport"}-${from}-${to}.csv`;
