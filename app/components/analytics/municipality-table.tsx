/**
 * The municipality report's table (ADR 0068): a caption naming the period, a column header per figure, a row header
 * per municipality (unknown last), numbers right-aligned, the totals in `<tfoot>`. Printed as it is shown: borders,
 * full width, the header row repeated on every page and no row split (the route's print stylesheet).
 */
import { useTranslation } from "react-i18next";
import { type MunicipalityRow, REPORT_COLUMNS, type ReportFigures } from "../../../contract/municipality-report";

const CELL = "border border-muted-300 px-2 py-2 dark:border-muted-600";
const NUMBER = `${CELL} text-right tabular-nums`;

export function MunicipalityTable({
  caption,
  rows,
  totals,
}: {
  caption: string;
  rows: readonly MunicipalityRow[];
  totals: ReportFigures;
}) {
  const { t, i18n } = useTranslation("analytics");
  const digits = new Intl.NumberFormat(i18n.language === "en" ? "en-GB" : "nl-NL");
  const number = (n: number) => digits.format(n);
  return (
    <>
      {/* The caption as seen: outside the scrolling box, so it wraps on a narrow screen instead of scrolling away. */}
      <p className="mb-2 text-lg font-semibold" aria-hidden="true">
        {caption}
      </p>
      <section
        className="report-table-wrap overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700"
        aria-label={caption}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
        tabIndex={0}
      >
        <table className="w-full border-collapse text-sm" data-testid="municipality-report">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="bg-muted-100 dark:bg-muted-800">
              <th scope="col" className={`${CELL} text-left`}>
                {t("report.columns.municipality")}
              </th>
              {REPORT_COLUMNS.map((k) => (
                <th key={k} scope="col" className={`${CELL} text-right align-bottom`}>
                  {t(`report.columns.${k}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.municipality ?? ""}>
                <th scope="row" className={`${CELL} text-left font-semibold`}>
                  {row.municipality ?? <em>{t("report.unknown")}</em>}
                </th>
                {REPORT_COLUMNS.map((k) => (
                  <td key={k} className={NUMBER}>
                    {number(row[k])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="bg-muted-100 font-bold dark:bg-muted-800">
              <th scope="row" className={`${CELL} text-left`}>
                {t("report.total")}
              </th>
              {REPORT_COLUMNS.map((k) => (
                <td key={k} className={NUMBER}>
                  {number(totals[k])}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </section>
    </>
  );
}
