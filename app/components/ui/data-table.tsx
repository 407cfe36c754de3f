/**
 * A list screen's table (ARCHITECTURE "screen kit"). From md (768 px) a real table: caption, column headers with
 * scope, one row per record, scrolling sideways inside its own box if a screen has many columns. Narrower, every row
 * becomes a card of "label: value" lines (styles/tailwind.css `.data-table`): the label is the column's header,
 * written into each cell's `data-label`, so it is plain HTML + CSS — no JavaScript, no second rendering, and the
 * table markup (headers included, visually hidden) stays for assistive technology.
 *
 * ```tsx
 * <DataTable caption={t("list.title")} rows={users} rowKey={(u) => u.id} columns={[
 *   { id: "name", header: t("fields.name"), primary: true, cell: (u) => <LocaleLink to={`/users/${u.id}`}>{u.name}</LocaleLink> },
 *   { id: "email", header: t("fields.email"), cell: (u) => u.email, className: "break-all" },
 * ]} />
 * ```
 */
import type { ReactNode } from "react";

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
}

interface DataTableProps<Row> {
  /** What the table lists; read by assistive technology (visually hidden unless `showCaption`). */
  caption: string;
  showCaption?: boolean;
  columns: Array<DataTableColumn<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
}

export function DataTable<Row>({ caption, showCaption = false, columns, rows, rowKey }: DataTableProps<Row>) {
  return (
    <div className="data-table-frame">
      <table className="data-table">
        <caption className={showCaption ? "mb-2 text-left font-semibold" : "sr-only"}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col">
                {column.header}
              </th>
            ))}
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
