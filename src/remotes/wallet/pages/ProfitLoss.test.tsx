/** Profit and loss: the period's net (signed), bets, stake and win, the bets left out, and the same per game type. */
import type { ProfitLoss as ProfitLossValue } from '@contracts/wallet/profit-loss';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, queriesTo, renderScreen, reply, serve } from '../test-utils';
import ProfitLoss from './ProfitLoss';

const PATH = '/wps/member/profitLoss';
const result = (over: Partial<ProfitLossValue> = {}): ProfitLossValue => ({
  period: 'today',
  from: '2026-11-27T00:00:00.000Z',
  to: '2026-11-28T00:00:00.000Z',
  bets: 3,
  stake: 3_000,
  win: 4_550,
  net: 1_550,
  open: 0,
  byType: [
    { gameType: 'RNG', bets: 2, stake: 2_000, win: 4_550, net: 2_550 },
    { gameType: 'LIVE', bets: 1, stake: 1_000, win: 0, net: -1_000 },
  ],
  ...over,
});

describe('ProfitLoss', () => {
  it("today's totals in the brand currency, the net signed, and each game type by name", async () => {
    const fetchMock = serve(mockFetch(), { [PATH]: reply(result()) });
    renderScreen(<ProfitLoss />, '/m/profitLoss');
    expect((await screen.findByTestId('pnl-net')).textContent).toBe('+$15.50');
    expect(screen.getByTestId('pnl-bets').textContent).toBe('3');
    expect(screen.getByTestId('pnl-stake').textContent).toBe('$30.00');
    expect(screen.getByTestId('pnl-win').textContent).toBe('$45.50');
    expect(screen.queryByTestId('pnl-open')).toBeNull();
    const slots = screen.getByTestId('pnl-type-RNG');
    expect(slots.textContent).toContain('Slots');
    expect(slots.textContent).toContain('2 bets · stake $20.00 · win $45.50');
    expect(slots.textContent).toContain('+$25.50');
    expect(screen.getByTestId('pnl-type-LIVE').textContent).toContain('Live casino');
    expect(screen.getByTestId('pnl-type-LIVE').textContent).toContain('-$10.00');
    expect(screen.getByTestId('pnl-today').getAttribute('aria-pressed')).toBe('true');
    expect(queriesTo(fetchMock, PATH)).toEqual([{ period: 'today' }]);
  });

  it('a loss reads negative, an even result unsigned; unsettled bets are counted aside; no bets reads "No data"', async () => {
    serve(mockFetch(), { [PATH]: reply(result({ net: -2_000, open: 2, byType: [] })) });
    const { unmount } = renderScreen(<ProfitLoss />, '/m/profitLoss');
    expect((await screen.findByTestId('pnl-net')).textContent).toBe('-$20.00');
    expect(screen.getByTestId('pnl-open').textContent).toBe('2 bets not settled yet are not counted');
    expect(screen.getByTestId('pnl-empty').textContent).toBe('No data');
    unmount();
    serve(mockFetch(), { [PATH]: reply(result({ net: 0 })) });
    renderScreen(<ProfitLoss />, '/m/profitLoss');
    expect((await screen.findByTestId('pnl-net')).textContent).toBe('$0.00');
  });

  it('each period asks the server for its own result', async () => {
    const fetchMock = serve(mockFetch(), {
      [PATH]: (q) =>
        reply(result({ period: (q.get('period') ?? 'today') as ProfitLossValue['period'], bets: q.get('period') === 'month' ? 40 : 3 })),
    });
    renderScreen(<ProfitLoss />, '/m/profitLoss');
    const user = userEvent.setup();
    await screen.findByTestId('pnl-net');
    expect(
      within(screen.getByTestId('pnl-period'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Today', 'Yesterday', '7 days', '30 days']);
    await user.click(screen.getByTestId('pnl-month'));
    await vi.waitFor(() => expect(screen.getByTestId('pnl-bets').textContent).toBe('40'));
    expect(screen.getByTestId('pnl-month').getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByTestId('pnl-yesterday'));
    await vi.waitFor(() => expect(queriesTo(fetchMock, PATH).map((q) => q.period)).toEqual(['today', 'month', 'yesterday']));
  });

  it("a period's figures never show under another period: the chosen period shows a skeleton until its own answer", async () => {
    let answer: (r: Response) => void = () => {};
    const fetchMock = serve(mockFetch(), {
      [PATH]: (q) => (q.get('period') === 'month' ? new Promise<Response>((r) => (answer = r)) : reply(result())),
    });
    renderScreen(<ProfitLoss />, '/m/profitLoss');
    const user = userEvent.setup();
    expect((await screen.findByTestId('pnl-net')).textContent).toBe('+$15.50');
    await user.click(screen.getByTestId('pnl-month'));
    await vi.waitFor(() => expect(queriesTo(fetchMock, PATH).map((q) => q.period)).toEqual(['today', 'month']));
    await vi.waitFor(() => expect(screen.queryByTestId('pnl-net')).toBeNull());
    expect(screen.getAllByTestId('skeleton').length).toBeGreaterThan(0);
    await act(async () => answer(reply(result({ period: 'month', net: -500 }))));
    expect((await screen.findByTestId('pnl-net')).textContent).toBe('-$5.00');
  });

  it('a failed load says why, with Retry', async () => {
    const fetchMock = serve(mockFetch(), { [PATH]: reply(null, false, 'wallet.not.player') });
    renderScreen(<ProfitLoss />, '/m/profitLoss');
    const error = await screen.findByTestId('pnl-error');
    expect(error.textContent).toContain('Only player accounts have a wallet');
    serve(fetchMock, { [PATH]: reply(result()) });
    await userEvent.setup().click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('pnl-net')).toBeTruthy();
  });
});
