/**
 * The data viewer's reads (ADR 0071): SQL built from the allow-list of contract/data-viewer.ts only — the table,
 * its listed columns, the filters the columns allow — always `tenant_id = ?` first. Nothing the client sends is
 * written into the statement: names come from the allow-list, values are bound. Every read is audited: the page
 * goes out in one D1 batch with its audit entry (a batch is one transaction: no entry, no answer), the CSV export
 * writes its entry before the first byte.
 */
import { type SQL, sql } from "drizzle-orm";
import type { Context } from "hono";
import { z } from "zod";
import {
  type FilterOperator,
  filterKeys,
  readableColumns,
  VIEWER_FILTER_MAX,
  VIEWER_MAX_PAGE_SIZE,
  VIEWER_ROW_CAP,
  type ViewerColumn,
  type ViewerTable,
  viewerTable,
} from "../../contract/data-viewer";
import { can } from "../../contract/policy";
import { auditInsert } from "../audit";
import { badParameter, notFound } from "../jsonapi/errors";
import { listFilter, type ParsedQuery, parseQuery } from "../jsonapi/query";
import { actorOf } from "../middleware/auth";
import type { ApiEnv } from "../types";
import { writeBatch } from "./notification-mails";

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a day (YYYY-MM-DD).")
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), {
    message: "is not a day in the calendar.",
  });

/** What a filter value must look like, per operator and column type. */
function valueSchema(column: ViewerColumn, operator: FilterOperator): z.ZodTypeAny {
  if (operator === "from" || operator === "to") return day;
  if (operator === "contains") return z.string().trim().min(1, "is empty.").max(VIEWER_FILTER_MAX, "is too long.");
  if (column.type === "enum") {
    const values = column.values ?? [];
    return listFilter(z.string().refine((v) => values.includes(v), { message: `must be one of ${values.join(", ")}.` }));
  }
  return listFilter(
    z
      .string()
      .regex(/^\d{1,12}$/, "must be whole numbers.")
      .transform((v) => Number(v)),
  );
}

export interface ViewerRead {
  table: ViewerTable;
  columns: ViewerColumn[];
  /** The filters as given, by filter key (`status`, `name.contains`, `created_at.from`). */
  filter: Record<string, unknown>;
  query: ParsedQuery<Record<string, z.ZodTypeAny>>;
}

/**
 * The table of the path (404 for one not in the allow-list) and the request's parameters checked against it: a
 * filter on a column that is not listed, not readable or not filterable with that operator is a 400 naming the
 * parameter (api/jsonapi/query.ts), as is a sort on an unlisted column or a page past the row cap.
 */
export function readRequest(c: Context<ApiEnv>, key: string, kind: "page" | "csv", url: URL): ViewerRead {
  const table = viewerTable(key);
  if (!table) throw notFound("There is no such table in the data viewer.");
  const columns = readableColumns(table, can(actorOf(c), "data_viewer.personal_data"));
  const filters = Object.fromEntries(
    [...filterKeys(columns)].map(([name, { column, operator }]) => [name, valueSchema(column, operator)]),
  );
  const { defaultSort } = table;
  const query = parseQuery(url, {
    filters,
    ...(kind === "page"
      ? {
          sort: columns.map((col) => col.name),
          defaultSort: `${defaultSort.descending ? "-" : ""}${defaultSort.column}`,
          paginate: true,
        }
      : {}),
  });
  if (kind === "page") {
    const { number, size } = query.page;
    if (size > VIEWER_MAX_PAGE_SIZE) throw badParameter("page[size]", `page[size] must be at most ${VIEWER_MAX_PAGE_SIZE}.`);
    if ((number - 1) * size >= VIEWER_ROW_CAP) {
      throw badParameter("page[number]", `The data viewer pages through the first ${VIEWER_ROW_CAP} rows; filter to see others.`);
    }
  }
  return { table, columns, filter: query.filter as Record<string, unknown>, query };
}

const ident = (name: string) => sql.identifier(name);

/** `tenant_id = ? AND` each filter, for the table's allow-listed columns only. */
function whereOf(c: Context<ApiEnv>, read: ViewerRead, extra?: SQL): SQL {
  const keys = filterKeys(read.columns);
  const conditions: SQL[] = [sql`${ident("tenant_id")} = ${c.get("tenant").id}`];
  for (const [key, value] of Object.entries(read.filter)) {
    const found = keys.get(key);
    if (!found) continue; // parseQuery accepted only these keys
    const col = ident(found.column.name);
    switch (found.operator) {
      case "eq": {
        // Written into the statement, not bound: D1 binds at most 100 parameters a statement, and four list filters
        // of 50 would pass it. Safe because each value was checked against the allow-list (a whole number, or one
        // of the column's enum values) and is checked again here before it is written.
        const values = (value as Array<string | number>).map(literal);
        conditions.push(sql`${col} in (${sql.raw(values.join(", "))})`);
        break;
      }
      case "contains":
        conditions.push(sql`instr(lower(${col}), lower(${value as string})) > 0`);
        break;
      case "from":
        conditions.push(sql`${col} >= ${value as string}`);
        break;
      case "to":
        conditions.push(sql`${col} < date(${value as string}, '+1 day')`);
        break;
    }
  }
  if (extra) conditions.push(extra);
  return sql.join(conditions, sql` and `);
}

