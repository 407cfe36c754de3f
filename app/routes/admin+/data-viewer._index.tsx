/**
 * /admin/data-viewer (SPEC §2, ADR 0071): an admin reads the tenant's records, one table at a time — the tables as
 * links, a GET filter bar made from the table's allow-list (contract/data-viewer.ts), the rows in a DataTable with
 * sortable headers and pages, and a CSV export of every matching row that keeps the filters. All of it plain links
 * and a GET form, so it works without JavaScript. The API decides and audits every read (one entry per page shown,
 * one per export); a filter it refuses is shown as a message beside the empty table.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { loadViewer } from "~/components/data-viewer/data-viewer.server";
import { VIEWER_PATH } from "~/components/data-viewer/paths";
import { PageHeading } from "~/components/forms";
import { LocaleLink, useLocalizePath } from "~/components/locale-link";
import { buttonClassName } from "~/components/ui/button";
import { DataTable } from "~/components/ui/data-table";
import { FilterBar, FilterDate, FilterSearch, FilterSelect } from "~/components/ui/filter-bar";
import { Pagination } from "~/components/ui/pagination";
import type { RouteHandle } from "~/utils/route-handle";
import { VIEWER_ROW_CAP, VIEWER_TABLES, type ViewerColumn } from "../../../contract/data-viewer";
import { formatSortableTimestamp } from "../../../contract/dates";

export const handle: RouteHandle = { titleKey: "data-viewer:title", requires: "data_viewer.view", layout: "wide" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadViewer(context, new URL(request.url));
}

type Cell = string | number | null;
const LONG = 120;

function cellText(column: ViewerColumn, value: Cell): string {
  if (value === null || value === "") return "";
  if (column.type === "datetime") return formatSortableTimestamp(String(value)) || String(value);
  const text = String(value);
  return text.length > LONG ? `${text.slice(0, LONG)}…` : text;
}

export default function DataViewer() {
  const { t } = useTranslation("data-viewer");
  const data = useLoaderData<typeof loader>();
  const { query, columns, rows, recordCount, capped, pageCount, badParameter, exportSearch } = data;
  const localize = useLocalizePath();
  const label = (column: ViewerColumn) => t(column.labelKey);
  const filters = query.filters as Record<string, string>;
  return (
    // The wide layout (no 72rem container: a table of many columns gets the whole window), with the page's own margins.
    <div className="w-full px-4 py-8 sm:px-6 lg:px-8">
      <PageHeading title={t("title")} description={t("description")} />
      <nav aria-label={t("tablesLabel")} className="mb-6">
        <ul className="flex flex-wrap gap-2">
          {VIEWER_TABLES.map((table) => (
            <li key={table.key}>
              <LocaleLink
                to={`${VIEWER_PATH}?table=${table.key}`}
                aria-current={table.key === query.table.key ? "page" : undefined}
                className={buttonClassName(table.key === query.table.key ? "primary" : "secondary")}
              >
                {t(table.labelKey)}
              </LocaleLink>
            </li>
          ))}
        </ul>
      </nav>
      <h2 className="mb-4 text-xl font-semibold">{t(query.table.labelKey)}</h2>
      <FilterBar label={t("filters")} active={Object.keys(filters).length > 0}>
        <input type="hidden" name="table" value={query.table.key} />
        {columns.flatMap((column) =>
          column.filters.map((operator) => {
            const key = operator === "eq" ? column.name : `${column.name}.${operator}`;
            const name = `filter[${key}]`;
            const value = filters[key] ?? "";
            if (operator === "from" || operator === "to") {
              return <FilterDate key={key} name={name} label={t(operator, { column: label(column) })} defaultValue={value} />;
            }
            if (column.values) {
              return (
                <FilterSelect
                  key={key}
                  name={name}
                  label={label(column)}
                  defaultValue={value}
                  options={column.values.map((v) => ({ value: v, label: v }))}
                />
              );
            }
            const text = operator === "contains" ? t("contains", { column: label(column) }) : label(column);
            return <FilterSearch key={key} name={name} label={text} defaultValue={value} />;
          }),
        )}
      </FilterBar>
      {badParameter !== null ? (
        <p role="alert" className="mb-4 font-medium text-red-700 dark:text-red-300">
          {t("badFilter", { parameter: badParameter })}
        </p>
      ) : null}
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="font-semibold" aria-live="polite" data-testid="data-viewer-count">
          {capped ? t("resultsCapped", { count: VIEWER_ROW_CAP }) : t("results", { count: recordCount })}
        </p>
        <div>
          <a href={localize(`${VIEWER_PATH}/export.csv${exportSearch}`)} download className={buttonClassName("primary")}>
            {t("export")}
          </a>
          <p className="mt-1 text-sm">{t("exportHint")}</p>
        </div>
      </div>
      <DataTable
        caption={t("caption", { table: t(query.table.labelKey), page: query.page })}
        rows={rows}
        rowKey={(row) => row.id}
        sort={query.sort}
        empty={t("empty")}
        columns={columns.map((column, index) => ({
          id: column.name,
          header: label(column),
          primary: index === 0,
          sortKey: column.name,
          className: column.type === "json" || column.type === "text" ? "break-words" : undefined,
          cell: (row: (typeof rows)[number]) => cellText(column, row.cells[column.name] as Cell),
        }))}
      />
      <Pagination current={query.page} total={pageCount} />
    </div>
  );
}
