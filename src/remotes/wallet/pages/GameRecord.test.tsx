/** The betting record names the game, its vendor and its type for the player, never by code. */
import type { BetOrderView } from '@contracts/wallet/records';
import { i18n } from '@lingui/core';
import { store, toastsAtom } from '@kernel';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages as zh } from '../locales/zh/messages';
import { bodyOf, callsTo, mockFetch, queriesTo, renderScreen, reply, serve, toastTexts } from '../test-utils';
import GameRecord from './GameRecord';

const ORDER: BetOrderView = {
  orderId: 7,
  vendorCode: 'PG',
  vendorName: 'PG Soft',
  gameCode: 'PG_S3',
  gameName: 'Lucky Dragon',
  gameType: 'RNG',
  roundId: 'r-7',
  stake: 1_000,
  win: 2_500,
  profit: 1_500,
  status: 'settled',
  cancellable: false,
  createdAt: new Date().toISOString(),
  settledAt: new Date().toISOString(),
};
const page = (list: BetOrderView[]) => ({
  list,
  pageNo: 1,
  pageSize: 20,
  totalPages: 1,
  totalCount: list.length,
  totalStake: 1_000,
  totalWin: 2_500,
});

describe('GameRecord', () => {
  afterEach(() => {
    act(() => i18n.activate('en'));
    store.set(toastsAtom, []);
    vi.useRealTimers();
  });

  it("shows the game's and the vendor's names and the type's label, in the list and the detail", async () => {
    const fetchMock = mockFetch();
    fetchMock.mockResolvedValueOnce(reply(page([ORDER])));
    renderScreen(<GameRecord />, '/m/gameRecord');
    const row = await screen.findByTestId('order-7');
    expect(within(row).getByTestId('record-game-7').textContent).toBe('Lucky Dragon');
    expect(row.textContent).toContain('PG Soft · Slots');
    expect(row.textContent).not.toMatch(/PG_S3|RNG|\bPG ·/);
    const filter = screen.getByTestId('game-type-filter') as HTMLSelectElement;
    expect([...filter.options].map((o) => o.textContent)).toContain('Card games');
    expect([...filter.options].map((o) => o.textContent)).not.toContain('PVP');
    expect(filter.querySelector('option[value="PVP"]')?.textContent).toBe('Card games');

    fetchMock.mockResolvedValueOnce(
      reply({ ...ORDER, gameName: 'Lucky Dragon', postings: [{ txCode: 'BET', amount: -1_000, createdAt: ORDER.createdAt }] }),
    );
    await userEvent.setup().click(row);
    expect((await screen.findByTestId('record-detail-game')).textContent).toBe('Lucky Dragon');
    expect(screen.getByTestId('record-detail-vendor').textContent).toBe('PG Soft · Slots');
  });

  it("labels the game types in the player's language and loads the names again when the language changes", async () => {
    i18n.load('zh', zh);
    const fetchMock = mockFetch();
    fetchMock.mockResolvedValueOnce(reply(page([{ ...ORDER, gameType: 'PVP', vendorName: 'V8 Poker', gameName: 'Golden Dragon Tiger' }])));
    fetchMock.mockResolvedValueOnce(reply(page([{ ...ORDER, gameType: 'PVP', vendorName: 'V8 Poker', gameName: '黄金龙虎' }])));
    renderScreen(<GameRecord />, '/m/gameRecord');
    expect((await screen.findByTestId('record-game-7')).textContent).toBe('Golden Dragon Tiger');
    act(() => i18n.activate('zh'));
    await screen.findByText('黄金龙虎');
    expect(screen.getByTestId('order-7').textContent).toContain('V8 Poker · 棋牌游戏');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('"No data" when the filter has no bets; a failed load says why, with Retry', async () => {
    const fetchMock = serve(mockFetch(), { '/lgw/orders': reply(page([])) });
    const { unmount } = renderScreen(<GameRecord />, '/m/gameRecord');
    expect((await screen.findByTestId('orders-empty')).textContent).toBe('No data');
    expect(screen.queryByTestId('orders-totals')).toBeNull();
    unmount();
    serve(fetchMock, { '/lgw/orders': reply(null, false, 'wallet.member.not.found') });
    renderScreen(<GameRecord />, '/m/gameRecord');
    const error = await screen.findByTestId('orders-error');
    expect(error.textContent).toContain('No such player on this brand');
    serve(fetchMock, { '/lgw/orders': reply(page([ORDER])) });
    await userEvent.setup().click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('order-7')).toBeTruthy();
  });

  it('totals, each bet with its state and, once settled, its result in the brand currency', async () => {
    serve(mockFetch(), {
      '/lgw/orders': reply({
        ...page([ORDER, { ...ORDER, orderId: 8, status: 'open', profit: 0, win: 0 }, { ...ORDER, orderId: 9, profit: -1_000, win: 0 }]),
        totalStake: 3_000,
        totalWin: 2_500,
      }),
    });
    renderScreen(<GameRecord />, '/m/gameRecord');
    const totals = await screen.findByTestId('orders-totals');
    expect(totals.textContent).toBe('Stake $30.00Win $25.00');
    expect(screen.getByTestId('order-7').textContent).toContain('Stake $10.00');
    expect(screen.getByTestId('order-status-7').textContent).toBe('Settled');
    expect(screen.getByTestId('order-status-7').parentElement?.textContent).toContain('$15.00');
    expect(screen.getByTestId('order-status-8').textContent).toBe('Open');
    expect(screen.getByTestId('order-status-8').parentElement?.textContent).toBe('Open');
    expect(screen.getByTestId('order-status-9').parentElement?.textContent).toContain('-$10.00');
  });

  it('the date range and the game type go to the server, and a change goes back to page 1', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 27, 10, 0));
    const fetchMock = serve(mockFetch(), {
      '/lgw/orders': (q) => reply({ ...page([ORDER]), pageNo: Number(q.get('pageNo')), totalPages: 3 }),
    });
    renderScreen(<GameRecord />, '/m/gameRecord');
    const user = userEvent.setup();
    await screen.findByTestId('orders-pager');
    expect(queriesTo(fetchMock, '/lgw/orders')[0]).toEqual({
      startDate: '2026-11-21',
      endDate: '2026-11-27',
      gameType: '',
      pageNo: '1',
      pageSize: '20',
    });
    expect(screen.getByTestId('date-6').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('orders-pager').textContent).toContain('Page 1 of 3');
    expect(screen.getByTestId('orders-pager-prev')).toHaveProperty('disabled', true);
    await user.click(screen.getByTestId('orders-pager-next'));
    await vi.waitFor(() => expect(screen.getByTestId('orders-pager').textContent).toContain('Page 2 of 3'));
    expect(queriesTo(fetchMock, '/lgw/orders').at(-1)).toMatchObject({ pageNo: '2' });

    await user.click(screen.getByTestId('date-29'));
    await vi.waitFor(() => expect(queriesTo(fetchMock, '/lgw/orders').at(-1)).toMatchObject({ startDate: '2026-10-29', pageNo: '1' }));
    await user.selectOptions(screen.getByTestId('game-type-filter'), 'LIVE');
    await vi.waitFor(() => expect(queriesTo(fetchMock, '/lgw/orders').at(-1)).toMatchObject({ gameType: 'LIVE', pageNo: '1' }));
    await user.click(screen.getByTestId('date-0'));
    await vi.waitFor(() =>
      expect(queriesTo(fetchMock, '/lgw/orders').at(-1)).toMatchObject({
        startDate: '2026-11-27',
        endDate: '2026-11-27',
        gameType: 'LIVE',
      }),
    );
  });

  it('a bet that allows it can be cancelled: the list and the detail reload; a refusal says why', async () => {
    const fetchMock = mockFetch();
    let order: BetOrderView = { ...ORDER, gameType: 'SPORTS', status: 'open', cancellable: true, profit: 0, win: 0 };
    const detail = () => reply({ ...order, postings: [{ txCode: 'BET', amount: -1_000, createdAt: ORDER.createdAt }] });
    serve(fetchMock, {
      '/lgw/orders': () => reply(page([order])),
      '/lgw/orders/detail': detail,
      'POST /lgw/orders/suborders/cancel': () => {
        order = { ...order, status: 'cancelled', cancellable: false };
        return reply(order);
      },
    });
    renderScreen(<GameRecord />, '/m/gameRecord');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('order-7'));
    expect((await screen.findByTestId('order-detail')).textContent).toContain('Bet');
    expect(screen.getByTestId('order-detail').textContent).toContain('-$10.00');
    await user.click(screen.getByRole('button', { name: 'Cancel bet' }));
    await vi.waitFor(() => expect(toastTexts()).toContain('Bet cancelled: the stake is back in your wallet'));
    expect(bodyOf(callsTo(fetchMock, '/lgw/orders/suborders/cancel')[0])).toEqual({ orderId: 7 });
    await vi.waitFor(() => expect(screen.getByTestId('order-detail-status').textContent).toBe('Cancelled'));
    // the list reloads by its own call, which may answer after the detail's
    await vi.waitFor(() => expect(screen.getByTestId('order-status-7').textContent).toBe('Cancelled'));
    expect(screen.queryByTestId('order-cancel')).toBeNull();

    order = { ...order, status: 'open', cancellable: true };
    serve(fetchMock, {
      '/lgw/orders': () => reply(page([order])),
      '/lgw/orders/detail': detail,
      'POST /lgw/orders/suborders/cancel': reply(null, false, 'wallet.order.cancel.unavailable'),
    });
    await user.click(screen.getByTestId('order-close'));
    await user.click(screen.getByTestId('order-7'));
    await user.click(await screen.findByTestId('order-cancel'));
    await vi.waitFor(() => expect(toastTexts()).toContain('The game provider cannot be reached to cancel this bet: try again in a minute'));
    expect(screen.getByTestId('order-cancel')).toBeTruthy();
  });

  it('after a cancel, Cancel is gone while the detail reloads and when that reload fails: the bet it offered to cancel may be cancelled already', async () => {
    const fetchMock = mockFetch();
    const order: BetOrderView = { ...ORDER, gameType: 'SPORTS', status: 'open', cancellable: true, profit: 0, win: 0 };
    let answerDetail: (r: Response) => void = () => {};
    serve(fetchMock, {
      '/lgw/orders': () => reply(page([order])),
      '/lgw/orders/detail': reply({ ...order, postings: [] }),
      'POST /lgw/orders/suborders/cancel': reply({ ...order, status: 'cancelled', cancellable: false }),
    });
    renderScreen(<GameRecord />, '/m/gameRecord');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('order-7'));
    await screen.findByTestId('order-detail');
    serve(fetchMock, {
      '/lgw/orders': () => reply(page([{ ...order, status: 'cancelled', cancellable: false }])),
      '/lgw/orders/detail': () => new Promise<Response>((r) => (answerDetail = r)),
      'POST /lgw/orders/suborders/cancel': reply({ ...order, status: 'cancelled', cancellable: false }),
    });
    await user.click(screen.getByTestId('order-cancel'));
    await vi.waitFor(() => expect(toastTexts()).toContain('Bet cancelled: the stake is back in your wallet'));
    await vi.waitFor(() => expect(callsTo(fetchMock, '/lgw/orders/detail')).toHaveLength(2));
    await vi.waitFor(() => expect(screen.queryByTestId('order-cancel')).toBeNull());
    expect(screen.getByTestId('order-detail')).toBeTruthy();
    await act(async () => answerDetail(reply(null, false, 'system.unknown.error')));
    expect(await screen.findByTestId('order-detail-error')).toBeTruthy();
    expect(screen.queryByTestId('order-cancel')).toBeNull();
    expect(callsTo(fetchMock, '/lgw/orders/suborders/cancel')).toHaveLength(1);
  });

  it('a detail that fails to load says why, with Retry; Close closes it', async () => {
    const fetchMock = mockFetch();
    serve(fetchMock, { '/lgw/orders': reply(page([ORDER])), '/lgw/orders/detail': reply(null, false, 'wallet.order.not.found') });
    renderScreen(<GameRecord />, '/m/gameRecord');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('order-7'));
    const error = await screen.findByTestId('order-detail-error');
    expect(error.textContent).toContain('No such betting record');
    serve(fetchMock, {
      '/lgw/orders': reply(page([ORDER])),
      '/lgw/orders/detail': reply({ ...ORDER, postings: [] }),
    });
    await user.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('order-detail')).toBeTruthy();
    await user.click(screen.getByTestId('order-close'));
    await vi.waitFor(() => expect(screen.queryByTestId('order-detail')).toBeNull());
  });

  it("another game type shows a skeleton until its own bets come, never the previous filter's bets under it", async () => {
    let answer: (r: Response) => void = () => {};
    const fetchMock = mockFetch();
    serve(fetchMock, {
      '/lgw/orders': (q) => (q.get('gameType') === 'LIVE' ? new Promise<Response>((r) => (answer = r)) : reply(page([ORDER]))),
    });
    renderScreen(<GameRecord />, '/m/gameRecord');
    const user = userEvent.setup();
    await screen.findByTestId('order-7');
    await user.selectOptions(screen.getByTestId('game-type-filter'), 'LIVE');
    await vi.waitFor(() => expect(queriesTo(fetchMock, '/lgw/orders').at(-1)).toMatchObject({ gameType: 'LIVE' }));
    await vi.waitFor(() => expect(screen.queryByTestId('order-7')).toBeNull());
    expect(screen.getAllByTestId('skeleton').length).toBeGreaterThan(0);
    await act(async () => answer(reply(page([{ ...ORDER, orderId: 8, gameType: 'LIVE' }]))));
    expect(await screen.findByTestId('order-8')).toBeTruthy();
  });

  it("a filter whose load fails says so instead of leaving the previous filter's bets on screen", async () => {
    const fetchMock = mockFetch();
    serve(fetchMock, {
      '/lgw/orders': (q) => (q.get('gameType') === 'LIVE' ? reply(null, false, 'wallet.trial.refused') : reply(page([ORDER]))),
    });
    renderScreen(<GameRecord />, '/m/gameRecord');
    const user = userEvent.setup();
    await screen.findByTestId('order-7');
    await user.selectOptions(screen.getByTestId('game-type-filter'), 'LIVE');
    const error = await screen.findByTestId('orders-error');
    expect(error.textContent).toContain('Please login an actual account to use this function');
    expect(screen.queryByTestId('order-7')).toBeNull();
    await user.selectOptions(screen.getByTestId('game-type-filter'), '');
    expect(await screen.findByTestId('order-7')).toBeTruthy();
    expect(screen.queryByTestId('orders-error')).toBeNull();
  });
});
