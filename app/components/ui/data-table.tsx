/**
 * A list screen's table (ARCHITECTURE "screen kit"). From md (768 px) a real table: caption, column headers with
 * scope, one row per record, scrolling sideways inside its own box if a screen has many columns. Narrower, every row
 * becomes a card of "label: value" lines (styles/tailwind.css `.data-table`): the label is the column's header,
 * written into each cell's `data-label`, so it is plain HTML + CSS — no JavaScript, no second rendering, and the
 * table markup (headers included, visually hidden) stays for assistive technology.
 *
 * A column with a `sortKey` gets a header that is a plain link (works without JavaScript): to `?sort=key`, or
 * `?sort=-key` when the list is already sorted by it ascending; the other query parameters stay, the page goes back
 * to 1. `sort` is the list's current sort as the loader read it (`parseListQuery`), `aria-sort` tells it. On a phone
 * the header row is hidden (each row is a card), so a screen that must sort there offers a filter for it too.
 * With no rows the table gives way to `empty` (e.g. 'No users found.').
 *
 * ```tsx
 * <DataTable caption={t("list.title")} rows={users} rowKey={(u) => u.id} sort={sort} empty={t("list.empty")} columns={[
 *   { id: "name", header: t("fields.name"), primary: true, sortKey: "last_name", cell: (u) => <LocaleLink to={`/users/${u.id}`}>{u.name}</LocaleLink> },
 *   { id: "email", header: t("fields.email"), sortKey: "email", cell: (u) => u.email, className: "break-all" },
 * ]} />
 * ```
 */
import { useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { LocaleLink } from "../locale-link";
import { hrefWith, type QueryLocation } from "./query-href";

export interface DataTableColumn<Row> {
  /** Stable key of the column. */
  id: string;
  /** Column header; also the label in front of the value on narrow screens. */
  header: string;
  cell: (row: Row) => ReactNode;
  /**
   * The record's title (e.g. a name linking to its page): the row header (`<th scope="row">`), and on narrow
   * screens the card's heading line, without a label. Usually the first column.
   */
  primary?: boolean;
  /** Extra classes for this column's body cells (e.g. `break-all` for e-mail addresses). */
  className?: string;
  /** The API's sort field for this column (e.g. "last_name"): its header becomes a sort link. */
  sortKey?: string;
}

/** The list's sort as in the URL: "last_name" (ascending) or "-last_name" (descending). */
export type SortValue = string;

/** The link of a sortable header: ascending first, descending when already ascending by it; page back to 1. */
export function sortHref(location: QueryLocation, sortKey: string, current: SortValue | null | undefined): string {
  return hrefWith(location, { sort: current === sortKey ? `-${sortKey}` : sortKey, page: null });
}

function direction(sortKey: string | undefined, current: SortValue | null | undefined): "ascending" | "descending" | undefined {
  if (!sortKey || !current) return undefined;
  if (current === sortKey) return "ascending";
  if (current === `-${sortKey}`) return "descending";
  return undefined;
}

interface DataTableProps<Row> {
  /** What the table lists; read by assistive technology (visually hidden unless `showCaption`). */
  caption: string;
  showCaption?: boolean;
  columns: Array<DataTableColumn<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The current sort ("key" or "-key"), for the sortable headers. */
  sort?: SortValue | null;
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
}

export function DataTable<Row>({ caption, showCaption = false, columns, rows, rowKey, sort, empty }: DataTableProps<Row>) {
  if (rows.length === 0 && empty !== undefined) {
    return (
      <p className="rounded-[var(--radius)] border border-dashed border-muted-300 p-6 text-center dark:border-muted-600">
        {empty}
      </p>
    );
  }
  return (
    <div className="data-table-frame">
      <table className="data-table">
        <caption className={showCaption ? "mb-2 text-left font-semibold" : "sr-only"}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const sorted = direction(column.sortKey, sort);
              return (
                <th key={column.id} scope="col" aria-sort={sorted}>
                  {column.sortKey ? (
                    <SortLink header={column.header} sortKey={column.sortKey} current={sort} sorted={sorted} />
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) =>
                // The record's title is the row's header: a screen reader names the row by it in every cell.
                column.primary ? (
                  <th key={column.id} scope="row" data-label={column.header} data-primary="" className={column.className}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.id} data-label={column.header} className={column.className}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function SortLink({
  header,
  sortKey,
  current,
  sorted,
}: {
  header: string;
  sortKey: string;
  current: SortValue | null | undefined;
  sorted: "ascending" | "descending" | undefined;
}) {
  const location = useLocation();
  return (
    <LocaleLink
      to={sortHref(location, sortKey, current)}
      className="inline-flex items-center gap-1 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700 dark:focus-visible:outline-primary-300"
    >
      {header}
      <span aria-hidden="true" className="text-muted-700 dark:text-muted-300">
        {sorted === "ascending" ? "▲" : sorted === "descending" ? "▼" : "↕"}
      </span>
    </LocaleLink>
  );
}
