/**
 * The console's table: column headers, a row's cells in column order with their classes, a row-header
 * column, the footer row (a column's footer in place of its cell), a row's test id and data-*
 * attributes, a caption shown or kept for screen readers, a table named by a heading.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Column, DataTable } from './DataTable';
import { renderInConsole } from './test-render';

type Day = { day: string; deposits: number; state: string };
const days: Day[] = [
  { day: '2026-11-01', deposits: 5, state: 'open' },
  { day: '2026-11-02', deposits: 7, state: 'closed' },
];
const columns: Column<Day>[] = [
  { header: 'Day', cell: (d) => d.day, rowHeader: true, footer: 'Total' },
  { header: 'Deposits', cell: (d) => `${d.deposits} paid`, className: 'num' },
];

describe('DataTable', () => {
  it('shows the headers and each row in column order, a row-header column and the footer row', () => {
    renderInConsole(
      <DataTable
        testId="days"
        caption="Deposits by day"
        columns={columns}
        rows={days}
        rowKey={(d) => d.day}
        footer={{ day: 'ignored', deposits: 12, state: '' }}
      />,
    );
    const table = screen.getByRole('table', { name: 'Deposits by day' });
    expect(table.dataset.testid).toBe('days');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Day', 'Deposits']);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .every((h) => h.getAttribute('scope') === 'col'),
    ).toBe(true);
    const [, first, second, foot] = within(table).getAllByRole('row');
    expect(within(first as HTMLElement).getByRole('rowheader').textContent).toBe('2026-11-01');
    expect(
      within(first as HTMLElement)
        .getByRole('rowheader')
        .getAttribute('scope'),
    ).toBe('row');
    const cell = within(second as HTMLElement).getByRole('cell');
    expect([cell.textContent, cell.className]).toEqual(['7 paid', 'num']);
    // the footer row: the column's footer where it has one, else the footer row's cell
    expect(foot?.parentElement?.tagName).toBe('TFOOT');
    expect(Array.from(foot?.children ?? []).map((c) => c.textContent)).toEqual(['Total', '12 paid']);
    expect(table.parentElement?.className).toBe('table-box');
  });

  it('gives a row its test id and data-* attributes, and no footer without one', () => {
    renderInConsole(
      <DataTable
        columns={columns}
        rows={days}
        rowKey={(d) => d.day}
        rowTestId={(d) => `day-${d.day}`}
        rowData={(d) => ({ state: d.state, 'deposit-count': String(d.deposits) })}
        caption="Days"
      />,
    );
    const row = screen.getByTestId('day-2026-11-02');
    expect(row.dataset).toMatchObject({ state: 'closed', depositCount: '7' });
    expect(screen.getByTestId('day-2026-11-01').dataset.state).toBe('open');
    expect(screen.getByRole('table').querySelector('tfoot')).toBeNull();
  });

  it('keeps a hidden caption for screen readers, or is named by a heading', () => {
    const { unmount } = renderInConsole(<DataTable columns={columns} rows={[]} rowKey={(d) => d.day} caption="Queue" hideCaption />);
    expect(screen.getByRole('table', { name: 'Queue' }).querySelector('caption')?.className).toBe('visually-hidden');
    // no rows: the headers stand alone
    expect(screen.getAllByRole('row')).toHaveLength(1);
    unmount();
    renderInConsole(
      <>
        <h2 id="by-day">By day</h2>
        <DataTable columns={columns} rows={days} rowKey={(d) => d.day} labelledBy="by-day" />
      </>,
    );
    const table = screen.getByRole('table', { name: 'By day' });
    expect(table.querySelector('caption')).toBeNull();
  });
});
