/**
 * A table of rows under column headers: each column says its header and what a row shows in it. In a
 * box of its own that scrolls sideways when the table is wider than the page (a tablet).
 */
import type { ReactNode } from 'react';

export type Column<Row> = {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** `num` for figures (right-aligned), `actions` for the row's buttons */
  className?: string;
};

export type DataTableProps<Row> = {
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  rowTestId?: (row: Row) => string;
  testId?: string;
  /** the table's caption */
  caption?: ReactNode;
  /** keep the caption for screen readers only (where the page around the table already shows what it is) */
  hideCaption?: boolean;
  /** the id of the heading that names the table */
  labelledBy?: string;
};

export function DataTable<Row>({ columns, rows, rowKey, rowTestId, testId, caption, hideCaption, labelledBy }: DataTableProps<Row>) {
  return (
    <div className="table-box">
      <table data-testid={testId} aria-labelledby={labelledBy}>
        {caption && <caption className={hideCaption ? 'visually-hidden' : undefined}>{caption}</caption>}
        <thead>
          <tr>
            {columns.map((c, n) => (
              // a table's columns are fixed: their place is their identity
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <th key={n} scope="col">
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} data-testid={rowTestId?.(row)}>
              {columns.map((c, n) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a cell's place is its column
                <td key={n} className={c.className}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
