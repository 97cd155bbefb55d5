/**
 * A list the server sends a page at a time: nothing until the first page comes (its error if it
 * fails), then the summary, the table and the pager; a page without rows says what it was given to
 * say instead of the table, or keeps the table's headers alone.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PagedTable } from './PagedTable';
import { pageCount } from './paging';
import { renderInConsole } from './test-render';

type Player = { id: number; name: string };
const columns = [
  { header: '#', cell: (p: Player) => p.id },
  { header: 'Name', cell: (p: Player) => p.name },
];
const table = (rows: Player[] | null, more: { error?: string | null; empty?: boolean } = {}) => (
  <PagedTable
    testId="players"
    caption="Players"
    columns={columns}
    rowKey={(p) => p.id}
    rows={rows}
    error={more.error ?? null}
    summary={<p data-testid="summary">2 found</p>}
    empty={more.empty ? <p data-testid="empty">Nobody here.</p> : undefined}
    pager={<nav aria-label="Pages" />}
  />
);

describe('PagedTable', () => {
  it('shows nothing before the first page, and the error when it fails', () => {
    const { rerender } = renderInConsole(table(null));
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByTestId('summary')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    rerender(table(null, { error: 'Search is resting' }));
    expect(screen.getByRole('alert').textContent).toBe('Search is resting');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the summary, the rows and the pager once a page has come', () => {
    renderInConsole(
      table([
        { id: 1, name: 'ann' },
        { id: 2, name: 'bo' },
      ]),
    );
    expect(screen.getByTestId('summary').textContent).toBe('2 found');
    expect(screen.getAllByRole('row').map((r) => r.textContent)).toEqual(['#Name', '1ann', '2bo']);
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says what it is given for a page without rows, else keeps the headers alone', () => {
    const { rerender } = renderInConsole(table([], { empty: true }));
    expect(screen.getByTestId('empty').textContent).toBe('Nobody here.');
    expect(screen.queryByRole('table')).toBeNull();
    rerender(table([]));
    expect(screen.getAllByRole('row').map((r) => r.textContent)).toEqual(['#Name']);
  });
});

describe('pageCount', () => {
  it('counts the pages the rows fill, at least one, and refuses a page size that is not a whole number of 1 or more', () => {
    expect([pageCount(0, 20), pageCount(20, 20), pageCount(21, 20), pageCount(45, 20)]).toEqual([1, 1, 2, 3]);
    expect(() => pageCount(10, 0)).toThrow(RangeError);
    expect(() => pageCount(10, 2.5)).toThrow('pageSize must be a whole number of 1 or more, not 2.5');
  });
});
