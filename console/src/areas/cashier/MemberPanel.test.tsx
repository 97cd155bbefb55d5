/** The member panel's limits: each with its amount and what it used; a deposit limit says its usage counts open requests too. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInConsole } from '../../app/test-render';
import { MemberPanel } from './MemberPanel';
import type { MemberContext } from './schemas';

const context = (limits: MemberContext['rg']['limits']): MemberContext => ({
  currency: { code: 'USD', symbol: '$', minorUnits: 2 },
  memberId: 12,
  username: 'alice01',
  locked: false,
  balances: { main: 3_000, locked: 0, vendors: {}, total: 3_000 },
  turnover: { required: 3_000, done: 0, remaining: 3_000 },
  rg: { exclusion: null, limits, sessionLimitMinutes: null },
  recent: [],
});

describe('the member panel: responsible-gambling limits', () => {
  it('shows a deposit limit with what it used, and says the usage counts credited deposits and open requests', () => {
    renderInConsole(
      <MemberPanel
        headingId="m"
        context={context([{ kind: 'deposit', period: 'day', rule: { current: 20_000, pending: null }, used: 6_500 }])}
      />,
    );
    const table = screen.getByRole('table', { name: 'Responsible-gambling limits' });
    const row = within(table).getByRole('row', { name: /Deposit limit per day/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Deposit limit per day', '$200.00', '$65.00']);
    expect(screen.getByTestId('context-deposit-limit-note').textContent).toBe(
      "A deposit limit's usage counts credited deposits and open requests (pending, not expired), as the limit check does.",
    );
  });

  it('says nothing of open requests when no deposit limit is listed', () => {
    renderInConsole(
      <MemberPanel
        headingId="m"
        context={context([{ kind: 'loss', period: 'week', rule: { current: 5_000, pending: null }, used: 1_000 }])}
      />,
    );
    expect(
      within(screen.getByRole('table', { name: 'Responsible-gambling limits' })).getByRole('row', { name: /Loss limit per week/ }),
    ).toBeTruthy();
    expect(screen.queryByTestId('context-deposit-limit-note')).toBeNull();
  });
});
