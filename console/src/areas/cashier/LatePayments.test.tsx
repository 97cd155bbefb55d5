/** The cashier's late gateway payments: listed with amount, player, reference and when, how to credit, and "Mark handled" with a required note. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../../src/contracts/format/dates';
import type { LatePaymentView } from '../../../../src/contracts/wallet/late-payment';
import { renderInConsole } from '../../app/test-render';
import { LatePayments } from './LatePayments';

const USD = { code: 'USD', symbol: '$', minorUnits: 2 };
const late = (over: Partial<LatePaymentView> = {}): LatePaymentView => ({
  id: 4,
  depositId: 31,
  memberId: 12,
  username: 'alice01',
  reference: 'GD0A1B2C3D4E5F',
  orderNo: 'DP0123456789ABCDEF01',
  amount: 15_000,
  depositStatus: 'rejected',
  paidAt: '2026-11-27T09:15:00.000Z',
  receivedAt: '2026-11-27T09:15:01.000Z',
  status: 'open',
  handledBy: null,
  handledAt: null,
  note: null,
  ...over,
});
const envelope = (value: unknown) =>
  new Response(JSON.stringify({ success: true, code: 'ok', message: '', value }), { headers: { 'content-type': 'application/json' } });

function stubApi(lists: LatePaymentView[][]) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  let n = 0;
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (method === 'POST')
      return envelope({ changed: true, payment: late({ status: 'handled', handledBy: 'staff:c', handledAt: late().paidAt, note: 'x' }) });
    const items = lists[Math.min(n++, lists.length - 1)] ?? [];
    return envelope({ currency: USD, items });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

const show = (canHandle: boolean, onChanged = () => {}) =>
  renderInConsole(
    <MemoryRouter>
      <LatePayments tenant="royal" canHandle={canHandle} onChanged={onChanged} />
    </MemoryRouter>,
  );

describe('late gateway payments', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists an open one with amount, player (a link to the file), reference and how it ended, and when; says how to credit', async () => {
    stubApi([[late()]]);
    show(false);
    const row = await screen.findByTestId('late-4');
    expect(row.textContent).toContain('$150.00');
    expect(within(row).getByRole('link', { name: 'alice01' }).getAttribute('href')).toBe('/players/12');
    expect(row.textContent).toContain('GD0A1B2C3D4E5F · Rejected');
    expect(row.textContent).toContain(formatDateTime('2026-11-27T09:15:00.000Z', 'en'));
    expect(screen.getByTestId('late-how').textContent).toContain('credit the player with a balance adjustment');
    // a reader may look, not mark
    expect(screen.queryByTestId('late-handle-4')).toBeNull();
  });

  it('"Mark handled" asks for a note: none is refused in place, one is sent, then the list and the counts reload', async () => {
    const calls = stubApi([[late()], []]);
    const onChanged = vi.fn();
    show(true, onChanged);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('late-handle-4'));
    const input = screen.getByTestId('late-note');
    expect(input.hasAttribute('required')).toBe(true);
    input.removeAttribute('required');
    await user.click(screen.getByTestId('late-handle-save'));
    expect(screen.getByTestId('late-handle-error').textContent).toBe('Write what was done (credited by an adjustment, or why not).');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.type(input, '  credited by adjustment #88  ');
    await user.click(screen.getByTestId('late-handle-save'));
    await screen.findByTestId('late-empty');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', url: '/console/api/tenants/royal/cashier/late-payments/4/handle', body: { note: 'credited by adjustment #88' } },
    ]);
    expect(calls.filter((c) => c.method === 'GET')).toHaveLength(2);
    expect(onChanged).toHaveBeenCalledTimes(1);
  });
});
