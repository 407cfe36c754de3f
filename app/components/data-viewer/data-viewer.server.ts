/**
 * The data viewer's reads for its screen and its CSV route (ADR 0071), through the API: the table and its filters
 * from the URL (the API's own parameter names: `table`, `filter[<key>]`, `sort`, `page`), a page of rows, and the
 * export handed on as it streams. Only the filter keys the table's allow-list knows are passed on; a value the API
 * refuses (400 naming the parameter) becomes a message on the screen, not an error page.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { ApiError } from "~/utils/api.server";
import { routeError } from "~/utils/route-errors";
import { toCamelCase } from "../../../contract/case";
import {
  filterKeys,
  VIEWER_PAGE_SIZE,
  VIEWER_ROW_CAP,
  VIEWER_TABLES,
  type ViewerTable,
  viewerTable,
} from "../../../contract/data-viewer";

export { VIEWER_PATH } from "./paths";

const API_TABLES = "/api/v1/data_viewer/tables";

export interface ViewerQuery {
  table: ViewerTable;
  /** The filters as given, by filter key; empty ones dropped. */
  filters: Record<string, string>;
  sort: string | null;
  page: number;
}

/** The table (the first one when none is asked; 404 for one the viewer does not have) and its filters from the URL. */
export function viewerQuery(url: URL): ViewerQuery {
  const asked = url.searchParams.get("table");
  const table = asked ? viewerTable(asked) : VIEWER_TABLES[0];
  if (!table) throw routeError(404, "not_found");
  const keys = filterKeys(table.columns);
  const filters: Record<string, string> = {};
  for (const [name, value] of url.searchParams) {
    const key = /^filter\[(.+)\]$/.exec(name)?.[1];
    if (key && keys.has(key) && value.trim()) filters[key] = value.trim();
  }
  const sort = url.searchParams.get("sort");
  const sortable = sort && table.columns.some((c) => c.name === sort.replace(/^-/, "")) ? sort : null;
  const lastPage = Math.ceil(VIEWER_ROW_CAP / VIEWER_PAGE_SIZE);
  const page = Math.max(1, Math.min(lastPage, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1));
  return { table, filters, sort: sortable, page };
}

/** The screen's URL query of the export (the table and its filters; the export has every row, by number). */
export function exportSearch(query: ViewerQuery): string {
  const params = new URLSearchParams({ table: query.table.key });
  for (const [key, value] of Object.entries(query.filters)) params.set(`filter[${key}]`, value);
  return `?${params.toString()}`;
}

type Cell = string | number | null;
export interface ViewerRowView {
  id: string;
  cells: Record<string, Cell>;
}
interface ViewerMeta {
  recordCount: number;
  recordCountCapped: boolean;
  pageCount: number;
  columns: Array<{ name: string }>;
}

export async function loadViewer(context: AppLoadContext, url: URL) {
  const query = viewerQuery(url);
  const { table, filters, sort, page } = query;
  try {
    const answer = await context.api.get<Array<{ id: string } & Record<string, Cell>>>(`${API_TABLES}/${table.key}`, {
      query: { filter: filters, ...(sort ? { sort } : {}), page: { number: page, size: VIEWER_PAGE_SIZE } },
    });
    const meta = answer.meta as unknown as ViewerMeta;
    const shown = new Set(meta.columns.map((c) => c.name));
    const columns = table.columns.filter((c) => shown.has(c.name));
    return {
      query,
      columns,
      rows: answer.data.map(
        (row): ViewerRowView => ({
          id: row.id,
          cells: Object.fromEntries(columns.map((c) => [c.name, c.name === "id" ? row.id : (row[toCamelCase(c.name)] ?? null)])),
        }),
      ),
      recordCount: meta.recordCount,
      capped: meta.recordCountCapped,
      pageCount: meta.pageCount,
      badParameter: null as string | null,
      exportSearch: exportSearch(query),
    };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 400) throw error;
    return {
      query,
      columns: [...table.columns],
      rows: [] as ViewerRowView[],
      recordCount: 0,
      capped: false,
      pageCount: 1,
      badParameter: error.errors[0]?.source?.parameter ?? "",
      exportSearch: exportSearch(query),
    };
  }
}

/** The export as the API streams it, for the CSV route to hand on. */
export function downloadExport(context: AppLoadContext, query: ViewerQuery) {
  return context.api.download(`${API_TABLES}/${query.table.key}/export.csv`, {
    query: { filter: query.filters, separator: ";" },
  });
}
