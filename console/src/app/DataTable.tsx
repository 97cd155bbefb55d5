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
  /** the column names its row (a `th scope="row"`), such as a table's day */
  rowHeader?: boolean;
  /** what the column shows in the footer row in place of its cell, such as "Total" */
  footer?: ReactNode;
};

export type DataTableProps<Row> = {
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  rowTestId?: (row: Row) => string;
  /** a row's `data-*` attributes by name without the prefix (`{ state: 'live' }` is `data-state="live"`) */
  rowData?: (row: Row) => Readonly<Record<string, string>>;
  testId?: string;
  /** the table's caption */
  caption?: ReactNode;
  /** keep the caption for screen readers only (where the page around the table already shows what it is) */
  hideCaption?: boolean;
  /** the id of the heading that names the table */
  labelledBy?: string;
  /** a row under the others, in the table's foot (such as the totals) */
  footer?: Row;
};

function Cells<Row>({ columns, row, foot }: { columns: readonly Column<Row>[]; row: Row; foot: boolean }) {
  return columns.map((c, n) => {
    const content = foot && c.footer !== undefined ? c.footer : c.cell(row);
    return c.rowHeader ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: a cell's place is its column
      <th key={n} scope="row" className={c.className}>
        {content}
      </th>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: a cell's place is its column
      <td key={n} className={c.className}>
        {content}
      </td>
    );
  });
}

const dataAttributes = (data: Readonly<Record<string, string>> | undefined) =>
  data && Object.fromEntries(Object.entries(data).map(([name, value]) => [`data-${name}`, value]));

export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  rowTestId,
  rowData,
  testId,
  caption,
  hideCaption,
  labelledBy,
  footer,
}: DataTableProps<Row>) {
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
            <tr key={rowKey(row)} data-testid={rowTestId?.(row)} {...dataAttributes(rowData?.(row))}>
              <Cells columns={columns} row={row} foot={false} />
            </tr>
          ))}
        </tbody>
        {footer !== undefined && (
          <tfoot>
            <tr>
              <Cells columns={columns} row={footer} foot />
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
