/**
 * GET /data_viewer/tables, /data_viewer/tables/{table} and its CSV export (ADR 0071). The reads and their audit
 * entries are api/services/data-viewer.ts's; these shape the answers.
 */
import type { Context } from "hono";
import { readableColumns, VIEWER_TABLES, type ViewerColumn, viewerFileName } from "../../../contract/data-viewer";
import { amsterdamToday } from "../../../contract/dates";
import { type CsvSeparator, csvRow } from "../../../contract/forms";
import { can } from "../../../contract/policy";
import { badParameter } from "../../jsonapi/errors";
import { paginate } from "../../jsonapi/serialize";
import { actorOf } from "../../middleware/auth";
import { jsonApi } from "../../respond";
import { csvResponse, csvStream } from "../../services/csv-stream";
import { readRequest, viewerExport, viewerPage } from "../../services/data-viewer";
import type { ApiEnv } from "../../types";

const columnMeta = (col: ViewerColumn) => ({
  name: col.name,
  type: col.type,
  label_key: col.labelKey,
  personal: col.personal,
  filters: col.filters,
  ...(col.values ? { values: col.values } : {}),
});

/** GET /data_viewer/tables: the tables and the columns this reader may see (personal ones only with the permission). */
export function listTables(c: Context<ApiEnv>) {
  const personal = can(actorOf(c), "data_viewer.personal_data");
  return jsonApi(c, {
    data: VIEWER_TABLES.map((table) => ({
      type: "data_viewer_tables",
      id: table.key,
      attributes: {
        label_key: table.labelKey,
        columns: readableColumns(table, personal).map(columnMeta),
        default_sort: `${table.defaultSort.descending ? "-" : ""}${table.defaultSort.column}`,
      },
    })),
  });
}

/**
 * GET /data_viewer/tables/{table}?filter[…]&sort&page[number]&page[size]: a page of rows (`type` the table, the
 * columns as attributes), the capped count (`record_count_capped` when there are more than VIEWER_ROW_CAP).
 */
export async function showTable(c: Context<ApiEnv>) {
  const url = new URL(c.req.url);
  const read = readRequest(c, c.req.param("table") ?? "", "page", url);
  const { rows, total, capped } = await viewerPage(c, read);
  const { links, meta } = paginate(url, read.query.page, total);
  return jsonApi(c, {
    data: rows.map(({ id, ...attributes }) => ({ type: read.table.key, id: String(id), attributes })),
    links,
    meta: {
      table: read.table.key,
      columns: read.columns.map(columnMeta),
      record_count: meta.recordCount,
      record_count_capped: capped,
      page_count: meta.pageCount,
      current_page: meta.currentPage,
      page_size: meta.pageSize,
    },
  });
}

/**
 * GET /data_viewer/tables/{table}/export.csv?filter[…]&separator=;|, — every match, by id, streamed (csvStream:
 * BOM, header first, formula cells neutralised); the header is the column names, as in the database.
 */
export async function exportTable(c: Context<ApiEnv>) {
  const url = new URL(c.req.url);
  const separator = url.searchParams.get("separator") ?? ";";
  url.searchParams.delete("separator");
  const read = readRequest(c, c.req.param("table") ?? "", "csv", url);
  if (separator !== ";" && separator !== ",") throw badParameter("separator", "separator must be ; or ,.");
  const sep: CsvSeparator = separator;
  const next = await viewerExport(c, read);
  const names = read.columns.map((col) => col.name);
  const stream = csvStream(csvRow(names, sep), async () => {
    const rows = await next();
    return rows.length === 0
      ? null
      : rows
          .map((row) =>
            csvRow(
              names.map((name) => row[name]),
              sep,
            ),
          )
          .join("");
  });
  return csvResponse(stream, viewerFileName(read.table.key, amsterdamToday()));
}
