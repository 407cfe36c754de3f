/**
 * A list screen's table (ARCHITECTURE "screen kit"). From md (768 px) a real table: caption, column headers with
 * scope, one row per record, scrolling sideways inside its own box if a screen has many columns. Narrower, every row
 * becomes a card of "label: value" lines (styles/tailwind.css `.data-table`): the label is the column's header,
 * written into each cell's `data-label`, so it is plain HTML + CSS — no JavaScript, no second rendering, and the
 * table markup (headers included, visually hidden) stays for assistive technology.
 *
 * A column with a `sortKey` gets a header that is a plain link (works without JavaScript): to `?sort=key`, or
 * `?sort=-key` when the list is already sorted by it ascending; the other query parameters stay, the page goes back
 * to 1. `sort` is the list's current sort as the loader read it (`parseListQuery`), `aria-sort` tells it. The
 * `sortKey` is the list's sort definition (`SortDefinition`, the same the loader parses with): a one-way sort
 * ("newest": descending) links to its key only and its `aria-sort` and arrow say its own direction — the link, the
 * arrow and `aria-sort` all come from `headerSort`. Put a sort on the column whose values it orders (a title
 * column never carries "newest"). On a phone
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
import { type SortDefinition, type SortSpec, sortDefinition } from "~/utils/list-query";
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
  /**
   * The list's sort that orders this column's values (e.g. "last_name", or `{ key: "newest", only: "descending" }`
   * for a one-way sort): its header becomes a sort link. The loader parses with the same definitions.
   */
  sortKey?: SortSpec;
}

/** The list's sort as in the URL: "last_name" (ascending) or "-last_name" (descending). */
export type SortValue = string;

export interface HeaderSort {
  /** The `aria-sort` (and arrow) of the header: how the list is sorted by this column now, if it is. */
  direction: "ascending" | "descending" | undefined;
  /** The `sort` value its link asks for. */
  next: string;
}

/**
 * A sortable header's state, from the one sort definition: a two-way sort is ascending by "key", descending by
 * "-key", and its link goes ascending first, then descending when already ascending; a one-way sort is its own
 * direction when the list is sorted by it ("-key" included, as the API reads it) and its link is always its key.
 */
export function headerSort(spec: SortSpec, current: SortValue | null | undefined): HeaderSort {
  const { key, only }: SortDefinition = sortDefinition(spec);
  const by = current === key || current === `-${key}` ? current : null;
  if (only) return { direction: by ? only : undefined, next: key };
  return {
    direction: by === key ? "ascending" : by ? "descending" : undefined,
    next: by === key ? `-${key}` : key,
  };
}

/** The link of a sortable header (`headerSort`'s `next`), the other parameters kept, the page back to 1. */
export function sortHref(location: QueryLocation, spec: SortSpec, current: SortValue | null | undefined): string {
  return hrefWith(location, { sort: headerSort(spec, current).next, page: null });
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
              const state = column.sortKey ? headerSort(column.sortKey, sort) : null;
              return (
                <th key={column.id} scope="col" aria-sort={state?.direction}>
                  {column.sortKey && state ? (
                    <SortLink header={column.header} sortKey={column.sortKey} current={sort} sorted={state.direction} />
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
  sortKey: SortSpec;
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