/** A list filter's value as SQL: a whole number, or an enum value of the allow-list (letters, digits, `_`, `-`). */
function literal(value: string | number): string {
  if (typeof value === "number" && Number.isSafeInteger(value) && value >= 0) return String(value);
  if (typeof value === "string" && /^[A-Za-z0-9_-]{1,50}$/.test(value)) return `'${value}'`;
  throw new Error("A list filter value that the query schema should have refused.");
}

const selectList = (columns: ViewerColumn[]) =>
  sql.join(
    columns.map((col) => ident(col.name)),
    sql`, `,
  );

/**
 * The audit entry of a read: who (the request's user), which table, which filters, and for a page its sort and
 * number. A personal column's filter value is not written (the log keeps no personal data): its key only, `null`.
 */
function auditDetails(read: ViewerRead, page?: { sort: string; number: number; size: number }) {
  const keys = filterKeys(read.columns);
  const filters = Object.fromEntries(
    Object.entries(read.filter).map(([key, value]) => [key, keys.get(key)?.column.personal ? null : value]),
  );
  return { table: read.table.key, filters, ...(page ? { page } : {}) };
}

export type ViewerRow = Record<string, string | number | null>;

/**
 * A page of rows, the capped count of matches (at most VIEWER_ROW_CAP + 1 are counted: `capped` says there are
 * more) and the audit entry, in one batch.
 */
export async function viewerPage(
  c: Context<ApiEnv>,
  read: ViewerRead,
): Promise<{ rows: ViewerRow[]; total: number; capped: boolean }> {
  const db = c.get("db");
  const { number, size } = read.query.page;
  const offset = (number - 1) * size;
  const limit = Math.min(size, VIEWER_ROW_CAP - offset);
  const where = whereOf(c, read);
  const from = ident(read.table.key);
  const sorts = read.query.sort.length ? read.query.sort : [];
  const order = sql.join(
    [
      ...sorts.map((s) => sql`${ident(s.field)} ${sql.raw(s.descending ? "desc" : "asc")}`),
      sql`${ident("id")} ${sql.raw(sorts[0]?.descending ? "desc" : "asc")}`,
    ],
    sql`, `,
  );
  const sort = sorts.map((s) => `${s.descending ? "-" : ""}${s.field}`).join(",");
  const [, rows, counted] = await writeBatch(db, [
    auditInsert(c, { action: "data_viewer_view", targetUserId: null, details: auditDetails(read, { sort, number, size }) }),
    sql`select ${selectList(read.columns)} from ${from} where ${where} order by ${order} limit ${sql.raw(String(limit))} offset ${sql.raw(String(offset))}`,
    sql`select count(*) as n from (select 1 from ${from} where ${where} limit ${sql.raw(String(VIEWER_ROW_CAP + 1))})`,
  ]);
  const n = Number(counted?.[0]?.n ?? 0);
  return { rows: rows as ViewerRow[], total: Math.min(n, VIEWER_ROW_CAP), capped: n > VIEWER_ROW_CAP };
}

/** Rows per read of the CSV stream. */
export const CSV_PAGE = 1000;

/**
 * The CSV export's audit entry (awaited before the stream is handed out) and a reader of the next CSV_PAGE matches
 * by id (keyset: each read starts after the last id, so a deep page costs what the first does).
 */
export async function viewerExport(c: Context<ApiEnv>, read: ViewerRead) {
  const db = c.get("db");
  await auditInsert(c, { action: "data_viewer_export", targetUserId: null, details: auditDetails(read) });
  const from = ident(read.table.key);
  let after = 0;
  return async (): Promise<ViewerRow[]> => {
    const where = whereOf(c, read, sql`${ident("id")} > ${sql.raw(String(after))}`);
    const rows = await db.all<ViewerRow>(
      sql`select ${selectList(read.columns)} from ${from} where ${where} order by ${ident("id")} limit ${sql.raw(String(CSV_PAGE))}`,
    );
    const last = rows[rows.length - 1]?.id;
    if (typeof last === "number") after = last;
    return rows;
  };
}
