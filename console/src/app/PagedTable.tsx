/**
 * A list the server sends a page at a time: its error, once a page has come a summary line (the
 * total), the table (or, for no rows, what to say instead), and the pager under it.
 */
import type { ReactNode } from 'react';
import { DataTable, type DataTableProps } from './DataTable';

export type PagedTableProps<Row> = Omit<DataTableProps<Row>, 'rows'> & {
  /** the page's rows; null until the first page has come */
  rows: readonly Row[] | null;
  /** why the page could not be loaded */
  error?: string | null;
  /** above the table, such as the total found */
  summary?: ReactNode;
  /** in place of the table when the page has no rows (without it, the table's headers stand alone) */
  empty?: ReactNode;
  /** under the table: a `Pager`, `PageNumbers` or a button for more */
  pager?: ReactNode;
};

export function PagedTable<Row>({ rows, error, summary, empty, pager, ...table }: PagedTableProps<Row>) {
  return (
    <>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {rows && (
        <>
          {summary}
          {rows.length === 0 && empty !== undefined ? empty : <DataTable rows={rows} {...table} />}
          {pager}
        </>
      )}
    </>
  );
}
